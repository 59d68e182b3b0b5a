import type { Profile, WeightGoal } from '@fitness/domain';
import type { IndexSpec } from '../storage';

/** Stored documents of the data calls (ARCHITECTURE.md, Data model): pounds, inches, 'YYYY-MM-DD' days. */
export type ProfileRecord = Omit<Profile, 'weightGoal'> & { id: string; userId: string; weightGoal: WeightGoal };

export interface WeightRecord {
  id: string;
  userId: string;
  date: string;
  weight: number;
}

export interface RoutineRecord {
  id: string;
  userId: string;
  name: string;
  sortOrder: number;
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
}

export interface WorkoutSetRecord {
  id: string;
  reps: number;
  weight: number;
  notes: string;
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
}

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

/** A user's data version (`id` is the user's id): raised after every write of the user's data; ETags and read memos are keyed by it. */
export interface DataVersionRecord {
  id: string;
  version: number;
}

/** The last sort order handed out in one list (`id`: `routines:<userId>` or `exercises:<routineId>`). */
export interface SortOrderCounterRecord {
  id: string;
  userId: string;
  value: number;
}

/** Collections about the user's data rather than of it: written without raising the data version. */
export const VERSION_COLLECTIONS = { dataVersions: 'dataVersions', sortOrderCounters: 'sortOrderCounters' } as const;

export const DATA_COLLECTIONS = {
  profiles: 'profiles',
  weights: 'weights',
  routines: 'routines',
  exercises: 'exercises',
  workoutLogs: 'workoutLogs',
  trackedOrder: 'trackedOrder',
} as const;

/**
 * Every read is per user, so every collection has a userId index (the embedded store picks a
 * single-field index for `{userId, ...}` queries); unique user+day for weights and logs.
 */
export const DATA_INDEXES: Record<keyof typeof DATA_COLLECTIONS, IndexSpec[]> = {
  profiles: [{ fields: ['userId'], unique: true }],
  weights: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
  routines: [{ fields: ['userId'] }],
  exercises: [{ fields: ['userId'] }, { fields: ['userId', 'routineId'] }],
  workoutLogs: [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }],
  trackedOrder: [{ fields: ['userId'], unique: true }],
};
