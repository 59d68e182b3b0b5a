import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { useRefreshProgress } from './refresh-progress';

/** Saves the lists' order in one write (order record ids in display order). */
export function useReorderTrackedExercises() {
  const trpc = useTRPC();
  const refresh = useRefreshProgress();
  return useMutation(trpc.progress.reorder.mutationOptions({ onSuccess: refresh }));
}
