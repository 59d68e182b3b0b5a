import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** One history entry with every set of that day's log for the exercise; fetched while its dialog is open. */
export function useLoggedEntry(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.progress.entry.queryOptions({ id: id ?? '' }), enabled: id !== null });
}
