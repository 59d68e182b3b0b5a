import { afterEach, describe, expect, it } from 'vitest';
import { writeAuthMarker } from './auth-marker';
import { prefetchDashboardData } from './dashboard-prefetch';
import { dashboardDataUrl, preloadDashboardData } from './dashboard-preload';
import { makeQueryClient } from './query-client';
import { makeTrpcClient } from './trpc';

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

  it('adds one preload hint for that request, credentials included, on the dashboard of a signed-in browser', () => {
    writeAuthMarker('Ada');
    preloadDashboardData('/dashboard/');
    const [link, ...more] = preloads();
    expect(more).toEqual([]);
    expect(link?.getAttribute('as')).toBe('fetch');
    expect(link?.getAttribute('crossorigin')).toBe('use-credentials');
    expect(link?.getAttribute('href')).toBe(dashboardDataUrl());
    expect(dashboardDataUrl()).toMatch(/^\/trpc\/auth\.status,profile\.get,weight\.list,routines\.list,exercises\.list,progress\.list,workoutLog\.get\?batch=1&input=/);
  });

  it('adds nothing for a signed-out browser (no auth marker), nor on another page', () => {
    preloadDashboardData('/dashboard');
    writeAuthMarker('Ada');
    for (const path of ['/', '/login', '/profile', '/dashboard/other']) preloadDashboardData(path);
    expect(preloads()).toEqual([]);
  });
});
