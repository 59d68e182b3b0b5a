import { useQuery } from '@tanstack/react-query';
import { dashboardQueries, useTRPC } from '@fitness/api-client';

/** The profile, for the user's units (weights are stored in pounds; metric users see and type kgs). */
export function useProfile() {
  const trpc = useTRPC();
  return useQuery(dashboardQueries(trpc).profile);
}
