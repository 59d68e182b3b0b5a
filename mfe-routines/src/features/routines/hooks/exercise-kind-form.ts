import {
  DISTANCE_RANGE_MESSAGE,
  EXERCISE_KIND_LABELS,
  EXERCISE_KINDS,
  formatDuration,
  isValidMeters,
  isValidSeconds,
  KIND_FIELDS,
  metersToDisplay,
  parseDistance,
  parseDuration,
  TIME_RANGE_MESSAGE,
  type ExerciseKind,
  type MeasurementType,
} from '@fitness/domain';
import type { Exercise } from '../types';

/** The "Type" control's options, in the order of EXERCISE_KINDS. */
export const EXERCISE_KIND_OPTIONS = EXERCISE_KINDS.map((kind) => ({ value: kind, label: EXERCISE_KIND_LABELS[kind] }));

export function isExerciseKind(value: string): value is ExerciseKind {
  return (EXERCISE_KINDS as readonly string[]).includes(value);
}

/** The fields a kind shows in the dialog; weight is optional added weight for time and distance. */
export function kindShows(kind: ExerciseKind) {
  const fields = KIND_FIELDS[kind];
  return {
    reps: fields.reps,
    weight: fields.weight,
    time: fields.seconds,
    distance: fields.meters,
    // Increase by steps a weight up after a good session; time and distance progress otherwise (decision 0071).
    increaseBy: kind === 'weightReps',
  };
}

/** A stored distance as the field shows it: km to 3 decimals, mi to 2. */
export function distanceText(meters: number | null | undefined, type: MeasurementType): string {
  return meters ? String(metersToDisplay(meters, type)) : '';
}

export function timeText(seconds: number | null | undefined): string {
  return seconds ? formatDuration(seconds) : '';
}

export type KindErrors = { time?: string; distance?: string };
type KindTexts = { kind: ExerciseKind; time: string; distance: string };

/** Seconds typed into a Time field; null when blank, undefined when it is not a time from 0:01 to 24:00:00. */
function typedSeconds(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const seconds = parseDuration(text);
  return seconds !== null && isValidSeconds(seconds) ? seconds : undefined;
}

function typedMeters(text: string, type: MeasurementType): number | null | undefined {
  if (text.trim() === '') return null;
  const meters = parseDistance(text, type);
  return meters !== null && isValidMeters(meters) ? meters : undefined;
}

/**
 * What is wrong with the time and distance a kind needs: a Time exercise needs its time per set, a
 * Distance and time one its distance; the time to beat is optional but, when typed, must be a time.
 */
export function kindErrors(form: KindTexts, type: MeasurementType): KindErrors {
  const shows = kindShows(form.kind);
  const seconds = shows.time ? typedSeconds(form.time) : null;
  const meters = shows.distance ? typedMeters(form.distance, type) : null;
  const errors: KindErrors = {};
  if (seconds === undefined || (form.kind === 'time' && seconds === null)) errors.time = TIME_RANGE_MESSAGE;
  if (meters === undefined || (shows.distance && meters === null)) errors.distance = DISTANCE_RANGE_MESSAGE;
  return errors;
}

/**
 * A field's message once it is left: checked only when something is typed in it, so tabbing past a
 * blank field says nothing new (and a blank one a save found missing keeps saying so).
 */
export function errorOnLeave(form: KindTexts, field: keyof KindErrors, type: MeasurementType, shown: string | undefined): string | undefined {
  return form[field].trim() === '' ? shown : kindErrors(form, type)[field];
}

/**
 * The kind and targets saved (run once kindErrors found nothing): the time target of a Time or Distance
 * and time exercise, the distance of a Distance and time one, null for what the kind lacks. A distance
 * the field still shows as stored keeps its stored metres, so a mile user's edit never drifts.
 */
export function kindValuesFrom(form: KindTexts, type: MeasurementType, stored: Exercise | null) {
  const shows = kindShows(form.kind);
  const storedMeters = stored?.targetMeters;
  const keptMeters = storedMeters && form.distance.trim() === distanceText(storedMeters, type) ? storedMeters : null;
  return {
    kind: form.kind,
    targetSeconds: shows.time ? (typedSeconds(form.time) ?? null) : null,
    targetMeters: shows.distance ? (keptMeters ?? typedMeters(form.distance, type) ?? null) : null,
  };
}
