import { isDeepStrictEqual } from 'node:util';
import { kindOf, normalizeGroups, type ExerciseKind, type GroupRef, type WorkoutSession } from '@fitness/domain';
import type { UserCollection } from '../platform/user-data/user-collection';

// The stored documents that several features write: routines and their exercises (the routines
// feature creates starter exercises and deletes a routine's exercises; the exercises feature checks
// the routine; next-session targets read both), and the workout logs (the workout-log feature saves
// them; progress is derived from them and renames in them). A leaf: features meet here only in types
// and collection names, never in code. Every other record lives in its feature's `*-records.ts`
// (docs/decisions/0029, 0061). Pounds, 'YYYY-MM-DD' days.

export interface RoutineRecord {
  id: string;
  userId: string;
  name: string;
  sortOrder: number;
  /** The import that added the routine, if one did. */
  importId?: string;
}

export interface ExerciseRecord {
  id: string;
  userId: string;
  routineId: string;
  name: string;
  setsLow: number;
  setsHigh: number | null;
  repsLow: number;
  repsHigh: number | null;
  weight: number;
  tracked: boolean;
  bw: boolean;
  notes: string;
  /** Rest after each set in the daily log (0–600 s, 15 s steps); absent → 90 s. */
  restSeconds?: number;
  sortOrder: number;
  /** "Increase by" for next-session targets, stored pounds; absent or null: the user's plates or 5 lb / 2.5 kg. */
  increaseBy?: number | null;
  /** What its sets measure; absent on exercises stored before kinds (read as 'weightReps', docs/decisions/0071). */
  kind?: ExerciseKind;
  /** Time kind: time per set; distance and time: the time to beat (whole seconds). */
  targetSeconds?: number | null;
  /** Distance and time kind: the distance per set, whole metres. */
  targetMeters?: number | null;
  /** The superset or circuit it belongs to (docs/decisions/0072); absent or null: none. Members are consecutive by sortOrder. */
  group?: GroupRef | null;
  /** The import that added the exercise, if one did. */
  importId?: string;
}

/** A routine exercise as tRPC answers it: its kind and group always spelt out (absent in storage: weight and reps, no group). */
export type Exercise = Omit<ExerciseRecord, 'userId' | 'importId' | 'kind' | 'group'> & { kind: ExerciseKind; group: GroupRef | null };

export const toExercise = ({ userId: _userId, importId: _importId, ...exercise }: ExerciseRecord): Exercise => ({
  ...exercise,
  kind: kindOf(exercise),
  group: exercise.group ?? null,
});

/**
 * What keeps a routine's groups whole (docs/decisions/0072): its exercises in display order (by sort
 * order), normalised, and the group to write on each exercise normalizeGroups changed. The routines
 * and exercises features write them after every write that can break a group.
 */
export function routineGroupFixes(ordered: readonly ExerciseRecord[]): { normal: ExerciseRecord[]; fixes: { id: string; group: GroupRef | null }[] } {
  const normal = normalizeGroups(ordered);
  const fixes = normal.flatMap((e, i) => (isDeepStrictEqual(e.group ?? null, ordered[i]?.group ?? null) ? [] : [{ id: e.id, group: e.group ?? null }]));
  return { normal, fixes };
}

/**
 * A set as stored. `warmup` and `rpe` are written only when set (a warm-up; an RPE), so logs written
 * before they existed read the same as working sets without RPE. `importId` names the import that
 * added the set (undo removes exactly those).
 */
export interface WorkoutSetRecord {
  id: string;
  reps: number;
  weight: number;
  notes: string;
  /** The device's clock (epoch ms) at the set's last change; absent on sets saved before merges (read as 0). */
  changedAt?: number;
  warmup?: true;
  rpe?: number;
  /** Drop set or set to failure; a warm-up is `warmup: true`, a normal set has neither (docs/decisions/0071). */
  type?: 'drop' | 'failure';
  /** Time and distance kinds: whole seconds and whole metres. */
  seconds?: number;
  meters?: number;
  importId?: string;
}

export interface LogExerciseRecord {
  id: string;
  name: string;
  /** Written only for kinds other than 'weightReps' (absent reads as 'weightReps'), so older documents need no migration. */
  kind?: Exclude<ExerciseKind, 'weightReps'>;
  tracked: boolean;
  bw: boolean;
  /** When the exercise was added or its own fields (its group too) changed (epoch ms); absent before merges. */
  changedAt?: number;
  /** Written only when the exercise is in a superset or circuit (docs/decisions/0072); members are consecutive. */
  group?: GroupRef;
  sets: WorkoutSetRecord[];
}

/** The day's workout as a session (docs/decisions/0072); `importId` when an import wrote it (its undo clears it). */
export type WorkoutSessionRecord = WorkoutSession & { importId?: string };

/**
 * One document per user and day: saving the day replaces `exercises` in one write. A day whose
 * sets were all deleted keeps its document (no exercises) while it holds tombstones.
 */
export interface WorkoutLogRecord {
  id: string;
  userId: string;
  date: string;
  exercises: LogExerciseRecord[];
  /** Sets deleted in the last 30 days, so no device's merge brings them back (docs/decisions/0045). */
  deleted?: { setId: string; at: number }[];
  /** When the workout started and finished, and its notes; absent or null: none (a day may hold only a session). */
  session?: WorkoutSessionRecord | null;
  /**
   * The name of the routine the log was started from, as it was then; absent (older days, days started
   * from scratch) or null (cleared: the store has no $unset): none. Read by History (issue #50).
   */
  routineName?: string | null;
  updatedAt: Date;
  /**
   * Raised by every write: a write applies only if it is still the one read (absent on logs written
   * before it existed). It is the day's `version` a device syncs against.
   */
  revision: number;
  /** The import that created this day's log, if one did. */
  importId?: string;
}

export const ROUTINES = { name: 'routines', indexes: [{ fields: ['userId'] }] } satisfies UserCollection;

export const EXERCISES = {
  name: 'exercises',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'routineId'] }],
} satisfies UserCollection;

export const WORKOUT_LOGS = {
  name: 'workoutLogs',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
} satisfies UserCollection;
