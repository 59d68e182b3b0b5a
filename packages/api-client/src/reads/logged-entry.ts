import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

/** One history entry with every set of that day's log for the exercise; fetched while its dialog is open. */
export function useLoggedEntry(id: string | null) {
  return useQuery({ ...useTRPC().progress.entry.queryOptions({ id: id ?? '' }), enabled: id !== null });
}
