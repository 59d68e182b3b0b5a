import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../build-app';
import { loadConfig } from '../config';
import { DOCUMENT_ONLY_HEADERS, isBuildFileAnswer } from './security-headers';

/** A web root with one tiny build of each kind of file the browser loads. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-file-headers-'));
  const shell = join(root, 'shell', 'dist');
  const weight = join(root, 'mfe-weight', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(weight, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Fitness Tracker</title>');
  writeFileSync(join(shell, 'main.3f9a1c2b7d.js'), 'console.log("shell")');
  writeFileSync(join(weight, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_weight' }));
  writeFileSync(join(weight, 'remoteEntry.5e6f7a8b9c.js'), '/* entry */');
  writeFileSync(join(weight, '542.9f8e7d6c5b.css'), '.panel{}');
  writeFileSync(join(weight, '542.9f8e7d6c5b.css.map'), '{"version":3}');
  return root;
}

const documentHeadersOf = (answer: LightMyRequestResponse) => DOCUMENT_ONLY_HEADERS.filter((name) => answer.headers[name] !== undefined);

describe('security headers on the web build files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: loadConfig({ DATA_DIR: ':memory:', WEB_ROOT: webRoot(), LOG_LEVEL: 'silent' }), serveWeb: true });
  });
  afterAll(async () => app?.close());

  it('scripts, style sheets, source maps, manifests and the remote map carry nosniff and the referrer policy, not the document-only headers', async () => {
    for (const url of [
      '/main.3f9a1c2b7d.js',
      '/mfe/mfe-weight/remoteEntry.5e6f7a8b9c.js',
      '/mfe/mfe-weight/542.9f8e7d6c5b.css',
      '/mfe/mfe-weight/542.9f8e7d6c5b.css.map',
      '/mfe/mfe-weight/mf-manifest.json',
      '/remotes.json',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('same-origin');
      expect(documentHeadersOf(answer), url).toEqual([]);
    }
  });

  it('a 304 revalidation of a manifest carries none of them either', async () => {
    const first = await app.inject({ url: '/mfe/mfe-weight/mf-manifest.json' });
    const again = await app.inject({ url: '/mfe/mfe-weight/mf-manifest.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(documentHeadersOf(again)).toEqual([]);
  });

  it('the page, the API and anything answering HTML keep every header', async () => {
    const page = await app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(documentHeadersOf(page)).toEqual([...DOCUMENT_ONLY_HEADERS]);
    for (const url of ['/api/login', '/health', '/trpc/auth.status'])
      expect(documentHeadersOf(await app.inject({ url })), url).toEqual([...DOCUMENT_ONLY_HEADERS]);
  });

  it('decides by path and type: an HTML answer under a script name, or an API path ending in .json, keeps them', () => {
    expect(isBuildFileAnswer('/mfe/mfe-weight/remoteEntry.5e6f7a8b9c.js', 200, 'application/javascript; charset=utf-8')).toBe(true);
    expect(isBuildFileAnswer('/main.3f9a1c2b7d.js?v=1', 200, 'text/javascript')).toBe(true);
    expect(isBuildFileAnswer('/nothing.js', 200, 'text/html; charset=utf-8')).toBe(false);
    expect(isBuildFileAnswer('/nothing.js', 404, undefined)).toBe(false);
    expect(isBuildFileAnswer('/api/get/weight.json', 200, 'application/json')).toBe(false);
    expect(isBuildFileAnswer('/trpc/weight.list.json', 304, undefined)).toBe(false);
    expect(isBuildFileAnswer('/dashboard', 200, 'application/json')).toBe(false);
  });
});
