import { BODY_WEIGHT_MAX_STORED_LB, displayToPounds, EXERCISE_WEIGHT_MAX_STORED_LB, isRpe, LIMITS, roundTo } from '@fitness/domain';
import { parseFileMoment, type FileMoment } from './file-dates';
import type { ImportFormat, SkippedRows, WeightUnit } from './import-file';

/** A cell of the row by its column name as normalised (lower case, single spaces); '' when the file has no such column. */
export type Cell = (column: string) => string;

/** Where a set goes in its exercise: its number, a warm-up (first), or right after the set before it in the file (drop and failure sets). */
export type SetPlace = { kind: 'number'; n: number } | { kind: 'warmup' } | { kind: 'after' };

export type RowResult =
  | {
      kind: 'set';
      moment: FileMoment;
      /** Names the file's workout the set belongs to. */
      workout: string;
      exercise: string;
      place: SetPlace;
      reps: number;
      /** Stored pounds. */
      weight: number;
      notes: string;
      warmup: boolean;
      rpe: number | null;
    }
  | { kind: 'weigh-in'; day: string; weight: number }
  | { kind: 'skip'; why: keyof SkippedRows }
  | { kind: 'problem'; reason: string };

export interface CsvFormat {
  format: Exclude<ImportFormat, 'json'>;
  matches(columns: ReadonlySet<string>): boolean;
  /** The file's unit from its header; 'asked' when the file does not say (the caller's unit), 'per-row' when each row does. */
  unitOf(columns: ReadonlySet<string>): WeightUnit | 'asked' | 'per-row';
  /** `unit` is the file's unit, or the asked one. */
  read(cell: Cell, unit: WeightUnit): RowResult;
}

/** Header names compared as lower case with single spaces (files differ in case and spacing). */
export const normalizeColumn = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

class RowError extends Error {}

/** A number as files write it ('185', '10.0', '80,5' from a semicolon file); null when blank. */
function number(text: string, what: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const n = Number(/^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value);
  if (!Number.isFinite(n)) throw new RowError(`${what} "${value}" is not a number`);
  return n;
}

/** Whole reps 1–99; null when blank or 0 (a row that is no set: cardio or empty). */
function reps(text: string): number | null {
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
function weight(text: string, unit: WeightUnit, of: keyof typeof WEIGHT_LIMITS = 'set'): number {
  const n = number(text, 'weight') ?? 0;
  if (n < 0) throw new RowError(`weight ${n} is below 0`);
  const pounds = unit === 'kg' ? displayToPounds(n, 'metric') : roundTo(n, 2);
  const limit = WEIGHT_LIMITS[of];
  if (pounds > limit.maxLb) throw new RowError(`weight ${n} ${unit} is more than the ${limit[unit]} ${unit} ${limit.what}`);
  return pounds;
}

/** RPE to the nearest 0.5; one outside 6–10 (or unreadable) is left out, as the log holds none such. */
function rpe(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(n)) return null;
  const rounded = Math.round(n / LIMITS.rpeStep) * LIMITS.rpeStep;
  return isRpe(rounded) ? rounded : null;
}

/** A row without reps: cardio when it has a distance or a time, else an empty set. */
function noReps(distance: string, time: string): RowResult {
  const moved = (number(distance, 'distance') ?? 0) > 0;
  const timed = time.trim() !== '' && !/^[0:.]+$/.test(time.trim());
  return { kind: 'skip', why: moved || timed ? 'cardio' : 'empty' };
}

/** A workout's rows repeat its date: each text is read once (bounded, so a file of all-different dates cannot grow it without end). */
const moments = new Map<string, FileMoment | null>();

function momentOf(text: string): FileMoment {
  let found = moments.get(text);
  if (found === undefined) {
    found = parseFileMoment(text);
    if (moments.size >= 10_000) moments.clear();
    moments.set(text, found);
  }
  if (!found) throw new RowError(`date "${text.trim()}" is not a date this importer reads (such as 2025-07-23 19:16:49)`);
  return found;
}

function exerciseName(text: string): string {
  const name = text.trim();
  if (!name) throw new RowError('the exercise has no name');
  return name;
}

/** Runs a row reader, turning what it refuses into the row's problem. */
function readRow(read: () => RowResult): RowResult {
  try {
    return read();
  } catch (error) {
    if (error instanceof RowError) return { kind: 'problem', reason: error.message };
    throw error;
  }
}

const has = (columns: ReadonlySet<string>, ...names: string[]) => names.every((name) => columns.has(name));
const STRONG_COLUMNS = ['date', 'workout name', 'exercise name', 'set order', 'weight', 'reps'];

/** Strong's Set Order: a number, W (warm-up), D or F (drop, failure: after the set before), or the rest timer. */
function strongPlace(text: string): SetPlace | 'rest-timer' {
  const value = text.trim();
  if (/^rest timer$/i.test(value)) return 'rest-timer';
  if (/^\d+$/.test(value)) return { kind: 'number', n: Number(value) };
  if (/^w\d*$/i.test(value)) return { kind: 'warmup' };
  if (/^[df]\d*$/i.test(value)) return { kind: 'after' };
  throw new RowError(`Set Order "${value}" is not a set number`);
}

function unitNamed(text: string, fallback: WeightUnit): WeightUnit {
  const value = text.trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'kg' || value === 'kgs') return 'kg';
  if (value === 'lb' || value === 'lbs') return 'lbs';
  throw new RowError(`Weight Unit "${text.trim()}" is neither kg nor lbs`);
}

