import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exercisesQuery, routinesQuery, useTRPC } from '@fitness/api-client';
import { useRefreshRoutines } from './refresh-routines';

export function useCreateRoutine() {
  const trpc = useTRPC();
  const refresh = useRefreshRoutines();
  return useMutation(trpc.routines.create.mutationOptions({ onSuccess: refresh }));
}

export function useRenameRoutine() {
  const trpc = useTRPC();
  const refresh = useRefreshRoutines();
  return useMutation(trpc.routines.rename.mutationOptions({ onSuccess: refresh }));
}

/** Deletes a routine and its exercises. */
export function useDeleteRoutine() {
  const trpc = useTRPC();
  const refresh = useRefreshRoutines();
  return useMutation(trpc.routines.delete.mutationOptions({ onSuccess: refresh }));
}

/** Full Body 1-3 in one call; the answer goes straight into the lists so they show at once, in order. */
export function useCreateStarters() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshRoutines();
  return useMutation(
    trpc.routines.createStarters.mutationOptions({
      onSuccess: async ({ routines, exercises }) => {
        queryClient.setQueryData(routinesQuery(trpc).queryKey, (old) => [...(old ?? []), ...routines]);
        queryClient.setQueryData(exercisesQuery(trpc).queryKey, (old) => [...(old ?? []), ...exercises]);
        await refresh();
      },
    }),
  );
}
