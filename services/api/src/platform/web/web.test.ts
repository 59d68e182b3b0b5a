import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../build-app';
import { loadConfig } from '../config';
import { REMOTE_FOLDERS } from './remote-map';
import { UNUSED_ON_HASHED_FILES } from './cache-policy';

/** A fake web root with tiny "builds", so the all-in-one serving is tested without running rspack. */
function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-root-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Fitness Tracker</title>');
  // File names as the build writes them (tools/federation/rspack-config.ts): content-hashed but for the manifest.
  writeFileSync(join(root, 'shell', 'dist', 'main.3f9a1c2b7d.js'), 'console.log("shell")');
  for (const remote of REMOTE_FOLDERS) {
    mkdirSync(join(root, remote, 'dist'), { recursive: true });
    writeFileSync(join(root, remote, 'dist', 'mf-manifest.json'), JSON.stringify({ name: remote }));
    writeFileSync(join(root, remote, 'dist', 'remoteEntry.5e6f7a8b9c.js'), '/* entry */');
    writeFileSync(join(root, remote, 'dist', '__federation_expose_Panel.0a1b2c3d4e.js'), '/* panel */');
    writeFileSync(join(root, remote, 'dist', '542.9f8e7d6c5b.css'), '.panel{}');
  }
  // Precompressed siblings as the build writes them (tools/federation/precompress-plugin.ts).
  const chunk = 'console.log("weight panel");'.repeat(100);
  writeFileSync(join(root, 'mfe-weight', 'dist', '106.0123456789.js'), chunk);
  writeFileSync(join(root, 'mfe-weight', 'dist', '106.0123456789.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(root, 'mfe-weight', 'dist', '106.0123456789.js.gz'), gzipSync(chunk));
  return root;
}

describe('all-in-one serving', () => {
  let app: FastifyInstance;
  let remotesFile: string;

  beforeAll(async () => {
    const root = fakeWebRoot();
    remotesFile = join(root, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ mfe_weight: 'https://cdn.example.com/mfe-weight/mf-manifest.json' }));
    app = await buildApp({ config: loadConfig({ DATA_DIR: ':memory:', WEB_ROOT: root, REMOTES_JSON: remotesFile, LOG_LEVEL: 'silent' }), serveWeb: true });
  });
  afterAll(async () => app?.close());

  it('answers /health', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', storage: 'embedded' });
  });

  it('serves the remote map named by REMOTES_JSON, uncached', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.json()).toEqual({ mfe_weight: 'https://cdn.example.com/mfe-weight/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell at / and client routes fall back to it', async () => {
    for (const url of ['/', '/dashboard', '/profile-form']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Fitness Tracker</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves each remote under /mfe/<remote>/: its manifest revalidated by ETag, hashed files (the entry too) immutable', async () => {
    for (const remote of REMOTE_FOLDERS) {
      for (const file of ['mf-manifest.json']) {
        const response = await app.inject({ url: `/mfe/${remote}/${file}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        const etag = response.headers.etag as string;
        expect(etag).toBeTruthy();
        const again = await app.inject({ url: `/mfe/${remote}/${file}`, headers: { 'if-none-match': etag } });
        expect(again.statusCode).toBe(304);
      }
      expect((await app.inject({ url: `/mfe/${remote}/mf-manifest.json` })).json()).toEqual({ name: remote });
      for (const file of ['remoteEntry.5e6f7a8b9c.js', '__federation_expose_Panel.0a1b2c3d4e.js', '542.9f8e7d6c5b.css']) {
        const response = await app.inject({ url: `/mfe/${remote}/${file}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // Never revalidated nor fetched by range: no validators, no range header (bytes on every answer).
        expect(
          UNUSED_ON_HASHED_FILES.filter((name) => response.headers[name] !== undefined),
          file,
        ).toEqual([]);
      }
    }
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const chunk = await app.inject({ url: '/main.3f9a1c2b7d.js', headers });
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(UNUSED_ON_HASHED_FILES.filter((name) => chunk.headers[name] !== undefined)).toEqual([]);
    }
  });

  it('sends the precompressed file the browser accepts (brotli, else gzip, else plain), cached like the file', async () => {
    const url = '/mfe/mfe-weight/106.0123456789.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log("weight panel");');
    expect(br.rawPayload.length).toBeLessThan(200);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("weight panel");'.repeat(100));
  });

  it('revalidates index.html and remotes.json by ETag (304 when unchanged)', async () => {
    for (const url of ['/', '/remotes.json']) {
      const first = await app.inject({ url, headers: { accept: 'text/html' } });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({ url, headers: { accept: 'text/html', 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('no-cache');
      const other = await app.inject({ url, headers: { accept: 'text/html', 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
    }
  });

  it('serves the shell for every app route whatever Accept says (curl, uptime monitors, link previewers)', async () => {
    const accepts: Array<Record<string, string>> = [{ accept: '*/*' }, {}, { accept: 'application/json' }, { accept: 'text/html,application/xhtml+xml' }];
    for (const url of [
      '/dashboard',
      '/profile',
      '/profile-form',
      '/login',
      '/register',
      '/forgot-password',
      '/otp',
      '/password-reset',
      '/logout',
      '/dashboard/',
      '/Dashboard?from=mail',
    ]) {
      for (const headers of accepts) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<title>Fitness Tracker</title>');
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/dashboard', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
  });

  it("answers a path that is not the app's with the shell as a 404 page for a browser, and the JSON 404 for anything else", async () => {
    const browser = await app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(browser.statusCode).toBe(404);
    expect(browser.body).toContain('<title>Fitness Tracker</title>');
    expect(browser.headers.etag).toBeUndefined();
    for (const headers of [{ accept: '*/*' }, {}]) {
      const other = await app.inject({ url: '/no-such-page', headers });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ error: 'Not Found' });
    }
    for (const url of ['/dashboard/extra', '/wp-login.php']) expect((await app.inject({ url, headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('answers unknown API paths and missing assets with the JSON 404, not the shell', async () => {
    for (const url of ['/api/nothing-here', '/mfe/mfe-weight/missing.js', '/mfe/unknown-remote/page', '/missing.png', '/api/dashboard']) {
      for (const accept of ['text/html', '*/*']) {
        const response = await app.inject({ url, headers: { accept } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'Not Found' });
      }
    }
    const trpc = await app.inject({ url: '/trpc', headers: { accept: 'text/html' } });
    expect(trpc.statusCode).toBe(404);
    expect(trpc.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('REMOTES_JSON validation', () => {
  it('refuses to start with a map that is not names to URLs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'remotes-'));
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ 'Bad Name!': 42 }));
    await expect(buildApp({ config: loadConfig({ DATA_DIR: ':memory:', REMOTES_JSON: file, LOG_LEVEL: 'silent' }) })).rejects.toThrow(/REMOTES_JSON/);
  });
});
