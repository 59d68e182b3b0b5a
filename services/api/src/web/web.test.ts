import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../build-app';
import { loadConfig } from '../config';
import { REMOTE_FOLDERS } from './plugin';

/** A fake web root with tiny "builds", so the all-in-one serving is tested without running rspack. */
function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-root-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Fitness Tracker</title>');
  writeFileSync(join(root, 'shell', 'dist', 'main.123.js'), 'console.log("shell")');
  for (const remote of REMOTE_FOLDERS) {
    mkdirSync(join(root, remote, 'dist'), { recursive: true });
    writeFileSync(join(root, remote, 'dist', 'mf-manifest.json'), JSON.stringify({ name: remote }));
    writeFileSync(join(root, remote, 'dist', 'remoteEntry.js'), '/* entry */');
  }
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

  it('serves each remote under /mfe/<remote>/ with uncached entry files', async () => {
    for (const remote of REMOTE_FOLDERS) {
      const response = await app.inject({ url: `/mfe/${remote}/mf-manifest.json` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: remote });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const chunk = await app.inject({ url: '/main.123.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths and missing assets with the JSON 404, not the shell', async () => {
    for (const url of ['/api/nothing-here', '/mfe/mfe-weight/missing.js', '/mfe/unknown-remote/page', '/missing.png']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Not Found' });
    }
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
