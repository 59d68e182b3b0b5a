/**
 * The Daily Workout Log's write path and its "last time" read, for the heavy user of issue #5
 * (1,000 logged workouts of 5 tracked exercises × 4 sets, 3,650 weights) on the embedded store (issue #13).
 *
 *   npm run bench -- workout-log-sync        (about a minute on 2 cores)
 *
 * The API runs in this process on a fresh embedded store in a temp dir (the same buildApp and seed as
 * bench/api-dashboard), over real HTTP on loopback, one connection, BENCH_SYNC_ROUNDS (200) sequential
 * calls of each kind, each timed from request to the last byte of the answer:
 * - sync of 10 exercises × 5 sets for today (`timezone` only), each changing the day's log;
 * - the same for a missed day (`date` = 2 days ago), each changing that day's log;
 * - workoutLog.previous for the 10 names of the log (5 logged on 1,000 earlier days, 5 never before),
 *   right after a sync (the per-user caches were just dropped: the store is read) and repeated.
 * The target: sync p50 ≤ 10 ms. Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '@fitness/domain';
import { buildApp } from '../services/api/src/build-app';
import { loadConfig } from '../services/api/src/platform/config';
import { createEmbeddedStorage } from '../services/api/src/platform/storage/nedb-driver';
import { EXERCISE_NAMES, TODAY, seedUser } from './api-dashboard/seed';
import { median, quantile } from './support/statistics';

interface BenchServer {
  url: string;
  cookie: string;
  seedSeconds: number;
  close(): Promise<void>;
}

/** The whole API on a fresh embedded store holding the heavy user, listening on loopback. */
async function startServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-sync-'));
  const storage = createEmbeddedStorage(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:1' });
  const app = await buildApp({ config, storage }, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const started = performance.now();
  const credentials = { email: 'heavy@example.com', password: 'correct horse battery staple' };
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { ...credentials, firstName: 'Heavy' } });
  if (registered.statusCode >= 300) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
  const cookie = [login.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  await seedUser(storage, (login.json() as { id: string }[])[0]!.id, { weights: 3650, logs: 1000 });
  return {
    url,
    cookie,
    seedSeconds: (performance.now() - started) / 1000,
    close: async () => {
      await app.close();
      await storage.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ROUNDS = Number(process.env.BENCH_SYNC_ROUNDS ?? 200);
const NAMES = [...EXERCISE_NAMES, 'Dips', 'Lunges', 'Face Pull', 'Calf Raise', 'Hip Thrust'];

const summary = (times: number[]) => `p50 ${median(times).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms`;

function tenByFive(round: number) {
  return NAMES.map((name, e) => ({
    name,
    tracked: e % 2 === 0,
    bw: false,
    sets: Array.from({ length: 5 }, (_, s) => ({ reps: 5 + s, weight: 100 + (round % 100) + e, notes: '' })),
  }));
}

async function timed(server: BenchServer, path: string, init: RequestInit = {}): Promise<number> {
  const t0 = performance.now();
  const answer = await fetch(`${server.url}${path}`, { ...init, headers: { cookie: server.cookie, 'content-type': 'application/json', ...init.headers } });
  const body = await answer.text();
  const ms = performance.now() - t0;
  if (answer.status !== 200) throw new Error(`${path.split('?')[0]} answered ${answer.status}: ${body.slice(0, 300)}`);
  return ms;
}

const sync = (server: BenchServer, round: number, date?: string) =>
  timed(server, '/trpc/workoutLog.sync', {
    method: 'POST',
    body: JSON.stringify({ localLog: { exercises: tenByFive(round) }, timezone: 'UTC', ...(date ? { date } : {}) }),
  });
const previous = (server: BenchServer) =>
  timed(server, `/trpc/workoutLog.previous?input=${encodeURIComponent(JSON.stringify({ names: NAMES, before: TODAY }))}`);

async function main() {
  const server = await startServer();
  console.log(`seeded the heavy user in ${server.seedSeconds.toFixed(1)} s; Node ${process.version}; ${ROUNDS} sequential calls each`);
  // Warm-up (not recorded): JIT and the server's caches.
  for (let round = 0; round < 20; round += 1) {
    await sync(server, round);
    await previous(server);
  }
  const today: number[] = [];
  const missed: number[] = [];
  const afterWrite: number[] = [];
  const repeated: number[] = [];
  const missedDay = addDays(TODAY, -2);
  for (let round = 0; round < ROUNDS; round += 1) {
    today.push(await sync(server, 1000 + round));
    afterWrite.push(await previous(server));
    repeated.push(await previous(server));
    missed.push(await sync(server, 2000 + round, missedDay));
  }
  console.log(`sync 10 exercises × 5 sets, today (target p50 ≤ 10 ms): ${summary(today)}`);
  console.log(`sync 10 exercises × 5 sets, a missed day (date given):   ${summary(missed)}`);
  console.log(`previous numbers for 10 names, right after a sync:     ${summary(afterWrite)}`);
  console.log(`previous numbers for 10 names, repeated:               ${summary(repeated)}`);
  await server.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
