import type { NextSessionTarget, RoutineRepRange } from '@fitness/domain';

/** Next session's target as `workoutLog.previous` answers it (stored pounds), with the routine exercise's range. */
export type SessionTarget = NextSessionTarget & { range: RoutineRepRange };

/** Last time's sets of one exercise name (weights in pounds). */
export interface PreviousSets {
  name: string;
  date: string;
  sets: readonly { reps: number; weight: number }[];
  /** Next session's target, for a name a routine holds (docs/decisions/0040). */
  target?: SessionTarget | null;
}
