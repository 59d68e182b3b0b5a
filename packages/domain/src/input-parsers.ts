import { LIMITS } from './limits';
import type { MeasurementType } from './units';

/** Longest weight text a field keeps: typing a 6th character drops it. */
export const WEIGHT_INPUT_MAX_CHARS = 5;

/**
 * Next text of a weight field after the user typed `raw` (the field keeps text so "72." can be typed).
 * - '' stays '' (blank is allowed: no added weight).
 * - Anything but digits with at most one '.' is rejected, so negatives, signs and exponents are
 *   rejected: the field keeps `previous`.
 * - More than one decimal digit is rejected: `previous`.
 * - At 6 or more characters only the first 5 are kept ("150.25" cannot happen; "1499.5" becomes "1499.").
 * - With `max`, a value above it becomes the max ("1600" with max 1500 gives "1500").
 */
/** A decimal comma (the keypad of comma-decimal locales has no dot) read as the decimal point. */
export function withDecimalPoint(raw: string): string {
  return raw.replace(',', '.');
}

export function parseWeightInput(typed: string, previous: string, max?: number): string {
  const raw = withDecimalPoint(typed);
  if (raw === '') return '';
  if (!/^\d*\.?\d*$/.test(raw)) return previous;
  const decimals = raw.split('.')[1];
  if (decimals !== undefined && decimals.length > 1) return previous;
  const text = raw.length > WEIGHT_INPUT_MAX_CHARS ? raw.slice(0, WEIGHT_INPUT_MAX_CHARS) : raw;
  if (max !== undefined && Number(text) > max) return String(max);
  return text;
}

/** Number held by a weight field's text; null while blank or just "." (callers use the default). */
export function weightInputValue(text: string): number | null {
  if (text === '' || text === '.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Leading integer of the text, or null when blank or not starting with a number. */
function leadingInteger(raw: string): { negative: boolean; digits: string } | null {
  const m = /^\s*(-?)(\d+)/.exec(raw);
  return m ? { negative: m[1] === '-', digits: m[2] as string } : null;
}

/**
 * Sets and reps fields: the leading whole number; 3 or more digits keep the first two
 * ("123" → 12); below 1 becomes 1 ("0", "-4" → 1); decimals are cut ("2.7" → 2).
 * Null when blank or not a number (low fields then use their default, high fields store null).
 */
export function parseSetsRepsInput(raw: string): number | null {
  const int = leadingInteger(raw);
  if (!int) return null;
  if (int.negative) return LIMITS.setsRepsMin;
  const n = Number(int.digits.length >= 3 ? int.digits.slice(0, 2) : int.digits);
  return Math.max(LIMITS.setsRepsMin, n);
}

/**
 * Height (feet, inches) and age fields: the leading whole number, 3 or more digits keep the
 * first two ("175" → 17), negatives become 0; null when blank. Apply the field's max with clampToMax.
 */
export function parseTwoDigitInput(raw: string): number | null {
  const int = leadingInteger(raw);
  if (!int) return null;
  if (int.negative) return 0;
  return Number(int.digits.length >= 3 ? int.digits.slice(0, 2) : int.digits);
}

/**
 * Next text of the height (cm) field after the user typed `raw`: the two-digit rule would forbid
 * 100–500 cm, so cm keeps its first three digits, one decimal ("180.5"; the profile stores inches
 * to two decimals), and is capped at 500. Negatives become "0"; blank or not a number gives "".
 */
export function parseHeightCmText(typed: string): string {
  const m = /^\s*(-?)(\d+)(\.\d?)?/.exec(withDecimalPoint(typed));
  if (!m) return '';
  if (m[1]) return '0';
  const digits = m[2] as string;
  const text = digits.length > 3 ? digits.slice(0, 3) : digits + (m[3] ?? '');
  return Number(text) > LIMITS.heightMaxCm ? String(LIMITS.heightMaxCm) : text;
}

export function clampToMax(value: number, max: number): number {
  return value > max ? max : value;
}

/** Body weight max in the user's unit: 1000 lb or 500 kg. */
export function bodyWeightMax(type: MeasurementType): number {
  return type === 'metric' ? LIMITS.bodyWeightMaxKg : LIMITS.bodyWeightMaxLb;
}

/** Exercise weight max in the user's unit: 1500 lb or 750 kg. */
export function exerciseWeightMax(type: MeasurementType): number {
  return type === 'metric' ? LIMITS.exerciseWeightMaxKg : LIMITS.exerciseWeightMaxLb;
}

export const HEIGHT_FIELD_MAX = { feet: LIMITS.heightMaxFeet, inches: LIMITS.heightMaxInches, cm: LIMITS.heightMaxCm } as const;
export const AGE_MAX = LIMITS.ageMax;

/** Sets/reps high as stored: null when blank or not greater than low. */
export function normalizeHigh(low: number, high: number | null | undefined): number | null {
  return typeof high === 'number' && Number.isFinite(high) && high > low ? high : null;
}

export const EXERCISE_DEFAULTS = {
  setsLow: 1,
  setsHigh: null,
  repsLow: 1,
  repsHigh: null,
  weight: 0,
  tracked: false,
  bw: false,
  notes: '',
} as const;

export const WORKOUT_SET_DEFAULTS = { reps: 1, weight: 0, notes: '' } as const;

/** The bodyweight comparison box is enabled only while track progress is on. */
export function isBodyweightComparisonEnabled(tracked: boolean): boolean {
  return tracked;
}

/** Turning tracking off also clears bodyweight comparison. */
export function applyTracked<E extends { tracked: boolean; bw: boolean }>(exercise: E, tracked: boolean): E {
  return { ...exercise, tracked, bw: tracked && exercise.bw };
}
