import type { SetType } from '@fitness/domain';
import { distanceUnitNamed, distanceUnitOf, metersCell, reps, RowError, rpe, secondsCell, weight, type DistanceUnit } from './csv-cells';
import { exerciseName, has, momentOf, readRow, setOrEmpty, type Cell, type CsvFormat, type RowResult, type SetPlace } from './csv-rows';
import type { WeightUnit } from './import-file';

/** Strong's exports, newest first in CSV_FORMATS' order: 6.x (units in the header), the current one, the older one (a unit per row). */
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

/** How one of Strong's exports spells what differs between them. */
interface StrongSpelling {
  /** The row's weight unit from the file's (or asked) one. */
  unit(cell: Cell, fileUnit: WeightUnit): WeightUnit;
  weight(cell: Cell): string;
  distance(cell: Cell, unit: WeightUnit): { text: string; unit: DistanceUnit };
  /** As Strong's "1h 5m" spelling. */
  duration(cell: Cell): string;
  /** Names the row's workout. */
  workout(cell: Cell): string;
}

// The older export names the duration "Workout Duration".
const namedDuration = (cell: Cell) => cell('duration') || cell('workout duration');
const byDateAndName = (cell: Cell) => `${cell('date').trim()}\u0000${cell('workout name').trim()}`;

function readStrong(cell: Cell, fileUnit: WeightUnit, spelling: StrongSpelling): RowResult {
  return readRow(() => {
    const order = strongSetOrder(cell('set order'));
    if (order === 'rest-timer' || /^rest timer$/i.test(cell('exercise name').trim())) return { kind: 'skip', why: 'restTimers' };
    const moment = momentOf(cell('date'));
    const exercise = exerciseName(cell('exercise name'));
    const count = reps(cell('reps'));
    const unit = spelling.unit(cell, fileUnit);
    const distance = spelling.distance(cell, unit);
    return setOrEmpty({
      moment,
      workout: spelling.workout(cell),
      workoutName: cell('workout name').trim(),
      exercise,
      place: order.place,
      reps: count,
      weight: weight(spelling.weight(cell), unit),
      seconds: secondsCell(cell('seconds'), 'Seconds'),
      meters: metersCell(distance.text, distance.unit, 'Distance'),
      notes: cell('notes'),
      type: order.type,
      rpe: rpe(cell('rpe')),
      superset: '',
      session: { end: '', duration: spelling.duration(cell), notes: cell('workout notes') },
    });
  });
}

export const strong: CsvFormat = {
  format: 'strong',
  matches: (columns) => has(columns, ...STRONG_COLUMNS) && !columns.has('weight unit'),
  unitOf: () => 'asked',
  read: (cell, unit) =>
    readStrong(cell, unit, {
      unit: (_cell, fileUnit) => fileUnit,
      weight: (cell) => cell('weight'),
      // No distance unit in this export: distances follow the weight unit chosen in the app (kg → km, lbs → miles).
      distance: (cell, unit) => ({ text: cell('distance'), unit: distanceUnitOf(unit) }),
      duration: namedDuration,
      workout: byDateAndName,
    }),
};

export const strongOlder: CsvFormat = {
  format: 'strong-older',
  matches: (columns) => has(columns, ...STRONG_COLUMNS, 'weight unit'),
  unitOf: () => 'per-row',
  read: (cell, unit) =>
    readStrong(cell, unit, {
      unit: (cell, fileUnit) => unitNamed(cell('weight unit'), fileUnit),
      weight: (cell) => cell('weight'),
      // A unit per row; a blank one follows the row's weight unit.
      distance: (cell, unit) => ({ text: cell('distance'), unit: distanceUnitNamed(cell('distance unit'), distanceUnitOf(unit)) }),
      duration: namedDuration,
      workout: byDateAndName,
    }),
};

/** Strong 6.x names its units in the header ("Weight (kg)", "Distance (meters)", "Duration (sec)") and numbers its workouts. */
const STRONG_6_WEIGHTS: Readonly<Record<string, WeightUnit>> = { 'weight (kg)': 'kg', 'weight (kgs)': 'kg', 'weight (lbs)': 'lbs', 'weight (lb)': 'lbs' };
const STRONG_6_DISTANCES: readonly (readonly [string, DistanceUnit])[] = [
  ['distance (meters)', 'm'],
  ['distance (km)', 'km'],
  ['distance (miles)', 'mi'],
  ['distance (feet)', 'ft'],
  ['distance (yards)', 'yd'],
];
const strong6Weight = (columns: ReadonlySet<string>) => Object.keys(STRONG_6_WEIGHTS).find((column) => columns.has(column));

export const strong6: CsvFormat = {
  format: 'strong',
  matches: (columns) => has(columns, 'date', 'workout name', 'exercise name', 'set order', 'reps') && strong6Weight(columns) !== undefined,
  unitOf: (columns) => STRONG_6_WEIGHTS[strong6Weight(columns) ?? ''] ?? 'asked',
  read: (cell, unit) =>
    readStrong(cell, unit, {
      unit: (_cell, fileUnit) => fileUnit,
      weight: (cell) =>
        Object.keys(STRONG_6_WEIGHTS)
          .map(cell)
          .find((text) => text !== '') ?? '',
      distance: (cell, unit) => {
        const named = STRONG_6_DISTANCES.find(([column]) => cell(column) !== '');
        return named ? { text: cell(named[0]), unit: named[1] } : { text: '', unit: distanceUnitOf(unit) };
      },
      // Whole seconds ("3600"); a duration the session cannot read is left out, as in the other exports.
      duration: (cell) => {
        const seconds = cell('duration (sec)').trim();
        return /^\d+(\.\d+)?$/.test(seconds) ? `${Math.round(Number(seconds))}s` : seconds;
      },
      workout: (cell) => (cell('workout #').trim() ? `#${cell('workout #').trim()}` : byDateAndName(cell)),
    }),
};
