import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../build-app';
import { loadConfig } from '../config';
import { signUp } from '../test-support/test-app';
import { dashboardBatchPath } from './dashboard-preload';
import { REMOTE_FOLDERS } from './plugin';
import { renderShellPage } from './shell-page';

const SHELL_INDEX = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fitness Tracker</title><script defer src="/main.3f9a1c2b7d.js"></script></head><body><div id="root"></div></body></html>';
const REMOTE_MAP = {
  mfe_auth: '/mfe/mfe-auth/mf-manifest.json',
  mfe_weight: '/mfe/mfe-weight/mf-manifest.json',
  mfe_routines: '/mfe/mfe-routines/mf-manifest.json',
  mfe_progress: '/mfe/mfe-progress/mf-manifest.json',
};

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shell-page-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  for (const folder of REMOTE_FOLDERS) mkdirSync(join(root, folder, 'dist'), { recursive: true });
  const remotesFile = join(root, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(REMOTE_MAP));
  app = await buildApp({ config: loadConfig({ DATA_DIR: ':memory:', WEB_ROOT: root, REMOTES_JSON: remotesFile, LOG_LEVEL: 'silent' }), serveWeb: true });
});
afterAll(async () => app?.close());

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { accept: 'text/html', ...headers } });
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
/** The preloads' URLs as the browser reads them (attribute text decoded). */
const hrefs = (html: string) => preloads(html).map((link) => (/href="([^"]+)"/.exec(link)?.[1] ?? '').replace(/&amp;/g, '&'));
const inlineMap = (html: string) => JSON.parse(/<script type="application\/json" id="remote-map">(.*?)<\/script>/.exec(html)![1]!) as unknown;

describe('the shell page', () => {
  it('carries the remote map /remotes.json serves, in a JSON data block inside <head>', async () => {
    for (const url of ['/', '/dashboard', '/login', '/profile-form']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(inlineMap(response.body)).toEqual(REMOTE_MAP);
      expect(response.body.indexOf('id="remote-map"')).toBeLessThan(response.body.indexOf('</head>'));
      expect(response.body).toContain('<div id="root"></div>');
    }
    expect((await app.inject({ url: '/remotes.json' })).json()).toEqual(REMOTE_MAP);
  });

  it('passes the CSP: no inline script the browser would run, and the policy still refuses inline scripts', async () => {
    const response = await page('/dashboard');
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    for (const attributes of scripts) expect(attributes.includes(' src=') || attributes.includes('type="application/json"')).toBe(true);
    const csp = response.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toMatch(/connect-src 'self'/);
  });

  it("starts the manifests of the route's remotes at once: preload hints as the federation runtime fetches them", async () => {
    // fetch() with credentials same-origin: a preload with `crossorigin` (anonymous) is the one it reuses.
    expect(preloads((await page('/dashboard')).body)).toEqual(
      ['mfe-weight', 'mfe-routines', 'mfe-progress'].map((folder) => `<link rel="preload" href="/mfe/${folder}/mf-manifest.json" as="fetch" crossorigin>`),
    );
    expect(hrefs((await page('/login')).body)).toEqual(['/mfe/mfe-auth/mf-manifest.json']);
    expect(hrefs((await page('/profile-form?from=nav')).body)).toEqual(['/mfe/mfe-weight/mf-manifest.json']);
    // The home page mounts no remote; an unknown path gets no guess.
    expect(preloads((await page('/')).body)).toEqual([]);
    expect(preloads((await page('/no-such-page')).body)).toEqual([]);
  });

  it("preloads the dashboard's first data batch for a signed-in browser that holds the page, as the client's fetch asks for it", async () => {
    const signedUp = await signUp(app);
    const cookie = `${signedUp.cookie}; tz=Europe%2FParis`;
    const path = dashboardBatchPath('Europe/Paris');
    // The URL api-client's page batch asks for (dashboard-prefetch.test.tsx pins the same).
    expect(path).toBe(
      `/trpc/auth.status,profile.get,weight.list,routines.list,exercises.list,progress.list,workoutLog.get?batch=1&input=${encodeURIComponent('{"6":{"timezone":"Europe/Paris"}}')}`,
    );
    // A first visit: no data preload (the data would share the link with the code the panels need first).
    const first = await page('/dashboard', { cookie });
    expect(hrefs(first.body).filter((href) => href.startsWith('/trpc/'))).toEqual([]);
    // Coming back with that copy: the page again, now with the preload first, with the cookie.
    const returning = await page('/dashboard', { cookie, 'if-none-match': first.headers.etag as string });
    expect(returning.statusCode).toBe(200);
    expect(preloads(returning.body)[0]).toBe(`<link rel="preload" href="${path.replace('&', '&amp;')}" as="fetch" crossorigin="use-credentials">`);
    expect(returning.headers.vary).toMatch(/cookie/i);
    // … and from then on 304 for that copy.
    expect((await page('/dashboard', { cookie, 'if-none-match': returning.headers.etag as string })).statusCode).toBe(304);
    expect(hrefs((await page('/dashboard/?from=login', { cookie, 'if-none-match': '"other"' })).body)[0]).toBe(path);
    // What the preload fetches: the batch, answered for this user.
    const batch = await app.inject({ url: path, headers: { cookie } });
    expect(batch.statusCode).toBe(200);
    expect((batch.json() as unknown[]).length).toBe(7);
    // Signed out (no cookie, or one the server no longer knows), or no usable time zone: no data preload, no 401 in the page's console.
    const held = { 'if-none-match': returning.headers.etag as string };
    for (const headers of [{ cookie: 'tz=Europe%2FParis' }, { cookie: cookie.replace(/=[^;]+/, '=stale') }, { cookie: signedUp.cookie }, { cookie: `${signedUp.cookie}; tz=Mars%2FOlympus` }]) {
      expect(hrefs((await page('/dashboard', { ...headers, ...held })).body).filter((href) => href.startsWith('/trpc/'))).toEqual([]);
    }
    // Other pages preload no data.
    for (const url of ['/', '/login', '/profile']) expect(hrefs((await page(url, { cookie, 'if-none-match': '"other"' })).body).filter((href) => href.startsWith('/trpc/'))).toEqual([]);
  });

  it('stays no-cache with an ETag per encoding: brotli or gzip as accepted, each decoding to the same page, 304 when held', async () => {
    const plain = await page('/dashboard');
    const br = await page('/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await page('/dashboard', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tags = new Set<string>();
    for (const [answer, encoding] of [[plain, 'identity'], [br, 'br'], [gz, 'gzip']] as [LightMyRequestResponse, string][]) {
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const etag = answer.headers.etag as string;
      tags.add(etag);
      const again = await page('/dashboard', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    expect(tags.size).toBe(3);
    // Another route's page is another page: the dashboard's tag does not revalidate it.
    expect((await page('/login', { 'if-none-match': plain.headers.etag as string })).statusCode).toBe(200);
  });
});

describe('the inline remote map', () => {
  it('cannot close its element, whatever the map holds', () => {
    const map = { mfe_weight: 'https://cdn.example.com/</script><script>alert(1)</script>/mf-manifest.json' };
    const html = renderShellPage(SHELL_INDEX, map, '');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the map's own end and main.js's
    expect(inlineMap(html)).toEqual(map);
  });

  it('goes at the end of a page without a head', () => {
    const html = renderShellPage('<!doctype html><title>Fitness Tracker</title>', { mfe_auth: '/mfe/mfe-auth/mf-manifest.json' }, '');
    expect(html.startsWith('<!doctype html><title>Fitness Tracker</title><script type="application/json" id="remote-map">')).toBe(true);
  });
});
