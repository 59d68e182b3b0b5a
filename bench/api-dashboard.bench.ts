/**
 * Load benchmark of the dashboard's reads for a heavy user, on the embedded store (issue #5).
 *
 *   npm run bench -- api-dashboard            (full run, ~9 min on 2 cores)
 *   BENCH_SECONDS=3 BENCH_OTHER_USERS=500 npm run bench -- api-dashboard   (quick look)
 *
 * Heavy user: 3,650 daily weights, 1,000 logged workouts of 5 tracked exercises × 4 sets, three
 * routines of four exercises. Reads: profile, weights, routines, exercises, tracked exercises and
 * today's log — through tRPC (the React client's transport) and REST (the spec's paths) — at 32
 * connections, next to a bare Fastify JSON route measured in the same run.
 *
 * Each server runs in its own process (bench/api-dashboard/server.ts), as in production: the API
 * with only the heavy user ("alone"), the API with the heavy user and 10,000 others ("crowded"),
 * and the bare route. The load generator (autocannon) runs here, in a worker thread. Before every
 * timed run the server under test collects its heap, so a run does not pay for the one before.
 *
 * Three kinds of read, every one keyed by the user's data version in the store (decision 0017: one
 * indexed read per request, as with several instances on MongoDB):
 * - repeat read, no validator: a cold client (another tab or device, no HTTP cache) reading data
 *   unchanged since some earlier read → the instance's answer cache answers (checked before timing);
 * - revalidated: every request sends the ETag it got, as a browser's HTTP cache does on a
 *   dashboard reload → 304;
 * - one user's read time, sequential, without competing load: each read right after a weight.save
 *   of the same user (the per-user caches were just dropped, the store is read), and each read
 *   repeated with no write between (answer cache), alone and crowded alternating, BENCH_AFTER_WRITE_ROUNDS rounds.
 * The runs behind the targets alternate in rounds (BENCH_ROUNDS, default 5) — bare route, tRPC mix
 * alone and crowded, repeat read and revalidated — so the machine's drift falls on every row of a
 * round, and each target's figure is the median over the rounds. Then the REST mix and each read
 * once, the sequential reads, and a 10-exercise × 5-set sync. Not part of the test run.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { EXERCISE_NAMES, TODAY } from './api-dashboard/seed';
import { startServer, type BenchServer } from './api-dashboard/servers';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 10_000);
const AFTER_WRITE_ROUNDS = Number(process.env.BENCH_AFTER_WRITE_ROUNDS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

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
    /** Loaded when the user opens a tracked exercise: its whole history (1,000 entries). */
    onDemand: [['progress history (1 name)', `/trpc/progress.history${input({ exerciseName: EXERCISE_NAMES[0] })}`]],
  } as const;
}

type Read = readonly [name: string, path: string];
interface Request {
  method: 'GET';
  path: string;
  headers?: Record<string, string>;
}
type Row = { name: string; rps: number; p50: number; p99: number; gc: number; statuses: string };
interface Latency {
  p50: number;
  p99: number;
}
/** One read's sequential latencies: right after a write (the store is read) and repeated (the answer cache answers). */
interface LatencyRow {
  name: string;
  first: Latency;
  repeat: Latency;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
};
const get = (server: BenchServer, path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { cookie: server.cookie, ...headers } });

/** One timed run at 32 connections against a server whose heap was just collected. */
async function run(name: string, server: BenchServer, requests: Request[], log = true): Promise<Row> {
  await server.settle();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: server.cookie ? { cookie: server.cookie } : {},
    requests,
    // Its own thread and V8 heap, away from this process's timers.
    workers: 1,
  });
  if (result.errors) throw new Error(`${result.errors} connection errors for ${requests.map((r) => r.path).join(', ')}`);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  const gc = ((await server.gcTime()).ms / (SECONDS * 1000)) * 100;
  const row = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, gc, statuses };
  if (log) console.log(`${name.padEnd(64)} ${fmt(row.rps).padStart(7)} req/s  p50 ${fmt(row.p50, 1).padStart(5)} ms  p99 ${fmt(row.p99, 1).padStart(5)} ms  GC ${fmt(gc, 1)} %  ${statuses}`);
  return row;
}

