import {
  applyTracked,
  displayToPounds,
  EXERCISE_DEFAULTS,
  REST,
  exerciseWeightMax,
  INCREASE_BY_MAX,
  keepStoredPoundsIfUnchanged,
  kindOf,
  normalizeHigh,
  parseRestSeconds,
  parseSetsRepsInput,
  parseWeightInput,
  poundsToDisplay,
  restSecondsOf,
  weightInputValue,
  type ExerciseKind,
  type MeasurementType,
} from '@fitness/domain';
import type { Exercise, ExerciseValues } from '../types';
import { distanceText, kindShows, kindValuesFrom, timeText } from './exercise-kind-form';

/** The exercise dialog's fields as typed (text, so a field can be blank while editing). */
export interface ExerciseForm {
  name: string;
  /** The "Type" control: which fields the sets have. */
  kind: ExerciseKind;
  setsLow: string;
  setsHigh: string;
  repsLow: string;
  repsHigh: string;
  /** In the user's unit (lbs or kgs). */
  weight: string;
  tracked: boolean;
  bw: boolean;
  notes: string;
  /** "Increase by" for next-session targets, in the user's unit; blank: the user's plates or 5 lbs / 2.5 kgs. */
  increaseBy: string;
  /** Rest after each set in the daily log, in seconds (0–600, 15 s steps; 0 = no timer). */
  rest: string;
  /** Time kind: the time per set; distance and time: the optional time to beat (m:ss, h:mm:ss or seconds). */
  time: string;
  /** Distance and time kind: the distance in the user's unit (km or mi). */
  distance: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** A new exercise starts from the spec defaults (sets and reps 1, weight 0); an edit from its stored values. */
export function exerciseFormFrom(exercise: Exercise | null, type: MeasurementType): ExerciseForm {
  const e = exercise ?? { name: '', ...EXERCISE_DEFAULTS };
  return {
    name: e.name,
    kind: kindOf(exercise ?? {}),
    setsLow: text(e.setsLow),
    setsHigh: text(e.setsHigh),
    repsLow: text(e.repsLow),
    repsHigh: text(e.repsHigh),
    weight: text(poundsToDisplay(e.weight, type)),
    tracked: e.tracked,
    bw: e.tracked && e.bw,
    notes: e.notes,
    increaseBy: exercise?.increaseBy ? text(poundsToDisplay(exercise.increaseBy, type)) : '',
    rest: String(restSecondsOf(exercise ?? {})),
    time: timeText(exercise?.targetSeconds),
    distance: distanceText(exercise?.targetMeters, type),
  };
}

/** Next text of a sets or reps field: the spec's integer parsing (at least 1, first two digits of 3 or more). */
export function setsRepsText(raw: string): string {
  return text(parseSetsRepsInput(raw));
}

/** Next text of the weight field: one decimal, no negatives, capped at 1500 lb / 750 kg; "0" gives way to what is typed after it. */
export function weightText(raw: string, previous: string, type: MeasurementType): string {
  return parseWeightInput(raw, previous, exerciseWeightMax(type)).replace(/^0+(?=\d)/, '');
}

/** Next text of "Increase by": one decimal, no negatives, capped at 100 lbs / 50 kgs. */
export function increaseByText(raw: string, previous: string, type: MeasurementType): string {
  return parseWeightInput(raw, previous, INCREASE_BY_MAX[type]);
}

/** Turning track progress off also clears bodyweight comparison. */
export function withTracked(form: ExerciseForm, tracked: boolean): ExerciseForm {
  return applyTracked(form, tracked);
}

export function canSave(form: ExerciseForm): boolean {
  return form.name.trim() !== '';
}

/**
 * What the form saves: blank lows take the default 1, a high that is blank or not above its low is
 * null, a blank weight is 0, and the weight goes back to stored pounds (unchanged if the field still
 * shows the stored value, so an edit never drifts); so does "Increase by", null when blank.
 * Fields the kind does not show save as nothing: weight 0 (reps only), reps 1 (time, distance; never
 * shown), no "Increase by" (every kind but weight and reps).
 */
export function exerciseValuesFrom(form: ExerciseForm, type: MeasurementType, stored: Exercise | null): ExerciseValues {
  const shows = kindShows(form.kind);
  const setsLow = parseSetsRepsInput(form.setsLow) ?? EXERCISE_DEFAULTS.setsLow;
  const repsLow = (shows.reps ? parseSetsRepsInput(form.repsLow) : null) ?? EXERCISE_DEFAULTS.repsLow;
  const shownWeight = weightInputValue(form.weight) ?? EXERCISE_DEFAULTS.weight;
  // Blank or 0: no step of its own (null clears one stored before).
  const shownIncrease = (shows.increaseBy ? weightInputValue(form.increaseBy) : null) ?? 0;
  return {
    name: form.name.trim(),
    setsLow,
    setsHigh: normalizeHigh(setsLow, parseSetsRepsInput(form.setsHigh)),
    repsLow,
    repsHigh: shows.reps ? normalizeHigh(repsLow, parseSetsRepsInput(form.repsHigh)) : null,
    weight: shows.weight ? (stored ? keepStoredPoundsIfUnchanged(stored.weight, shownWeight, type) : displayToPounds(shownWeight, type)) : 0,
    tracked: form.tracked,
    bw: form.tracked && form.bw,
    notes: form.notes,
    increaseBy:
      shownIncrease > 0
        ? stored?.increaseBy
          ? keepStoredPoundsIfUnchanged(stored.increaseBy, shownIncrease, type)
          : displayToPounds(shownIncrease, type)
        : null,
    restSeconds: restSecondsOf({ restSeconds: parseRestSeconds(form.rest) ?? undefined }),
    ...kindValuesFrom(form, type, stored),
  };
}

/** The rest field once left: on the 15 s grid within 0–600 (blank or not a number: the default 90). */
export function restText(raw: string): string {
  return String(parseRestSeconds(raw) ?? REST.defaultSeconds);
}
