import { WORKOUT_SET_DEFAULTS } from './input-parsers';
import { exerciseMetrics, type LoggedSet } from './progress-metrics';
import { LIMITS } from './limits';
import { roundTo } from './rounding';
import { kindOf, type ExerciseKind } from './set-kinds';
import { poundsToDisplay, weightUnitLabel, type MeasurementType } from './units';
import { normalizeGroups, type GroupRef } from './exercise-groups';

/** The local form shape of one log exercise; `kind` absent means 'weightReps'. */
export type LogExerciseForm = {
  id?: string;
  changedAt?: number;
  name: string;
  kind?: ExerciseKind;
  tracked: boolean;
  bw: boolean;
  restSeconds?: number;
  /** Its superset or circuit (docs/decisions/0072); absent or null: none. */
  group?: GroupRef | null;
  sets: LoggedSet[];
};

export const ROUTINE_SELECTION_TITLE = 'Select a Routine or Start from Scratch';

/** A new set: 1 rep, weight 0, no notes. */
export function newWorkoutSet(): LoggedSet {
  return { ...WORKOUT_SET_DEFAULTS };
}

/** Log pre-filled from a routine: one exercise per routine exercise, with no sets; tracking flags, kind, rest and groups carried over. */
export function logFromRoutine(
  routineExercises: readonly { name: string; tracked: boolean; bw: boolean; restSeconds?: number; kind?: ExerciseKind; group?: GroupRef | null }[],
): LogExerciseForm[] {
  const log = routineExercises.map(
    (e): LogExerciseForm => ({
      name: e.name,
      ...(e.kind !== undefined ? { kind: e.kind } : {}),
      tracked: e.tracked,
      bw: e.tracked && e.bw,
      ...(e.restSeconds !== undefined ? { restSeconds: e.restSeconds } : {}),
      ...(e.group ? { group: { ...e.group } } : {}),
      sets: [],
    }),
  );
  // Only real groups come along (a lone or split group id is none); an ungrouped exercise has no `group` at all.
  return normalizeGroups(log).map(({ group, ...e }) => (group ? { ...e, group } : e));
}

/** How a day with nothing saved starts: a routine's exercises and its name (the day's log keeps it, issue #50), or nothing. */
export interface LogStart {
  exercises: readonly LogExerciseForm[];
  routineName?: string;
}

/** "Start from Scratch": no exercises, no routine. */
export const SCRATCH_START: LogStart = { exercises: [] };

/** A routine's name as a log keeps it: trimmed, at most 45 characters; none when blank. */
export function logRoutineName(name: string | null | undefined): string | undefined {
  const trimmed = (name ?? '').trim().slice(0, LIMITS.nameMax).trimEnd();
  return trimmed === '' ? undefined : trimmed;
}

/** The start from a routine of the routine selection: its exercises (logFromRoutine) and its name. */
export function startFromRoutine(routine: { name: string; exercises: Parameters<typeof logFromRoutine>[0] }): LogStart {
  const routineName = logRoutineName(routine.name);
  return { exercises: logFromRoutine(routine.exercises), ...(routineName ? { routineName } : {}) };
}

/** Only exercises with at least one set are saved. */
export function exercisesToSave<E extends { sets: readonly unknown[] }>(exercises: readonly E[]): E[] {
  return exercises.filter((e) => e.sets.length > 0);
}

/**
 * The set a lifter adds next: the previous set's reps, weight, time and distance (they usually repeat
 * it), notes empty, a normal set (a warm-up or a drop set is chosen for itself); the spec's defaults
 * (1 rep, weight 0) for an exercise's first set.
 */
export function nextSet(previous?: LoggedSet): LoggedSet {
  if (!previous) return newWorkoutSet();
  return {
    reps: previous.reps,
    weight: previous.weight,
    notes: '',
    ...(previous.seconds != null ? { seconds: previous.seconds } : {}),
    ...(previous.meters != null ? { meters: previous.meters } : {}),
  };
}

/**
 * What a workout added up to (its summary): the exercises and sets saved, and the volume (reps ×
 * weight, stored pounds) of its Weight and reps sets, warm-ups left out as everywhere else.
 */
export function workoutTotals(exercises: readonly LogExerciseForm[]): { exercises: number; sets: number; volumeLb: number } {
  const saved = exercisesToSave(exercises);
  return {
    exercises: saved.length,
    sets: saved.reduce((sum, e) => sum + e.sets.length, 0),
    volumeLb: roundTo(
      saved.reduce((sum, e) => sum + (kindOf(e) === 'weightReps' ? exerciseMetrics(e.sets).volume : 0), 0),
      2,
    ),
  };
}

/** A volume in the user's unit, whole: "12,345 lbs". */
export function volumeLabel(volumeLb: number, type: MeasurementType): string {
  return `${Math.round(poundsToDisplay(volumeLb, type)).toLocaleString('en-US')} ${weightUnitLabel(type)}`;
}
