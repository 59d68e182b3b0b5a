/**
 * The dashboard's first data batch, as the client's batch link asks for it: the reads that need
 * nothing from the browser, in this order (api-client's `DASHBOARD_PAGE_BATCH`, dashboard-prefetch.ts).
 * The page for /dashboard preloads it for a signed-in browser, so the request leaves while the page
 * is parsed instead of once the shell's scripts have run; the client's fetch then takes the preloaded
 * answer (same URL, same credentials mode). Today's workout log is not in it: it is asked for in the
 * browser's time zone, which the server cannot know beforehand.
 */
export const DASHBOARD_BATCH_PROCEDURES = ['auth.status', 'profile.get', 'weight.list', 'routines.list', 'exercises.list', 'progress.list'] as const;

/** tRPC's batch URL for calls without input: `batch=1`, and the inputs `{}`. */
export const DASHBOARD_BATCH_PATH = `/trpc/${DASHBOARD_BATCH_PROCEDURES.join(',')}?batch=1&input=${encodeURIComponent('{}')}`;

/**
 * The data a request path's page should preload: the dashboard's batch, for a signed-in browser only
 * (a signed-out one would be answered 401, and is sent to the login page anyway).
 */
export function dataPreloadsOfRoute(url: string, signedIn: boolean): readonly string[] {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  return signedIn && path === '/dashboard' ? [DASHBOARD_BATCH_PATH] : [];
}
