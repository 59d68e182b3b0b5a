import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { browserTimeZone } from '../browser-time-zone';
import { useTRPC, type Trpc } from '../trpc';

/** The History list (issue #50): 20 workouts a page, newest first; each page names the next one's cursor (null: the last page). */
export const historyListQuery = (trpc: Trpc) => trpc.history.list.infiniteQueryOptions({}, { getNextPageParam: (page) => page.nextCursor });

/** A month of the calendar (1 = January): its days with a workout, oldest first. */
export const historyMonthQuery = (trpc: Trpc, year: number, month: number) => trpc.history.month.queryOptions({ year, month });

/** This week against last week and the streak, in the browser's time zone (one input, so every caller shares the entry). */
export const historyWeekQuery = (trpc: Trpc, timezone = browserTimeZone()) => trpc.history.week.queryOptions({ timezone });

export function useHistoryList() {
  return useInfiniteQuery(historyListQuery(useTRPC()));
}

export function useHistoryMonth(year: number, month: number) {
  // The month shown stays while the next one loads (previous/next month buttons).
  return useQuery({ ...historyMonthQuery(useTRPC(), year, month), placeholderData: keepPreviousData });
}

export function useHistoryWeek() {
  return useQuery(historyWeekQuery(useTRPC()));
}
