import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** The signed-in user's profile (pounds and inches); the API creates a blank one on first read. */
export function useProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.get.queryOptions());
}
