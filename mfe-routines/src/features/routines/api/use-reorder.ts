import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { exercisesQuery, routinesQuery, useTRPC, useTRPCClient } from '@fitness/api-client';
import { ROUTINE_LOG_MESSAGES } from '../log-messages';
import { replaceRoutineExercises } from '../hooks/group-exercises';
import { arrangeExercises, reorderInput, unchanged, type ExerciseArrangement } from '../hooks/exercise-arrangement';
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
  logMessage: string | ((variables: V) => string);
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
    onError: (error, variables, context) => {
      console.error(typeof logMessage === 'string' ? logMessage : logMessage(variables), error);
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

/**
 * Saves one routine's exercises in a new order and/or with new groups (a drag, "Group with next",
 * "Ungroup") in one `exercises.reorder` call. `mutate` takes the routine's exercises in their new
 * display order; an unchanged list saves nothing.
 */
export function useReorderExercises() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const queryKey = exercisesQuery(trpc).queryKey;
  const mutation = useOptimisticList<Exercise, ExerciseArrangement>({
    queryKey,
    apply: (current, { routineId, next }) => replaceRoutineExercises(current, routineId, next),
    save: (arrangement) => client.exercises.reorder.mutate(reorderInput(arrangement)),
    logMessage: ({ reordered }) => (reordered ? ROUTINE_LOG_MESSAGES.reorderingExercises : ROUTINE_LOG_MESSAGES.groupingExercises),
  });
  return {
    // Compared with the list as shown (the cache, optimistic changes included) to send only what changed.
    mutate: ({ routineId, next }: { routineId: string; next: Exercise[] }) => {
      const arrangement = arrangeExercises(queryClient.getQueryData<Exercise[]>(queryKey) ?? [], routineId, next);
      if (!unchanged(arrangement)) mutation.mutate(arrangement);
    },
  };
}
