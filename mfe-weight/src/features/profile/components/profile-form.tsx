import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ACTIVITY_LEVEL_NAMES,
  GENDERS,
  HEIGHT_FIELD_MAX,
  AGE_MAX,
  DEFAULT_ONE_REP_MAX_FORMULA,
  LIMITS,
  ONE_REP_MAX_FORMULA_HINT,
  ONE_REP_MAX_FORMULA_LABELS,
  ONE_REP_MAX_FORMULAS,
  WEIGHT_GOAL_CHOICES,
  bodyWeightMax,
  isTargetWeightEnabled,
  isWeightGoal,
  weeklyGoalLabel,
  weightUnitLabel,
  type MeasurementType,
  type Profile,
} from '@fitness/domain';
import { Button, SelectField, TextField } from '@fitness/ui';
import { applyFieldInput, applyGoalChoice, fieldInputNote, profileToSave, switchUnits, type ProfileTextField } from '../hooks/profile-form-text';
import { useProfileDraft } from '../hooks/use-profile-draft';
import { unitsText } from '../profile-text';

export interface ProfileFormProps {
  /** The profile as stored (pounds, inches): unchanged fields are saved back exactly. */
  stored: Profile;
  /** Saves; resolves true on success (the draft is then cleared), false to stay on the form. */
  onSave: (profile: Profile) => Promise<boolean>;
  onSaved: () => void;
  onCancel: () => void;
}

const activityOptions = ACTIVITY_LEVEL_NAMES.map((name) => ({ value: name, label: name }));
const genderOptions = GENDERS.map((name) => ({ value: name, label: name }));
const formulaOptions = ONE_REP_MAX_FORMULAS.map((formula) => ({ value: formula, label: ONE_REP_MAX_FORMULA_LABELS[formula] }));

/**
 * Every profile field with the spec's parsing and bounds. Imperial or metric switches what is shown
 * (lb/kg, ft+in/cm); saving converts back to stored pounds and inches. The unsaved draft lives in
 * local storage until it is saved or discarded.
 */
export function ProfileForm({ stored, onSave, onSaved, onCancel }: ProfileFormProps) {
  const { text, edit, discard, restored, clear } = useProfileDraft(stored);
  const [saving, setSaving] = useState(false);
  // What the parsers last did to each field's typing ('Maximum is 1000 lbs'), so nothing changes silently.
  const [notes, setNotes] = useState<Partial<Record<ProfileTextField, string>>>({});
  const type = text.measurementType;
  const unit = weightUnitLabel(type);
  const max = bodyWeightMax(type);
  const targetEnabled = isTargetWeightEnabled(text.weightGoal);

  const textField = (field: ProfileTextField) => ({
    value: text[field],
    note: notes[field] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      const next = applyFieldInput(text, field, raw);
      setNotes((shown) => ({ ...shown, [field]: fieldInputNote(text, field, raw, next) ?? '' }));
      edit(next);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const saved = await onSave(profileToSave(stored, text));
    if (!saved) return setSaving(false);
    clear();
    onSaved();
  };

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-label="Profile">
      {restored && (
        <div className="ui-notice profile-form__draft" role="status">
          <p>Your unsaved changes were restored.</p>
          <Button
            variant="secondary"
            onClick={() => {
              setNotes({});
              discard();
            }}
          >
            Discard changes
          </Button>
        </div>
      )}
      <fieldset>
        <legend>Measurement type</legend>
        <div className="profile-form__choices">
          {(['imperial', 'metric'] as const satisfies readonly MeasurementType[]).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="measurementType"
                value={option}
                checked={type === option}
                onChange={() => {
                  setNotes({});
                  edit(switchUnits(stored, text, option));
                }}
              />
              {unitsText(option)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={`Weight (${unit})`} inputMode="decimal" autoComplete="off" hint={`Up to ${max} ${unit}`} {...textField('weight')} />
      {type === 'imperial' ? (
        <fieldset>
          <legend>Height</legend>
          <div className="profile-form__pair">
            <TextField label="Feet" inputMode="numeric" autoComplete="off" hint={`Up to ${HEIGHT_FIELD_MAX.feet}`} {...textField('feet')} />
            <TextField label="Inches" inputMode="numeric" autoComplete="off" hint={`Up to ${HEIGHT_FIELD_MAX.inches}`} {...textField('inches')} />
          </div>
        </fieldset>
      ) : (
        <TextField label="Height (cm)" inputMode="decimal" autoComplete="off" hint={`Up to ${LIMITS.heightMaxCm} cm`} {...textField('cm')} />
      )}
      <TextField label="Age" inputMode="numeric" autoComplete="off" hint={`Up to ${AGE_MAX}`} {...textField('age')} />
      <div className="profile-form__pair">
        <SelectField
          label="Activity level"
          placeholder="Choose…"
          options={activityOptions}
          value={text.activityLevel}
          onChange={(event) => edit({ ...text, activityLevel: event.target.value as Profile['activityLevel'] })}
        />
        <SelectField
          label="Gender"
          placeholder="Choose…"
          options={genderOptions}
          value={text.gender}
          onChange={(event) => edit({ ...text, gender: event.target.value as Profile['gender'] })}
        />
      </div>
      <div className="profile-form__pair profile-form__pair--goal">
        <SelectField
          label="Weekly goal"
          options={WEIGHT_GOAL_CHOICES.map((goal) => ({ value: String(goal), label: weeklyGoalLabel(goal, type) }))}
          value={String(text.weightGoal)}
          onChange={(event) => {
            const goal = Number(event.target.value);
            if (isWeightGoal(goal)) edit(applyGoalChoice(text, goal));
          }}
        />
        <TextField
          label={`Target weight (${unit})`}
          inputMode="decimal"
          autoComplete="off"
          disabled={!targetEnabled}
          hint={targetEnabled ? `Up to ${max} ${unit}` : 'Choose a goal other than Maintain weight to set a target'}
          {...textField('targetWeight')}
        />
      </div>
      <SelectField
        label="1RM formula"
        hint={ONE_REP_MAX_FORMULA_HINT}
        options={formulaOptions}
        value={text.oneRepMaxFormula ?? stored.oneRepMaxFormula ?? DEFAULT_ONE_REP_MAX_FORMULA}
        onChange={(event) => {
          const formula = ONE_REP_MAX_FORMULAS.find((f) => f === event.target.value);
          if (formula) edit({ ...text, oneRepMaxFormula: formula });
        }}
      />
      <div className="profile-form__actions">
        <Button
          variant="secondary"
          onClick={() => {
            clear();
            onCancel();
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
