/**
 * Load benchmark of the dashboard's reads for a heavy user, on the embedded store (issue #5).
 *
 *   npx tsx bench/api-dashboard.bench.ts            (full run, ~4 min on 2 cores)
 *   BENCH_SECONDS=3 BENCH_OTHER_USERS=500 npx tsx bench/api-dashboard.bench.ts   (quick look)
 *
 * Heavy user: 3,650 daily weights, 1,000 logged workouts of 5 tracked exercises × 4 sets, three
 * routines of four exercises. Reads: profile, weights, routines, exercises, tracked exercises and
 * today's log — through tRPC (the React client's transport) and REST (the spec's paths) — at 32
 * connections, next to a bare Fastify JSON route measured in the same run. Three kinds of read:
 * - repeat read, no validator: a cold client (another tab or device, no HTTP cache) reading data
 *   unchanged since some earlier read → the server's answer cache answers (checked before timing);
 * - revalidated: every request sends the ETag it got, as a browser's HTTP cache does on a
 *   dashboard reload → 304;
 * - first read after a write: each read follows a weight.save of the same user (the server's
 *   per-user caches were just dropped), sequential, p50/p99 over BENCH_AFTER_WRITE_ROUNDS rounds.
 * Then a 10-exercise × 5-set sync, and the first two kinds again with 10,000 other users in the
 * store. Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { STARTER_ROUTINES, addDays } from '@fitness/domain';
import { buildApp } from '../services/api/src/build-app';
import { loadConfig } from '../services/api/src/config';
import { DATA_COLLECTIONS } from '../services/api/src/data/records';
import type { ExerciseRecord, ProfileRecord, RoutineRecord, WeightRecord, WorkoutLogRecord } from '../services/api/src/data/records';
import { newId, type Storage } from '../services/api/src/storage';
import { createEmbeddedStorage } from '../services/api/src/storage/nedb-driver';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 10_000);
const AFTER_WRITE_ROUNDS = Number(process.env.BENCH_AFTER_WRITE_ROUNDS ?? 200);
const TODAY = new Date().toISOString().slice(0, 10);
const EXERCISE_NAMES = ['Squats', 'Bench Press', 'Bent-over Rows', 'Overhead Press', 'Lat Pulldown'];

function logDoc(userId: string, date: string, exercises: number, sets: number): WorkoutLogRecord {
  return {
    id: newId(),
    userId,
    date,
    updatedAt: new Date(),
    exercises: Array.from({ length: exercises }, (_, e) => ({
      id: newId(),
      name: EXERCISE_NAMES[e % EXERCISE_NAMES.length]!,
      tracked: true,
      bw: e === 0,
      sets: Array.from({ length: sets }, (_, s) => ({ id: newId(), reps: 5 + (s % 3), weight: 100 + e * 10 + (s % 2) * 5, notes: '' })),
    })),
  };
}

/** One user's data written straight through the storage port (what the services would have written). */
async function seedUser(storage: Storage, userId: string, size: { weights: number; logs: number }) {
  const weights: WeightRecord[] = Array.from({ length: size.weights }, (_, i) => ({ id: newId(), userId, date: addDays(TODAY, -i), weight: 180 + Math.sin(i / 30) * 5 }));
  const logs = Array.from({ length: size.logs }, (_, i) => logDoc(userId, addDays(TODAY, -i * 3), 5, 4));
  const routines: RoutineRecord[] = STARTER_ROUTINES.map((r, i) => ({ id: newId(), userId, name: r.name, sortOrder: i + 1 }));
  const exercises: ExerciseRecord[] = STARTER_ROUTINES.flatMap((r, i) => r.exercises.map((e, j) => ({ ...e, id: newId(), userId, routineId: routines[i]!.id, sortOrder: j + 1 })));
  await storage.collection<WeightRecord>(DATA_COLLECTIONS.weights).insertMany(weights);
  await storage.collection<WorkoutLogRecord>(DATA_COLLECTIONS.workoutLogs).insertMany(logs);
  await storage.collection<RoutineRecord>(DATA_COLLECTIONS.routines).insertMany(routines);
  await storage.collection<ExerciseRecord>(DATA_COLLECTIONS.exercises).insertMany(exercises);
  await storage.collection<ProfileRecord>(DATA_COLLECTIONS.profiles).insertOne({
    id: newId(),
    userId,
    weight: weights[0]?.weight ?? 0,
    height: 70,
    age: 35,
    activityLevel: 'Active',
    gender: 'Male',
    measurementType: 'imperial',
    weightGoal: -2,
    targetWeight: 170,
  });
}

