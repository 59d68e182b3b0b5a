import { useQueryClient } from '@tanstack/react-query';

/** An import or its undo can touch every panel's data (logs, progress, weights, profile, routines): all of it is read again. */
export function useRefreshAfterTransfer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
