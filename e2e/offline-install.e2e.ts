import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

/** Width and height from a PNG's header (IHDR). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const minutes = (text: string) => {
  const [, hours, mins] = /(\d\d):(\d\d)/.exec(text)!;
  return Number(hours) * 60 + Number(mins);
};

/** Until the shell's service worker controls the page (it registers once the page has loaded). */
async function workerInControl(page: Page, appUrl: string) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toBe(`${appUrl}/sw.js`);
}

describe('installable: a web app manifest with real icons', () => {
  journey('names the app, starts at /dashboard standalone, and its icons are PNGs of the sizes it claims', async ({ app }) => {
    const page = await (await fetch(`${app.url}/dashboard`, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(page).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}"/);
    const response = await fetch(`${app.url}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Fitness Tracker', start_url: '/dashboard', display: 'standalone' });
    const kinds = new Set<string>();
    for (const icon of manifest.icons) {
      const bytes = Buffer.from(await (await fetch(new URL(icon.src, app.url))).arrayBuffer());
      const { width, height } = pngSize(bytes);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      kinds.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect([...kinds].sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  });
});

describe('the service worker', () => {
  journey('is served no-cache at the root scope, with the page CSP that governs what it fetches', async ({ app }) => {
    const response = await fetch(`${app.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const etag = response.headers.get('etag')!;
    expect((await response.text()).startsWith('/* deploy ')).toBe(true);
    // The page's CSP admits the worker and the manifest (same origin).
    const page = await fetch(`${app.url}/dashboard`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(etag).toBeTruthy();
  });

  journey('takes control after the first visit, keeps what that visit loaded, and an offline reload shows the last data seen', async ({ app, openPage }) => {
    const { page, context, errors } = await openPage();
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    const saved = await context.request.post(`${app.url}/trpc/weight.save`, { data: { date: '2026-01-05', weight: 181.4 } });
    expect(saved.ok()).toBe(true);
    await page.goto(`${app.url}/dashboard`);
    const entries = page.getByRole('region', { name: 'Body Weight', exact: true }).getByRole('list', { name: 'Entries' });
    await entries.getByText('181.4').waitFor();
    await workerInControl(page, app.url);
    // What the first visit loaded is in the worker's cache.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\.[0-9a-f]{10}\.js$/.test(url)),
    );
    expect(scripts.length).toBeGreaterThan(5);
    await expect
      .poll(() => page.evaluate(async (urls) => (await Promise.all(urls.map((url) => caches.match(url)))).filter(Boolean).length, scripts), { timeout: 15_000 })
      .toBe(scripts.length);

    // A reload online: the worker's static routes (decision 0056) take the hashed files from its cache
    // and the API from the network, without running its fetch handler (the browser says which rule matched).
    await page.reload();
    await entries.getByText('181.4').waitFor();
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, source: (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType })),
    );
    const sourcesOf = (pattern: RegExp) => [...new Set(sources.filter(({ url }) => pattern.test(url)).map(({ source }) => source))];
    expect(sourcesOf(/\.[0-9a-f]{10}\.(js|css)$/)).toEqual(['cache']);
    expect(sourcesOf(/\/trpc\//)).toEqual(['network']);

    const syncedAt = await page.evaluate(() => new Date().toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }));
    await context.setOffline(true);
    await page.reload();
    // The app and the last data seen, said to be so.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await entries.getByText('181.4').waitFor();
    await page.getByRole('region', { name: 'Workout Routines', exact: true }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: /^Offline — showing what was last synced at \d\d:\d\d$/ });
    await notice.waitFor();
    // The minute it says is when the dashboard's data came (a minute may have turned since).
    expect(Math.abs(minutes(await notice.innerText()) - minutes(syncedAt))).toBeLessThanOrEqual(1);
    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
    // Offline, only the API's calls failed (the browser reports them as failed loads, not as answers).
    expect(errors.filter((text) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|NetworkError/.test(text))).toEqual([]);
  });
});
