import { useQuery } from '@tanstack/react-query';
import { dashboardQueries, useTRPC, type RouterOutputs } from '@fitness/api-client';

export type DayLog = RouterOutputs['workoutLog']['get'];

/** Today's saved log, in the browser's time zone (the dashboard's shared cache entry). */
export function useTodaysWorkoutLog() {
  const trpc = useTRPC();
  return useQuery(dashboardQueries(trpc).todaysWorkoutLog);
}

/** One day's saved log (`id` null while nothing is saved for that day); `cached` may answer at once. */
export function useDayLog(date: string, cached?: () => DayLog | undefined) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.workoutLog.get.queryOptions({ date }), ...(cached ? { initialData: cached } : {}) });
}
