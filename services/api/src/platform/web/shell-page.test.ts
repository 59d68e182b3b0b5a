import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../build-app';
import { loadConfig } from '../config';
import { REMOTE_FOLDERS } from './remote-map';
import { localRemoteEntries } from './remote-entries';
import { renderShellPage } from './shell-page';

const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fitness Tracker</title><script defer src="/main.3f9a1c2b7d.js"></script></head><body><div id="root"></div></body></html>';
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
const hrefs = (html: string) => preloads(html).map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
const inlineMap = (html: string) => JSON.parse(/<script type="application\/json" id="remote-map">(.*?)<\/script>/.exec(html)![1]!) as unknown;

describe('the shell page', () => {
  it('carries the remote map /remotes.json serves (no hosted manifest to read yet), in a JSON data block inside <head>', async () => {
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

  it("starts the manifests of the route's remotes at once when it cannot name their entries: preload hints as the federation runtime fetches them", async () => {
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

  it("names each hosted remote by the entry its manifest names, in the map and the hints, with no manifest round trip; a redeployed remote's new entry on the next page", async () => {
    const manifest = (folder: string, entry: string, extra = '') =>
      writeFileSync(
        join(root, folder, 'dist', 'mf-manifest.json'),
        JSON.stringify({ metaData: { remoteEntry: { name: entry, path: '', type: 'global' } }, extra }),
      );
    try {
      manifest('mfe-weight', 'remoteEntry.0a1b2c3d4e.js');
      manifest('mfe-routines', 'remoteEntry.5f6a7b8c9d.js');
      // mfe-progress has no manifest yet: the page names it by its manifest, as /remotes.json does.
      const dashboard = (await page('/dashboard')).body;
      expect(inlineMap(dashboard)).toEqual({
        ...REMOTE_MAP,
        mfe_weight: '/mfe/mfe-weight/remoteEntry.0a1b2c3d4e.js',
        mfe_routines: '/mfe/mfe-routines/remoteEntry.5f6a7b8c9d.js',
      });
      // A classic script, as the runtime adds it: `as="script"`, no crossorigin (same origin).
      expect(preloads(dashboard)).toEqual([
        '<link rel="preload" href="/mfe/mfe-weight/remoteEntry.0a1b2c3d4e.js" as="script">',
        '<link rel="preload" href="/mfe/mfe-routines/remoteEntry.5f6a7b8c9d.js" as="script">',
        '<link rel="preload" href="/mfe/mfe-progress/mf-manifest.json" as="fetch" crossorigin>',
      ]);
      // /remotes.json, for a page from before and the dev server, keeps the manifests.
      expect((await app.inject({ url: '/remotes.json' })).json()).toEqual(REMOTE_MAP);
      const before = await page('/profile');
      manifest('mfe-weight', 'remoteEntry.9e8d7c6b5a.js', 'redeployed');
      const after = await page('/profile', { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(hrefs(after.body)).toEqual(['/mfe/mfe-weight/remoteEntry.9e8d7c6b5a.js']);
      // Every page names the new entry, whether or not its route mounts that remote.
      expect(inlineMap((await page('/login')).body)).toMatchObject({ mfe_weight: '/mfe/mfe-weight/remoteEntry.9e8d7c6b5a.js' });
    } finally {
      for (const folder of ['mfe-weight', 'mfe-routines']) rmSync(join(root, folder, 'dist', 'mf-manifest.json'));
    }
    expect(inlineMap((await page('/dashboard')).body)).toEqual(REMOTE_MAP);
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
    for (const [answer, encoding] of [
      [plain, 'identity'],
      [br, 'br'],
      [gz, 'gzip'],
    ] as [LightMyRequestResponse, string][]) {
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

describe("a remote's entry from its manifest", () => {
  it('only for a remote this server hosts, with a plain file name; never for another origin, another folder or a broken manifest', () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'remote-entries-'));
    for (const folder of REMOTE_FOLDERS) mkdirSync(join(webRoot, folder, 'dist'), { recursive: true });
    const write = (folder: string, text: string) => writeFileSync(join(webRoot, folder, 'dist', 'mf-manifest.json'), text);
    write('mfe-weight', JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.0a1b2c3d4e.js', path: 'static/' } } }));
    write('mfe-routines', JSON.stringify({ metaData: { remoteEntry: { name: '../../evil.js', path: '' } } }));
    write('mfe-progress', '{ not json');
    const entryOf = localRemoteEntries(webRoot);
    expect(entryOf('/mfe/mfe-weight/mf-manifest.json')).toBe('/mfe/mfe-weight/static/remoteEntry.0a1b2c3d4e.js');
    expect(entryOf('/mfe/mfe-routines/mf-manifest.json')).toBeUndefined();
    expect(entryOf('/mfe/mfe-progress/mf-manifest.json')).toBeUndefined();
    expect(entryOf('/mfe/mfe-auth/mf-manifest.json')).toBeUndefined(); // no manifest written
    expect(entryOf('https://cdn.example.com/mfe-weight/mf-manifest.json')).toBeUndefined();
    expect(entryOf('/mfe/shell/mf-manifest.json')).toBeUndefined();
    expect(entryOf('/mfe/../mfe-weight/mf-manifest.json')).toBeUndefined();
  });
});
