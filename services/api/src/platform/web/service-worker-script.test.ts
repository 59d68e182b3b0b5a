import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../build-app';
import { loadConfig } from '../config';
import { REMOTE_FOLDERS } from './remote-map';

const WORKER = "self.addEventListener('fetch', () => {});\n";
const REMOTE_MAP = {
  mfe_auth: '/mfe/mfe-auth/mf-manifest.json',
  mfe_weight: '/mfe/mfe-weight/mf-manifest.json',
  mfe_routines: '/mfe/mfe-routines/mf-manifest.json',
  mfe_progress: '/mfe/mfe-progress/mf-manifest.json',
};

let root: string;
let app: FastifyInstance;
const dist = (folder: string) => join(root, folder, 'dist');
const deployWeight = (entry: string) =>
  writeFileSync(join(dist('mfe-weight'), 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: entry, path: '' } } }));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'service-worker-'));
  for (const folder of ['shell', ...REMOTE_FOLDERS]) mkdirSync(dist(folder), { recursive: true });
  writeFileSync(join(dist('shell'), 'index.html'), '<!doctype html><html><head><script defer src="/main.0123456789.js"></script></head><body></body></html>');
  writeFileSync(join(dist('shell'), 'sw.js'), WORKER);
  deployWeight('remoteEntry.aaaaaaaaaa.js');
  const remotesFile = join(root, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(REMOTE_MAP));
  app = await buildApp({ config: loadConfig({ DATA_DIR: ':memory:', WEB_ROOT: root, REMOTES_JSON: remotesFile, LOG_LEVEL: 'silent' }), serveWeb: true });
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

const worker = (headers: Record<string, string> = {}) => app.inject({ url: '/sw.js', headers });

describe('/sw.js', () => {
  it('is the built worker stamped with the deploy, no-cache with an ETag, allowed at the root scope, with every security header', async () => {
    const response = await worker();
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^\/\* deploy [\w-]+ \*\/\n/);
    expect(response.body.endsWith(WORKER)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    // A worker obeys its own script's CSP (unlike a page's scripts, which lose the document-only headers).
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await worker({ 'if-none-match': response.headers.etag as string })).statusCode).toBe(304);
    const brotli = await worker({ 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(response.body);
  });

  it('changes when a hosted remote is redeployed alone or the shell is, so the browser installs a new worker; not otherwise', async () => {
    const before = await worker();
    expect((await worker()).body).toBe(before.body);
    deployWeight('remoteEntry.bbbbbbbbbb.js');
    const afterRemote = await worker();
    expect(afterRemote.body).not.toBe(before.body);
    expect((await worker({ 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
    writeFileSync(join(dist('shell'), 'index.html'), '<!doctype html><html><head><script defer src="/main.9876543210.js"></script></head><body></body></html>');
    expect((await worker()).body).not.toBe(afterRemote.body);
  });
});
