import {
  DISTANCE_RANGE_MESSAGE,
  KIND_FIELDS,
  TIME_RANGE_MESSAGE,
  isValidMeters,
  isValidSeconds,
  metersToDisplay,
  parseDistance,
  parseDuration,
  type ExerciseKind,
  type SetType,
} from './set-kinds';
import type { MeasurementType } from './units';
import type { GroupRef } from './exercise-groups';

/**
 * One set as the log dialog holds it: text as typed (in the user's unit), the stored pounds it came
 * from, its id and when it last changed (the two-device merge, docs/decisions/0045), whether the
 * lifter ticked it done (kept in the draft only; never required to save), its `type` (absent: a
 * warm-up when an older draft says `warmup`, else normal; read it with setTypeOf), `rpe` as saved
 * (the dialog keeps it, an import sets it). Time and Distance and time sets: `seconds` and
 * `distance` as typed (distance in km or mi) and the stored metres the distance came from.
 */
export type SetForm = {
  id?: string;
  changedAt?: number;
  reps: string;
  weight: string;
  notes: string;
  storedLb?: number;
  done?: boolean;
  type?: SetType;
  /** Older drafts' spelling of a warm-up (`type` wins). */
  warmup?: boolean;
  rpe?: number | null;
  seconds?: string;
  distance?: string;
  storedMeters?: number;
};
/**
 * One exercise of the log dialog; `key` is a stable identity for the screen only. `restSeconds` is
 * the rest after each of its sets (from the routine exercise; the default 90 s when absent). `kind`
 * absent is Weight and reps. `group`: its superset or circuit (docs/decisions/0072); null once
 * ungrouped here (so the sync sends the removal), absent when it never was.
 */
export type ExerciseForm = {
  key: string;
  id?: string;
  changedAt?: number;
  name: string;
  kind?: ExerciseKind;
  tracked: boolean;
  bw: boolean;
  restSeconds?: number;
  group?: GroupRef | null;
  sets: SetForm[];
};

/**
 * Whole metres of a distance typed in the user's unit, or null when it is no number. Text that still
 * shows `storedMeters` keeps them: 5,000 m shown as 3.11 mi is not re-saved as 5,005 m.
 */
export function typedMeters(text: string, storedMeters: number | undefined, type: MeasurementType): number | null {
  const meters = parseDistance(text, type);
  if (meters === null) return null;
  const shown = Number(text.trim().replace(',', '.'));
  return storedMeters !== undefined && shown === metersToDisplay(storedMeters, type) ? storedMeters : meters;
}

export type MeasureProblem = { field: 'seconds' | 'distance'; message: string };

/**
 * A set's time and distance as the log sends them, only where its exercise's kind has them: a Time
 * set needs its time; a Distance and time set its distance, its time may stay blank (a carry).
 * What is typed but out of range is a problem with the app's message.
 */
export function formMeasures(
  set: { seconds?: string; distance?: string; storedMeters?: number },
  kind: ExerciseKind,
  type: MeasurementType,
): { seconds?: number; meters?: number; problems: MeasureProblem[] } {
  const fields = KIND_FIELDS[kind];
  const result: { seconds?: number; meters?: number; problems: MeasureProblem[] } = { problems: [] };
  const time = (set.seconds ?? '').trim();
  if (fields.seconds && (time !== '' || !fields.meters)) {
    const seconds = parseDuration(time);
    if (seconds !== null && isValidSeconds(seconds)) result.seconds = seconds;
    else result.problems.push({ field: 'seconds', message: TIME_RANGE_MESSAGE });
  }
  if (fields.meters) {
    const meters = typedMeters(set.distance ?? '', set.storedMeters, type);
    if (meters !== null && isValidMeters(meters)) result.meters = meters;
    else result.problems.push({ field: 'distance', message: DISTANCE_RANGE_MESSAGE });
  }
  return result;
}
