import { WORKOUT_SET_DEFAULTS } from './input-parsers';
import type { LoggedSet } from './progress-metrics';

/** The local form shape of one log exercise. */
export type LogExerciseForm = { id?: string; changedAt?: number; name: string; tracked: boolean; bw: boolean; restSeconds?: number; sets: LoggedSet[] };

export const ROUTINE_SELECTION_TITLE = 'Select a Routine or Start from Scratch';

/** A new set: 1 rep, weight 0, no notes. */
export function newWorkoutSet(): LoggedSet {
  return { ...WORKOUT_SET_DEFAULTS };
}

/** Log pre-filled from a routine: one exercise per routine exercise, with no sets; tracking flags and rest carried over. */
export function logFromRoutine(routineExercises: readonly { name: string; tracked: boolean; bw: boolean; restSeconds?: number }[]): LogExerciseForm[] {
  return routineExercises.map((e) => ({
    name: e.name,
    tracked: e.tracked,
    bw: e.tracked && e.bw,
    ...(e.restSeconds !== undefined ? { restSeconds: e.restSeconds } : {}),
    sets: [],
  }));
}

/** Only exercises with at least one set are saved. */
export function exercisesToSave<E extends { sets: readonly unknown[] }>(exercises: readonly E[]): E[] {
  return exercises.filter((e) => e.sets.length > 0);
}

/**
 * The set a lifter adds next: the previous set's reps and weight (they usually repeat it), notes
 * empty; the spec's defaults (1 rep, weight 0) for an exercise's first set.
 */
export function nextSet(previous?: LoggedSet): LoggedSet {
  return previous ? { reps: previous.reps, weight: previous.weight, notes: '' } : newWorkoutSet();
}
