import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { dashboardQueries } from './dashboard-queries';
import { showsDashboardData } from './dashboard-preload';
import type { AppRouter } from './trpc';

/**
 * Starts every read the dashboard's first render makes (the session status, the profile, weights,
 * routines, exercises, tracked exercises and today's log) at once, in one batch, into the shared
 * cache under the keys the shell and the panels use: they find the answers there, or the request in
 * flight, and ask for nothing more. Nothing is sent for a signed-out browser (no auth marker) or
 * another page. The order is the preload's (dashboard-preload.ts), so the batch takes its answer.
 */
export function prefetchDashboardData(pathname: string, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): void {
  if (!showsDashboardData(pathname)) return;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const queries = dashboardQueries(trpc);
  // In one tick, so the batch link sends them together. Failures land in the cache like the panels' own; prefetching never throws.
  void queryClient.prefetchQuery(trpc.auth.status.queryOptions());
  void queryClient.prefetchQuery(queries.profile);
  void queryClient.prefetchQuery(queries.weights);
  void queryClient.prefetchQuery(queries.routines);
  void queryClient.prefetchQuery(queries.exercises);
  void queryClient.prefetchQuery(queries.trackedExercises);
  void queryClient.prefetchQuery(queries.todaysWorkoutLog);
}
