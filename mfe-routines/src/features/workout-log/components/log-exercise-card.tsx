import { memo } from 'react';
import { LIMITS, isBodyweightComparisonEnabled, previousSetsLabel, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { Button, CheckboxField, IconButton, PlusIcon, TextField, Tooltip, TrashIcon } from '@fitness/ui';
import { useExercise, type LogStore } from '../hooks/log-store';
import { LOG_CAPS, LOG_TEXT } from '../log-text';
import type { PreviousSets } from '../types';
import { RestField } from './rest-field';
import { SetRow } from './set-row';
import { TargetRow } from './target-row';

const NO_PROBLEMS: readonly LogFormProblem[] = [];

export interface LogExerciseCardProps {
  store: LogStore;
  exerciseKey: string;
  index: number;
  type: MeasurementType;
  today: string;
  /** Last time's numbers by exercise name (this card shows its own name's). */
  previousByName: ReadonlyMap<string, PreviousSets>;
  problems?: readonly LogFormProblem[];
  /** Just added: its name field takes the focus. */
  focusName?: boolean;
  onDone: (exerciseKey: string, index: number) => void;
  onPlates: (exerciseKey: string, index: number) => void;
}

/**
 * One exercise of the log: name, tracking options, rest, last time's numbers, and its sets. It reads
 * its own exercise from the store, so a change elsewhere in the log does not re-render it.
 */
export const LogExerciseCard = memo(function LogExerciseCard({
  store,
  exerciseKey,
  index,
  type,
  today,
  previousByName,
  problems = NO_PROBLEMS,
  focusName = false,
  onDone,
  onPlates,
}: LogExerciseCardProps) {
  const exercise = useExercise(store, exerciseKey);
  if (!exercise) return null;
  const name = exercise.name.trim() || `Exercise ${index + 1}`;
  const nameError = problems.find((p) => p.field === 'name')?.message;
  const last = previousByName.get(exercise.name.trim());
  return (
    <fieldset className="log-exercise" data-exercise-key={exerciseKey}>
      <legend className="ui-visually-hidden">{name}</legend>
      <div className="log-exercise__head">
        <TextField
          className="log-exercise__name"
          label="Exercise name"
          maxLength={LIMITS.nameMax}
          value={exercise.name}
          error={nameError}
          autoFocus={focusName}
          onChange={(event) => store.changeExercise(exerciseKey, { name: event.target.value })}
        />
        <IconButton label={`Remove exercise ${name}`} icon={<TrashIcon />} variant="danger" onClick={() => store.removeExercise(exerciseKey)} />
      </div>
      {last ? <p className="log-exercise__previous">{previousSetsLabel(last, type, today)}</p> : null}
      {last?.target ? <TargetRow target={last.target} store={store} exercise={exercise} name={name} type={type} /> : null}
      <div className="log-exercise__options">
        <CheckboxField
          label={LOG_TEXT.trackProgress}
          checked={exercise.tracked}
          onChange={(event) => store.setTracked(exerciseKey, event.target.checked)}
          adornment={<Tooltip content={LOG_TEXT.trackProgressTip} label={`About ${LOG_TEXT.trackProgress.toLowerCase()}`} />}
        />
        <CheckboxField
          label={LOG_TEXT.bodyweight}
          checked={exercise.bw}
          disabled={!isBodyweightComparisonEnabled(exercise.tracked)}
          onChange={(event) => store.changeExercise(exerciseKey, { bw: event.target.checked })}
          adornment={<Tooltip content={LOG_TEXT.bodyweightTip} label={`About ${LOG_TEXT.bodyweight.toLowerCase()}`} />}
        />
        <RestField
          className="log-exercise__rest"
          seconds={exercise.restSeconds}
          onChange={(restSeconds) => store.changeExercise(exerciseKey, { restSeconds })}
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
              exerciseKey={exerciseKey}
              exerciseName={name}
              type={type}
              weightError={problems.find((p) => p.field === 'weight' && p.setIndex === setIndex)?.message}
              store={store}
              onDone={onDone}
              onPlates={onPlates}
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
        aria-label={`Add set to ${name}`}
        onClick={() => store.addSet(exerciseKey)}
      >
        <PlusIcon aria-hidden="true" /> Add set
      </Button>
    </fieldset>
  );
});
