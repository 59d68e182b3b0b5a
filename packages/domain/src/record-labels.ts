import { oneRepMaxInUnits } from './one-rep-max';
import type { RecordEvent, RecordKind } from './record-types';
import { formatOneDecimal } from './rounding';
import { formatDistance, formatDuration, formatPace, METERS_PER_KM, METERS_PER_MILE } from './set-kinds';
import { poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';

/** The trophy's words: "Record: best e1RM", "Record: best pace". */
export const RECORD_KIND_LABELS = {
  heaviestWeight: 'heaviest weight',
  bestOneRepMax: 'best e1RM',
  bestSetVolume: 'best set volume',
  bestSessionVolume: 'best session volume',
  repRecord: 'rep record',
  longestTime: 'longest time',
  farthest: 'farthest',
  bestPace: 'best pace',
} as const satisfies Record<RecordKind, string>;

export type MeasureRecordKind = 'longestTime' | 'farthest' | 'bestPace';

/** The Records section's titles of the time and distance records (docs/decisions/0071). */
export const MEASURE_RECORD_TITLES = { longestTime: 'Longest time', farthest: 'Farthest', bestPace: 'Best pace' } as const satisfies Record<
  MeasureRecordKind,
  string
>;

/** A time or distance record's value as shown: "1:05", "5 km", "4:45 /km" (a pace in seconds per km, shown per km or per mile). */
export function formatRecordValue(kind: MeasureRecordKind, value: number, type: MeasurementType): string {
  switch (kind) {
    case 'longestTime':
      return formatDuration(value);
    case 'farthest':
      return formatDistance(value, type);
    case 'bestPace':
      return formatPace(type === 'metric' ? value : (value * METERS_PER_MILE) / METERS_PER_KM, type);
  }
}

/** "First log of Bench Press". */
export function firstLogLabel(exerciseName: string): string {
  return `First log of ${exerciseName}`;
}

/**
 * One line of the "New records" confirmation, in the user's unit: "Bench Press: best e1RM 251 lbs (was 245)",
 * "Squats: 8 reps at 225 lbs (was 6)", "Dips: 12 reps without added weight (was 10)",
 * "Bench Press: heaviest weight 235 lbs × 3 (was 225)", "… best set volume 1800 lbs (was 1575)",
 * "Plank: longest time 1:05 (was 1:00)", "Run: farthest 5 km (was 3 km)", "Run: best pace 4:45 /km (was 5:00 /km)".
 */
export function recordEventLabel(exerciseName: string, event: RecordEvent, type: MeasurementType): string {
  const unit = weightUnitLabel(type);
  const weight = (lb: number) => formatOneDecimal(poundsToDisplay(lb, type));
  const what = (() => {
    switch (event.kind) {
      case 'heaviestWeight':
        return `heaviest weight ${weight(event.value)} ${unit} × ${event.set?.reps ?? 0} (was ${weight(event.previous)})`;
      case 'bestOneRepMax':
        return `best e1RM ${oneRepMaxInUnits(event.value, type)} ${unit}${event.includesBodyWeight ? ' with body weight' : ''} (was ${oneRepMaxInUnits(event.previous, type)})`;
      case 'bestSetVolume':
      case 'bestSessionVolume':
        return `${RECORD_KIND_LABELS[event.kind]} ${weight(event.value)} ${unit} (was ${weight(event.previous)})`;
      case 'repRecord': {
        const at = event.set && event.set.weight > 0 ? `at ${weight(event.set.weight)} ${unit}` : 'without added weight';
        return `${event.value} reps ${at} (was ${event.previous})`;
      }
      case 'longestTime':
      case 'farthest':
      case 'bestPace':
        return `${RECORD_KIND_LABELS[event.kind]} ${formatRecordValue(event.kind, event.value, type)} (was ${formatRecordValue(event.kind, event.previous, type)})`;
    }
  })();
  return `${exerciseName}: ${what}`;
}
