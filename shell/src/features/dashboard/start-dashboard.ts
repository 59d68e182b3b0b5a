import { getQueryClient, getTrpcClient, keepQueriesOnDevice, prefetchDashboardData, restoreQueries, showsDashboardData } from '@fitness/api-client';
import { loadDashboardPanels } from '../../remotes/dashboard-remotes';

/**
 * The dashboard's data (one batch) and its panels' code leave together, not one after the other once
 * the profile has answered; the panels find both ready. Nothing for another page or a signed-out
 * browser. Starting twice starts once (queries in flight and loads are reused).
 */
export function startDashboard(pathname: string): void {
  startKeepingData();
  if (!showsDashboardData(pathname)) return;
  prefetchDashboardData(pathname, getQueryClient(), getTrpcClient());
  loadDashboardPanels();
}

/**
 * The last data seen comes back from the device (offline, it is what the dashboard shows; online,
 * until the batch answers) and is kept from now on (docs/decisions/0043). The batch leaves first,
 * so it is still the one the page preloaded; newer answers win over the kept data.
 */
export function startKeepingData(): void {
  const queryClient = getQueryClient();
  void restoreQueries(queryClient);
  keepQueriesOnDevice(queryClient);
}
