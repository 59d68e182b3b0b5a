import { useMutation, useQueryClient } from '@tanstack/react-query';
import { measurementsQuery, useTRPC } from '@fitness/api-client';

/** Saves a day's measurements (replacing that day's, if any); resolves once the list is refetched. */
export function useAddMeasurements() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(trpc.measurements.add.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsQuery(trpc).queryKey }) }));
}
