import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { dashboardQueries } from './dashboard-reads';
import { showsDashboardData } from './dashboard-preload';
import type { AppRouter } from './trpc';

/**
 * Starts every read the dashboard's first render makes (dashboard-reads.ts) at once, in one batch,
 * into the shared cache under the keys the shell and the panels use: they find the answers there, or
 * the request in flight, and ask for nothing more. Nothing is sent for a signed-out browser (no auth
 * marker) or another page. The batch is the one the preload named (same reads, same order), so it
 * takes that answer.
 */
export function prefetchDashboardData(pathname: string, queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>): void {
  if (!showsDashboardData(pathname)) return;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  // In one tick, so the batch link sends them together. Failures land in the cache like the panels' own; prefetching never throws.
  for (const query of Object.values(dashboardQueries(trpc))) void queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]);
}