/** Every read answers 200, and its repeat without a validator comes from the answer cache (what the "repeat read" rows measure). */
async function checkReads(server: BenchServer, reads: readonly Read[]) {
  for (const [name, path] of reads) {
    const first = await get(server, path);
    const body = await first.text();
    if (first.status !== 200) throw new Error(`${name} ${path}: ${first.status} ${body.slice(0, 200)}`);
    const repeat = await get(server, path);
    if (repeat.headers.get('x-answer-cache') !== 'hit' || (await repeat.text()) !== body) throw new Error(`${name} ${path}: repeat read not served from the answer cache`);
  }
}

const cold = (list: readonly Read[]): Request[] => list.map(([, path]) => ({ method: 'GET', path }));

/** Tags change every quarter hour (answers that depend on today's date): start a revalidated run well inside one. */
async function clearOfQuarterHour() {
  const quarter = 15 * 60 * 1000;
  const left = quarter - (Date.now() % quarter);
  if (left < (SECONDS + 5) * 1000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

/** Each read with the ETag its first read answered (what a browser's cache keeps and sends back). */
async function revalidated(server: BenchServer, list: readonly Read[]): Promise<Request[]> {
  await clearOfQuarterHour();
  return Promise.all(
    list.map(async ([, path]) => {
      const etag = (await get(server, path)).headers.get('etag');
      if (!etag) throw new Error(`no validator for ${path}`);
      return { method: 'GET' as const, path, headers: { 'if-none-match': etag } };
    }),
  );
}

/**
 * One user's read time, without competing load: each read of the dashboard, sequential, right after
 * a weight.save of the same user (the server's per-user caches were just dropped, so the procedure
 * reads the store); then each read repeated with no write in between (the answer cache answers).
 * The servers alternate round by round.
 */
async function sequentialReads(servers: BenchServer[], reads: readonly Read[]): Promise<LatencyRow[][]> {
  for (const server of servers) await server.settle();
  const times = servers.map(() => new Map(reads.map(([name]) => [name, { first: [] as number[], repeat: [] as number[] }])));
  const timed = async (server: BenchServer, path: string, list: number[]) => {
    const t0 = performance.now();
    const answer = await get(server, path);
    await answer.arrayBuffer();
    list.push(performance.now() - t0);
    return answer;
  };
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round += 1) {
    for (const [index, server] of servers.entries()) {
      for (const [name, path] of reads) {
        const body = JSON.stringify({ date: TODAY, weight: 180 + (round % 50) / 10 });
        const saved = await fetch(`${server.url}/trpc/weight.save`, { method: 'POST', headers: { cookie: server.cookie, 'content-type': 'application/json' }, body });
        await saved.arrayBuffer();
        if (saved.status !== 200) throw new Error(`weight.save ${saved.status}`);
        const first = await timed(server, path, times[index]!.get(name)!.first);
        if (first.status !== 200 || first.headers.get('x-answer-cache')) throw new Error(`${name} after a write: ${first.status} ${first.headers.get('x-answer-cache') ?? ''}`);
      }
    }
  }
  // Then the same reads again and again with no write in between: the answer cache answers each.
  for (const server of servers) {
    for (const [, path] of reads) await (await get(server, path)).arrayBuffer();
    await server.settle();
  }
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round += 1) {
    for (const [index, server] of servers.entries()) {
      for (const [name, path] of reads) {
        const repeat = await timed(server, path, times[index]!.get(name)!.repeat);
        if (repeat.headers.get('x-answer-cache') !== 'hit') throw new Error(`${name} repeated: not from the answer cache`);
      }
    }
  }
  const latency = (list: number[]): Latency => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  };
  return times.map((byRead) => [...byRead].map(([name, { first, repeat }]) => ({ name, first: latency(first), repeat: latency(repeat) })));
}

