import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';
import { useRefreshProgress } from './refresh-progress';

/** Deletes one history entry; the last one of a name removes the list and its order record. */
export function useDeleteProgressEntry() {
  const trpc = useTRPC();
  const refresh = useRefreshProgress();
  return useMutation(trpc.progress.deleteEntry.mutationOptions({ onSuccess: refresh }));
}
