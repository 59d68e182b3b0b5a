/**
 * "Your data" for a ten-year Strong user (issue #33): 1,500 workouts, 36,000 set rows (with warm-ups
 * and rest timer rows as Strong writes them), about 3 MB.
 *
 *   npm run bench -- data-transfer        (about a minute on 2 cores)
 *
 * The API runs in this process on a fresh embedded store in a temp dir (files on disk, as `npm start`),
 * over real HTTP on loopback. Each step is timed from request to the last byte of the answer; memory
 * is the process's resident set sampled every 10 ms during the step, less what it was before.
 * - dry run: POST /api/import?dryRun=true of the file (nothing written);
 * - import: POST /api/import?dryRun=false of the same file into the empty account;
 * - export: GET /api/export?format=json of that user, uncompressed and gzipped (time to the first byte and to the last).
 * Same-run peers: csv-parse alone over the file (the floor of a dry run), and the backup's logs read
 * in one query and stringified whole (what a non-streamed export does). Targets: dry run ≤ 2 s,
 * import ≤ 10 s, memory growth ≤ 100 MB, export ≤ 2 s with the first byte before the whole file is built.
 * BENCH_TRANSFER_ROUNDS (3) rounds of each; a fresh account per import round. Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { addDays } from '@fitness/domain';
import { buildApp } from '../services/api/src/build-app';
import { loadConfig } from '../services/api/src/platform/config';
import { createEmbeddedStorage } from '../services/api/src/platform/storage/nedb-driver';
import { WORKOUT_LOGS } from '../services/api/src/shared/records';
import { median } from './support/statistics';

const ROUNDS = Number(process.env.BENCH_TRANSFER_ROUNDS ?? 3);
const ORIGIN = 'http://127.0.0.1';

const EXERCISES = [
  'Squat (Barbell)',
  'Bench Press (Barbell)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Bent Over Row (Barbell)',
  'Pull Up',
  'Lat Pulldown (Cable)',
  'Leg Press',
  'Incline Bench Press (Dumbbell)',
  'Bicep Curl (Barbell)',
];

/** 1,500 workouts, 2016-2025 (every 2-3 days), 6 exercises × 4 sets each: one warm-up and three working sets, a rest timer row after each exercise. */
export function tenYearStrongFile(): { text: string; setRows: number } {
  const lines = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'];
  let setRows = 0;
  for (let w = 0; w < 1500; w += 1) {
    const day = addDays('2016-01-04', Math.floor(w * 2.43));
    const date = `${day} ${String(17 + (w % 3)).padStart(2, '0')}:${String(w % 60).padStart(2, '0')}:12`;
    const name = ['Push', 'Pull', 'Legs'][w % 3]!;
    for (let e = 0; e < 6; e += 1) {
      const exercise = EXERCISES[(w + e) % EXERCISES.length]!;
      const working = 95 + ((w * 7 + e * 13) % 200);
      lines.push(`${date},"${name}",1h 5m,"${exercise}",W,${Math.round(working / 2)},10,0,0,"","",`);
      for (let s = 1; s <= 3; s += 1)
        lines.push(
          `${date},"${name}",1h 5m,"${exercise}",${s},${working},${5 + ((w + s) % 4)},0,0,"${s === 3 ? 'last set, slow' : ''}","",${s === 3 ? 8.5 : ''}`,
        );
      lines.push(`${date},"${name}",1h 5m,"${exercise}",Rest Timer,0,0,0,120,"","",`);
      setRows += 4;
    }
  }
  return { text: `${lines.join('\n')}\n`, setRows };
}

interface Measured {
  ms: number;
  firstByteMs: number;
  rssGrowthMb: number;
  status: number;
  body: string;
}

/** Times one request to its last byte, sampling the resident set meanwhile. */
async function measure(url: string, init: RequestInit): Promise<Measured> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const answer = await fetch(url, init);
  let firstByteMs = 0;
  let body = '';
  const decoder = new TextDecoder();
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByteMs) firstByteMs = performance.now() - t0;
    body += decoder.decode(chunk, { stream: true });
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, firstByteMs, rssGrowthMb: (peak - before) / 2 ** 20, status: answer.status, body };
}

const f = (n: number, digits = 0) => n.toFixed(digits);

