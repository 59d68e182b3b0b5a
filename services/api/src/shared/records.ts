import type { MeasurementField, Profile, WeightGoal } from '@fitness/domain';
import type { UserCollection } from '../platform/user-data/user-collection';

// Stored documents that two features touch: routines and their exercises (the routines feature creates
// starter exercises and deletes a routine's exercises; the exercises feature checks the routine), the
// workout logs progress is derived from and renamed in, and everything "Your data" exports and imports
// (profile, weights, body measurements, tracked order). A leaf: features meet here only in types and
// collection names, never in code. Pounds, 'YYYY-MM-DD' days.

/** The stored profile (pounds, inches): one per user. */
export type ProfileRecord = Omit<Profile, 'weightGoal'> & { id: string; userId: string; weightGoal: WeightGoal };

export const PROFILES = { name: 'profiles', indexes: [{ fields: ['userId'], unique: true }] } satisfies UserCollection;

/** One body weight entry (pounds) per user and 'YYYY-MM-DD' day; `importId` names the import that added it. */
export interface WeightRecord {
  id: string;
  userId: string;
  date: string;
  weight: number;
  importId?: string;
}

export const WEIGHTS = {
  name: 'weights',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
} satisfies UserCollection;

/**
 * One day's body measurements per user and 'YYYY-MM-DD' day: lengths in cm, body fat in %; a field
 * not measured that day is null (an entry is replaced whole, and the store has no `$unset`).
 * `importId` names the import that added it.
 */
export type MeasurementsRecord = { id: string; userId: string; date: string; importId?: string } & Record<MeasurementField, number | null>;

export const MEASUREMENTS = {
  name: 'measurements',
  indexes: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
} satisfies UserCollection;

export interface TrackedOrderItem {
  id: string;
  exerciseName: string;
  sortOrder: number;
}

/** The progress panel's order: one document per user, reordered in one write. */
export interface TrackedOrderRecord {
  id: string;
  userId: string;
  items: TrackedOrderItem[];
  /** Raised by every write: a write applies only if it is still the one read (absent on records written before it existed). */
  revision: number;
}

export const TRACKED_ORDER = { name: 'trackedOrder', indexes: [{ fields: ['userId'], unique: true }] } satisfies UserCollection;

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
  /** The import that added the exercise, if one did. */
  importId?: string;
}

export type Exercise = Omit<ExerciseRecord, 'userId' | 'importId'>;

export const toExercise = ({ userId: _userId, importId: _importId, ...exercise }: ExerciseRecord): Exercise => exercise;

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
  importId?: string;
}

export interface LogExerciseRecord {
  id: string;
  name: string;
  tracked: boolean;
  bw: boolean;
  /** When the exercise was added or its own fields changed (epoch ms); absent before merges. */
  changedAt?: number;
  sets: WorkoutSetRecord[];
}

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
