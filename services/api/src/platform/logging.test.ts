import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SonicBoom from 'sonic-boom';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../build-app';
import { createEmbeddedStorage } from './storage/nedb-driver';
import { loadConfig } from './config';
import { closeLogDestination } from './logging';

const dir = mkdtempSync(join(tmpdir(), 'logging-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The app logging to a file as it logs to stdout; answers the lines written once it is closed. */
async function linesLogged(name: string, env: Record<string, string>, work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const file = join(dir, `${name}.log`);
  const destination = new SonicBoom({ dest: file, sync: false });
  await new Promise((resolve) => destination.once('ready', resolve));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:', APP_ORIGIN: 'http://localhost:3000', SMTP_URL: 'smtp://127.0.0.1:1', ...env });
  const app = await buildApp({ config, storage: createEmbeddedStorage(':memory:') }, {}, destination);
  await work(app);
  await app.close();
  await closeLogDestination(destination, 5000);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; reqId?: string; level: number });
}

const crossSiteWrite = (app: Awaited<ReturnType<typeof buildApp>>) =>
  app.inject({
    method: 'POST',
    url: '/trpc/routines.create',
    headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
    payload: '{}',
  });

describe('logs in production', () => {
  it('by default: no line per request, but what a request warns about, with its request id', async () => {
    const lines = await linesLogged('default', {}, async (app) => {
      for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      expect((await crossSiteWrite(app)).statusCode).toBe(403);
    });
    expect(lines.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([]);
    const refused = lines.filter((line) => line.msg === 'cross-site write refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reqId).toMatch(/^req-/);
  });

  it('with ACCESS_LOG=on: each request and its answer, under one request id', async () => {
    const lines = await linesLogged('access', { ACCESS_LOG: 'on' }, async (app) => {
      for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    });
    const incoming = lines.filter((line) => line.msg === 'incoming request');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(incoming).toHaveLength(3);
    expect(completed.map((line) => line.reqId)).toEqual(incoming.map((line) => line.reqId));
  });

  it('refuses an ACCESS_LOG that is neither on nor off', () => {
    expect(() => loadConfig({ ACCESS_LOG: 'yes' })).toThrow('ACCESS_LOG must be on or off');
  });
});
