import { useQueryClient } from '@tanstack/react-query';
import { exercisesQuery, routinesQuery, useTRPC } from '@fitness/api-client';

/** Refetches the routines and every exercise list (a routine's delete takes its exercises). */
export function useRefreshRoutines() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: routinesQuery(trpc).queryKey }),
      queryClient.invalidateQueries({ queryKey: exercisesQuery(trpc).queryKey }),
    ]);
}
