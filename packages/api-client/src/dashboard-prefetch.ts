import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { appPaths } from './app-paths';
import { readAuthMarker } from './auth-marker';
import { dashboardQueries } from './dashboard-queries';
import { PAGE_BATCH_CONTEXT, type AppRouter } from './trpc';

/** A page at this path shows the dashboard's data: the dashboard, for a browser holding the auth marker. */
export function showsDashboardData(pathname: string): boolean {
  return pathname.replace(/(.)\/+$/, '$1') === appPaths.dashboard && readAuthMarker() !== null;
}

/**
 * The dashboard's reads that need nothing from the browser, in the order they are asked for: one batch
 * of their own, `/trpc/auth.status,profile.get,weight.list,routines.list,exercises.list,progress.list?batch=1&input={}`,
 * the URL the page the server sends for /dashboard preloads (services/api/src/web/dashboard-preload.ts),
 * so a signed-in browser has the answer on its way before any script runs.
 */
export const DASHBOARD_PAGE_BATCH = ['auth.status', 'profile.get', 'weight.list', 'routines.list', 'exercises.list', 'progress.list'] as const;

/**
 * Starts every read the dashboard's first render makes (the session status, the profile, weights,
 * routines, exercises, tracked exercises and today's log) at once into the shared cache, under the
 * keys the shell and the panels use: they find the answers there, or the request in flight, and ask
 * for nothing more. Two requests: the page's batch (`DASHBOARD_PAGE_BATCH`, which the page preloads)
 * and today's log, asked for in the browser's time zone, which the server cannot know beforehand.
 * Nothing is sent for a signed-out browser (no auth marker) or another page.
 */
export function prefetchDashboardData(pathname: string, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): void {
  if (!showsDashboardData(pathname)) return;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const inPageBatch = { trpc: { context: PAGE_BATCH_CONTEXT } };
  // In one tick, in DASHBOARD_PAGE_BATCH's order. Failures land in the cache like the panels' own; prefetching never throws.
  void queryClient.prefetchQuery(trpc.auth.status.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.profile.get.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.weight.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.routines.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.exercises.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(trpc.progress.list.queryOptions(undefined, inPageBatch));
  void queryClient.prefetchQuery(dashboardQueries(trpc).todaysWorkoutLog);
}
