import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/**
 * Every exercise of the user by sort order, in one read the dashboard prefetches with this same key:
 * a routine's exercises are already here when it is expanded (no flash of empty content).
 */
export function useExercises() {
  const trpc = useTRPC();
  return useQuery(trpc.exercises.list.queryOptions());
}
