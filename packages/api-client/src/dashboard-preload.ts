import { appPaths } from '@fitness/schemas/app-paths';
import { readAuthMarker } from './auth-marker';
import { todaysWorkoutLogInput } from './dashboard-queries';
import { batchUrl, type Read } from './trpc-url';

/** A page at this path shows the dashboard's data: the dashboard, for a browser holding the auth marker. */
export function showsDashboardData(pathname: string): boolean {
  return pathname.replace(/(.)\/+$/, '$1') === appPaths.dashboard && readAuthMarker() !== null;
}

/** The dashboard's first reads, in the order `prefetchDashboardData` starts them: one batch, one URL. */
function dashboardReads(): Read[] {
  return [
    { path: 'auth.status' },
    { path: 'profile.get' },
    { path: 'weight.list' },
    { path: 'routines.list' },
    { path: 'exercises.list' },
    { path: 'progress.list' },
    { path: 'workoutLog.get', input: todaysWorkoutLogInput() },
  ];
}

/** The URL of the dashboard's data batch, as the tRPC client sends it from this browser (its time zone is in it). */
export function dashboardDataUrl(baseUrl = ''): string {
  return batchUrl(baseUrl, dashboardReads());
}

/**
 * Asks the browser to fetch the dashboard's data batch now, from the shell's eager entry, before the
 * shared packages that send it have loaded: a preload hint the tRPC client's own request then takes
 * (same URL, credentials included, as `makeTrpcClient` sends). On a phone the batch left ~0.2 s
 * after the page's first script ran, waiting for those packages (docs/decisions/0028). Nothing for
 * a signed-out browser or another page.
 */
export function preloadDashboardData(pathname: string): void {
  if (!showsDashboardData(pathname)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  link.setAttribute('crossorigin', 'use-credentials');
  link.setAttribute('href', dashboardDataUrl());
  document.head.append(link);
}
