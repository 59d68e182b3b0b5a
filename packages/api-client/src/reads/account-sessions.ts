import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** The user's signed-in sessions (`account.sessions`), this device's marked `current`; signing one out invalidates this key. */
export const accountSessionsQuery = (trpc: Trpc) => trpc.account.sessions.queryOptions();

export function useAccountSessions() {
  return useQuery(accountSessionsQuery(useTRPC()));
}
