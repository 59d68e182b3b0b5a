import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { fromWeightColumns } from '@fitness/schemas/weight-columns';

/** Every body-weight entry of the user (stored pounds), oldest first. */
export function useWeightEntries() {
  const trpc = useTRPC();
  // The API answers columns; the panel works with entries (made again only when the data changes).
  return useQuery({ ...trpc.weight.list.queryOptions(), select: fromWeightColumns });
}
