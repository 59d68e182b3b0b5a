import { getQueryClient, getTrpcClient, prefetchDashboardData, showsDashboardData } from '@fitness/api-client';
import { loadDashboardPanels } from '../../remotes/dashboard-remotes';

/**
 * The dashboard's data (one batch) and its panels' code leave together, not one after the other once
 * the profile has answered; the panels find both ready. Nothing for another page or a signed-out
 * browser. Starting twice starts once (queries in flight and loads are reused).
 */
export function startDashboard(pathname: string): void {
  if (!showsDashboardData(pathname)) return;
  prefetchDashboardData(pathname, getQueryClient(), getTrpcClient());
  loadDashboardPanels();
}
