import { LIMITS, exerciseWeightMax, parseSetsRepsInput, parseWeightInput, weightUnitLabel, type MeasurementType, type SetForm } from '@fitness/domain';
import type { FocusEvent } from 'react';
import { CheckboxField, IconButton, TextField, TrashIcon } from '@fitness/ui';

// Typing over the default 1 or 0 replaces it instead of appending to it.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.target.select();

export interface SetRowProps {
  set: SetForm;
  index: number;
  exerciseName: string;
  type: MeasurementType;
  weightError?: string;
  onChange: (set: SetForm) => void;
  onRemove: () => void;
}

/**
 * One set: reps (numeric keypad), weight in the user's unit (decimal keypad, step 0.1), notes, remove,
 * and whether it is a warm-up (marked W and set apart: warm-ups count for no working weight, volume or record).
 */
export function SetRow({ set, index, exerciseName, type, weightError, onChange, onRemove }: SetRowProps) {
  const unit = weightUnitLabel(type);
  const max = exerciseWeightMax(type);
  const label = `Set ${index + 1}${set.warmup ? ' (warm-up)' : ''}`;
  return (
    <li>
      <div className={set.warmup ? 'log-set log-set--warmup' : 'log-set'} role="group" aria-label={label}>
        <span className="log-set__number" aria-hidden="true" title={set.warmup ? 'Warm-up' : undefined}>
          {set.warmup ? 'W' : index + 1}
        </span>
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
          onChange={(event) => onChange({ ...set, reps: event.target.value === '' ? '' : String(parseSetsRepsInput(event.target.value) ?? set.reps) })}
        />
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
          onChange={(event) => onChange({ ...set, weight: parseWeightInput(event.target.value, set.weight, max) })}
        />
        <IconButton className="log-set__remove" label={`Remove set ${index + 1} of ${exerciseName}`} icon={<TrashIcon />} variant="danger" onClick={onRemove} />
        <TextField className="log-set__notes" label="Notes" maxLength={LIMITS.notesMax} value={set.notes} onChange={(event) => onChange({ ...set, notes: event.target.value })} />
        <CheckboxField className="log-set__warmup" label="Warm-up" checked={set.warmup === true} onChange={(event) => onChange({ ...set, warmup: event.target.checked })} />
      </div>
    </li>
  );
}
