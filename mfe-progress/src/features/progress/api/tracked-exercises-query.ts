import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** The tracked exercise names in the user's order, each with its entry count and first and latest entries (no histories). */
export function useTrackedExercises() {
  const trpc = useTRPC();
  return useQuery(trpc.progress.list.queryOptions());
}
