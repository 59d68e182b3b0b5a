import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { fromWeightColumns } from '@fitness/schemas/weight-columns';

/** The user's body-weight entries (stored pounds), oldest first: BWx uses the one on or before each entry's day. */
export function useBodyWeights() {
  const trpc = useTRPC();
  // Same key as the weight panel's read, so the dashboard asks once.
  return useQuery({ ...trpc.weight.list.queryOptions(), select: fromWeightColumns });
}
