/**
 * The dashboard's first data batch, as the client's batch link asks for it: the reads that need
 * nothing from the browser, in this order (api-client's `DASHBOARD_PAGE_BATCH`, dashboard-prefetch.ts).
 * The page for /dashboard preloads it for a signed-in, returning browser, so the request leaves while
 * the page is parsed instead of once the shell's scripts have run; the client's fetch then takes the preloaded
 * answer (same URL, same credentials mode). Today's workout log is not in it: it is asked for in the
 * browser's time zone, which the server cannot know beforehand.
 */
export const DASHBOARD_BATCH_PROCEDURES = ['auth.status', 'profile.get', 'weight.list', 'routines.list', 'exercises.list', 'progress.list'] as const;

/** tRPC's batch URL for calls without input: `batch=1`, and the inputs `{}`. */
export const DASHBOARD_BATCH_PATH = `/trpc/${DASHBOARD_BATCH_PROCEDURES.join(',')}?batch=1&input=${encodeURIComponent('{}')}`;

/**
 * Who gets the preload: a signed-in browser (a signed-out one would be answered 401, and is sent to the
 * login page anyway) that already holds a copy of the page (it revalidates: `If-None-Match`), so most
 * likely the shell's and the panels' code too (content-hashed, cached for a year). On a first visit
 * the data would share the link with that code, which the panels need first: there the shell asks for
 * the data once it runs, as before. A returning browser whose copy lacks the preload gets the page
 * again (200, about 1 KiB) instead of a 304.
 */
export interface PageVisit {
  signedIn: boolean;
  returning: boolean;
}

/** The data a request path's page should preload: the dashboard's batch, for a signed-in, returning browser. */
export function dataPreloadsOfRoute(url: string, visit: PageVisit): readonly string[] {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  return visit.signedIn && visit.returning && path === '/dashboard' ? [DASHBOARD_BATCH_PATH] : [];
}
