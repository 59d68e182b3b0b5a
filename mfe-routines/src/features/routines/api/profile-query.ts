import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** The profile, for its measurement type (weights show in lbs or kgs). */
export function useProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.get.queryOptions());
}
