import { useMutation, useQueryClient } from '@tanstack/react-query';
import { measurementsQuery, useTRPC } from '@fitness/api-client';

/** Deletes an entry by its id; resolves once the list is refetched. */
export function useDeleteMeasurements() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.measurements.delete.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsQuery(trpc).queryKey }) }),
  );
}
