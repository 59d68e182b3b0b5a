import { memo } from 'react';
import { EXERCISE_KIND_LABELS, EXERCISE_KINDS, LIMITS, isBodyweightComparisonEnabled, type ExerciseKind } from '@fitness/domain';
import { CheckboxField, IconButton, Menu, SelectField, Tooltip, type MenuEntry } from '@fitness/ui';
import { ExercisePickerView } from '../../exercise-picker/components/exercise-picker-view';
import type { LogStore } from '../hooks/log-store';
import { LOG_TEXT } from '../log-text';
import { useLogPickerData } from './log-picker-data';
import { RestField } from './rest-field';

const KIND_OPTIONS = EXERCISE_KINDS.map((kind) => ({ value: kind, label: EXERCISE_KIND_LABELS[kind] }));

// The card's controls above its sets, memoised on their own values: a set added, typed or ticked
// re-renders the card's sets, not these (issue #52).

export interface LogExerciseHeadProps {
  store: LogStore;
  exerciseKey: string;
  /** As typed, and as the card is named ("Exercise 2" while it has none). */
  value: string;
  name: string;
  kind: ExerciseKind;
  nameError?: string;
  focusName: boolean;
  /** The ids of the group's label ("A1"); absent when not grouped. */
  groupLabelId: string;
  groupLabel?: string;
  canGroupWithNext: boolean;
}

/** The exercise's name (the picker), its menu (group with next, ungroup) and its removal. */
export const LogExerciseHead = memo(function LogExerciseHead(props: LogExerciseHeadProps) {
  const { store, exerciseKey, name, kind, groupLabel, canGroupWithNext } = props;
  const pickerData = useLogPickerData();
  // Read when the menu opens.
  const moreItems = (): MenuEntry[] => [
    { label: LOG_TEXT.groupWithNext, disabled: !canGroupWithNext, onSelect: () => store.groupWithNext(exerciseKey) },
    ...(groupLabel ? [{ label: LOG_TEXT.ungroup, onSelect: () => store.ungroup(exerciseKey) }] : []),
  ];
  return (
    <div className="log-exercise__head">
      {groupLabel ? (
        <span id={props.groupLabelId} className="log-exercise__group-label">
          {groupLabel}
        </span>
      ) : null}
      <ExercisePickerView
        data={pickerData}
        className="log-exercise__name"
        maxLength={LIMITS.nameMax}
        value={props.value}
        kind={kind}
        error={props.nameError}
        autoFocus={props.focusName}
        onChange={(typed) => store.changeExercise(exerciseKey, { name: typed })}
        onChoose={(chosen) => store.changeExercise(exerciseKey, chosen)}
      />
      {/* Both icons drawn by their classes (workout-log.css): ten cards hold no SVG for them. */}
      <Menu className="log-exercise__more" label={`More for ${name}`} items={moreItems} icon={null} />
      <IconButton
        className="log-exercise__remove"
        label={`Remove exercise ${name}`}
        icon={null}
        variant="danger"
        onClick={() => store.removeExercise(exerciseKey)}
      />
    </div>
  );
});

export interface LogExerciseOptionsProps {
  store: LogStore;
  exerciseKey: string;
  kind: ExerciseKind;
  tracked: boolean;
  bw: boolean;
  restSeconds?: number;
}

/** What the exercise's sets measure ("Type"), its tracking options and its rest. */
export const LogExerciseOptions = memo(function LogExerciseOptions({ store, exerciseKey, kind, tracked, bw, restSeconds }: LogExerciseOptionsProps) {
  return (
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
        checked={tracked}
        onChange={(event) => store.setTracked(exerciseKey, event.target.checked)}
        adornment={<Tooltip content={LOG_TEXT.trackProgressTip} label={`About ${LOG_TEXT.trackProgress.toLowerCase()}`} />}
      />
      <CheckboxField
        label={LOG_TEXT.bodyweight}
        checked={bw}
        disabled={!isBodyweightComparisonEnabled(tracked)}
        onChange={(event) => store.changeExercise(exerciseKey, { bw: event.target.checked })}
        adornment={<Tooltip content={LOG_TEXT.bodyweightTip} label={`About ${LOG_TEXT.bodyweight.toLowerCase()}`} />}
      />
      <RestField className="log-exercise__rest" seconds={restSeconds} onChange={(next) => store.changeExercise(exerciseKey, { restSeconds: next })} />
    </div>
  );
});
