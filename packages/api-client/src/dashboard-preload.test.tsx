import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAuthMarker } from './auth-marker';
import { TIME_ZONE_MARK } from './dashboard-batch-url';
import { prefetchDashboardData } from './dashboard-prefetch';
import { dashboardDataUrl, preloadDashboardData } from './dashboard-preload';
import { dashboardQueries, dashboardReads } from './dashboard-reads';
import { makeQueryClient } from './query-client';
import { makeTrpcClient, type AppRouter } from './trpc';

/** The tRPC client's requests, as sent (encoded), each answered with an empty result per procedure. */
function recordingClient() {
  const sent: { url: string; credentials: RequestCredentials | undefined; method: string | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, credentials: init?.credentials, method: init?.method });
    const procedures = new URL(url).pathname.split('/').pop()!.split(',');
    return new Response(JSON.stringify(procedures.map(() => ({ result: { data: null } }))), { headers: { 'content-type': 'application/json' } });
  };
  return { sent, client: makeTrpcClient('http://localhost', { fetch }) };
}

/** The module dashboard-batch-url.ts: the URL tRPC's link made, kept for the page's eager entry (which cannot load tRPC). */
const batchUrlModule = (url: string) => `// The dashboard's data batch as tRPC's own httpBatchLink spells it for the reads of dashboard-reads.ts,
// the time zone left as a mark (tRPC does not export its URL builder). Derived by dashboard-preload.test.tsx;
// after changing the reads or upgrading tRPC, write it again:
//   npx vitest run --project component packages/api-client/src/dashboard-preload.test.tsx -u
export const TIME_ZONE_MARK = '${TIME_ZONE_MARK}';
export const DASHBOARD_BATCH_URL = '${url}';
`;

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')];

afterEach(() => {
  localStorage.clear();
  for (const link of preloads()) link.remove();
});

describe("the dashboard's data, preloaded by the page's eager entry", () => {
  it('names exactly the request the tRPC client then sends for the dashboard, time zone included', async () => {
    writeAuthMarker('Ada');
    const { sent, client } = recordingClient();
    prefetchDashboardData('/dashboard', makeQueryClient(), client);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    // The browser hands a preloaded answer only to a request with the same URL, method and credentials mode.
    expect(sent[0]).toEqual({ url: dashboardDataUrl('http://localhost'), credentials: 'include', method: 'GET' });
    expect(sent[0]!.url).toContain(encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  it("is derived by tRPC's own batch link from the dashboard's reads, not spelled by hand (dashboard-batch-url.ts)", async () => {
    const { sent, client } = recordingClient();
    const queryClient = makeQueryClient();
    const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
    for (const query of Object.values(dashboardQueries(trpc, TIME_ZONE_MARK)))
      void queryClient.prefetchQuery(query as Parameters<typeof queryClient.prefetchQuery>[0]);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
    const url = sent[0]!.url.slice('http://localhost'.length);
    await expect(batchUrlModule(url)).toMatchFileSnapshot('./dashboard-batch-url.ts');
    // The same reads, in the same order, without tRPC: what the eager entry and the bench name.
    expect(url.split('?')[0]).toBe(
      `/trpc/${dashboardReads()
        .map((read) => read.path)
        .join(',')}`,
    );
  });

  it('adds one preload hint for that request, credentials included, on the dashboard of a signed-in browser', () => {
    writeAuthMarker('Ada');
    preloadDashboardData('/dashboard/');
    const [link, ...more] = preloads();
    expect(more).toEqual([]);
    expect(link?.getAttribute('as')).toBe('fetch');
    expect(link?.getAttribute('crossorigin')).toBe('use-credentials');
    expect(link?.getAttribute('href')).toBe(dashboardDataUrl());
    expect(dashboardDataUrl()).toMatch(
      /^\/trpc\/auth\.status,profile\.get,weight\.list,routines\.list,exercises\.list,progress\.list,workoutLog\.get\?batch=1&input=/,
    );
  });

  it('adds nothing for a signed-out browser (no auth marker), nor on another page', () => {
    preloadDashboardData('/dashboard');
    writeAuthMarker('Ada');
    for (const path of ['/', '/login', '/profile', '/dashboard/other']) preloadDashboardData(path);
    expect(preloads()).toEqual([]);
  });
});
