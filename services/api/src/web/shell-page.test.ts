import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../build-app';
import { loadConfig } from '../config';
import { REMOTE_FOLDERS } from './plugin';
import { renderShellPage } from './shell-page';

const SHELL_INDEX = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fitness Tracker</title><script defer src="/main.3f9a1c2b7d.js"></script></head><body><div id="root"></div></body></html>';
const REMOTE_MAP = {
  mfe_auth: '/mfe/mfe-auth/mf-manifest.json',
  mfe_weight: '/mfe/mfe-weight/mf-manifest.json',
  mfe_routines: '/mfe/mfe-routines/mf-manifest.json',
  mfe_progress: '/mfe/mfe-progress/mf-manifest.json',
};

/** An mf-manifest.json as @module-federation/enhanced writes it (the parts the server reads). */
function manifestOf(folder: string, exposes: string[], panelChunk = 'panel.0a1b2c3d4e.js') {
  return {
    name: folder,
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [{ name: 'react', assets: { js: { sync: ['react.1111111111.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: exposes.map((name) => ({
      name,
      path: `./${name}`,
      assets: { js: { sync: [`${name}.2222222222.js`, panelChunk], async: [`${name}-dialog.3333333333.js`] }, css: { sync: [`${name}.4444444444.css`], async: [] } },
    })),
  };
}

const EXPOSES: Record<string, string[]> = {
  'mfe-auth': ['LoginPage', 'RegisterPage'],
  'mfe-weight': ['WeightPanel', 'ProfilePage'],
  'mfe-routines': ['RoutinesPanel', 'WorkoutLog'],
  'mfe-progress': ['ProgressPanel'],
};

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shell-page-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), SHELL_INDEX);
  for (const folder of REMOTE_FOLDERS) {
    mkdirSync(join(root, folder, 'dist'), { recursive: true });
    writeFileSync(join(root, folder, 'dist', 'mf-manifest.json'), JSON.stringify(manifestOf(folder, EXPOSES[folder]!)));
  }
  const remotesFile = join(root, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(REMOTE_MAP));
  app = await buildApp({ config: loadConfig({ DATA_DIR: ':memory:', WEB_ROOT: root, REMOTES_JSON: remotesFile, LOG_LEVEL: 'silent' }), serveWeb: true });
});
afterAll(async () => app?.close());

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { accept: 'text/html', ...headers } });
const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
const hrefs = (html: string) => preloads(html).map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
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

  it("names the dashboard's remotes in preload hints: manifests, entries, and the panels' first JS and CSS", async () => {
    const html = (await page('/dashboard')).body;
    const links = preloads(html);
    for (const folder of ['mfe-weight', 'mfe-routines', 'mfe-progress']) {
      // The runtime fetches a manifest with fetch() (credentials same-origin) and runs chunks as classic scripts.
      expect(links).toContain(`<link rel="preload" href="/mfe/${folder}/mf-manifest.json" as="fetch" crossorigin>`);
      expect(links).toContain(`<link rel="preload" href="/mfe/${folder}/remoteEntry.js" as="script" fetchpriority="low">`);
      expect(links).toContain(`<link rel="preload" href="/mfe/${folder}/panel.0a1b2c3d4e.js" as="script" fetchpriority="low">`);
    }
    const urls = hrefs(html);
    for (const expose of ['WeightPanel', 'RoutinesPanel', 'WorkoutLog', 'ProgressPanel']) {
      expect(urls.some((url) => url.endsWith(`/${expose}.2222222222.js`))).toBe(true);
      expect(links.some((link) => link.includes(`/${expose}.4444444444.css" as="style"`))).toBe(true);
    }
    // Only what the dashboard runs first: no dialogs loaded on demand, no shared packages (the shell's are used), no other remote.
    expect(urls.filter((url) => /dialog|react\.|mfe-auth|ProfilePage/.test(url))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
    // Manifests first: they start the runtime's work.
    expect(urls.slice(0, 3).every((url) => url.endsWith('mf-manifest.json'))).toBe(true);
  });

  it('hints only what each route mounts: the login page its screen, the home page nothing', async () => {
    expect(hrefs((await page('/login')).body)).toEqual(['/mfe/mfe-auth/mf-manifest.json', '/mfe/mfe-auth/remoteEntry.js', '/mfe/mfe-auth/LoginPage.4444444444.css', '/mfe/mfe-auth/LoginPage.2222222222.js', '/mfe/mfe-auth/panel.0a1b2c3d4e.js']);
    expect(preloads((await page('/')).body)).toEqual([]);
    expect(preloads((await page('/no-such-page')).body)).toEqual([]);
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

  it('follows a remote redeployed alone: the next page names its new files, under a new ETag', async () => {
    const before = await page('/dashboard');
    writeFileSync(join(root, 'mfe-weight', 'dist', 'mf-manifest.json'), JSON.stringify(manifestOf('mfe-weight', EXPOSES['mfe-weight']!, 'panel.5555555555.js')));
    const after = await page('/dashboard', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(hrefs(after.body)).toContain('/mfe/mfe-weight/panel.5555555555.js');
    expect(hrefs(after.body)).not.toContain('/mfe/mfe-weight/panel.0a1b2c3d4e.js');
    expect(hrefs(after.body)).toContain('/mfe/mfe-routines/panel.0a1b2c3d4e.js');
  });
});

describe('the inline remote map', () => {
  it('cannot close its element, whatever the map holds', () => {
    const map = { mfe_weight: 'https://cdn.example.com/</script><script>alert(1)</script>/mf-manifest.json' };
    const html = renderShellPage(SHELL_INDEX, map, '');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the map's own end and main.js's
    expect(inlineMap(html)).toEqual(map);
  });
});
