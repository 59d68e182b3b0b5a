import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { useRefreshProgress } from './refresh-progress';

/** Renames a tracked name; an existing name merges the two histories (the server keeps one order record). */
export function useRenameTrackedExercise() {
  const trpc = useTRPC();
  const refresh = useRefreshProgress();
  return useMutation(trpc.progress.rename.mutationOptions({ onSuccess: refresh }));
}
