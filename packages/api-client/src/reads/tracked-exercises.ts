import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** The tracked exercise names in the user's order, each with its entry count and first and latest entries (no histories). */
export const trackedExercisesQuery = (trpc: Trpc) => trpc.progress.list.queryOptions();

export function useTrackedExercises() {
  return useQuery(trackedExercisesQuery(useTRPC()));
}
