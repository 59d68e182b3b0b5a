import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** The user's routines by sort order. */
export const routinesQuery = (trpc: Trpc) => trpc.routines.list.queryOptions();

export function useRoutines() {
  return useQuery(routinesQuery(useTRPC()));
}
