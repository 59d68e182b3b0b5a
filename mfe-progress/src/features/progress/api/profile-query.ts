import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** The profile: units (imperial or metric) and the body-weight fallback for BWx. */
export function useProfile() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.get.queryOptions());
}
