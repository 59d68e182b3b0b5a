import type { RefObject } from 'react';
import { distanceUnitLabel, type ExerciseKind, type MeasurementType } from '@fitness/domain';
import { SelectField, TextField, Tooltip } from '@fitness/ui';
import type { ExerciseForm } from '../hooks/exercise-form';
import { EXERCISE_KIND_OPTIONS, isExerciseKind, kindShows, type KindErrors } from '../hooks/exercise-kind-form';
import { EXERCISE_TIPS } from './exercise-tips';

/** The "Type" control: which fields the exercise's sets have. */
export function ExerciseKindSelect({ kind, onChoose }: { kind: ExerciseKind; onChoose: (kind: ExerciseKind) => void }) {
  return (
    <div className="exercise-form__with-tip">
      <SelectField
        label="Type"
        options={EXERCISE_KIND_OPTIONS}
        value={kind}
        onChange={(event) => isExerciseKind(event.target.value) && onChoose(event.target.value)}
      />
      <Tooltip label="About type" content={EXERCISE_TIPS.type} />
    </div>
  );
}

export interface KindTargetFieldsProps {
  form: ExerciseForm;
  type: MeasurementType;
  errors: KindErrors;
  refs: Record<keyof KindErrors, RefObject<HTMLInputElement | null>>;
  onType: (field: keyof KindErrors, text: string) => void;
  /** A field was left: check what was typed in it. */
  onLeave: (field: keyof KindErrors) => void;
}

/** The distance (Distance and time) and the time per set or time to beat (Time, Distance and time). */
export function KindTargetFields({ form, type, errors, refs, onType, onLeave }: KindTargetFieldsProps) {
  const shows = kindShows(form.kind);
  const unit = distanceUnitLabel(type);
  return (
    <>
      {shows.distance && (
        <TextField
          ref={refs.distance}
          label={`Distance (${unit})`}
          inputMode="decimal"
          autoComplete="off"
          value={form.distance}
          hint={`Each set's distance in ${unit}, e.g. 5 or 2.5`}
          error={errors.distance}
          onChange={(event) => onType('distance', event.target.value)}
          onBlur={() => onLeave('distance')}
        />
      )}
      {shows.time && (
        <TextField
          ref={refs.time}
          label="Time"
          autoComplete="off"
          value={form.time}
          hint={form.kind === 'time' ? "Each set's time: m:ss, h:mm:ss or seconds (90 = 1:30)" : 'Optional time to beat: m:ss, h:mm:ss or seconds (90 = 1:30)'}
          error={errors.time}
          onChange={(event) => onType('time', event.target.value)}
          onBlur={() => onLeave('time')}
        />
      )}
    </>
  );
}
