import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** The signed-in user's profile (pounds and inches, units, 1RM formula, equipment); the API creates a blank one on first read. */
export const profileQuery = (trpc: Trpc) => trpc.profile.get.queryOptions();

export function useProfile() {
  return useQuery(profileQuery(useTRPC()));
}
