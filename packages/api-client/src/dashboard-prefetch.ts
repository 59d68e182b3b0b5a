import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { appPaths } from './app-paths';
import { readAuthMarker } from './auth-marker';
import { todaysWorkoutLogInput } from './dashboard-queries';
import { PAGE_BATCH_CONTEXT, type AppRouter } from './trpc';

/** A page at this path shows the dashboard's data: the dashboard, for a browser holding the auth marker. */
export function showsDashboardData(pathname: string): boolean {
  return pathname.replace(/(.)\/+$/, '$1') === appPaths.dashboard && readAuthMarker() !== null;
}

/**
 * The dashboard's first reads, in the order they are asked for: one batch of their own,
 * `/trpc/auth.status,profile.get,weight.list,routines.list,exercises.list,progress.list,workoutLog.get?batch=1&input={"6":{"timezone":…}}`,
 * the URL the page the server sends for /dashboard preloads (services/api/src/web/dashboard-preload.ts),
 * so a returning, signed-in browser has the answer on its way before any script runs.
 */
export const DASHBOARD_PAGE_BATCH = ['auth.status', 'profile.get', 'weight.list', 'routines.list', 'exercises.list', 'progress.list', 'workoutLog.get'] as const;

/**
 * The cookie that tells the server the browser's time zone, the one input of the page batch (today's
 * log is the browser's local day), so the next page it sends can preload that exact batch.
 */
export const TIME_ZONE_COOKIE = 'tz';

function rememberTimeZone(timezone: string): void {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timezone)}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Starts every read the dashboard's first render makes (the session status, the profile, weights,
 * routines, exercises, tracked exercises and today's log) at once, in one batch (`DASHBOARD_PAGE_BATCH`,
 * joined by no other call), into the shared cache under the keys the shell and the panels use: they
 * find the answers there, or the request in flight, and ask for nothing more. Nothing is sent for a
 * signed-out browser (no auth marker) or another page.
 */
export function prefetchDashboardData(pathname: string, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): void {
  if (!showsDashboardData(pathname)) return;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const inPageBatch = { trpc: { context: PAGE_BATCH_CONTEXT } };
  const today = todaysWorkoutLogInput();
  rememberTimeZone(today.timezone);
  // In one tick, in DASHBOARD_PAGE_BATCH's order. Failures land in the cache like the panels' own; prefetching never throws.
  void queryClient.prefetchQuery(trpc.auth.status.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.profile.get.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.weight.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.routines.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.exercises.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.progress.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.workoutLog.get.queryOptions(today, inPageBatch));
}
