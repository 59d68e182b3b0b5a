import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exercisesQuery, useTRPC } from '@fitness/api-client';

function useRefreshExercises() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: exercisesQuery(trpc).queryKey });
}

/** Adds an exercise after the routine's last one. */
export function useCreateExercise() {
  const trpc = useTRPC();
  const refresh = useRefreshExercises();
  return useMutation(trpc.exercises.create.mutationOptions({ onSuccess: refresh }));
}

export function useUpdateExercise() {
  const trpc = useTRPC();
  const refresh = useRefreshExercises();
  return useMutation(trpc.exercises.update.mutationOptions({ onSuccess: refresh }));
}

export function useDeleteExercise() {
  const trpc = useTRPC();
  const refresh = useRefreshExercises();
  return useMutation(trpc.exercises.delete.mutationOptions({ onSuccess: refresh }));
}
