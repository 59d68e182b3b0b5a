import { memo, useId, useLayoutEffect, useRef } from 'react';
import { kindOf, previousSetsLabel, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { Button } from '@fitness/ui';
import type { LogStore } from '../hooks/log-store';
import { useExercise } from '../hooks/log-slices';
import { LOG_CAPS } from '../log-text';
import type { PreviousSets } from '../types';
import { LogExerciseHead, LogExerciseOptions } from './log-exercise-head';
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
  /** Its place in a superset or circuit ("A1") and the group's description; absent when not grouped. */
  groupLabel?: string;
  groupDescription?: string;
  /** It stands first in its group (the group's description shows there). */
  groupFirst?: boolean;
  /** "Group with next" applies: there is a next exercise and it is not in this one's group yet. */
  canGroupWithNext?: boolean;
  onDone: (exerciseKey: string, index: number) => void;
  onPlates: (exerciseKey: string, index: number) => void;
}

/**
 * One exercise of the log: name, its kind ("Type": what its sets measure), tracking options, rest,
 * last time's numbers, and its sets. It reads its own exercise from the store, so a change elsewhere
 * in the log does not re-render it.
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
  groupLabel,
  groupDescription,
  groupFirst = false,
  canGroupWithNext = false,
  onDone,
  onPlates,
}: LogExerciseCardProps) {
  const exercise = useExercise(store, exerciseKey);
  const groupId = useId();
  const cardRef = useRef<HTMLFieldSetElement>(null);
  const setCount = exercise?.sets.length ?? 0;
  const shownSets = useRef(setCount);
  useLayoutEffect(() => {
    // "Remove set" on the last row takes its menu button with it: the focus lands on Add set, not on the page.
    if (setCount < shownSets.current && (document.activeElement === null || document.activeElement === document.body))
      cardRef.current?.querySelector<HTMLElement>('.log-exercise__add-set')?.focus();
    shownSets.current = setCount;
  }, [setCount]);
  if (!exercise) return null;
  const name = exercise.name.trim() || `Exercise ${index + 1}`;
  const nameError = problems.find((p) => p.field === 'name')?.message;
  const setError = (field: LogFormProblem['field'], setIndex: number) => problems.find((p) => p.field === field && p.setIndex === setIndex)?.message;
  const kind = kindOf(exercise);
  const last = previousByName.get(exercise.name.trim());
  return (
    <fieldset
      ref={cardRef}
      className={`log-exercise${groupLabel ? ' log-exercise--grouped' : ''}`}
      data-exercise-key={exerciseKey}
      aria-describedby={groupLabel ? `${groupId}-label ${groupId}-description` : undefined}
    >
      <legend className="ui-visually-hidden">{name}</legend>
      {groupLabel ? (
        <p id={`${groupId}-description`} className={groupFirst ? 'log-exercise__group' : 'ui-visually-hidden'}>
          {groupDescription}
        </p>
      ) : null}
      <LogExerciseHead
        store={store}
        exerciseKey={exerciseKey}
        value={exercise.name}
        name={name}
        kind={kind}
        nameError={nameError}
        focusName={focusName}
        groupLabelId={`${groupId}-label`}
        groupLabel={groupLabel}
        canGroupWithNext={canGroupWithNext}
      />
      {last ? <p className="log-exercise__previous">{previousSetsLabel(last, type, today, last.kind ?? kind)}</p> : null}
      {last?.target ? <TargetRow target={last.target} store={store} exercise={exercise} name={name} type={type} /> : null}
      <LogExerciseOptions store={store} exerciseKey={exerciseKey} kind={kind} tracked={exercise.tracked} bw={exercise.bw} restSeconds={exercise.restSeconds} />
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
              kind={kind}
              type={type}
              weightError={setError('weight', setIndex)}
              timeError={setError('seconds', setIndex)}
              distanceError={setError('distance', setIndex)}
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
        {/* Its + drawn by its class (workout-log.css). */}
        Add set
      </Button>
    </fieldset>
  );
});
