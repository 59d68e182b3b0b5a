/**
 * Load benchmark of the dashboard's data for a heavy user, against the physical limit of sending
 * that answer (issues #5, #30), on the embedded store, in production mode.
 *
 *   npm run bench -- api-dashboard                          (about 15 min on 2 cores)
 *   BENCH_BASELINE=main npm run bench -- api-dashboard      (the same, beside a baseline commit's API)
 *   BENCH_SECONDS=3 BENCH_ROUNDS=1 BENCH_OTHER_USERS=500 npm run bench -- api-dashboard   (quick look)
 *
 * Needs `wrk` (apt-get install -y wrk). The answer is the dashboard's data batch exactly as a browser
 * asks for it (the URL from packages/api-client's list of dashboard reads, `Accept-Encoding: gzip,
 * deflate, br, zstd`, so brotli). Heavy user: 3,650 daily weights, 1,000 logged workouts of 5 tracked
 * exercises × 4 sets, three routines of four exercises. Each server runs in its own process
 * (bench/api-dashboard/server.ts), as in production, logging as production does (to /dev/null):
 * - bare: a plain Fastify route sending the very same bytes with the same content type and
 *   encoding: what one Node process can serve of this answer at all;
 * - alone: the API holding the heavy user; crowded: the heavy user and BENCH_OTHER_USERS others, each
 *   with a session (the crowded server's read cache is capped at BENCH_CROWDED_CACHE_MB, so reading
 *   every other user's dashboard overflows it);
 * - access log: alone with ACCESS_LOG=on (one line per request);
 * - with BENCH_BASELINE=<git ref>: that commit's API, alone and crowded, in the same rounds.
 * Load: wrk, one thread, 32 connections, BENCH_SECONDS per run, after an unrecorded warm-up; the
 * server under test collects its heap before each run. Kinds of read: repeat read without a
 * validator (another tab or device: the server's read cache answers) and revalidated (the ETag sent
 * back, as a browser's cache does on reload → 304). The runs alternate in BENCH_ROUNDS rounds, each
 * compared with the bare route of its own round (req/s as % of its req/s, p99 as a multiple of its
 * p99), so the machine's drift (it is shared) falls on every row; a figure is the median over the
 * rounds, printed with each round's load average and the server's CPU time per answer. Then, one connection at a time: the batch right
 * after a write (the store is read), a tracked exercise opened after it (its history, one entry),
 * a sync of 10 exercises × 5 sets, and the crowded servers' memory before and after reading every
 * other user's dashboard once (in quarters: the first sets the heap's working size, then only the
 * read cache grows, up to its cap). Not part of the test run.
 */
import { writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dashboardDataUrl } from '@fitness/api-client/dashboard-preload';
import { EXERCISE_NAMES, TODAY, otherUserCookie } from './api-dashboard/seed';
import { startServer, type BenchServer, type Memory } from './api-dashboard/servers';
import { wrk, type WrkResult } from './api-dashboard/wrk';
import { baseline as exportedBaseline } from './support/baseline';
import { median, quantile } from './support/statistics';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const AFTER_WRITE_ROUNDS = Number(process.env.BENCH_AFTER_WRITE_ROUNDS ?? 100);
const CROWDED_CACHE_MB = process.env.BENCH_CROWDED_CACHE_MB ?? '4';
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

const BATCH = dashboardDataUrl();

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent (fetch would decode it). */
  bytes: Buffer;
}
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
const get = (server: BenchServer, path: string, headers: Record<string, string> = {}, cookie = server.cookie) =>
  send(`${server.url}${path}`, { headers: { cookie, 'accept-encoding': BROWSER_ENCODINGS, ...headers } });
