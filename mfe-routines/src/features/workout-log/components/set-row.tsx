import { memo, useState, type FocusEvent } from 'react';
import {
  KIND_FIELDS,
  LIMITS,
  SET_TYPE_CHIPS,
  SET_TYPE_LABELS,
  SET_TYPES,
  exerciseWeightMax,
  parseSetsRepsInput,
  parseWeightInput,
  setTypeOf,
  weightUnitLabel,
  type ExerciseKind,
  type MeasurementType,
  type SetForm,
  type SetType,
} from '@fitness/domain';
import { CheckIcon, IconButton, Menu, TextField, type MenuEntry } from '@fitness/ui';
import type { LogStore } from '../hooks/log-store';
import { DistanceField, TimeField } from './set-measure-fields';

// Typing over the default 1 or 0 replaces it instead of appending to it.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.target.select();

export interface SetRowProps {
  set: SetForm;
  index: number;
  exerciseKey: string;
  exerciseName: string;
  /** What the exercise's sets measure: the row shows only its fields. */
  kind: ExerciseKind;
  type: MeasurementType;
  weightError?: string;
  timeError?: string;
  distanceError?: string;
  store: LogStore;
  /** A set was ticked done (the rest starts, the focus may move on). */
  onDone: (exerciseKey: string, index: number) => void;
  /** The plate sheet for this set's weight. */
  onPlates: (exerciseKey: string, index: number) => void;
}

/**
 * One set: the done toggle (its number until ticked), the fields of its exercise's kind — reps
 * (numeric keypad), weight in the user's unit (decimal keypad, step 0.1) and its plates for Weight
 * and reps; reps for Reps only; a time, a distance and an optional added weight for the others —
 * and the set's menu: its type, "Add note" and "Remove set" (issue #52: a row is its controls for
 * the lift alone). A note shows under the row once it has text or "Add note" was chosen. A set
 * that is not normal shows its type's chip over the done toggle (W, D, F); warm-ups are set apart
 * (they count for no working weight, volume or record). Memoised with stable callbacks: only the
 * row whose set changed re-renders.
 */
export const SetRow = memo(function SetRow(props: SetRowProps) {
  const { set, index, exerciseKey, exerciseName, kind, type, weightError, store, onDone, onPlates } = props;
  // "Add note" shows the empty field (focused); a note with text shows without it.
  const [noteOpen, setNoteOpen] = useState(false);
  const unit = weightUnitLabel(type);
  const max = exerciseWeightMax(type);
  const number = index + 1;
  const done = set.done === true;
  const setType = setTypeOf(set);
  const typeLabel = SET_TYPE_LABELS[setType];
  const fields = KIND_FIELDS[kind];
  const showNote = noteOpen || set.notes !== '';
  const change = (patch: Partial<SetForm>) => store.changeSet(exerciseKey, index, patch);
  // Read only when the menu opens: a closed menu costs its button alone.
  const menuItems = (): MenuEntry[] => [
    ...SET_TYPES.map((t: SetType) => ({
      label: SET_TYPE_LABELS[t],
      checked: t === setType,
      // The type replaces an older draft's warm-up flag; a normal set keeps neither.
      onSelect: () => change({ type: t === 'normal' ? undefined : t, warmup: undefined }),
    })),
    'separator',
    ...(showNote ? [] : [{ label: 'Add note', onSelect: () => setNoteOpen(true) }]),
    { label: 'Remove set', tone: 'danger' as const, onSelect: () => store.removeSet(exerciseKey, index) },
  ];
  return (
    <li>
      <div
        className={`log-set log-set--${kind}${setType === 'warmup' ? ' log-set--warmup' : ''}`}
        role="group"
        aria-label={`Set ${number}${setType === 'normal' ? '' : ` (${typeLabel.toLowerCase()})`}`}
        data-done={done || undefined}
        data-type={setType === 'normal' ? undefined : setType}
      >
        {/* Named by its label: the number inside needs no element of its own. */}
        <button
          type="button"
          className="log-set__done"
          aria-pressed={done}
          aria-label={`Mark set ${number} of ${exerciseName} done`}
          title={setType === 'normal' ? undefined : typeLabel}
          onClick={() => {
            if (store.toggleDone(exerciseKey, index)) onDone(exerciseKey, index);
          }}
        >
          {done ? <CheckIcon aria-hidden="true" /> : setType === 'normal' ? number : null}
        </button>
        {setType === 'normal' ? null : (
          <span className="log-set__chip" role="img" aria-label={typeLabel} title={typeLabel}>
            {SET_TYPE_CHIPS[setType]}
          </span>
        )}
        {fields.reps ? (
          <TextField
            className="log-set__reps"
            label="Reps"
            type="number"
            inputMode="numeric"
            min={LIMITS.setsRepsMin}
            max={LIMITS.setsRepsMax}
            step={1}
            value={set.reps}
            onFocus={selectAll}
            // The spec's rule for reps: at least 1, three digits keep the first two.
            onChange={(event) => change({ reps: event.target.value === '' ? '' : String(parseSetsRepsInput(event.target.value) ?? set.reps) })}
          />
        ) : null}
        {fields.meters ? (
          <DistanceField value={set.distance ?? ''} type={type} error={props.distanceError} onChange={(distance) => change({ distance })} />
        ) : null}
        {fields.seconds ? <TimeField value={set.seconds ?? ''} error={props.timeError} onChange={(seconds) => change({ seconds })} /> : null}
        {fields.weight ? (
          <TextField
            className="log-set__weight"
            label={`Weight (${unit})`}
            type="number"
            inputMode="decimal"
            min={0}
            max={max}
            step={LIMITS.weightStep}
            value={set.weight}
            error={weightError}
            onFocus={selectAll}
            onChange={(event) => change({ weight: parseWeightInput(event.target.value, set.weight, max) })}
          />
        ) : null}
        {kind === 'weightReps' ? (
          <IconButton
            className="log-set__plates"
            label={`Plates for set ${number} of ${exerciseName}`}
            // Drawn by its class (workout-log.css): fifty rows hold no SVG for it.
            icon={null}
            onClick={() => onPlates(exerciseKey, index)}
          />
        ) : null}
        <Menu className="log-set__menu" label={`Set ${number} options for ${exerciseName}`} items={menuItems} icon={null} />
        {showNote ? (
          <TextField
            className="log-set__notes"
            label="Notes"
            maxLength={LIMITS.notesMax}
            value={set.notes}
            // Mounted by "Add note": the field takes the focus (the keyboard opens on a phone).
            autoFocus={noteOpen}
            onChange={(event) => change({ notes: event.target.value })}
            // Left empty, the field folds back into the menu's "Add note".
            onBlur={(event) => {
              if (event.target.value === '') setNoteOpen(false);
            }}
          />
        ) : null}
      </div>
    </li>
  );
});
