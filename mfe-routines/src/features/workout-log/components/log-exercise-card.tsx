import { memo, useId, useLayoutEffect, useRef } from 'react';
import {
  EXERCISE_KIND_LABELS,
  EXERCISE_KINDS,
  LIMITS,
  isBodyweightComparisonEnabled,
  kindOf,
  previousSetsLabel,
  type ExerciseKind,
  type LogFormProblem,
  type MeasurementType,
} from '@fitness/domain';
import { Button, CheckboxField, IconButton, Menu, PlusIcon, SelectField, Tooltip, TrashIcon, type MenuEntry } from '@fitness/ui';
import { ExercisePicker } from '../../exercise-picker/components/exercise-picker';
import type { LogStore } from '../hooks/log-store';
import { useExercise } from '../hooks/log-slices';
import { LOG_CAPS, LOG_TEXT } from '../log-text';
import type { PreviousSets } from '../types';
import { RestField } from './rest-field';
import { SetRow } from './set-row';
import { TargetRow } from './target-row';

const NO_PROBLEMS: readonly LogFormProblem[] = [];
const KIND_OPTIONS = EXERCISE_KINDS.map((kind) => ({ value: kind, label: EXERCISE_KIND_LABELS[kind] }));

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
  // Read when the menu opens.
  const moreItems = (): MenuEntry[] => [
    { label: LOG_TEXT.groupWithNext, disabled: !canGroupWithNext, onSelect: () => store.groupWithNext(exerciseKey) },
    ...(groupLabel ? [{ label: LOG_TEXT.ungroup, onSelect: () => store.ungroup(exerciseKey) }] : []),
  ];
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
      <div className="log-exercise__head">
        {groupLabel ? (
          <span id={`${groupId}-label`} className="log-exercise__group-label">
            {groupLabel}
          </span>
        ) : null}
        <ExercisePicker
          className="log-exercise__name"
          maxLength={LIMITS.nameMax}
          value={exercise.name}
          kind={kind}
          error={nameError}
          autoFocus={focusName}
          onChange={(typed) => store.changeExercise(exerciseKey, { name: typed })}
          onChoose={(chosen) => store.changeExercise(exerciseKey, chosen)}
        />
        <Menu className="log-exercise__more" label={`More for ${name}`} items={moreItems} />
        <IconButton label={`Remove exercise ${name}`} icon={<TrashIcon />} variant="danger" onClick={() => store.removeExercise(exerciseKey)} />
      </div>
      {last ? <p className="log-exercise__previous">{previousSetsLabel(last, type, today, last.kind ?? kind)}</p> : null}
      {last?.target ? <TargetRow target={last.target} store={store} exercise={exercise} name={name} type={type} /> : null}
      <div className="log-exercise__options">
        <SelectField
          className="log-exercise__kind"
          label="Type"
          value={kind}
          options={KIND_OPTIONS}
          onChange={(event) => store.changeExercise(exerciseKey, { kind: event.target.value as ExerciseKind })}
        />
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
        <PlusIcon aria-hidden="true" /> Add set
      </Button>
    </fieldset>
  );
});
