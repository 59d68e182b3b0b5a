import { useId, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_WEIGHT_INCREMENT,
  exerciseWeightMax,
  INCREASE_BY_MAX,
  LIMITS,
  REST,
  weightUnitLabel,
  type ExerciseKind,
  type MeasurementType,
} from '@fitness/domain';
import { CheckboxField, Modal, TextAreaField, TextField, Tooltip } from '@fitness/ui';
import {
  canSave,
  exerciseFormFrom,
  exerciseValuesFrom,
  increaseByText,
  restText,
  setsRepsText,
  weightText,
  withTracked,
  type ExerciseForm,
} from '../hooks/exercise-form';
import { errorOnLeave, kindErrors, kindShows, type KindErrors } from '../hooks/exercise-kind-form';
import type { Exercise, ExerciseValues } from '../types';
import { ExercisePicker } from '../../exercise-picker/components/exercise-picker';
import { ExerciseKindSelect, KindTargetFields } from './exercise-kind-fields';
import { EXERCISE_TIPS } from './exercise-tips';
import { SaveFailed } from './save-failed';

export interface ExerciseDialogProps {
  open: boolean;
  /** The exercise to update; null adds a new one. */
  exercise: Exercise | null;
  type: MeasurementType;
  /** Resolves true once saved (the dialog closes), false to keep it open with what was typed. */
  onSave: (values: ExerciseValues) => Promise<boolean>;
  onClose: () => void;
}

/**
 * "Add Exercise" / "Update Exercise": the exercise (picked or typed), type, sets, then by type reps, time, distance and weight,
 * tracking, bodyweight comparison and notes.
 */
export function ExerciseDialog(props: ExerciseDialogProps) {
  // Mounted only while open, so each opening starts from the exercise (or the defaults).
  return props.open ? <ExerciseFormDialog {...props} /> : null;
}

