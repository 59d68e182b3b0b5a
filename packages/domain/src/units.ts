import { HEIGHT_MAX_INCHES, LIMITS } from './limits';
import { roundTo } from './rounding';

export const LB_PER_KG = 2.20462262185;
export const KG_PER_LB = 1 / LB_PER_KG;
export const CM_PER_INCH = 2.54;
export const INCHES_PER_CM = 0.3937008;

export type MeasurementType = 'imperial' | 'metric';
export const MEASUREMENT_TYPES = ['imperial', 'metric'] as const satisfies readonly MeasurementType[];

/**
 * Stored pounds and inches keep two decimals: fine enough that a one-decimal kg value or a
 * whole cm value converts back to exactly what was typed, coarse enough to stay readable.
 */
export const STORED_DECIMALS = 2;

export function weightUnitLabel(type: MeasurementType): 'lbs' | 'kgs' {
  return type === 'metric' ? 'kgs' : 'lbs';
}

/** Stored pounds shown in the user's unit, one decimal (kg for metric, lb for imperial). */
export function poundsToDisplay(lb: number, type: MeasurementType): number {
  return roundTo(type === 'metric' ? lb / LB_PER_KG : lb, 1);
}

/** A typed weight (lb or kg) converted to stored pounds, two decimals. */
export function displayToPounds(value: number, type: MeasurementType): number {
  return roundTo(type === 'metric' ? value * LB_PER_KG : value, STORED_DECIMALS);
}

/**
 * What to store when a form is saved: the stored pounds themselves if the field still shows
 * what they display as, else the typed value converted. Saving an unchanged metric form
 * therefore never drifts (176.5 lb shows 80.1 kg, and 80.1 kg alone would give 176.59 lb).
 */
export function keepStoredPoundsIfUnchanged(storedLb: number, displayedValue: number, type: MeasurementType): number {
  return poundsToDisplay(storedLb, type) === displayedValue ? storedLb : displayToPounds(displayedValue, type);
}

/** Stored pounds of the largest body weight either unit allows (500 kg is about 1102.31 lb). */
export const BODY_WEIGHT_MAX_STORED_LB = Math.max(LIMITS.bodyWeightMaxLb, displayToPounds(LIMITS.bodyWeightMaxKg, 'metric'));
/** Stored pounds of the largest exercise weight either unit allows (750 kg is about 1653.47 lb). */
export const EXERCISE_WEIGHT_MAX_STORED_LB = Math.max(LIMITS.exerciseWeightMaxLb, displayToPounds(LIMITS.exerciseWeightMaxKg, 'metric'));

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

export function cmToInches(cm: number): number {
  return cm * INCHES_PER_CM;
}

/** feet = floor(inches / 12); the rest is rounded to whole inches (so it can read 12). */
export function inchesToFeetAndInches(inches: number): { feet: number; inches: number } {
  const feet = Math.floor(inches / 12);
  return { feet, inches: Math.round(inches - feet * 12) };
}

export function feetAndInchesToInches(feet: number, inches: number): number {
  return feet * 12 + inches;
}

/** Height form fields: both unit systems, whole numbers as the inputs show them. */
export type HeightForm = { feet: number; inches: number; cm: number };

export function heightToForm(storedInches: number): HeightForm {
  return { ...inchesToFeetAndInches(storedInches), cm: Math.round(inchesToCm(storedInches)) };
}

/** Inches to store from the height fields of the given unit system, two decimals. */
export function heightFromForm(form: HeightForm, type: MeasurementType): number {
  const inches = type === 'metric' ? cmToInches(form.cm) : feetAndInchesToInches(form.feet, form.inches);
  return roundTo(inches, STORED_DECIMALS);
}

/** Stored inches of the tallest height either unit allows (10 ft 12 in = 132; 500 cm is about 196.85). */
export const HEIGHT_MAX_STORED_INCHES = Math.max(HEIGHT_MAX_INCHES, heightFromForm({ feet: 0, inches: 0, cm: LIMITS.heightMaxCm }, 'metric'));

/** Like keepStoredPoundsIfUnchanged, for height: unchanged fields keep the stored inches exactly. */
export function keepStoredInchesIfUnchanged(storedInches: number, form: HeightForm, type: MeasurementType): number {
  const shown = heightToForm(storedInches);
  const unchanged = type === 'metric' ? shown.cm === form.cm : shown.feet === form.feet && shown.inches === form.inches;
  return unchanged ? storedInches : heightFromForm(form, type);
}