async function seedOtherUsers(storage: Storage, count: number) {
  // Batches keep the inserts quick; every other user has a small but real history.
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const ids = Array.from({ length: Math.min(batch, count - start) }, newId);
    const weights = ids.flatMap((userId) => Array.from({ length: 30 }, (_, i) => ({ id: newId(), userId, date: addDays(TODAY, -i), weight: 150 + i / 10 })));
    const logs = ids.flatMap((userId) => Array.from({ length: 10 }, (_, i) => logDoc(userId, addDays(TODAY, -i * 2), 5, 4)));
    const routines = ids.map((userId) => ({ id: newId(), userId, name: 'Full Body 1', sortOrder: 1 }));
    const exercises = routines.flatMap((r) => STARTER_ROUTINES[0]!.exercises.map((e, j) => ({ ...e, id: newId(), userId: r.userId, routineId: r.id, sortOrder: j + 1 })));
    const profiles = ids.map((userId) => ({ id: newId(), userId, weight: 150, height: 65, age: 30, activityLevel: 'Active', gender: 'Female', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 }));
    await storage.collection(DATA_COLLECTIONS.weights).insertMany(weights);
    await storage.collection(DATA_COLLECTIONS.workoutLogs).insertMany(logs);
    await storage.collection(DATA_COLLECTIONS.routines).insertMany(routines);
    await storage.collection(DATA_COLLECTIONS.exercises).insertMany(exercises);
    await storage.collection(DATA_COLLECTIONS.profiles).insertMany(profiles);
  }
}

async function heavyUserSession(app: FastifyInstance) {
  const credentials = { email: 'heavy@example.com', password: 'correct horse battery staple' };
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { ...credentials, firstName: 'Heavy' } });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
  const cookie = [login.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]).join('; ');
  const userId = (login.json() as { id: string }[])[0]!.id;
  return { cookie, userId };
}

function dashboardReads(userId: string) {
  const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
  return {
    trpc: [
      ['profile', '/trpc/profile.get'],
      ['weights', '/trpc/weight.list'],
      ['routines', '/trpc/routines.list'],
      ['exercises', '/trpc/exercises.list'],
      ['tracked exercises', '/trpc/progress.list'],
      ["today's log", `/trpc/workoutLog.get${input({ timezone: 'UTC' })}`],
    ],
    rest: [
      ['profile', `/api/get/profile/${userId}`],
      ['weights', `/api/get/weight/${userId}`],
      ['routines', `/api/get/routines/${userId}`],
      ['exercises', `/api/get/exercises/${userId}`],
      ['tracked exercises', `/api/get/tracked-exercises/${userId}`],
      ["today's log", `/api/get/workout-log/${userId}/${TODAY}`],
    ],
    /** Loaded when the user opens a tracked exercise: its whole history (1,000 entries), then one entry's sets. */
    onDemand: [
      ['progress history (1 name)', `/trpc/progress.history${input({ exerciseName: EXERCISE_NAMES[0] })}`],
    ],
  } as const;
}

type Read = readonly [name: string, path: string];
interface Request {
  method: 'GET';
  path: string;
  headers?: Record<string, string>;
}

async function load(url: string, requests: Request[], cookie?: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
    requests,
  });
  if (result.errors) throw new Error(`${result.errors} connection errors for ${requests.map((r) => r.path).join(', ')}`);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses };
}

/** The ETag a first read answered (what a browser's cache keeps and sends back). */
async function validatorOf(app: FastifyInstance, path: string, cookie: string): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: path, headers: { cookie } });
  const etag = answer.headers.etag;
  if (answer.statusCode !== 200 || typeof etag !== 'string') throw new Error(`no validator for ${path}: ${answer.statusCode}`);
  return etag;
}

