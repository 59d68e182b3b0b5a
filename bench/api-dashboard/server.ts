/**
 * One server of the dashboard bench, in its own process (its own heap and collector, as in
 * production): `bare` is a plain Fastify JSON route; `app` is the whole API on a fresh embedded
 * store holding the heavy user and BENCH_OTHER_USERS other users. Started by servers.ts over IPC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../../services/api/src/build-app';
import { loadConfig } from '../../services/api/src/platform/config';
import { createEmbeddedStorage } from '../../services/api/src/platform/storage/nedb-driver';
import { heavyUserSession, seedOtherUsers, seedUser } from './seed';
import type { ServerMessage, ServerReady } from './servers';

let gcTime = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcTime += entry.duration;
}).observe({ entryTypes: ['gc'] });
const collect = () => (globalThis as { gc?: () => void }).gc?.();

async function bare(): Promise<{ ready: ServerReady; close: () => Promise<void> }> {
  const server = Fastify({ logger: false });
  server.get('/bare', async () => ({ status: 'ok', time: Date.now() }));
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { ready: { url, cookie: '', userId: '', heapMiB: 0, seedSeconds: 0 }, close: () => server.close() };
}

async function app(otherUsers: number): Promise<{ ready: ServerReady; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-'));
  const storage = createEmbeddedStorage(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:1' });
  const server = await buildApp({ config, storage }, { logger: false });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  const started = performance.now();
  const { cookie, userId } = await heavyUserSession(server);
  await seedUser(storage, userId, { weights: 3650, logs: 1000 });
  await seedOtherUsers(storage, otherUsers);
  const seedSeconds = (performance.now() - started) / 1000;
  collect();
  const close = async () => {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ready: { url, cookie, userId, heapMiB: process.memoryUsage().heapUsed / 2 ** 20, seedSeconds }, close };
}

const role = process.env.BENCH_ROLE;
const server = role === 'bare' ? await bare() : await app(Number(process.env.BENCH_OTHER_USERS ?? 0));
// The bench went away (finished or failed): so does its server.
process.on('disconnect', () => process.exit(0));
process.send!({ type: 'ready', ...server.ready });
process.on('message', async (message: ServerMessage) => {
  if (message.type === 'settle') {
    // A full collection before a timed run: each run starts from a settled heap.
    collect();
    gcTime = 0;
    process.send!({ type: 'settled' });
  } else if (message.type === 'gc-time') {
    process.send!({ type: 'gc-time', ms: gcTime, heapMiB: process.memoryUsage().heapUsed / 2 ** 20 });
  } else if (message.type === 'close') {
    await server.close();
    process.exit(0);
  }
});
