import type { Profile, WeightGoal } from '@fitness/domain';
import type { UserCollection } from '../platform/user-data/user-collection';

// Stored documents that two features touch: routines and their exercises (the routines feature creates
// starter exercises and deletes a routine's exercises; the exercises feature checks the routine), the
// workout logs progress is derived from and renamed in, and everything "Your data" exports and imports
// (profile, weights, tracked order). A leaf: features meet here only in types and collection names,
// never in code. Pounds, 'YYYY-MM-DD' days.

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
  sortOrder: number;
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
  warmup?: true;
  rpe?: number;
  importId?: string;
}

export interface LogExerciseRecord {
  id: string;
  name: string;
  tracked: boolean;
  bw: boolean;
  sets: WorkoutSetRecord[];
}

/** One document per user and day: saving the day replaces `exercises` in one write. */
export interface WorkoutLogRecord {
  id: string;
  userId: string;
  date: string;
  exercises: LogExerciseRecord[];
  updatedAt: Date;
  /** Raised by every write: a write applies only if it is still the one read (absent on logs written before it existed). */
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
