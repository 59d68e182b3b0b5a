import type { SetType } from '@fitness/domain';
import { clockCell, distanceUnitNamed, distanceUnitOf, metersCell, number, reps, rpe, secondsCell, weight } from './csv-cells';
import { exerciseName, has, momentOf, readRow, setOrEmpty, type Cell, type CsvFormat } from './csv-rows';
import { strong, strong6, strongOlder } from './csv-format-strong';
import type { WeightUnit } from './import-file';

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
export const CSV_FORMATS: readonly CsvFormat[] = [strong6, strongOlder, strong, hevy, fitnotes, weightsCsv];

export function csvFormatOf(columns: ReadonlySet<string>): CsvFormat | undefined {
  return CSV_FORMATS.find((format) => format.matches(columns));
}
