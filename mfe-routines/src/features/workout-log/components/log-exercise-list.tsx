import { memo, useMemo, type FormEvent } from 'react';
import type { LogFormProblem, MeasurementType } from '@fitness/domain';
import { Button, PlusIcon } from '@fitness/ui';
import type { PreviousSets } from '../types';
import { useExerciseKeys, type LogStore } from '../hooks/log-store';
import { LOG_CAPS, LOG_TEXT } from '../log-text';
import { LogExerciseCard } from './log-exercise-card';

// A card's form is never submitted: Save sends the log.
const noSubmit = (event: FormEvent) => event.preventDefault();

export interface LogExerciseListProps {
  store: LogStore;
  type: MeasurementType;
  today: string;
  previousByName: ReadonlyMap<string, PreviousSets>;
  problems: readonly LogFormProblem[];
  /** The exercise just added (its name field takes the focus). */
  addedKey?: string;
  onAddExercise: () => void;
  onDone: (exerciseKey: string, index: number) => void;
  onPlates: (exerciseKey: string, index: number) => void;
}

/**
 * The log's exercises in order and "Add exercise"; re-renders only when exercises are added, removed or
 * reordered. Each card is a `<form>` of its own: on every focus Chrome's autofill reads all the fields of
 * the focused field's form (of all fields outside any form when it has none), ~250 in a long log, which
 * cost more than the tap itself (docs/decisions/0053).
 */
export const LogExerciseList = memo(function LogExerciseList({
  store,
  type,
  today,
  previousByName,
  problems,
  addedKey,
  onAddExercise,
  onDone,
  onPlates,
}: LogExerciseListProps) {
  const keys = useExerciseKeys(store);
  const problemsByKey = useMemo(() => {
    const byKey = new Map<string, LogFormProblem[]>();
    for (const problem of problems) byKey.set(problem.exerciseKey, [...(byKey.get(problem.exerciseKey) ?? []), problem]);
    return byKey;
  }, [problems]);
  return (
    <>
      {keys.length === 0 ? <p className="workout-log__empty">{LOG_TEXT.emptyLog}</p> : null}
      <ol className="workout-log__exercises" aria-label="Exercises">
        {keys.map((key, index) => (
          <li key={key}>
            <form noValidate onSubmit={noSubmit}>
              <LogExerciseCard
                store={store}
                exerciseKey={key}
                index={index}
                type={type}
                today={today}
                previousByName={previousByName}
                problems={problemsByKey.get(key)}
                focusName={key === addedKey}
                onDone={onDone}
                onPlates={onPlates}
              />
            </form>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="workout-log__add-exercise" disabled={keys.length >= LOG_CAPS.exercises} onClick={onAddExercise}>
        <PlusIcon aria-hidden="true" /> Add exercise
      </Button>
    </>
  );
});
