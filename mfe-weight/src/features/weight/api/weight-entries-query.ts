import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Every body-weight entry of the user (stored pounds), oldest first. */
export function useWeightEntries() {
  const trpc = useTRPC();
  return useQuery(trpc.weight.list.queryOptions());
}
