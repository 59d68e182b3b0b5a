import { isValidTimeZone } from '@fitness/domain';

/**
 * The dashboard's first data batch, as the client's batch link asks for it: its first reads, in this
 * order (api-client's `DASHBOARD_PAGE_BATCH`, dashboard-prefetch.ts), today's workout log last, asked
 * for in the browser's time zone, which the client leaves in the `tz` cookie. The page for /dashboard
 * preloads it for a signed-in, returning browser, so the request leaves while the page is parsed
 * instead of once the shell's scripts have run; the client's fetch then takes the preloaded answer
 * (same URL, same credentials mode).
 */
export const DASHBOARD_BATCH_PROCEDURES = ['auth.status', 'profile.get', 'weight.list', 'routines.list', 'exercises.list', 'progress.list', 'workoutLog.get'] as const;

/** The cookie in which the client leaves its time zone (api-client's `TIME_ZONE_COOKIE`). */
export const TIME_ZONE_COOKIE = 'tz';

/** tRPC's batch URL: `batch=1` and the inputs by position (only today's log has one). */
export function dashboardBatchPath(timezone: string): string {
  const inputs = { [DASHBOARD_BATCH_PROCEDURES.indexOf('workoutLog.get')]: { timezone } };
  return `/trpc/${DASHBOARD_BATCH_PROCEDURES.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/**
 * Who gets the preload: a signed-in browser (a signed-out one would be answered 401, and is sent to the
 * login page anyway) that already holds a copy of the page (it revalidates: `If-None-Match`), so most
 * likely the shell's and the panels' code too (content-hashed, cached for a year), and that has said
 * its time zone. On a first visit the data would share the link with that code, which the panels need
 * first: there the shell asks for the data once it runs, as before. A returning browser whose copy
 * lacks the preload gets the page again (200, about 1 KiB) instead of a 304. A browser whose zone has
 * changed since asks for another URL: the preload goes unused, once.
 */
export interface PageVisit {
  signedIn: boolean;
  returning: boolean;
  /** The `tz` cookie, if any. */
  timezone: string | undefined;
}

/** The data a request path's page should preload: the dashboard's batch, for a signed-in, returning browser. */
export function dataPreloadsOfRoute(url: string, visit: PageVisit): readonly string[] {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  if (path !== '/dashboard' || !visit.signedIn || !visit.returning || !visit.timezone || !isValidTimeZone(visit.timezone)) return [];
  return [dashboardBatchPath(visit.timezone)];
}
