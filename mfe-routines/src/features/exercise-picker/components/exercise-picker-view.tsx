import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ExerciseKind } from '@fitness/domain';
import { TextField } from '@fitness/ui';
import { pickerChunk, usePickerChunk } from '../hooks/picker-chunk-on-demand';
import type { PickerData } from '../hooks/picker-data';
import { exerciseSearchOf, foundText, pickerOptions, type PickerFilters, type PickerOption } from '../hooks/picker-options';
import { PickerDialogs, type PickerDialog } from './picker-dialogs';
import { PickerPopup } from './picker-popup';
import '../exercise-picker.css';

/** What choosing an exercise fills in. */
export interface ExerciseChosen {
  name: string;
  kind: ExerciseKind;
}

export interface ExercisePickerProps {
  /** The name as typed or chosen. */
  value: string;
  onChange: (name: string) => void;
  /** An exercise was chosen from the list (or created): its name and kind. */
  onChoose: (chosen: ExerciseChosen) => void;
  /** The kind a custom exercise created here starts with (the form's current Type). */
  kind?: ExerciseKind;
  label?: string;
  className?: string;
  error?: ReactNode;
  maxLength?: number;
  required?: boolean;
  autoFocus?: boolean;
  /** The field takes its dialog's first focus (Modal's `data-autofocus`). */
  dialogAutofocus?: boolean;
}

/** The view's seam for stories: the picker's data, and the list shown open from the start. */
export interface ExercisePickerViewProps extends ExercisePickerProps {
  data: PickerData;
  initialOpen?: boolean;
  initialFilters?: PickerFilters;
}

const NO_OPTIONS = { options: [] as PickerOption[], found: 0 };
/** `active` when ArrowUp opened the list: the last option, whatever their number. */
const LAST = -2;

/**
 * The combobox (ARIA's combobox pattern, list autocomplete): a text field whose typing lists matches
 * below it. Arrows move through them, Enter chooses, Esc closes the list (a second Esc the dialog).
 * The field is here from the first paint; the list comes with the picker's chunk, and until then
 * (or if it never comes) the field takes a name as typed.
 */
export function ExercisePickerView({
  data,
  value,
  onChange,
  onChoose,
  kind = 'weightReps',
  label = 'Exercise',
  className,
  error,
  maxLength,
  required,
  autoFocus,
  dialogAutofocus,
  initialOpen = false,
  initialFilters = {},
}: ExercisePickerViewProps) {
  const chunk = usePickerChunk();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(initialOpen);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const [filters, setFilters] = useState(initialFilters);
  const [dialog, setDialog] = useState<PickerDialog | null>(null);

  const expanded = open && chunk !== undefined;
  const { options, found } = useMemo(
    () => (expanded ? pickerOptions(exerciseSearchOf(chunk.createExerciseSearch, data), value, filters, data.actions !== undefined) : NO_OPTIONS),
    [expanded, chunk, data, value, filters],
  );
  const activeIndex = active === LAST ? options.length - 1 : active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: PickerOption) => {
    // Back in the field, should a filter have had the focus: the list (and the filter) goes.
    inputRef.current?.focus();
    close();
    if (option.type === 'create') setDialog({ type: 'create', name: option.name });
    else onChoose({ name: option.match.entry.name, kind: option.match.entry.kind });
  };
  const closeDialog = () => {
    // Before the dialog goes: its own return of focus would aim at the popup's button, gone with the list.
    inputRef.current?.focus();
    setDialog(null);
  };

  // On the field itself, so Esc closes the list before the dialog around it hears the key (as the Menu does).
  const onKey = useRef<(event: KeyboardEvent) => void>(() => {});
  onKey.current = (event) => {
    if (event.isComposing || !chunk) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setOpen(true);
        setActive(down ? 0 : LAST);
      } else if (options.length > 0) {
        setActive(down ? (activeIndex + 1) % options.length : activeIndex <= 0 ? options.length - 1 : activeIndex - 1);
      }
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      // Chosen, not submitted: the dialog's form saves on an Enter with no option active.
      event.preventDefault();
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  useEffect(() => {
    const input = inputRef.current!;
    const root = rootRef.current!;
    const onKeyDown = (event: KeyboardEvent) => onKey.current(event);
    const onFocusIn = () => setFocused(true);
    // Focus on a filter keeps the list; anywhere else (another field, a dialog of the picker's) closes it.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      setFocused(false);
      setOpen(false);
      setActive(-1);
    };
    input.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is made from the stable id.
  }, [activeIndex]);

  return (
    <div ref={rootRef} className={['exercise-picker', className].filter(Boolean).join(' ')}>
      <TextField
        ref={inputRef}
        label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={chunk ? listboxId : undefined}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        maxLength={maxLength}
        required={required}
        autoFocus={autoFocus}
        data-autofocus={dialogAutofocus || undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        // A chunk that failed to come is asked for again when the field is used again.
        onFocus={() => pickerChunk.state().status === 'failed' && pickerChunk.preload()}
      />
      {expanded ? (
        <PickerPopup
          chunk={chunk}
          listboxId={listboxId}
          optionId={optionId}
          options={options}
          found={found}
          activeIndex={activeIndex}
          filters={filters}
          onFilters={(next) => {
            setFilters(next);
            setActive(-1);
          }}
          onChoose={choose}
          onMyExercises={data.actions ? () => setDialog({ type: 'mine' }) : undefined}
        />
      ) : null}
      {/* Kept while the field has focus, so each new count is announced as typing changes it. */}
      {focused ? (
        <p role="status" className="ui-visually-hidden">
          {expanded ? foundText(found) : ''}
        </p>
      ) : null}
      <PickerDialogs
        chunk={chunk}
        dialog={dialog}
        data={data}
        kind={kind}
        onCreated={(saved) => {
          closeDialog();
          onChoose({ name: saved.name, kind: saved.kind });
        }}
        onClose={closeDialog}
      />
    </div>
  );
}
