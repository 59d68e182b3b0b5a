import type { ExerciseKind, NextSessionTarget, RoutineRepRange, SetType } from '@fitness/domain';

/** Next session's target as `workoutLog.previous` answers it (stored pounds), with the routine exercise's range. */
export type SessionTarget = NextSessionTarget & { range: RoutineRepRange };

/** Last time's sets of one exercise name (weights in pounds; times in seconds, distances in metres, by its kind). */
export interface PreviousSets {
  name: string;
  date: string;
  /** What last time's sets measured (absent: Weight and reps). */
  kind?: ExerciseKind;
  sets: readonly { reps: number; weight: number; type?: SetType; seconds?: number | null; meters?: number | null }[];
  /** Next session's target, for a name a routine holds (docs/decisions/0040). */
  target?: SessionTarget | null;
}
