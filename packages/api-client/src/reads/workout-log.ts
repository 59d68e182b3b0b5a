import { useQuery, useQueryClient } from '@tanstack/react-query';
import { todayIn } from '@fitness/domain';
import { browserTimeZone } from '../browser-time-zone';
import { useTRPC, type Trpc } from '../trpc';

/** Today's saved log, asked for in the browser's time zone with one input, so every caller shares the cache entry. */
export const todaysWorkoutLogQuery = (trpc: Trpc, timezone = browserTimeZone()) => trpc.workoutLog.get.queryOptions({ timezone });

/** One day's saved log (`id` null while nothing is saved for that day). */
const dayLogQuery = (trpc: Trpc, date: string) => trpc.workoutLog.get.queryOptions({ date });

/** Today in the browser's time zone: the log's default day and the latest it accepts. */
export function localToday(): string {
  try {
    return todayIn(browserTimeZone());
  } catch {
    return new Date().toLocaleDateString('en-CA');
  }
}

/**
 * One day's saved log; today's answers at once from the dashboard's entry when it holds that day (no
 * loading flash), as fresh as that entry: kept from before a reload or marked stale, it is fetched again at once (issue #45).
 */
export function useDayLog(date: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const todays = () => {
    const state = queryClient.getQueryState(todaysWorkoutLogQuery(trpc).queryKey);
    return state?.data?.date === date ? state : undefined;
  };
  return useQuery({
    ...dayLogQuery(trpc, date),
    initialData: () => todays()?.data,
    initialDataUpdatedAt: () => {
      const state = todays();
      return state && !state.isInvalidated ? state.dataUpdatedAt : 0;
    },
  });
}
