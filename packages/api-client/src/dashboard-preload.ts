import { appPaths } from '@fitness/schemas/app-paths';
import { readAuthMarker } from './auth-marker';
import { DASHBOARD_BATCH_URL, TIME_ZONE_MARK } from './dashboard-batch-url';
import { browserTimeZone } from './browser-time-zone';

/** A page at this path shows the dashboard's data: the dashboard, for a browser holding the auth marker. */
export function showsDashboardData(pathname: string): boolean {
  return pathname.replace(/(.)\/+$/, '$1') === appPaths.dashboard && readAuthMarker() !== null;
}

/**
 * The URL of the dashboard's data batch, exactly as the tRPC client sends it from this browser: the
 * URL tRPC's own link made for the dashboard's reads (dashboard-batch-url.ts, derived by it, not
 * spelled here), with this browser's time zone in its place.
 */
export function dashboardDataUrl(baseUrl = ''): string {
  return `${baseUrl}${DASHBOARD_BATCH_URL.replace(TIME_ZONE_MARK, encodeURIComponent(JSON.stringify(browserTimeZone()).slice(1, -1)))}`;
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