async function main() {
  const { text, setRows } = tenYearStrongFile();
  console.log(`file: ${setRows.toLocaleString('en')} set rows, ${(Buffer.byteLength(text) / 2 ** 20).toFixed(2)} MiB; Node ${process.version}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-transfer-'));
  const storage = createEmbeddedStorage(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: ORIGIN, SMTP_URL: 'smtp://127.0.0.1:1' });
  const app = await buildApp({ config, storage }, { logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  let accounts = 0;
  const newAccount = async () => {
    const credentials = { email: `lifter${(accounts += 1)}@example.com`, password: 'correct horse battery staple' };
    await app.inject({ method: 'POST', url: '/api/register', payload: { ...credentials, firstName: 'Lifter' } });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
    return {
      cookie: [login.headers['set-cookie'] ?? []]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; '),
      userId: (login.json() as { id: string }[])[0]!.id,
    };
  };
  const post = (cookie: string, query: string) =>
    measure(`${base}/api/import?${query}`, { method: 'POST', body: text, headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' } });
  try {
    const rows: Record<string, number[]> = {
      parse: [],
      dry: [],
      dryMb: [],
      imp: [],
      impMb: [],
      exp: [],
      expFirst: [],
      expMb: [],
      expIdentity: [],
      expIdentityFirst: [],
      whole: [],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Floor of a dry run: csv-parse alone over the same bytes.
      let t0 = performance.now();
      let records = 0;
      for await (const _record of Readable.from([Buffer.from(text)]).pipe(parse({ bom: true }))) records += 1;
      rows.parse!.push(performance.now() - t0);

      const { cookie, userId } = await newAccount();
      const dry = await post(cookie, 'dryRun=true&units=lbs');
      if (dry.status !== 200) throw new Error(`dry run: ${dry.status} ${dry.body.slice(0, 300)}`);
      rows.dry!.push(dry.ms);
      rows.dryMb!.push(dry.rssGrowthMb);
      const imported = await post(cookie, 'dryRun=false&units=lbs');
      if (imported.status !== 200) throw new Error(`import: ${imported.status} ${imported.body.slice(0, 300)}`);
      const summary = JSON.parse(imported.body) as { counts: { workouts: number; sets: number } };
      if (round === 0) console.log(`imported ${summary.counts.workouts} workouts, ${summary.counts.sets} sets (${records - 1} CSV rows)`);
      rows.imp!.push(imported.ms);
      rows.impMb!.push(imported.rssGrowthMb);

      const identity = await measure(`${base}/api/export?format=json`, { headers: { cookie, 'accept-encoding': 'identity' } });
      rows.expIdentity!.push(identity.ms);
      rows.expIdentityFirst!.push(identity.firstByteMs);
      const exported = await measure(`${base}/api/export?format=json`, { headers: { cookie, 'accept-encoding': 'gzip, br' } });
      if (exported.status !== 200) throw new Error(`export: ${exported.status}`);
      rows.exp!.push(exported.ms);
      rows.expFirst!.push(exported.firstByteMs);
      rows.expMb!.push(exported.rssGrowthMb);
      if (round === 0) console.log(`export: ${(Buffer.byteLength(exported.body) / 2 ** 20).toFixed(2)} MiB`);
      // Peer: the logs in one query, stringified whole (nothing leaves before all is built).
      t0 = performance.now();
      JSON.stringify(await storage.collection(WORKOUT_LOGS.name).find({ userId } as never, { sort: { date: 1 } } as never));
      rows.whole!.push(performance.now() - t0);
    }
    const m = (key: string) => median(rows[key]!);
    console.log(`\nmedians of ${ROUNDS} rounds:`);
    console.log(`dry run  ${f(m('dry'))} ms (csv-parse alone ${f(m('parse'))} ms: ×${f(m('dry') / m('parse'), 2)}), memory growth ${f(m('dryMb'))} MB`);
    console.log(`import   ${f(m('imp'))} ms, memory growth ${f(m('impMb'))} MB`);
    console.log(
      `export   ${f(m('exp'))} ms gzip, first byte ${f(m('expFirst'))} ms, memory growth ${f(m('expMb'))} MB; uncompressed ${f(m('expIdentity'))} ms, first byte ${f(m('expIdentityFirst'))} ms (one query stringified whole: ${f(m('whole'))} ms before any byte)`,
    );
  } finally {
    await app.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
