import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
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

/** Per exercise name, the sets of the latest earlier log that has it (the lifter's "last time"). */
export function usePreviousSets(names: readonly string[], before: string) {
  const trpc = useTRPC();
  const sorted = [...new Set(names)].sort();
  return useQuery({
    ...trpc.workoutLog.previous.queryOptions({ names: sorted, before }),
    enabled: sorted.length > 0,
    // Renaming an exercise asks again; the other exercises keep showing theirs meanwhile.
    placeholderData: keepPreviousData,
  });
}
