import type { SetType } from '@fitness/domain';
import { clockCell, distanceUnitNamed, distanceUnitOf, metersCell, number, reps, RowError, rpe, secondsCell, weight, type DistanceUnit } from './csv-cells';
import { parseFileMoment, type FileMoment } from './file-dates';
import type { ImportFormat, SkippedRows, WeightUnit } from './import-file';
import type { WorkoutSessionCells } from './session-times';

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
      /** The workout's name as the file writes it (Strong's Workout Name, Hevy's title), '' when none: the day's routine name. */
      workoutName: string;
      exercise: string;
      place: SetPlace;
      /** The row's measures as written; which of them the set keeps follows its exercise's kind (imported-days.ts). */
      reps: number | null;
      /** Stored pounds (added weight for a timed or distance set). */
      weight: number;
      /** Whole seconds and whole metres, null when the row has none. */
      seconds: number | null;
      meters: number | null;
      notes: string;
      type: SetType;
      rpe: number | null;
      /** The exercise's superset in its workout as the file names it (Hevy's superset_id), '' when none. */
      superset: string;
      /** What the row says of its workout as a session (end or duration, notes); null for files without sessions (FitNotes). */
      session: Omit<WorkoutSessionCells, 'start'> | null;
    }
  | { kind: 'weigh-in'; day: string; weight: number }
  | { kind: 'skip'; why: Exclude<keyof SkippedRows, 'cardio'> }
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

type SetFields = Omit<Extract<RowResult, { kind: 'set' }>, 'kind'>;

/** A row with reps, a time or a distance is a set (of whichever kind, decided with its exercise's other rows); one with none is an empty set. */
const setOrEmpty = (set: SetFields): RowResult =>
  set.reps === null && set.seconds === null && set.meters === null ? { kind: 'skip', why: 'empty' } : { kind: 'set', ...set };

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

/** Strong's Set Order: a number, W (warm-up), D (drop set) or F (to failure), the last two right after the set before them; or the rest timer. */
function strongSetOrder(text: string): { place: SetPlace; type: SetType } | 'rest-timer' {
  const value = text.trim();
  if (/^rest timer$/i.test(value)) return 'rest-timer';
  if (/^\d+$/.test(value)) return { place: { kind: 'number', n: Number(value) }, type: 'normal' };
  if (/^w\d*$/i.test(value)) return { place: { kind: 'warmup' }, type: 'warmup' };
  if (/^d\d*$/i.test(value)) return { place: { kind: 'after' }, type: 'drop' };
  if (/^f\d*$/i.test(value)) return { place: { kind: 'after' }, type: 'failure' };
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
    const order = strongSetOrder(cell('set order'));
    if (order === 'rest-timer' || /^rest timer$/i.test(cell('exercise name').trim())) return { kind: 'skip', why: 'restTimers' };
    const moment = momentOf(cell('date'));
    const exercise = exerciseName(cell('exercise name'));
    const count = reps(cell('reps'));
    const rowUnit = perRowUnit ? unitNamed(cell('weight unit'), unit) : unit;
    // Strong writes no distance unit in its current export: distances follow the weight unit chosen in the app
    // (kg → km, lbs → miles). The older export names it per row; a blank one follows the row's weight unit.
    const distanceUnit: DistanceUnit = distanceUnitNamed(cell('distance unit'), distanceUnitOf(rowUnit));
    return setOrEmpty({
      moment,
      workout: `${cell('date').trim()}\u0000${cell('workout name').trim()}`,
      workoutName: cell('workout name').trim(),
      exercise,
      place: order.place,
      reps: count,
      weight: weight(cell('weight'), rowUnit),
      seconds: secondsCell(cell('seconds'), 'Seconds'),
      meters: metersCell(cell('distance'), distanceUnit, 'Distance'),
      notes: cell('notes'),
      type: order.type,
      rpe: rpe(cell('rpe')),
      superset: '',
      // The older export names the duration "Workout Duration".
      session: { end: '', duration: cell('duration') || cell('workout duration'), notes: cell('workout notes') },
    });
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

/** Hevy's `set_type` values. */
const HEVY_SET_TYPES: Readonly<Record<string, SetType>> = { normal: 'normal', warmup: 'warmup', dropset: 'drop', failure: 'failure' };

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
      // A set type Hevy may add later reads as a normal set rather than losing the set.
      const type = HEVY_SET_TYPES[cell('set_type').trim().toLowerCase()] ?? 'normal';
      const km = cell('distance_km');
      return setOrEmpty({
        moment,
        workout: `${cell('start_time').trim()}\u0000${cell('title').trim()}`,
        workoutName: cell('title').trim(),
        exercise,
        place: type === 'warmup' ? { kind: 'warmup' } : index === null ? { kind: 'after' } : { kind: 'number', n: index },
        reps: count,
        weight: weight(cell(unit === 'kg' ? 'weight_kg' : 'weight_lbs'), unit),
        seconds: secondsCell(cell('duration_seconds'), 'duration_seconds'),
        meters: km.trim() !== '' ? metersCell(km, 'km', 'distance_km') : metersCell(cell('distance_miles'), 'mi', 'distance_miles'),
        // Hevy repeats the exercise's notes on each of its sets: kept once, on its first set.
        notes: index === 0 ? cell('exercise_notes') : '',
        type,
        rpe: rpe(cell('rpe')),
        superset: cell('superset_id').trim(),
        session: { end: cell('end_time'), duration: '', notes: cell('description') },
      });
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
      // One workout per day; sets in file order. FitNotes writes no set type (every set is a normal one)
      // and names each row's distance unit (a blank one follows the weight unit: kg → km, lbs → miles).
      return setOrEmpty({
        moment,
        workout: moment.day,
        workoutName: '',
        exercise,
        place: { kind: 'after' },
        reps: count,
        weight: weight(weightInUnit(cell, unit), unit),
        seconds: clockCell(cell('time'), 'Time'),
        meters: metersCell(cell('distance'), distanceUnitNamed(cell('distance unit'), distanceUnitOf(unit)), 'Distance'),
        notes: cell('comment'),
        type: 'normal',
        rpe: null,
        superset: '',
        session: null,
      });
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