/** Sync of 10 exercises × 5 sets, one at a time, each changing the day's log (latency of the write path). */
async function syncLatencies(server: BenchServer) {
  const latencies: number[] = [];
  for (let round = 0; round < 200; round += 1) {
    const exercises = Array.from({ length: 10 }, (_, e) => ({ name: `Exercise ${e}`, tracked: e % 2 === 0, bw: false, sets: Array.from({ length: 5 }, (_, s) => ({ reps: 5 + s, weight: 100 + round + e, notes: '' })) }));
    const t0 = performance.now();
    const answer = await fetch(`${server.url}/trpc/workoutLog.sync`, { method: 'POST', headers: { cookie: server.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ localLog: { exercises }, timezone: 'UTC' }) });
    await answer.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (answer.status !== 200) throw new Error(`sync ${answer.status}`);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function main() {
  const [bare, alone, crowded] = await Promise.all([startServer('bare'), startServer('app'), startServer('app', OTHER_USERS)]);
  console.log(`seeded: the heavy user alone in ${fmt(alone.seedSeconds, 1)} s (heap ${fmt(alone.heapMiB)} MiB); with ${OTHER_USERS} other users in ${fmt(crowded.seedSeconds, 1)} s (heap ${fmt(crowded.heapMiB)} MiB)`);
  const reads = dashboardReads(alone.userId);
  const crowdedReads = dashboardReads(crowded.userId);
  await checkReads(alone, [...reads.trpc, ...reads.rest, ...reads.onDemand]);
  await checkReads(crowded, crowdedReads.trpc);
  for (const [name, path] of [...reads.trpc, ...reads.rest, ...reads.onDemand]) {
    const size = (await (await get(alone, path)).arrayBuffer()).byteLength;
    console.log(`${name.padEnd(26)} ${path.split('?')[0]!.padEnd(48)} ${fmt(size / 1024, 1)} KiB`);
  }
  const latest = ((await (await get(alone, '/trpc/progress.list')).json()) as { result: { data: { latest: { id: string } }[] } }).result.data[0]!.latest;
  const entryRead: Read = ['progress entry with sets', `/trpc/progress.entry?input=${encodeURIComponent(JSON.stringify({ id: latest.id }))}`];

  // Warm-up (not recorded): JIT, connection pools and the server's per-user caches, as in a running service.
  await run('warm-up', bare, [{ method: 'GET', path: '/bare' }], false);
  await run('warm-up', alone, cold([...reads.trpc, ...reads.rest]), false);
  await run('warm-up', crowded, cold(crowdedReads.trpc), false);

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}\n`);
  // The issue's targets, in alternating rounds so the machine's drift falls on every row of a round:
  // the bare route, then the tRPC mix alone and with the other users, repeat read and revalidated.
  console.log(`${ROUNDS} rounds of: bare route, tRPC mix alone / +${OTHER_USERS} users, repeat read / revalidated`);
  const rounds: Record<'bare' | 'repeat' | 'crowdedRepeat' | 'revalidated' | 'crowdedRevalidated', Row>[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    rounds.push({
      bare: await run(`  round ${round}: bare Fastify JSON route`, bare, [{ method: 'GET', path: '/bare' }]),
      repeat: await run(`  round ${round}: tRPC mix, repeat read, alone`, alone, cold(reads.trpc)),
      crowdedRepeat: await run(`  round ${round}: tRPC mix, repeat read, +${OTHER_USERS} users`, crowded, cold(crowdedReads.trpc)),
      revalidated: await run(`  round ${round}: tRPC mix, revalidated, alone`, alone, await revalidated(alone, reads.trpc)),
      crowdedRevalidated: await run(`  round ${round}: tRPC mix, revalidated, +${OTHER_USERS} users`, crowded, await revalidated(crowded, crowdedReads.trpc)),
    });
  }
  console.log('\nthe other reads, once each (alone):');
  const rows: Row[] = [];
  const measure = async (name: string, server: BenchServer, requests: Request[]) => {
    const row = await run(name, server, requests);
    rows.push(row);
    return row;
  };
  const restBare = await measure('bare Fastify JSON route', bare, [{ method: 'GET', path: '/bare' }]);
  const restCold = await measure('dashboard reads, REST (6-read mix), repeat read, no validator', alone, cold(reads.rest));
  const restRevalidated = await measure('dashboard reads, REST (6-read mix), revalidated (304)', alone, await revalidated(alone, reads.rest));
  for (const read of reads.trpc) await measure(`  tRPC ${read[0]}, repeat read`, alone, cold([read]));
  for (const read of [...reads.onDemand, entryRead]) await measure(`  tRPC ${read[0]}, repeat read (on demand)`, alone, cold([read]));

  const [readsAlone, readsCrowded] = (await sequentialReads([alone, crowded], reads.trpc)) as [LatencyRow[], LatencyRow[]];
  const sync = await syncLatencies(alone);

  const percentOf = (row: Row, base: Row) => (row.rps / base.rps) * 100;
  const table = (list: Row[], bareOf: (row: Row) => Row) => {
    console.log('\n| run | req/s | p50 ms | p99 ms | vs bare | time in GC | answers |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const row of list) console.log(`| ${row.name.trim()} | ${fmt(row.rps)} | ${fmt(row.p50, 1)} | ${fmt(row.p99, 1)} | ${fmt(percentOf(row, bareOf(row)), 1)} % | ${fmt(row.gc, 1)} % | ${row.statuses} |`);
  };
  table(
    rounds.flatMap((round) => Object.values(round)),
    (row) => rounds.find((round) => Object.values(round).includes(row))!.bare,
  );
  table(rows, () => restBare);
  console.log(`\n| one read, sequential (${AFTER_WRITE_ROUNDS} rounds), ms | after a write: alone p50 | p99 | +${OTHER_USERS} users p50 | p99 | repeated: alone p50 | p99 | +${OTHER_USERS} users p50 | p99 |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  readsAlone.forEach((row, i) => {
    const other = readsCrowded[i]!;
    const cells = [row.first, other.first, row.repeat, other.repeat].flatMap((l) => [fmt(l.p50, 2), fmt(l.p99, 1)]);
    console.log(`| ${row.name} | ${cells.join(' | ')} |`);
  });

  // Against the targets: each figure is the median over the rounds, with every round's value after it.
  const summary = (values: number[], unit: string, digits = 1) => `median ${fmt(median(values), digits)}${unit} (rounds ${values.map((v) => `${fmt(v, digits)}${unit}`).join(', ')})`;
  const sum = (list: LatencyRow[], kind: 'first' | 'repeat') => list.reduce((total, row) => total + row[kind].p50, 0);
  const readTime = (kind: 'first' | 'repeat') => `${fmt(sum(readsCrowded, kind), 1)} vs ${fmt(sum(readsAlone, kind), 1)} ms → ${fmt(sum(readsCrowded, kind) / sum(readsAlone, kind), 2)}×`;
  console.log('\nagainst the targets:');
  console.log(`  tRPC mix vs bare (≥ 35 %): repeat read ${summary(rounds.map((r) => percentOf(r.repeat, r.bare)), ' %')}; revalidated ${summary(rounds.map((r) => percentOf(r.revalidated, r.bare)), ' %')}`);
  console.log(`  tRPC mix p99 (≤ 25 ms): repeat read ${summary(rounds.map((r) => r.repeat.p99), ' ms', 0)}; revalidated ${summary(rounds.map((r) => r.revalidated.p99), ' ms', 0)}`);
  console.log(`  one user's read time with ${OTHER_USERS} other users / alone (≤ 1.2×), sum of the six reads' sequential p50s: after a write ${readTime('first')}; repeated ${readTime('repeat')}`);
  console.log(`  the same under load (32 connections, alone req/s ÷ crowded req/s): repeat read ${summary(rounds.map((r) => r.repeat.rps / r.crowdedRepeat.rps), '×', 2)}; revalidated ${summary(rounds.map((r) => r.revalidated.rps / r.crowdedRevalidated.rps), '×', 2)}`);
  console.log(`  sync 10 exercises × 5 sets, 200 sequential (p50 ≤ 10 ms): p50 ${fmt(sync.p50, 2)} ms, p99 ${fmt(sync.p99, 2)} ms`);
  console.log(`  REST mix (the legacy contract, once): repeat read ${fmt(percentOf(restCold, restBare), 1)} % of bare, p99 ${fmt(restCold.p99)} ms; revalidated ${fmt(percentOf(restRevalidated, restBare), 1)} %, p99 ${fmt(restRevalidated.p99)} ms`);
  const heap = await crowded.gcTime();
  console.log(`heap in use at the end: alone ${fmt((await alone.gcTime()).heapMiB)} MiB, with ${OTHER_USERS} other users ${fmt(heap.heapMiB)} MiB`);

  await Promise.all([bare.close(), alone.close(), crowded.close()]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
