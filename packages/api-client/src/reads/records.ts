import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

/** One name's records with each entry's e1RM and trophies; fetched while its history or statistics are open. */
export function useNameRecords(exerciseName: string, enabled: boolean) {
  return useQuery({ ...useTRPC().progress.records.queryOptions({ exerciseName }), enabled });
}

/** Every tracked name's records (the cards' best e1RM); one request for the panel. */
export function useAllRecords() {
  return useQuery(useTRPC().progress.records.queryOptions());
}
