import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Refetches the routines and every exercise list (a routine's delete takes its exercises). */
export function useRefreshRoutines() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.routines.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.exercises.list.queryKey() }),
    ]);
}