/** Tags change every quarter hour (answers that depend on today's date): start a revalidated run well inside one. */
async function clearOfQuarterHour() {
  const quarter = 15 * 60 * 1000;
  const left = quarter - (Date.now() % quarter);
  if (left < (SECONDS + 5) * 1000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

type Row = { name: string; rps: number; p50: number; p99: number; statuses: string };
const rows: Row[] = [];
const fmt = (n: number, digits = 0) => n.toFixed(digits);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-'));
  const storage = createEmbeddedStorage(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:1' });
  const app = await buildApp({ config, storage }, { logger: false });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok', time: Date.now() }));
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const { cookie, userId } = await heavyUserSession(app);
  let started = performance.now();
  await seedUser(storage, userId, { weights: 3650, logs: 1000 });
  console.log(`seeded the heavy user in ${fmt(performance.now() - started)} ms`);
  const reads = dashboardReads(userId);

  // Every read must succeed before it is timed.
  for (const [name, path] of [...reads.trpc, ...reads.rest, ...reads.onDemand]) {
    const answer = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    if (answer.statusCode !== 200) throw new Error(`${name} ${path}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    console.log(`${name.padEnd(26)} ${path.split('?')[0]!.padEnd(48)} ${fmt(answer.body.length / 1024, 1)} KiB`);
    // A repeat without a validator must come from the server's answer cache (what the "repeat read" rows measure).
    const repeat = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    if (repeat.headers['x-answer-cache'] !== 'hit' || repeat.body !== answer.body) throw new Error(`${name} ${path}: repeat read not served from the answer cache`);
  }
  const latest = (await app.inject({ method: 'GET', url: '/trpc/progress.list', headers: { cookie } })).json().result.data[0].latest as { id: string };
  const entryRead: Read = ['progress entry with sets', `/trpc/progress.entry?input=${encodeURIComponent(JSON.stringify({ id: latest.id }))}`];

  const measure = async (name: string, url: string, requests: Request[], withCookie = true) => {
    const row = { name, ...(await load(url, requests, withCookie ? cookie : undefined)) };
    rows.push(row);
    console.log(`${name.padEnd(48)} ${fmt(row.rps).padStart(7)} req/s  p50 ${fmt(row.p50, 1).padStart(6)} ms  p99 ${fmt(row.p99, 1).padStart(6)} ms  ${row.statuses}`);
    return row;
  };
  const cold = (list: readonly Read[]): Request[] => list.map(([, path]) => ({ method: 'GET', path }));
  const revalidated = async (list: readonly Read[]): Promise<Request[]> => {
    await clearOfQuarterHour();
    return Promise.all(list.map(async ([, path]) => ({ method: 'GET' as const, path, headers: { 'if-none-match': await validatorOf(app, path, cookie) } })));
  };

  // Warm-up (not recorded): JIT, connection pools and the server's per-user caches, as in a running service.
  await load(bareUrl, [{ method: 'GET', path: '/bare' }]);
  await load(appUrl, cold([...reads.trpc, ...reads.rest]), cookie);

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}\n`);
  const bareRow = await measure('bare Fastify JSON route', bareUrl, [{ method: 'GET', path: '/bare' }], false);
  const trpcCold = await measure('dashboard reads, tRPC (6-read mix), repeat read, no validator', appUrl, cold(reads.trpc));
  const trpcRevalidated = await measure('dashboard reads, tRPC (6-read mix), revalidated (304)', appUrl, await revalidated(reads.trpc));
  const restCold = await measure('dashboard reads, REST (6-read mix), repeat read, no validator', appUrl, cold(reads.rest));
  const restRevalidated = await measure('dashboard reads, REST (6-read mix), revalidated (304)', appUrl, await revalidated(reads.rest));
  for (const read of reads.trpc) await measure(`  tRPC ${read[0]}, repeat read, no validator`, appUrl, cold([read]));
  for (const read of [...reads.onDemand, entryRead]) await measure(`  tRPC ${read[0]}, repeat read, no validator (on demand)`, appUrl, cold([read]));

  // The first read of each kind after a write: each read follows a weight.save of the same user, so
  // the server's per-user caches (answers, data reads) were just dropped and the answer is made again.
  const afterWrite = new Map<string, number[]>(reads.trpc.map(([name]) => [name, []]));
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round += 1) {
    for (const [name, path] of reads.trpc) {
      const saved = await fetch(`${appUrl}/trpc/weight.save`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ date: TODAY, weight: 180 + (round % 50) / 10 }) });
      await saved.arrayBuffer();
      if (saved.status !== 200) throw new Error(`weight.save ${saved.status}`);
      const t0 = performance.now();
      const answer = await fetch(`${appUrl}${path}`, { headers: { cookie } });
      await answer.arrayBuffer();
      afterWrite.get(name)!.push(performance.now() - t0);
      if (answer.status !== 200 || answer.headers.get('x-answer-cache')) throw new Error(`${name} after a write: ${answer.status} ${answer.headers.get('x-answer-cache') ?? ''}`);
    }
  }
  console.log(`\nfirst read after a weight.save (${AFTER_WRITE_ROUNDS} rounds, sequential), p50 / p99:`);
  const afterWriteRows = [...afterWrite].map(([name, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const row = { name, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    console.log(`  ${name.padEnd(20)} ${fmt(row.p50, 1)} / ${fmt(row.p99, 1)} ms`);
    return row;
  });

  // Sync: 10 exercises × 5 sets, one at a time (latency of the write path).
  const syncLatencies: number[] = [];
  const syncBody = (round: number) => ({
    localLog: { exercises: Array.from({ length: 10 }, (_, e) => ({ name: `Exercise ${e}`, tracked: e % 2 === 0, bw: false, sets: Array.from({ length: 5 }, (_, s) => ({ reps: 5 + s, weight: 100 + round + e, notes: '' })) })) },
    timezone: 'UTC',
  });
  for (let round = 0; round < 200; round += 1) {
    const t0 = performance.now();
    const answer = await fetch(`${appUrl}/trpc/workoutLog.sync`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(syncBody(round)) });
    await answer.arrayBuffer();
    syncLatencies.push(performance.now() - t0);
    if (answer.status !== 200) throw new Error(`sync ${answer.status}`);
  }
  syncLatencies.sort((a, b) => a - b);
  const syncP50 = percentile(syncLatencies, 0.5);
  const syncP99 = percentile(syncLatencies, 0.99);
  console.log(`\nsync 10 exercises × 5 sets (200 sequential, changed each time): p50 ${fmt(syncP50, 2)} ms  p99 ${fmt(syncP99, 2)} ms`);

  // The same reads with many other users in the store (the heavy user's alone runs above are the baseline).
  // The embedded store keeps every document in this process's heap, which the collector then walks.
  const heapAlone = process.memoryUsage().heapUsed;
  started = performance.now();
  await seedOtherUsers(storage, OTHER_USERS);
  console.log(`\nseeded ${OTHER_USERS} other users in ${fmt((performance.now() - started) / 1000, 1)} s`);
  // The same warm-up as before the alone runs (the bulk insert above also left garbage to collect).
  await load(appUrl, cold(reads.trpc), cookie);
  console.log(`heap in use: ${fmt(heapAlone / 2 ** 20)} MiB alone, ${fmt(process.memoryUsage().heapUsed / 2 ** 20)} MiB with ${OTHER_USERS} other users`);
  const crowdedCold = await measure(`dashboard reads, tRPC, +${OTHER_USERS} users, repeat read, no validator`, appUrl, cold(reads.trpc));
  const crowdedRevalidated = await measure(`dashboard reads, tRPC, +${OTHER_USERS} users, revalidated (304)`, appUrl, await revalidated(reads.trpc));

  const vsBare = (row: Row) => `${fmt((row.rps / bareRow.rps) * 100, 1)} %`;
  console.log('\n| run | req/s | p50 ms | p99 ms | vs bare | answers |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const row of rows) console.log(`| ${row.name.trim()} | ${fmt(row.rps)} | ${fmt(row.p50, 1)} | ${fmt(row.p99, 1)} | ${vsBare(row)} | ${row.statuses} |`);
  console.log(`\n| first read after a weight.save (${AFTER_WRITE_ROUNDS} rounds) | p50 ms | p99 ms |`);
  console.log('|---|---:|---:|');
  for (const row of afterWriteRows) console.log(`| ${row.name} | ${fmt(row.p50, 1)} | ${fmt(row.p99, 1)} |`);
  console.log(`\nthroughput vs bare (target ≥ 35 %): tRPC mix repeat read (no validator) ${vsBare(trpcCold)}, revalidated ${vsBare(trpcRevalidated)}; REST mix repeat read (no validator) ${vsBare(restCold)}, revalidated ${vsBare(restRevalidated)}`);
  console.log(`p99 (target ≤ 25 ms): tRPC mix repeat read (no validator) ${fmt(trpcCold.p99, 1)} ms, revalidated ${fmt(trpcRevalidated.p99, 1)} ms; REST mix repeat read (no validator) ${fmt(restCold.p99, 1)} ms, revalidated ${fmt(restRevalidated.p99, 1)} ms`);
  console.log(`sync p50 ${fmt(syncP50, 2)} ms (target ≤ 10 ms)`);
  for (const [kind, alone, crowded] of [['repeat read (no validator)', trpcCold, crowdedCold], ['revalidated', trpcRevalidated, crowdedRevalidated]] as const) {
    console.log(`read time with ${OTHER_USERS} other users / alone, ${kind}: mean latency ${fmt((1000 / crowded.rps) * CONNECTIONS, 2)} vs ${fmt((1000 / alone.rps) * CONNECTIONS, 2)} ms → ${fmt(alone.rps / crowded.rps, 2)}× (target ≤ 1.2×)`);
  }

  await app.close();
  await bare.close();
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
