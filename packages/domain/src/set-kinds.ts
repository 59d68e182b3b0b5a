import { roundTo } from './rounding';
import type { MeasurementType } from './units';

/**
 * What an exercise's sets measure (docs/decisions/0071). Absent on anything stored before kinds
 * existed: read as 'weightReps', so no migration runs.
 */
export const EXERCISE_KINDS = ['weightReps', 'repsOnly', 'time', 'distanceTime'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];
export const DEFAULT_EXERCISE_KIND: ExerciseKind = 'weightReps';

/** The options of the exercise dialog's "Type" control, exactly. */
export const EXERCISE_KIND_LABELS = {
  weightReps: 'Weight and reps',
  repsOnly: 'Reps only',
  time: 'Time',
  distanceTime: 'Distance and time',
} as const satisfies Record<ExerciseKind, string>;

export function kindOf(exercise: { kind?: ExerciseKind | null }): ExerciseKind {
  return exercise.kind ?? DEFAULT_EXERCISE_KIND;
}

/** Which fields a set of each kind has. Weight is optional added weight for time and distance sets. */
export const KIND_FIELDS = {
  weightReps: { reps: true, weight: true, seconds: false, meters: false },
  repsOnly: { reps: true, weight: false, seconds: false, meters: false },
  time: { reps: false, weight: true, seconds: true, meters: false },
  distanceTime: { reps: false, weight: true, seconds: true, meters: true },
} as const satisfies Record<ExerciseKind, { reps: boolean; weight: boolean; seconds: boolean; meters: boolean }>;

/** A set's type; older payloads carry only `warmup: true|false`, which means 'warmup' or 'normal'. */
export const SET_TYPES = ['normal', 'warmup', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];

export const SET_TYPE_LABELS = {
  normal: 'Normal set',
  warmup: 'Warm-up',
  drop: 'Drop set',
  failure: 'To failure',
} as const satisfies Record<SetType, string>;

/** The chip a set of a type shows in the log ("W", "D", "F"); a normal set shows none. */
export const SET_TYPE_CHIPS = { normal: '', warmup: 'W', drop: 'D', failure: 'F' } as const satisfies Record<SetType, string>;

/** A set's type from either spelling: `type` when given, else `warmup`. */
export function setTypeOf(set: { type?: SetType | null; warmup?: boolean | null }): SetType {
  return set.type ?? (set.warmup ? 'warmup' : 'normal');
}

/** Seconds of a set: 1 s to 24 h. Distance: 1 m to 1,000 km, stored in whole metres. */
export const SET_MEASURE_LIMITS = { secondsMin: 1, secondsMax: 86_400, metersMin: 1, metersMax: 1_000_000 } as const;
export const TIME_RANGE_MESSAGE = 'Time must be between 0:01 and 24:00:00';
export const DISTANCE_RANGE_MESSAGE = 'Distance must be between 1 m and 1,000 km';

export const METERS_PER_KM = 1000;
export const METERS_PER_MILE = 1609.344;
/** A pace record is judged only between sets of at least this distance (1 km = 0.62 mi, whatever the units). */
export const PACE_RECORD_MIN_METERS = 1000;
export const PACE_RECORD_HELP = 'Best pace over 1 km or more';

export function isValidSeconds(seconds: number): boolean {
  return Number.isInteger(seconds) && seconds >= SET_MEASURE_LIMITS.secondsMin && seconds <= SET_MEASURE_LIMITS.secondsMax;
}

export function isValidMeters(meters: number): boolean {
  return Number.isInteger(meters) && meters >= SET_MEASURE_LIMITS.metersMin && meters <= SET_MEASURE_LIMITS.metersMax;
}

/**
 * A typed duration in seconds: plain seconds ("90"), `m:ss` ("1:30", minutes unbounded) or
 * `h:mm:ss` ("1:02:03"). Null when it is none of these (range is checked by isValidSeconds).
 */
export function parseDuration(text: string): number | null {
  const t = text.trim();
  if (/^\d{1,5}$/.test(t)) return Number(t);
  const ms = /^(\d{1,4}):([0-5]\d)$/.exec(t);
  if (ms) return Number(ms[1]) * 60 + Number(ms[2]);
  const hms = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/.exec(t);
  if (hms) return Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3]);
  return null;
}

/** Seconds as the app shows them: `m:ss` below an hour, `h:mm:ss` from an hour. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

export function distanceUnitLabel(type: MeasurementType): 'km' | 'mi' {
  return type === 'metric' ? 'km' : 'mi';
}

const metersPerUnit = (type: MeasurementType) => (type === 'metric' ? METERS_PER_KM : METERS_PER_MILE);
/** Decimals a distance is shown and typed with: metres exactly in km, hundredths of a mile. */
const distanceDecimals = (type: MeasurementType) => (type === 'metric' ? 3 : 2);

/** Stored metres in the user's unit (km to 3 decimals, mi to 2). */
export function metersToDisplay(meters: number, type: MeasurementType): number {
  return roundTo(meters / metersPerUnit(type), distanceDecimals(type));
}

/** A distance in the user's unit to whole stored metres. */
export function displayToMeters(value: number, type: MeasurementType): number {
  return Math.round(value * metersPerUnit(type));
}

/** A typed distance in the user's unit ("5", "2.5", "2,5") to whole metres; null when not a number. */
export function parseDistance(text: string, type: MeasurementType): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d*)?$|^\.\d+$/.test(t)) return null;
  return displayToMeters(Number(t), type);
}

/** "5 km", "3.11 mi". */
export function formatDistance(meters: number, type: MeasurementType): string {
  return `${metersToDisplay(meters, type)} ${distanceUnitLabel(type)}`;
}

/** Seconds per km or per mile (by the user's units), or null without both a distance and a time. */
export function paceSeconds(meters: number | null | undefined, seconds: number | null | undefined, type: MeasurementType): number | null {
  if (!meters || !seconds) return null;
  return seconds / (meters / metersPerUnit(type));
}

/** "5:00 /km", "8:03 /mi". */
export function formatPace(secondsPerUnit: number, type: MeasurementType): string {
  return `${formatDuration(secondsPerUnit)} /${distanceUnitLabel(type)}`;
}
