import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** The server's login status (`auth.status`); logging in and out write this key. */
export const sessionStatusQuery = (trpc: Trpc) => trpc.auth.status.queryOptions();

export function useSessionStatus() {
  return useQuery(sessionStatusQuery(useTRPC()));
}
