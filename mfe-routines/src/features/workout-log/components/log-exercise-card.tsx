import type { ReactNode } from 'react';
import { LIMITS, applyTracked, isBodyweightComparisonEnabled, nextSetForm, type ExerciseForm, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { Button, CheckboxField, IconButton, PlusIcon, TextField, Tooltip, TrashIcon } from '@fitness/ui';
import { LOG_CAPS, LOG_TEXT } from '../log-text';
import { SetRow } from './set-row';

export interface LogExerciseCardProps {
  exercise: ExerciseForm;
  index: number;
  type: MeasurementType;
  /** "Last time, Nov 18: 5 × 225, …", when this name was logged before. */
  previousLabel?: string;
  /** Next session's target with Use target, for a name a routine holds. */
  target?: ReactNode;
  problems: readonly LogFormProblem[];
  /** Just added: its name field takes the focus. */
  focusName?: boolean;
  onChange: (exercise: ExerciseForm) => void;
  onRemove: () => void;
}

/** One exercise of the log: name, tracking options, last time's numbers, and its sets. */
export function LogExerciseCard({ exercise, index, type, previousLabel, target, problems, focusName = false, onChange, onRemove }: LogExerciseCardProps) {
  const name = exercise.name.trim() || `Exercise ${index + 1}`;
  const nameError = problems.find((p) => p.field === 'name')?.message;
  const setSets = (sets: ExerciseForm['sets']) => onChange({ ...exercise, sets });
  return (
    <fieldset className="log-exercise">
      <legend className="ui-visually-hidden">{name}</legend>
      <div className="log-exercise__head">
        <TextField
          className="log-exercise__name"
          label="Exercise name"
          maxLength={LIMITS.nameMax}
          value={exercise.name}
          error={nameError}
          autoFocus={focusName}
          onChange={(event) => onChange({ ...exercise, name: event.target.value })}
        />
        <IconButton label={`Remove exercise ${name}`} icon={<TrashIcon />} variant="danger" onClick={onRemove} />
      </div>
      {previousLabel ? <p className="log-exercise__previous">{previousLabel}</p> : null}
      {target}
      <div className="log-exercise__options">
        <CheckboxField
          label={LOG_TEXT.trackProgress}
          checked={exercise.tracked}
          onChange={(event) => onChange(applyTracked(exercise, event.target.checked))}
          adornment={<Tooltip content={LOG_TEXT.trackProgressTip} label={`About ${LOG_TEXT.trackProgress.toLowerCase()}`} />}
        />
        <CheckboxField
          label={LOG_TEXT.bodyweight}
          checked={exercise.bw}
          disabled={!isBodyweightComparisonEnabled(exercise.tracked)}
          onChange={(event) => onChange({ ...exercise, bw: event.target.checked })}
          adornment={<Tooltip content={LOG_TEXT.bodyweightTip} label={`About ${LOG_TEXT.bodyweight.toLowerCase()}`} />}
        />
      </div>
      {exercise.sets.length > 0 ? (
        <ol className="log-exercise__sets" aria-label={`Sets of ${name}`}>
          {exercise.sets.map((set, setIndex) => (
            <SetRow
              // Sets have no identity of their own on screen; their position is what the lifter sees.
              key={setIndex}
              set={set}
              index={setIndex}
              exerciseName={name}
              type={type}
              weightError={problems.find((p) => p.field === 'weight' && p.setIndex === setIndex)?.message}
              onChange={(next) => setSets(exercise.sets.map((s, i) => (i === setIndex ? next : s)))}
              onRemove={() => setSets(exercise.sets.filter((_, i) => i !== setIndex))}
            />
          ))}
        </ol>
      ) : (
        <p className="log-exercise__no-sets">No sets yet: only exercises with sets are saved.</p>
      )}
      <Button
        variant="secondary"
        className="log-exercise__add-set"
        disabled={exercise.sets.length >= LOG_CAPS.sets}
        aria-label={`Add set to ${name}`} onClick={() => setSets([...exercise.sets, nextSetForm(exercise.sets.at(-1), type)])}>
        <PlusIcon aria-hidden="true" /> Add set
      </Button>
    </fieldset>
  );
}