function ExerciseFormDialog({ exercise, type, onSave, onClose }: ExerciseDialogProps) {
  const [form, setForm] = useState<ExerciseForm>(() => exerciseFormFrom(exercise, type));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<KindErrors>({});
  const targetRefs = { time: useRef<HTMLInputElement>(null), distance: useRef<HTMLInputElement>(null) };
  const set = (changes: Partial<ExerciseForm>) => setForm((current) => ({ ...current, ...changes }));
  // A field's message goes once it is typed in again; choosing another type clears them all.
  const chooseKind = (kind: ExerciseKind) => {
    set({ kind });
    setErrors({});
  };
  const typeTarget = (field: keyof KindErrors, text: string) => {
    set({ [field]: text });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const leaveTarget = (field: keyof KindErrors) => setErrors((current) => ({ ...current, [field]: errorOnLeave(form, field, type, current[field]) }));
  const unit = weightUnitLabel(type);
  const max = exerciseWeightMax(type);
  const shows = kindShows(form.kind);

  const submit = async () => {
    if (!canSave(form) || saving) return;
    const found = kindErrors(form, type);
    setErrors(found);
    const invalid = (['distance', 'time'] as const).find((field) => found[field]);
    // Bad input saves nothing: the first field to fix gets focus, its message read with it.
    if (invalid) return targetRefs[invalid].current?.focus();
    setSaving(true);
    setFailed(false);
    const saved = await onSave(exerciseValuesFrom(form, type, exercise));
    if (saved) return onClose();
    setSaving(false);
    setFailed(true);
  };

  const setsReps = (field: 'setsLow' | 'setsHigh' | 'repsLow' | 'repsHigh', label: string, hint: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={form[field]}
      hint={hint}
      onChange={(event) => set({ [field]: setsRepsText(event.target.value) })}
    />
  );

  return (
    <Modal
      open
      title={exercise ? 'Update Exercise' : 'Add Exercise'}
      onClose={onClose}
      onSubmit={submit}
      confirmLabel="Save"
      confirmDisabled={!canSave(form) || saving}
    >
      <div className="exercise-form">
        <ExercisePicker
          value={form.name}
          kind={form.kind}
          required
          maxLength={LIMITS.nameMax}
          dialogAutofocus
          onChange={(name) => set({ name })}
          onChoose={({ name, kind }) => {
            set({ name });
            chooseKind(kind);
          }}
        />
        <ExerciseKindSelect kind={form.kind} onChoose={chooseKind} />
        <FieldGroup legend="Sets" tip={<Tooltip label="About sets" content={EXERCISE_TIPS.sets} />}>
          {setsReps('setsLow', 'Sets low', `${LIMITS.setsRepsMin}–${LIMITS.setsRepsMax}`)}
          {setsReps('setsHigh', 'Sets high', 'Optional')}
        </FieldGroup>
        {shows.reps && (
          <FieldGroup legend="Reps" tip={<Tooltip label="About reps" content={EXERCISE_TIPS.reps} />}>
            {setsReps('repsLow', 'Reps low', `${LIMITS.setsRepsMin}–${LIMITS.setsRepsMax}`)}
            {setsReps('repsHigh', 'Reps high', 'Optional')}
          </FieldGroup>
        )}
        <KindTargetFields form={form} type={type} errors={errors} refs={targetRefs} onType={typeTarget} onLeave={leaveTarget} />
        {shows.weight && (
          <div className="exercise-form__with-tip">
            <TextField
              label={`Weight (${unit})`}
              inputMode="decimal"
              autoComplete="off"
              value={form.weight}
              hint={`0 to ${max} ${unit}, step ${LIMITS.weightStep}; blank for no added weight`}
              onChange={(event) => set({ weight: weightText(event.target.value, form.weight, type) })}
            />
            <Tooltip label="About weight" content={form.kind === 'weightReps' ? EXERCISE_TIPS.weight(type) : EXERCISE_TIPS.addedWeight(type)} />
          </div>
        )}
        {shows.increaseBy && (
          <div className="exercise-form__with-tip">
            <TextField
              label={`Increase by (${unit})`}
              inputMode="decimal"
              autoComplete="off"
              value={form.increaseBy}
              hint={`Optional, up to ${INCREASE_BY_MAX[type]} ${unit}; blank uses your plates or ${DEFAULT_WEIGHT_INCREMENT[type]} ${unit}`}
              onChange={(event) => set({ increaseBy: increaseByText(event.target.value, form.increaseBy, type) })}
            />
            <Tooltip label="About increase by" content={EXERCISE_TIPS.increaseBy(type)} />
          </div>
        )}
        <TextField
          label="Rest (s)"
          type="number"
          inputMode="numeric"
          min={0}
          max={REST.maxSeconds}
          step={REST.stepSeconds}
          value={form.rest}
          hint={`Rest timer after each set in the daily log: 0 to ${REST.maxSeconds} s in ${REST.stepSeconds} s steps; 0 for none`}
          onChange={(event) => set({ rest: event.target.value })}
          onBlur={() => set({ rest: restText(form.rest) })}
        />
        <CheckboxField
          label="Track progress"
          checked={form.tracked}
          onChange={(event) => setForm((current) => withTracked(current, event.target.checked))}
          adornment={<Tooltip label="About track progress" content={EXERCISE_TIPS.trackProgress} />}
        />
        <CheckboxField
          label="Bodyweight comparison"
          checked={form.bw}
          disabled={!form.tracked}
          onChange={(event) => set({ bw: event.target.checked })}
          adornment={<Tooltip label="About bodyweight comparison" content={EXERCISE_TIPS.bodyweightComparison} />}
        />
        <TextAreaField
          label="Notes"
          maxLength={LIMITS.notesMax}
          rows={3}
          value={form.notes}
          hint={`${form.notes.length}/${LIMITS.notesMax}`}
          onChange={(event) => set({ notes: event.target.value })}
        />
        <SaveFailed failed={failed} />
      </div>
    </Modal>
  );
}

/** Low and high fields side by side under one legend, with the tooltip that explains them. */
function FieldGroup({ legend, tip, children }: { legend: string; tip: ReactNode; children: ReactNode }) {
  const id = useId();
  // A group named by its text alone (a <legend> would also read the tooltip button's name).
  return (
    <div role="group" aria-labelledby={id} className="exercise-form__group">
      <div className="exercise-form__group-head">
        <span id={id}>{legend}</span>
        {tip}
      </div>
      <div className="exercise-form__pair">{children}</div>
    </div>
  );
}
