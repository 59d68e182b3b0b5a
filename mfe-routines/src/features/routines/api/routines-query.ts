import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** The user's routines by sort order (the dashboard prefetches this key right after login). */
export function useRoutines() {
  const trpc = useTRPC();
  return useQuery(trpc.routines.list.queryOptions());
}
