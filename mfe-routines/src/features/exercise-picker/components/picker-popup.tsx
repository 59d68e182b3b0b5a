import type { MouseEvent } from 'react';
import type { ExerciseEquipment, Muscle } from '@fitness/catalogue';
import { Button, SelectField } from '@fitness/ui';
import type { PickerChunk } from '../hooks/picker-chunk-on-demand';
import { createLabel, listLabel, optionDetails, SHOWN_MAX, type PickerFilters, type PickerOption } from '../hooks/picker-options';

export interface PickerPopupProps {
  chunk: PickerChunk;
  listboxId: string;
  optionId: (index: number) => string;
  options: readonly PickerOption[];
  /** Exercises matching in all (more than are shown past SHOWN_MAX). */
  found: number;
  activeIndex: number;
  filters: PickerFilters;
  onFilters: (filters: PickerFilters) => void;
  onChoose: (option: PickerOption) => void;
  /** Opens "My exercises"; absent where custom exercises cannot be saved. */
  onMyExercises?: () => void;
}

// A press on an option must not take the focus from the field (the list would close before the click).
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Under the field while it lists: the Muscle and Equipment filters, the options, and "My exercises". */
export function PickerPopup({ chunk, listboxId, optionId, options, found, activeIndex, filters, onFilters, onChoose, onMyExercises }: PickerPopupProps) {
  const choices = (values: readonly string[]) => values.map((value) => ({ value, label: listLabel(value) }));
  return (
    <div className="exercise-picker__popup">
      <div className="exercise-picker__filters">
        <SelectField
          label="Muscle"
          placeholder="Any"
          options={choices(chunk.MUSCLES)}
          value={filters.muscle ?? ''}
          onChange={(event) => onFilters({ ...filters, muscle: (event.target.value || undefined) as Muscle | undefined })}
        />
        <SelectField
          label="Equipment"
          placeholder="Any"
          options={choices(chunk.EXERCISE_EQUIPMENT)}
          value={filters.equipment ?? ''}
          onChange={(event) => onFilters({ ...filters, equipment: (event.target.value || undefined) as ExerciseEquipment | undefined })}
        />
      </div>
      <ul role="listbox" id={listboxId} aria-label="Exercises" className="exercise-picker__list">
        {options.map((option, i) => (
          <li
            key={option.type === 'create' ? 'create' : `${option.match.source}:${option.match.entry.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            className={`exercise-picker__option${option.type === 'create' ? ' exercise-picker__option--create' : ''}`}
            onMouseDown={keepFocus}
            onClick={() => onChoose(option)}
          >
            {option.type === 'create' ? createLabel(option.name) : <ExerciseOption option={option} />}
          </li>
        ))}
      </ul>
      {options.length === 0 ? <p className="exercise-picker__note">No exercises found</p> : null}
      {found > SHOWN_MAX ? (
        <p className="exercise-picker__note">
          The first {SHOWN_MAX} of {found}: type more or filter to narrow them.
        </p>
      ) : null}
      {onMyExercises ? (
        <Button variant="secondary" className="exercise-picker__mine" onClick={onMyExercises}>
          My exercises
        </Button>
      ) : null}
    </div>
  );
}

function ExerciseOption({ option }: { option: Extract<PickerOption, { type: 'exercise' }> }) {
  const details = optionDetails(option.match);
  return (
    <>
      <span className="exercise-picker__name">{option.match.entry.name}</span>
      {details ? (
        <span className="exercise-picker__details">
          {/* Read as "Barbell Bench Press, chest", not run together. */}
          <span className="ui-visually-hidden">, </span>
          {details}
        </span>
      ) : null}
    </>
  );
}