function readStrong(cell: Cell, unit: WeightUnit, perRowUnit: boolean): RowResult {
  return readRow(() => {
    const place = strongPlace(cell('set order'));
    if (place === 'rest-timer' || /^rest timer$/i.test(cell('exercise name').trim())) return { kind: 'skip', why: 'restTimers' };
    const moment = momentOf(cell('date'));
    const exercise = exerciseName(cell('exercise name'));
    const count = reps(cell('reps'));
    if (count === null) return noReps(cell('distance'), cell('seconds'));
    return {
      kind: 'set',
      moment,
      workout: `${cell('date').trim()}\u0000${cell('workout name').trim()}`,
      exercise,
      place,
      reps: count,
      weight: weight(cell('weight'), perRowUnit ? unitNamed(cell('weight unit'), unit) : unit),
      notes: cell('notes'),
      warmup: place.kind === 'warmup',
      rpe: rpe(cell('rpe')),
    };
  });
}

const strong: CsvFormat = {
  format: 'strong',
  matches: (columns) => has(columns, ...STRONG_COLUMNS) && !columns.has('weight unit'),
  unitOf: () => 'asked',
  read: (cell, unit) => readStrong(cell, unit, false),
};

const strongOlder: CsvFormat = {
  format: 'strong-older',
  matches: (columns) => has(columns, ...STRONG_COLUMNS, 'weight unit'),
  unitOf: () => 'per-row',
  read: (cell, unit) => readStrong(cell, unit, true),
};

const hevy: CsvFormat = {
  format: 'hevy',
  matches: (columns) =>
    has(columns, 'title', 'start_time', 'exercise_title', 'set_index', 'set_type', 'reps') && (columns.has('weight_lbs') || columns.has('weight_kg')),
  unitOf: (columns) => (columns.has('weight_kg') ? 'kg' : 'lbs'),
  read: (cell, unit) =>
    readRow(() => {
      const moment = momentOf(cell('start_time'));
      const exercise = exerciseName(cell('exercise_title'));
      const index = number(cell('set_index'), 'set_index');
      const count = reps(cell('reps'));
      if (count === null) return noReps(cell('distance_miles') || cell('distance_km'), cell('duration_seconds'));
      const warmup = cell('set_type').trim().toLowerCase() === 'warmup';
      return {
        kind: 'set',
        moment,
        workout: `${cell('start_time').trim()}\u0000${cell('title').trim()}`,
        exercise,
        place: warmup ? { kind: 'warmup' } : index === null ? { kind: 'after' } : { kind: 'number', n: index },
        reps: count,
        weight: weight(cell(unit === 'kg' ? 'weight_kg' : 'weight_lbs'), unit),
        // Hevy repeats the exercise's notes on each of its sets: kept once, on its first set.
        notes: index === 0 ? cell('exercise_notes') : '',
        warmup,
        rpe: rpe(cell('rpe')),
      };
    }),
};

/** FitNotes and this app's weights export name the weight column by unit: "Weight (kgs)", "Weight (kg)", "Weight (lbs)". */
const WEIGHT_IN_UNIT = /^weight \((kgs?|lbs?)\)$/;
const weightColumn = (columns: ReadonlySet<string>) => [...columns].find((c) => WEIGHT_IN_UNIT.test(c));
const unitOfColumn = (column: string | undefined): WeightUnit => (column && /kg/.test(column) ? 'kg' : 'lbs');
/** The row's weight in `unit`, from whichever spelling of that unit's column it fills. */
const weightInUnit = (cell: Cell, unit: WeightUnit) =>
  (unit === 'kg' ? ['weight (kgs)', 'weight (kg)'] : ['weight (lbs)', 'weight (lb)']).map(cell).find((text) => text !== '') ?? '';

const fitnotes: CsvFormat = {
  format: 'fitnotes',
  matches: (columns) => has(columns, 'date', 'exercise', 'category', 'reps') && weightColumn(columns) !== undefined,
  unitOf: (columns) => unitOfColumn(weightColumn(columns)),
  read: (cell, unit) =>
    readRow(() => {
      const moment = momentOf(cell('date'));
      const exercise = exerciseName(cell('exercise'));
      const count = reps(cell('reps'));
      if (count === null) return noReps(cell('distance'), cell('time'));
      // One workout per day; sets in file order.
      return {
        kind: 'set',
        moment,
        workout: moment.day,
        exercise,
        place: { kind: 'after' },
        reps: count,
        weight: weight(weightInUnit(cell, unit), unit),
        notes: cell('comment'),
        warmup: false,
        rpe: null,
      };
    }),
};

/** This app's weights export: Date,Weight (lbs) or Date,Weight (kg). */
const weightsCsv: CsvFormat = {
  format: 'weights-csv',
  matches: (columns) => columns.size === 2 && columns.has('date') && weightColumn(columns) !== undefined,
  unitOf: (columns) => unitOfColumn(weightColumn(columns)),
  read: (cell, unit) =>
    readRow(() => {
      const { day } = momentOf(cell('date'));
      const pounds = weight(weightInUnit(cell, unit), unit, 'body');
      if (!(pounds > 0)) return { kind: 'skip', why: 'empty' };
      return { kind: 'weigh-in', day, weight: pounds };
    }),
};

/** Checked in this order: the first whose header matches reads the file. */
export const CSV_FORMATS: readonly CsvFormat[] = [strongOlder, strong, hevy, fitnotes, weightsCsv];

export function csvFormatOf(columns: ReadonlySet<string>): CsvFormat | undefined {
  return CSV_FORMATS.find((format) => format.matches(columns));
}
