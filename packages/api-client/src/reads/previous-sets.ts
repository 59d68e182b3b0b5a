import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../trpc';

/** Last time's sets per exercise name (the latest earlier log that has it), with next session's targets. */
const previousSetsQuery = (trpc: Trpc, names: readonly string[], before: string) =>
  trpc.workoutLog.previous.queryOptions({ names: [...new Set(names)].sort(), before });

export function usePreviousSets(names: readonly string[], before: string) {
  return useQuery({
    ...previousSetsQuery(useTRPC(), names, before),
    enabled: names.length > 0,
    // Renaming an exercise asks again; the other exercises keep showing theirs meanwhile.
    placeholderData: keepPreviousData,
  });
}
