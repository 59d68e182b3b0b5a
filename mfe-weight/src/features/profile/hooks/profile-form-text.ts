import {
  AGE_MAX,
  DEFAULT_ONE_REP_MAX_FORMULA,
  HEIGHT_FIELD_MAX,
  bodyWeightMax,
  clampToMax,
  heightCmInputNote,
  isTargetWeightEnabled,
  isWeightGoal,
  parseHeightCmText,
  parseTwoDigitInput,
  parseWeightInput,
  twoDigitInputNote,
  weightInputNote,
  weightUnitLabel,
  profileFromForm,
  profileToForm,
  weightInputValue,
  type MeasurementType,
  type OneRepMaxFormula,
  type Profile,
  type ProfileForm,
  type WeightGoal,
} from '@fitness/domain';

/** The profile form as its inputs hold it: text, so '72.' can be typed; weights in the form's unit. */
export type ProfileFormText = {
  measurementType: MeasurementType;
  weight: string;
  feet: string;
  inches: string;
  cm: string;
  age: string;
  activityLevel: Profile['activityLevel'];
  gender: Profile['gender'];
  weightGoal: WeightGoal;
  targetWeight: string;
  /** The "1RM formula"; a draft kept before the setting existed has none (the stored one shows). */
  oneRepMaxFormula?: OneRepMaxFormula;
};

export type ProfileTextField = 'weight' | 'feet' | 'inches' | 'cm' | 'age' | 'targetWeight';

const blankIfZero = (n: number) => (n ? String(n) : '');
const numberOf = (text: string) => weightInputValue(text) ?? 0;

function formToText(form: ProfileForm): ProfileFormText {
  return {
    measurementType: form.measurementType,
    weight: blankIfZero(form.weight),
    feet: blankIfZero(form.feet),
    inches: form.feet || form.inches ? String(form.inches) : '',
    cm: blankIfZero(form.cm),
    age: blankIfZero(form.age),
    activityLevel: form.activityLevel,
    gender: form.gender,
    weightGoal: isWeightGoal(form.weightGoal) ? form.weightGoal : 0,
    // Goal 0 shows the forced 0 in the disabled field.
    targetWeight: form.weightGoal === 0 ? '0' : blankIfZero(form.targetWeight),
  };
}

function textToForm(text: ProfileFormText): ProfileForm {
  return {
    measurementType: text.measurementType,
    weight: numberOf(text.weight),
    feet: numberOf(text.feet),
    inches: numberOf(text.inches),
    cm: numberOf(text.cm),
    age: numberOf(text.age),
    activityLevel: text.activityLevel,
    gender: text.gender,
    weightGoal: text.weightGoal,
    targetWeight: numberOf(text.targetWeight),
  };
}

/** The form filled from a stored profile, in its own unit system. */
export function textFromProfile(profile: Profile): ProfileFormText {
  return { ...formToText(profileToForm(profile)), oneRepMaxFormula: formulaOf(profile) };
}

const formulaOf = (profile: Profile): OneRepMaxFormula => profile.oneRepMaxFormula ?? DEFAULT_ONE_REP_MAX_FORMULA;

function twoDigitText(raw: string, max: number): string {
  const value = parseTwoDigitInput(raw);
  return value === null ? '' : String(clampToMax(value, max));
}

/** A keystroke in a text field, through the spec's parsing and bounds (section 5). */
export function applyFieldInput(text: ProfileFormText, field: ProfileTextField, raw: string): ProfileFormText {
  const max = bodyWeightMax(text.measurementType);
  switch (field) {
    case 'weight':
    case 'targetWeight':
      return { ...text, [field]: parseWeightInput(raw, text[field], max) };
    case 'feet':
      return { ...text, feet: twoDigitText(raw, HEIGHT_FIELD_MAX.feet) };
    case 'inches':
      return { ...text, inches: twoDigitText(raw, HEIGHT_FIELD_MAX.inches) };
    case 'age':
      return { ...text, age: twoDigitText(raw, AGE_MAX) };
    case 'cm':
      return { ...text, cm: parseHeightCmText(raw) };
  }
}

/** Why `field` now shows `next` instead of the typed `raw` ('Maximum is 1000 lbs'); null when it shows what was typed. */
export function fieldInputNote(text: ProfileFormText, field: ProfileTextField, raw: string, next: ProfileFormText): string | null {
  const shown = next[field];
  switch (field) {
    case 'weight':
    case 'targetWeight':
      return weightInputNote(raw, shown, bodyWeightMax(text.measurementType), weightUnitLabel(text.measurementType));
    case 'feet':
      return twoDigitInputNote(raw, shown, HEIGHT_FIELD_MAX.feet, 'ft');
    case 'inches':
      return twoDigitInputNote(raw, shown, HEIGHT_FIELD_MAX.inches, 'in');
    case 'age':
      return twoDigitInputNote(raw, shown, AGE_MAX);
    case 'cm':
      return heightCmInputNote(raw, shown);
  }
}

/** Goal 0 forces the target to 0 (and the field is disabled). */
export function applyGoalChoice(text: ProfileFormText, goal: WeightGoal): ProfileFormText {
  if (!isTargetWeightEnabled(goal)) return { ...text, weightGoal: goal, targetWeight: '0' };
  // Leaving goal 0 empties the forced 0 so a target can be typed.
  return { ...text, weightGoal: goal, targetWeight: text.weightGoal === 0 ? '' : text.targetWeight };
}

/** The profile to save: unchanged fields keep the stored pounds/inches exactly (no unit drift). */
export function profileToSave(stored: Profile, text: ProfileFormText): Profile {
  return { ...profileFromForm(stored, textToForm(text)), oneRepMaxFormula: text.oneRepMaxFormula ?? formulaOf(stored) };
}

/** Shows the same profile in the other unit system, converting what was typed so far. */
export function switchUnits(stored: Profile, text: ProfileFormText, type: MeasurementType): ProfileFormText {
  if (type === text.measurementType) return text;
  return { ...formToText(profileToForm(profileToSave(stored, text), type)), oneRepMaxFormula: text.oneRepMaxFormula ?? formulaOf(stored) };
}
