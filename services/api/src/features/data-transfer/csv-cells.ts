import {
  BODY_WEIGHT_MAX_STORED_LB,
  DISTANCE_RANGE_MESSAGE,
  displayToPounds,
  EXERCISE_WEIGHT_MAX_STORED_LB,
  isRpe,
  isValidMeters,
  isValidSeconds,
  LIMITS,
  METERS_PER_KM,
  METERS_PER_MILE,
  parseDuration,
  roundTo,
  TIME_RANGE_MESSAGE,
} from '@fitness/domain';
import type { WeightUnit } from './import-file';

/** A cell the row reader refuses: the row is listed with this reason. */
export class RowError extends Error {}

/** A number as files write it ('185', '10.0', '80,5' from a semicolon file); null when blank. */
export function number(text: string, what: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const n = Number(/^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value);
  if (!Number.isFinite(n)) throw new RowError(`${what} "${value}" is not a number`);
  return n;
}

/** Whole reps 1–99; null when blank or 0 (a timed, distance or empty row). */
export function reps(text: string): number | null {
  const n = number(text, 'reps');
  if (n === null || n === 0) return null;
  if (!Number.isInteger(n) || n < 0) throw new RowError(`reps "${text.trim()}" is not a whole number`);
  if (n > LIMITS.setsRepsMax) throw new RowError(`reps ${n} is more than ${LIMITS.setsRepsMax}`);
  return n;
}

const WEIGHT_LIMITS = {
  set: { maxLb: EXERCISE_WEIGHT_MAX_STORED_LB, lbs: LIMITS.exerciseWeightMaxLb, kg: LIMITS.exerciseWeightMaxKg, what: 'a set may hold' },
  body: { maxLb: BODY_WEIGHT_MAX_STORED_LB, lbs: LIMITS.bodyWeightMaxLb, kg: LIMITS.bodyWeightMaxKg, what: 'a body weight may be' },
} as const;

/** Stored pounds (two decimals) of a weight in `unit`; a blank weight is a bodyweight set (0). */
export function weight(text: string, unit: WeightUnit, of: keyof typeof WEIGHT_LIMITS = 'set'): number {
  const n = number(text, 'weight') ?? 0;
  if (n < 0) throw new RowError(`weight ${n} is below 0`);
  const pounds = unit === 'kg' ? displayToPounds(n, 'metric') : roundTo(n, 2);
  const limit = WEIGHT_LIMITS[of];
  if (pounds > limit.maxLb) throw new RowError(`weight ${n} ${unit} is more than the ${limit[unit]} ${unit} ${limit.what}`);
  return pounds;
}

/** RPE to the nearest 0.5; one outside 6–10 (or unreadable) is left out, as the log holds none such. */
export function rpe(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return null;
  const rounded = Math.round(n / LIMITS.rpeStep) * LIMITS.rpeStep;
  return isRpe(rounded) ? rounded : null;
}

/** Whole seconds of a duration; null when none (0 is how Strong writes "no time"). */
function wholeSeconds(n: number, what: string): number | null {
  if (n < 0) throw new RowError(`${what} is below 0`);
  if (n === 0) return null;
  const seconds = Math.round(n);
  if (!isValidSeconds(seconds)) throw new RowError(`${what}: ${TIME_RANGE_MESSAGE}`);
  return seconds;
}

/** A time written as a number of seconds (Strong's `Seconds`, Hevy's `duration_seconds`). */
export function secondsCell(text: string, what: string): number | null {
  const n = number(text, what);
  return n === null ? null : wholeSeconds(n, `${what} ${n}`);
}

/** A time written as a clock (FitNotes' `Time`: "0:28:00", also "28:00" or plain seconds). */
export function clockCell(text: string, what: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const seconds = parseDuration(value);
  if (seconds === null) throw new RowError(`${what} "${value}" is not a time (such as 0:28:00)`);
  return wholeSeconds(seconds, `${what} ${value}`);
}

export type DistanceUnit = 'km' | 'mi' | 'm' | 'ft' | 'yd';

const METERS_PER: Record<DistanceUnit, number> = { km: METERS_PER_KM, mi: METERS_PER_MILE, m: 1, ft: 0.3048, yd: 0.9144 };
const UNIT_SPELLINGS: Record<string, DistanceUnit> = {
  km: 'km',
  kms: 'km',
  kilometers: 'km',
  kilometres: 'km',
  mi: 'mi',
  mile: 'mi',
  miles: 'mi',
  m: 'm',
  meters: 'm',
  metres: 'm',
  ft: 'ft',
  feet: 'ft',
  yd: 'yd',
  yds: 'yd',
  yards: 'yd',
};

/**
 * The distance unit a file names ('Distance Unit' columns); `fallback` when blank. Strong's current
 * export names none: its distances follow the weight unit the user chose in Strong (kg → km, lbs → mi).
 */
export function distanceUnitNamed(text: string, fallback: DistanceUnit): DistanceUnit {
  const value = text.trim().toLowerCase();
  if (value === '') return fallback;
  const unit = UNIT_SPELLINGS[value];
  if (!unit) throw new RowError(`Distance Unit "${text.trim()}" is none of km, m, mi, ft, yd`);
  return unit;
}

/** The distance unit that goes with a weight unit in apps that tie them (Strong, a file without a distance unit). */
export const distanceUnitOf = (unit: WeightUnit): DistanceUnit => (unit === 'kg' ? 'km' : 'mi');

/** Whole stored metres of a distance in `unit`; null when blank or 0 (a row without a distance). */
export function metersCell(text: string, unit: DistanceUnit, what: string): number | null {
  const n = number(text, what);
  if (n === null || n === 0) return null;
  if (n < 0) throw new RowError(`${what} ${n} is below 0`);
  const meters = Math.round(n * METERS_PER[unit]);
  if (!isValidMeters(meters)) throw new RowError(`${what} ${n} ${unit}: ${DISTANCE_RANGE_MESSAGE}`);
  return meters;
}
