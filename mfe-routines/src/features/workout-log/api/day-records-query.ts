import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@fitness/api-client';

/** What a saved day's log earned, per tracked name logged that day: its new records, or "first log". */
export function useDayRecords(date: string) {
  const trpc = useTRPC();
  return useQuery(trpc.progress.dayRecords.queryOptions({ date }));
}
