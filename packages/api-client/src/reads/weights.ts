import { useQuery } from '@tanstack/react-query';
import { fromWeightColumns } from '@fitness/schemas/weight-columns';
import { useTRPC, type Trpc } from '../trpc';

/** Every body-weight entry of the user (stored pounds), oldest first, as columns. */
export const weightsQuery = (trpc: Trpc) => trpc.weight.list.queryOptions();

/** The entries, made from the columns again only when the data changes. */
export function useWeightEntries() {
  return useQuery({ ...weightsQuery(useTRPC()), select: fromWeightColumns });
}
