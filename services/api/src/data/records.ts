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
}

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
