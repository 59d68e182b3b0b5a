import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/**
 * Refetches what a weight change touches: the entries and the profile (its weight follows the
 * latest entry). Mutations await it, so nothing stale shows once they resolve.
 */
export function useRefreshAfterWeightChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.weight.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() }),
    ]);
}
