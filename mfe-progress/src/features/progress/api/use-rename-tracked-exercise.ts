import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { useRefreshProgress } from './refresh-progress';

/** Renames a tracked name; an existing name merges the two histories (the server keeps one order record). */
export function useRenameTrackedExercise() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshProgress();
  // The logs' names change too: "Sets per muscle" counts them by name.
  const onSuccess = () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: trpc.history.setsByName.pathKey() })]);
  return useMutation(trpc.progress.rename.mutationOptions({ onSuccess }));
}
