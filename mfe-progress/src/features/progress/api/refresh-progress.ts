import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** Refetches every progress read (list, histories, entries): a rename, delete or reorder can touch any of them. */
export function useRefreshProgress() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.progress.pathKey() });
}
