import { applyWeightGoal } from './profile-state';
import type { Profile } from './profile-state';
import { heightToForm, keepStoredInchesIfUnchanged, keepStoredPoundsIfUnchanged, poundsToDisplay } from './units';
import type { MeasurementType } from './units';

/** The profile form's values, in the unit system `measurementType` (weights lb or kg, height ft+in or cm). */
export type ProfileForm = {
  weight: number;
  feet: number;
  inches: number;
  cm: number;
  age: number;
  activityLevel: Profile['activityLevel'];
  gender: Profile['gender'];
  measurementType: MeasurementType;
  weightGoal: number;
  targetWeight: number;
};

/** Fills the form from a stored profile, shown in `type` (defaults to the profile's own). */
export function profileToForm(p: Profile, type: MeasurementType = p.measurementType): ProfileForm {
  return {
    weight: poundsToDisplay(p.weight, type),
    ...heightToForm(p.height),
    age: p.age,
    activityLevel: p.activityLevel,
    gender: p.gender,
    measurementType: type,
    weightGoal: p.weightGoal,
    targetWeight: poundsToDisplay(p.targetWeight, type),
  };
}

/**
 * The profile to save from a form: unchanged fields keep the stored pounds/inches exactly,
 * changed ones are converted; goal 0 forces target 0. To switch units inside the form, call
 * profileToForm(profileFromForm(stored, form), newType).
 */
export function profileFromForm(stored: Profile, form: ProfileForm): Profile {
  const type = form.measurementType;
  const next: Profile = {
    weight: keepStoredPoundsIfUnchanged(stored.weight, form.weight, type),
    height: keepStoredInchesIfUnchanged(stored.height, form, type),
    age: form.age,
    activityLevel: form.activityLevel,
    gender: form.gender,
    measurementType: type,
    weightGoal: form.weightGoal,
    targetWeight: keepStoredPoundsIfUnchanged(stored.targetWeight, form.targetWeight, type),
  };
  return applyWeightGoal(next, form.weightGoal);
}