const post = (server: BenchServer, path: string, body: unknown) =>
  send(`${server.url}${path}`, { method: 'POST', headers: { cookie: server.cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

interface Row extends WrkResult {
  name: string;
  gc: number;
  /** The server's CPU time per answer (user + system), µs: what the machine's other work does not distort. */
  cpuUs: number;
}

/** One timed run at 32 connections against a server whose heap was just collected. */
async function run(name: string, server: BenchServer, path: string, headers: Record<string, string>, log = true): Promise<Row> {
  await server.settle();
  const result = await wrk(`${server.url}${path}`, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { ...(server.cookie ? { cookie: server.cookie } : {}), 'accept-encoding': BROWSER_ENCODINGS, ...headers },
  });
  if (result.failures) throw new Error(`${name}: ${result.failures}`);
  const used = await server.gcTime();
  const gc = (used.ms / (SECONDS * 1000)) * 100;
  const row = { name, ...result, gc, cpuUs: (used.cpuMs * 1000) / result.requests };
  if (log)
    console.log(
      `${name.padEnd(52)} ${fmt(row.rps).padStart(7)} req/s  p50 ${fmt(row.p50, 2).padStart(5)} ms  p99 ${fmt(row.p99, 2).padStart(5)} ms  CPU ${fmt(row.cpuUs, 1).padStart(5)} µs/answer  GC ${fmt(gc, 1)} %`,
    );
  return row;
}

/** The batch answers 200 in brotli, its repeat comes from the read cache with the same bytes, and its ETag revalidates to 304. */
async function check(server: BenchServer): Promise<{ etag: string; bytes: Buffer }> {
  const first = await get(server, BATCH);
  if (first.status !== 200 || first.headers['content-encoding'] !== 'br')
    throw new Error(`${server.name}: ${first.status} ${first.headers['content-encoding']}`);
  const repeat = await get(server, BATCH);
  if (repeat.headers['x-answer-cache'] !== 'hit' || !repeat.bytes.equals(first.bytes))
    throw new Error(`${server.name}: the repeat read is not served from the read cache`);
  const etag = first.headers.etag;
  const revalidated = etag ? await get(server, BATCH, { 'if-none-match': etag }) : undefined;
  if (!etag || revalidated?.status !== 304) throw new Error(`${server.name}: no 304 for its ETag`);
  return { etag, bytes: first.bytes };
}

/** Tags change every quarter hour (answers that depend on today's date): start a revalidated run well inside one. */
async function clearOfQuarterHour() {
  const quarter = 15 * 60 * 1000;
  const left = quarter - (Date.now() % quarter);
  if (left < (SECONDS + 5) * 1000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

async function etagOf(server: BenchServer): Promise<string> {
  await clearOfQuarterHour();
  return (await get(server, BATCH)).headers.etag!;
}

async function timed(list: number[], ask: () => Promise<Answer>): Promise<Answer> {
  const t0 = performance.now();
  const answer = await ask();
  list.push(performance.now() - t0);
  return answer;
}
const latency = (list: number[]) => ({ p50: median(list), p99: quantile(list, 0.99) });

/** The batch read right after a weight.save of the same user (the read cache holds nothing for the new version: the store is read), one connection. */
async function afterWrite(servers: BenchServer[]) {
  const times = servers.map(() => [] as number[]);
  for (const server of servers) await server.settle();
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round += 1) {
    for (const [index, server] of servers.entries()) {
      const saved = await post(server, '/trpc/weight.save', { date: TODAY, weight: 180 + (round % 50) / 10 });
      if (saved.status !== 200) throw new Error(`weight.save ${saved.status}`);
      const read = await timed(times[index]!, () => get(server, BATCH));
      if (read.status !== 200 || read.headers['x-answer-cache']) throw new Error(`${server.name}: the batch after a write came from the cache`);
    }
  }
  return times.map(latency);
}

const trpcQuery = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

/**
 * A tracked exercise opened on the dashboard (one connection): right after a write and the
 * dashboard's batch, its history (1,000 entries) and then one entry with its sets, each read once.
 */
async function onDemand(servers: BenchServer[]) {
  const times = servers.map(() => ({ history: [] as number[], entry: [] as number[] }));
  const entryOf = async (server: BenchServer) => {
    const list = await get(server, '/trpc/progress.list', { 'accept-encoding': 'identity' });
    return (JSON.parse(list.bytes.toString()) as { result: { data: { latest: { id: string } }[] } }).result.data[0]!.latest.id;
  };
  const entries = await Promise.all(servers.map(entryOf));
  for (let round = 0; round < AFTER_WRITE_ROUNDS; round += 1) {
    for (const [index, server] of servers.entries()) {
      const saved = await post(server, '/trpc/weight.save', { date: TODAY, weight: 170 + (round % 50) / 10 });
      if (saved.status !== 200) throw new Error(`weight.save ${saved.status}`);
      await get(server, BATCH);
      const history = await timed(times[index]!.history, () => get(server, trpcQuery('progress.history', { exerciseName: EXERCISE_NAMES[0] })));
      const entry = await timed(times[index]!.entry, () => get(server, trpcQuery('progress.entry', { id: entries[index] })));
      if (history.status !== 200 || entry.status !== 200) throw new Error(`${server.name}: on demand ${history.status} ${entry.status}`);
    }
  }
  return times.map(({ history, entry }) => ({ history: latency(history), entry: latency(entry) }));
}

/** Sync of 10 exercises × 5 sets, one at a time, each changing the day's log (the write path). */
async function syncLatencies(server: BenchServer) {
  const list: number[] = [];
  for (let round = 0; round < 200; round += 1) {
    const exercises = Array.from({ length: 10 }, (_, e) => ({
      name: `Exercise ${e}`,
      tracked: e % 2 === 0,
      bw: false,
      sets: Array.from({ length: 5 }, (_, s) => ({ reps: 5 + s, weight: 100 + round + e, notes: '' })),
    }));
    const answer = await timed(list, () => post(server, '/trpc/workoutLog.sync', { localLog: { exercises }, timezone: 'UTC' }));
    if (answer.status !== 200) throw new Error(`sync ${answer.status}`);
  }
  return latency(list);
}

/**
 * Every other user's dashboard read once, 8 at a time, in four quarters, with the server's memory
 * (after full collections) before and after each: the first quarter sets the heap's working size
 * for reads that miss the cache; after it, only the read cache grows, up to its cap.
 */
async function readEveryDashboard(server: BenchServer) {
  const memory = [await server.memory()];
  let bytes = 0;
  const t0 = performance.now();
  for (let quarter = 1; quarter <= 4; quarter += 1) {
    let next = Math.floor((OTHER_USERS * (quarter - 1)) / 4);
    const end = Math.floor((OTHER_USERS * quarter) / 4);
    const reader = async () => {
      while (next < end) {
        const index = next++;
        const answer = await get(server, BATCH, {}, otherUserCookie(index));
        bytes += answer.bytes.length;
        if (answer.status !== 200) throw new Error(`${server.name}: other user ${index}: ${answer.status}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, reader));
    memory.push(await server.memory());
  }
  return { memory, seconds: (performance.now() - t0) / 1000, bytes };
}

async function main() {
  const baseline = exportedBaseline();
  console.log(`load average at the start: ${load()}`);
  const [alone, crowded, accessLog, baseAlone, baseCrowded] = await Promise.all([
    startServer('alone', { role: 'app' }),
    startServer('crowded', { role: 'app', otherUsers: OTHER_USERS, appEnv: { READ_CACHE_MB: CROWDED_CACHE_MB } }),
    startServer('access log on', { role: 'app', appEnv: { ACCESS_LOG: 'on' } }),
    baseline ? startServer(`baseline ${baseline.commit} alone`, { role: 'app', appRoot: baseline.root }) : undefined,
    baseline ? startServer(`baseline ${baseline.commit} crowded`, { role: 'app', appRoot: baseline.root, otherUsers: OTHER_USERS }) : undefined,
  ]);
  const apps = [alone, crowded, accessLog, ...(baseAlone && baseCrowded ? [baseAlone, baseCrowded] : [])];
  console.log(
    `seeded: heavy user alone in ${fmt(alone.seedSeconds, 1)} s; with ${fmt(OTHER_USERS)} other users in ${fmt(crowded.seedSeconds, 1)} s (heap ${fmt(crowded.heapMiB)} MiB)`,
  );

  const checked = new Map<BenchServer, { etag: string; bytes: Buffer }>();
  for (const server of apps) checked.set(server, await check(server));
  const answer = checked.get(alone)!;
  const bodyFile = join(tmpdir(), `fitness-bench-batch-${process.pid}.br`);
  writeFileSync(bodyFile, answer.bytes);
  const bare = await startServer('bare', {
    role: 'bare',
    bareBody: bodyFile,
    bareHeaders: { 'content-type': 'application/json', 'content-encoding': 'br', vary: 'accept-encoding' },
  });
  console.log(`the batch: ${BATCH}`);
  for (const server of apps)
    console.log(
      `  ${server.name.padEnd(28)} ${fmt(checked.get(server)!.bytes.length / 1024, 2)} KiB brotli (${server.name === 'alone' ? 'what the bare route sends' : 'same reads'})`,
    );

  // Warm-up (not recorded): JIT, connection pools, the servers' caches, as in a running service.
  await run('warm-up', bare, '/bare', {}, false);
  for (const server of apps) await run('warm-up', server, BATCH, {}, false);

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, wrk, Node ${process.version}; ${ROUNDS} rounds`);
  type Round = { bare: Row; repeat: Map<BenchServer, Row>; revalidated: Map<BenchServer, Row>; load: string };
  const rounds: Round[] = [];
  for (let index = 1; index <= ROUNDS; index += 1) {
    console.log(`round ${index} (load average ${load()})`);
    const round: Round = { bare: await run('  bare route, same bytes', bare, '/bare', {}), repeat: new Map(), revalidated: new Map(), load: load() };
    for (const server of apps) {
      round.repeat.set(server, await run(`  ${server.name}: repeat read`, server, BATCH, {}));
      round.revalidated.set(server, await run(`  ${server.name}: revalidated (304)`, server, BATCH, { 'if-none-match': await etagOf(server) }));
    }
    rounds.push(round);
  }

  console.log('\none connection at a time:');
  const writes = await afterWrite(apps.filter((s) => s !== accessLog));
  const onDemandServers = [alone, ...(baseAlone ? [baseAlone] : [])];
  const opened = await onDemand(onDemandServers);
  const syncs = new Map<BenchServer, { p50: number; p99: number }>();
  for (const server of [alone, ...(baseAlone ? [baseAlone] : [])]) syncs.set(server, await syncLatencies(server));
  const sweeps = new Map<BenchServer, Awaited<ReturnType<typeof readEveryDashboard>>>();
  for (const server of [crowded, ...(baseCrowded ? [baseCrowded] : [])]) sweeps.set(server, await readEveryDashboard(server));

  const pct = (row: Row, base: Row) => (row.rps / base.rps) * 100;
  const summary = (values: number[], unit: string, digits = 1) => `**${fmt(median(values), digits)}${unit}** (${values.map((v) => fmt(v, digits)).join(', ')})`;
  type Kind = 'repeat' | 'revalidated';
  /** Each round's req/s as % of its bare route's, and p99 as a multiple of the bare route's p99 in the same round. */
  const shareOfBare = (server: BenchServer, kind: Kind) => rounds.map((r) => pct(r[kind].get(server)!, r.bare));
  const p99OverBare = (server: BenchServer, kind: Kind) => rounds.map((r) => r[kind].get(server)!.p99 / r.bare.p99);
  const cpu = (server: BenchServer, kind: Kind) => rounds.map((r) => r[kind].get(server)!.cpuUs);
  console.log(`\n| server (median of ${ROUNDS} rounds; the rounds) | repeat read, % of bare | p99 ÷ bare's | revalidated (304), % of bare | p99 ÷ bare's |`);
  console.log('|---|---:|---:|---:|---:|');
  console.log(
    `| bare route, same bytes: req/s; p99 ms | ${summary(
      rounds.map((r) => r.bare.rps),
      '',
      0,
    )} | ${summary(
      rounds.map((r) => r.bare.p99),
      ' ms',
      2,
    )} | | |`,
  );
  for (const server of apps)
    console.log(
      `| ${server.name} | ${summary(shareOfBare(server, 'repeat'), ' %')} | ${summary(p99OverBare(server, 'repeat'), '×', 2)} | ${summary(shareOfBare(server, 'revalidated'), ' %')} | ${summary(p99OverBare(server, 'revalidated'), '×', 2)} |`,
    );
  console.log("\nper round (load average at its start): req/s % of bare, p99 ÷ bare's p99, time in GC; repeat / revalidated:");
  for (const [index, round] of rounds.entries()) {
    const cells = apps.map((s) => {
      const cell = (row: Row) => `${fmt(pct(row, round.bare), 1)} % ${fmt(row.p99 / round.bare.p99, 2)}× (GC ${fmt(row.gc, 0)} %)`;
      return `${s.name} ${cell(round.repeat.get(s)!)} / ${cell(round.revalidated.get(s)!)}`;
    });
    console.log(`  round ${index + 1} (load ${round.load}): bare ${fmt(round.bare.rps)} req/s p99 ${fmt(round.bare.p99, 2)} ms; ${cells.join('; ')}`);
  }
  const ratio = (a: BenchServer, b: BenchServer, kind: Kind) => rounds.map((r) => r[kind].get(a)!.rps / r[kind].get(b)!.rps);
  console.log('\nagainst the targets (heavy user, 32 connections; each round against its own bare route):');
  console.log(
    `  repeat read ≥ 50 % of bare: ${summary(shareOfBare(alone, 'repeat'), ' %')}; revalidated ≥ 60 %: ${summary(shareOfBare(alone, 'revalidated'), ' %')}`,
  );
  console.log(
    `  p99 ≤ 1.5× the bare route's p99: repeat ${summary(p99OverBare(alone, 'repeat'), '×', 2)}; revalidated ${summary(p99OverBare(alone, 'revalidated'), '×', 2)}`,
  );
  console.log(
    `  CPU per answer, µs (what the machine's other work distorts least): bare ${summary(
      rounds.map((r) => r.bare.cpuUs),
      '',
    )}; repeat ${summary(cpu(alone, 'repeat'), '')}; revalidated ${summary(cpu(alone, 'revalidated'), '')}`,
  );
  console.log(
    `  with ${fmt(OTHER_USERS)} other users within 1.2× of alone (alone ÷ crowded req/s): repeat ${summary(ratio(alone, crowded, 'repeat'), '×', 2)}; revalidated ${summary(ratio(alone, crowded, 'revalidated'), '×', 2)}`,
  );
  console.log(
    `  access log on ÷ off (req/s): repeat ${summary(ratio(accessLog, alone, 'repeat'), '×', 2)}; revalidated ${summary(ratio(accessLog, alone, 'revalidated'), '×', 2)}`,
  );
  if (baseAlone)
    console.log(
      `  baseline ÷ this (req/s): repeat ${summary(ratio(baseAlone, alone, 'repeat'), '×', 2)}; revalidated ${summary(ratio(baseAlone, alone, 'revalidated'), '×', 2)}`,
    );
  const writeServers = apps.filter((s) => s !== accessLog);
  console.log(
    `  the batch right after a write (${AFTER_WRITE_ROUNDS} rounds, one connection), p50 / p99 ms: ${writeServers.map((s, i) => `${s.name} ${fmt(writes[i]!.p50, 2)} / ${fmt(writes[i]!.p99, 1)}`).join('; ')}`,
  );
  for (const [index, server] of onDemandServers.entries()) {
    const { history, entry } = opened[index]!;
    console.log(
      `  a tracked exercise opened after the dashboard loaded, ${server.name}: history p50 ${fmt(history.p50, 2)} ms (p99 ${fmt(history.p99, 1)}), one entry p50 ${fmt(entry.p50, 2)} ms (p99 ${fmt(entry.p99, 1)})`,
    );
  }
  for (const [server, sync] of syncs)
    console.log(`  sync of 10 exercises × 5 sets (p50 ≤ 10 ms), ${server.name}: p50 ${fmt(sync.p50, 2)} ms, p99 ${fmt(sync.p99, 2)} ms`);
  for (const [server, sweep] of sweeps) {
    const cap = server === crowded ? `; read cache capped at ${CROWDED_CACHE_MB} MiB` : '';
    const [before, ...quarters] = sweep.memory;
    const at = (m: Memory) => `${fmt(m.rssMiB)} (heap ${fmt(m.heapMiB)}, buffers ${fmt(m.externalMiB, 1)})`;
    console.log(
      `  ${server.name}: every other user's dashboard once (${fmt(OTHER_USERS)} reads, ${fmt(sweep.bytes / 2 ** 20, 1)} MiB sent, ${fmt(sweep.seconds, 1)} s${cap}), RSS MiB before and after each quarter: ${[before!, ...quarters].map(at).join(' → ')}`,
    );
    console.log(
      `    RSS growth: whole sweep +${fmt(quarters[3]!.rssMiB - before!.rssMiB, 1)} MiB; after the first quarter +${fmt(quarters[3]!.rssMiB - quarters[0]!.rssMiB, 1)} MiB`,
    );
  }
  console.log(`load average at the end: ${load()}`);
  await Promise.all([bare, ...apps].map((server) => server.close()));
  agent.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
