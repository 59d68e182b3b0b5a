import { memo, useMemo, type CSSProperties, type FormEvent } from 'react';
import { groupLabels, type GroupLabel, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { Button, PlusIcon } from '@fitness/ui';
import type { PreviousSets } from '../types';
import type { LogStore } from '../hooks/log-store';
import { useExerciseKeys, useLogSlice } from '../hooks/log-slices';
import { LOG_CAPS, LOG_TEXT } from '../log-text';
import { LogExerciseCard } from './log-exercise-card';
import { LogPickerDataProvider } from './log-picker-data';

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

const NO_LABELS: readonly (GroupLabel | null)[] = [];
const sameLabels = (a: readonly (GroupLabel | null)[], b: readonly (GroupLabel | null)[]) => JSON.stringify(a) === JSON.stringify(b);

/** A member's part of its group's bracket: the first and last members close it. */
function bracketClass(label: GroupLabel): string {
  const end = label.position === 1 ? ' workout-log__member--first' : label.position === label.size ? ' workout-log__member--last' : '';
  return `workout-log__member${end}`;
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
  const labels = useLogSlice(
    store,
    // A log without groups (most) pays for one look at each exercise per change.
    (exercises) =>
      exercises.some((e) => e.group) ? groupLabels(exercises.map((e, i) => ({ name: e.name.trim() || `Exercise ${i + 1}`, group: e.group }))) : NO_LABELS,
    sameLabels,
  );
  const problemsByKey = useMemo(() => {
    const byKey = new Map<string, LogFormProblem[]>();
    for (const problem of problems) byKey.set(problem.exerciseKey, [...(byKey.get(problem.exerciseKey) ?? []), problem]);
    return byKey;
  }, [problems]);
  return (
    <LogPickerDataProvider>
      {keys.length === 0 ? <p className="workout-log__empty">{LOG_TEXT.emptyLog}</p> : null}
      <ol className="workout-log__exercises" aria-label="Exercises">
        {keys.map((key, index) => {
          const label = labels[index];
          const next = labels[index + 1];
          return (
            <li
              key={key}
              className={label ? bracketClass(label) : undefined}
              // Its sets when the list renders (read, not watched: Add set does not re-render the list), for the stand-in height of a card off screen.
              style={{ '--sets': store.exercises()[index]?.sets.length ?? 0 } as CSSProperties}
            >
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
                  groupLabel={label?.label}
                  groupDescription={label?.description}
                  groupFirst={label?.position === 1}
                  canGroupWithNext={index < keys.length - 1 && !(label && next && label.letter === next.letter)}
                  onDone={onDone}
                  onPlates={onPlates}
                />
              </form>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="workout-log__add-exercise" disabled={keys.length >= LOG_CAPS.exercises} onClick={onAddExercise}>
        <PlusIcon aria-hidden="true" /> Add exercise
      </Button>
    </LogPickerDataProvider>
  );
});
