import { memo, type FocusEvent } from 'react';
import { LIMITS, exerciseWeightMax, parseSetsRepsInput, parseWeightInput, weightUnitLabel, type MeasurementType, type SetForm } from '@fitness/domain';
import { CheckboxField, CheckIcon, IconButton, PlateIcon, TextField, TrashIcon } from '@fitness/ui';
import type { LogStore } from '../hooks/log-store';

// Typing over the default 1 or 0 replaces it instead of appending to it.
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.target.select();

export interface SetRowProps {
  set: SetForm;
  index: number;
  exerciseKey: string;
  exerciseName: string;
  type: MeasurementType;
  weightError?: string;
  store: LogStore;
  /** A set was ticked done (the rest starts, the focus may move on). */
  onDone: (exerciseKey: string, index: number) => void;
  /** The plate sheet for this set's weight. */
  onPlates: (exerciseKey: string, index: number) => void;
}

/**
 * One set: the done toggle (its number until ticked, W for a warm-up), reps (numeric keypad), weight in
 * the user's unit (decimal keypad, step 0.1), the plates for it, notes, remove, and whether it is a
 * warm-up (set apart: warm-ups count for no working weight, volume or record). Memoised with stable
 * callbacks: only the row whose set changed re-renders.
 */
export const SetRow = memo(function SetRow({ set, index, exerciseKey, exerciseName, type, weightError, store, onDone, onPlates }: SetRowProps) {
  const unit = weightUnitLabel(type);
  const max = exerciseWeightMax(type);
  const number = index + 1;
  const done = set.done === true;
  return (
    <li>
      <div
        className={set.warmup ? 'log-set log-set--warmup' : 'log-set'}
        role="group"
        aria-label={`Set ${number}${set.warmup ? ' (warm-up)' : ''}`}
        data-done={done || undefined}
      >
        <button
          type="button"
          className="log-set__done"
          aria-pressed={done}
          aria-label={`Mark set ${number} of ${exerciseName} done`}
          title={set.warmup ? 'Warm-up' : undefined}
          onClick={() => {
            if (store.toggleDone(exerciseKey, index)) onDone(exerciseKey, index);
          }}
        >
          {done ? <CheckIcon aria-hidden="true" /> : <span aria-hidden="true">{set.warmup ? 'W' : number}</span>}
        </button>
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
          onChange={(event) =>
            store.changeSet(exerciseKey, index, { reps: event.target.value === '' ? '' : String(parseSetsRepsInput(event.target.value) ?? set.reps) })
          }
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
          onChange={(event) => store.changeSet(exerciseKey, index, { weight: parseWeightInput(event.target.value, set.weight, max) })}
        />
        <IconButton
          className="log-set__plates"
          label={`Plates for set ${number} of ${exerciseName}`}
          icon={<PlateIcon />}
          onClick={() => onPlates(exerciseKey, index)}
        />
        <TextField
          className="log-set__notes"
          label="Notes"
          maxLength={LIMITS.notesMax}
          value={set.notes}
          onChange={(event) => store.changeSet(exerciseKey, index, { notes: event.target.value })}
        />
        <IconButton
          className="log-set__remove"
          label={`Remove set ${number} of ${exerciseName}`}
          icon={<TrashIcon />}
          variant="danger"
          onClick={() => store.removeSet(exerciseKey, index)}
        />
        <CheckboxField
          className="log-set__warmup"
          label="Warm-up"
          checked={set.warmup === true}
          onChange={(event) => store.changeSet(exerciseKey, index, { warmup: event.target.checked })}
        />
      </div>
    </li>
  );
});
