import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { exercisesQuery, routinesQuery, useTRPC, useTRPCClient } from '@fitness/api-client';
import { ROUTINE_LOG_MESSAGES } from '../log-messages';
import { replaceRoutineExercises } from '../hooks/group-exercises';
import type { Exercise, Routine } from '../types';

/**
 * A reorder as one mutation with an optimistic cache: the new order shows at once, a failure puts
 * the old one back (and is logged), and either way the list is read again from the API.
 */
function useOptimisticList<T, V>({
  queryKey,
  apply,
  save,
  logMessage,
}: {
  queryKey: QueryKey;
  apply: (current: T[], variables: V) => T[];
  save: (variables: V) => Promise<unknown>;
  logMessage: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) queryClient.setQueryData<T[]>(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      console.error(logMessage, error);
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Saves the routines' new order (display order) in one call. */
export function useReorderRoutines() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useOptimisticList<Routine, Routine[]>({
    queryKey: routinesQuery(trpc).queryKey,
    apply: (_current, next) => next,
    save: (next) => client.routines.reorder.mutate({ ids: next.map((r) => r.id) }),
    logMessage: ROUTINE_LOG_MESSAGES.reorderingRoutines,
  });
}

/** Saves one routine's new exercise order (display order) in one call. */
export function useReorderExercises() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useOptimisticList<Exercise, { routineId: string; next: Exercise[] }>({
    queryKey: exercisesQuery(trpc).queryKey,
    apply: (current, { routineId, next }) => replaceRoutineExercises(current, routineId, next),
    save: ({ next }) => client.exercises.reorder.mutate({ ids: next.map((e) => e.id) }),
    logMessage: ROUTINE_LOG_MESSAGES.reorderingExercises,
  });
}
