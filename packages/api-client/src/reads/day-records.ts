import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

/** What a saved day's log earned, per tracked name logged that day: its new records, or "first log". */
export function useDayRecords(date: string) {
  return useQuery(useTRPC().progress.dayRecords.queryOptions({ date }));
}
