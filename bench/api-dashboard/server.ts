/**
 * One server of the dashboard bench, in its own process (its own heap and collector, as in
 * production), started by servers.ts over IPC:
 * - `bare`: a plain Fastify route sending the bytes in BENCH_BARE_BODY (a file) with the same
 *   content type and encoding as the app's answer: the physical limit of serving that answer;
 * - `app`: the whole API as production builds it (NODE_ENV=production, its own logger writing to
 *   this process's stdout), on a fresh embedded store holding the heavy user and
 *   BENCH_OTHER_USERS others, each other user with a session. BENCH_APP_ROOT names the checkout
 *   whose API runs (a baseline exported by bench/support/baseline.ts); BENCH_APP_ENV adds settings (JSON).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Storage } from '../../services/api/src/platform/storage';
import { REPO_ROOT } from '../support/baseline';
import { heavyUserSession, seedOtherUsers, seedUser } from './seed';
import type { ServerMessage, ServerReady } from './servers';

let gcTime = 0;
/** GC entries arrive after the fact: the settling collection's must not count in the run after it. */
let gcFrom = 0;
let cpuFrom = process.cpuUsage();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.startTime >= gcFrom) gcTime += entry.duration;
}).observe({ entryTypes: ['gc'] });
const collect = () => (globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number) => bytes / 2 ** 20;

async function bare(): Promise<{ ready: ServerReady; close: () => Promise<void> }> {
  const body = readFileSync(process.env.BENCH_BARE_BODY!);
  const headers = JSON.parse(process.env.BENCH_BARE_HEADERS ?? '{}') as Record<string, string>;
  const server = Fastify({ logger: false });
  server.get('/bare', (_request, reply) => reply.headers(headers).send(body));
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { ready: { url, cookie: '', userId: '', heapMiB: 0, seedSeconds: 0 }, close: () => server.close() };
}

/** The API of the checkout at `root` (this one unless a baseline was exported). */
async function loadApi(root: string) {
  const from = (path: string) => import(pathToFileURL(join(root, 'services/api/src', path)).href);
  const [{ buildApp }, { loadConfig }, { createEmbeddedStorage }] = await Promise.all([
    from('build-app.ts'),
    from('platform/config.ts'),
    from('platform/storage/nedb-driver.ts'),
  ]);
  return { buildApp, loadConfig, createEmbeddedStorage } as {
    buildApp: (options: object) => Promise<FastifyInstance>;
    loadConfig: (env: Record<string, string>) => object;
    createEmbeddedStorage: (dataDir: string) => Storage;
  };
}

async function app(otherUsers: number): Promise<{ ready: ServerReady; close: () => Promise<void> }> {
  const api = await loadApi(process.env.BENCH_APP_ROOT || REPO_ROOT);
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-'));
  const storage = api.createEmbeddedStorage(dataDir);
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_ORIGIN: 'http://127.0.0.1',
    SMTP_URL: 'smtp://127.0.0.1:1',
    ...JSON.parse(process.env.BENCH_APP_ENV ?? '{}'),
  };
  // The production logger as the server entry makes it (LOG_LEVEL and the rest from the settings).
  const server = await api.buildApp({ config: api.loadConfig(env), storage });
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
  return { ready: { url, cookie, userId, heapMiB: mib(process.memoryUsage().heapUsed), seedSeconds }, close };
}

let profiler: Session | undefined;
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
    gcFrom = performance.now();
    cpuFrom = process.cpuUsage();
    process.send!({ type: 'settled' });
  } else if (message.type === 'gc-time') {
    const cpu = process.cpuUsage(cpuFrom);
    process.send!({
      type: 'gc-time',
      ms: gcTime,
      cpuMs: (cpu.user + cpu.system) / 1000,
      systemMs: cpu.system / 1000,
      heapMiB: mib(process.memoryUsage().heapUsed),
    });
  } else if (message.type === 'memory') {
    // Collected twice, a second apart: V8 gives freed heap pages back to the system in the background.
    for (let round = 0; round < 2; round += 1) {
      collect();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send!({ type: 'memory', rssMiB: mib(rss), heapMiB: mib(heapUsed), heapTotalMiB: mib(heapTotal), externalMiB: mib(external) });
  } else if (message.type === 'profile-start') {
    // A CPU profile of what follows (a timed run), without the seeding before it.
    profiler ??= new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    process.send!({ type: 'profiling' });
  } else if (message.type === 'profile-stop') {
    const { profile } = await profiler!.post('Profiler.stop');
    writeFileSync(message.file, JSON.stringify(profile));
    profiler!.disconnect();
    process.send!({ type: 'profiled' });
  } else if (message.type === 'close') {
    await server.close();
    process.exit(0);
  }
});
