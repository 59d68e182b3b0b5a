/**
 * Personal records of a heavy user (issue #34: 1,000 workouts, 40 tracked names; target ≤ 20 ms p50).
 *
 *   npm run bench -- progress-records        (about a minute on 2 cores)
 *
 * The API runs in this process on a fresh embedded store in a temp dir (buildApp, as
 * bench/workout-log-sync), called over HTTP on loopback, one connection, BENCH_RECORDS_ROUNDS (200)
 * sequential rounds after 20 unrecorded ones, each call timed to the last byte of the answer.
 * Data: 1,000 logged workouts (every third day) of 6 exercises × 4 sets, the exercises taken in turn
 * from 40 tracked names (4 of them bodyweight-compared), 3,650 daily weights, the starter routines.
 * Each round, after a write (a sync of today's log, which raises the data version):
 * - `progress.list` then `progress.records` (every name): the panel's order, the derivation already
 *   made by the list, so the second call pays for the records alone;
 * - another write, then `progress.records` straight away: derivation and records both;
 * - `progress.records({})` (every name, another URL than the call before, so the memo answers,
 *   not the answer cache), `progress.records` of one name (its entries' e1RM and trophies, made on
 *   first ask), `progress.dayRecords` of today;
 * - `progress.records` (every name) repeated: the server's answer cache.
 * Timings are wall clock on a shared machine; the script also prints the process CPU time of the
 * calls that compute records, which the machine's other work does not inflate as much.
 * Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '@fitness/domain';
import { buildApp } from '../services/api/src/build-app';
import { loadConfig } from '../services/api/src/platform/config';
import { newId } from '../services/api/src/platform/storage';
import { createEmbeddedStorage } from '../services/api/src/platform/storage/nedb-driver';
import { WORKOUT_LOGS, type WorkoutLogRecord } from '../services/api/src/shared/records';
import { TODAY, heavyUserSession, seedUser } from './api-dashboard/seed';
import { median, quantile } from './support/statistics';

const ROUNDS = Number(process.env.BENCH_RECORDS_ROUNDS ?? 200);
const WORKOUTS = 1000;
const NAMES = Array.from({ length: 40 }, (_, i) => `Exercise ${String(i + 1).padStart(2, '0')}`);
const PER_WORKOUT = 6;

/** Workout `w`: six names in turn, weights climbing 5 lb every tenth time a name comes round, reps 5–8. */
function workout(userId: string, w: number): WorkoutLogRecord {
  return {
    id: newId(),
    userId,
    date: addDays(TODAY, -(WORKOUTS - w) * 3),
    updatedAt: new Date(),
    revision: 1,
    exercises: Array.from({ length: PER_WORKOUT }, (_, e) => {
      const slot = w * PER_WORKOUT + e;
      const name = NAMES[slot % NAMES.length]!;
      const round = Math.floor(slot / NAMES.length);
      const base = 45 + (slot % NAMES.length) * 5 + 5 * Math.floor(round / 10);
      return {
        id: newId(),
        name,
        tracked: true,
        bw: slot % NAMES.length < 4,
        sets: Array.from({ length: 4 }, (_, s) => ({ id: newId(), reps: 5 + ((round + s) % 4), weight: base + (s === 3 ? -10 : 0), notes: '' })),
      };
    }),
  };
}

const summary = (times: number[]) => `${median(times).toFixed(2)} / ${quantile(times, 0.99).toFixed(2)}`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-records-'));
  const storage = createEmbeddedStorage(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:1' });
  const app = await buildApp({ config, storage }, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const started = performance.now();
    const { cookie, userId } = await heavyUserSession(app);
    await seedUser(storage, userId, { weights: 3650, logs: 0 });
    await storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name).insertMany(Array.from({ length: WORKOUTS }, (_, w) => workout(userId, w)));
    console.log(
      `seeded ${WORKOUTS} workouts × ${PER_WORKOUT} of ${NAMES.length} names in ${((performance.now() - started) / 1000).toFixed(1)} s; Node ${process.version}; ${ROUNDS} rounds`,
    );

    const call = async (path: string, init: RequestInit = {}): Promise<{ ms: number; cpu: number; bytes: number }> => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const answer = await fetch(`${url}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
      const body = await answer.text();
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      if (answer.status !== 200) throw new Error(`${path.split('?')[0]} answered ${answer.status}: ${body.slice(0, 300)}`);
      return { ms, cpu: (cpu.user + cpu.system) / 1000, bytes: body.length };
    };
    const query = (path: string, input?: unknown) => call(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
    const write = (round: number) =>
      call('/trpc/workoutLog.sync', {
        method: 'POST',
        body: JSON.stringify({
          localLog: { exercises: [{ name: NAMES[0], tracked: true, bw: false, sets: [{ reps: 5, weight: 100 + (round % 50), notes: '' }] }] },
          timezone: 'UTC',
          date: TODAY,
        }),
      });

    const times = {
      list: [] as number[],
      afterList: [] as number[],
      afterWrite: [] as number[],
      memo: [] as number[],
      oneName: [] as number[],
      day: [] as number[],
      repeated: [] as number[],
    };
    const cpu = { list: [] as number[], afterList: [] as number[], afterWrite: [] as number[] };
    const sizes = { all: 0, oneName: 0 };
    for (let round = -20; round < ROUNDS; round += 1) {
      const keep = round >= 0;
      await write(2 * round);
      const list = await query('progress.list');
      const afterList = await query('progress.records');
      await write(2 * round + 1);
      const afterWrite = await query('progress.records');
      const memo = await query('progress.records', {});
      const oneName = await query('progress.records', { exerciseName: NAMES[round & 31] });
      const day = await query('progress.dayRecords', { date: TODAY });
      const repeated = await query('progress.records');
      if (!keep) continue;
      times.list.push(list.ms);
      times.afterList.push(afterList.ms);
      times.afterWrite.push(afterWrite.ms);
      times.memo.push(memo.ms);
      cpu.list.push(list.cpu);
      cpu.afterList.push(afterList.cpu);
      cpu.afterWrite.push(afterWrite.cpu);
      times.oneName.push(oneName.ms);
      times.day.push(day.ms);
      times.repeated.push(repeated.ms);
      sizes.all = afterList.bytes;
      sizes.oneName = oneName.bytes;
    }
    console.log(
      `answer sizes: every name ${(sizes.all / 1024).toFixed(1)} KiB, one name with its entries ${(sizes.oneName / 1024).toFixed(1)} KiB (uncompressed)`,
    );
    const rows: [string, number[], number[] | null][] = [
      ['progress.list right after a write (the progress derivation)', times.list, cpu.list],
      ['progress.records, every name, after the list (records alone)', times.afterList, cpu.afterList],
      ['progress.records, every name, right after a write (derivation + records)', times.afterWrite, cpu.afterWrite],
      ['progress.records({}), every name, memo hit', times.memo, null],
      ['progress.records, one name with its entries', times.oneName, null],
      ['progress.dayRecords, today', times.day, null],
      ['progress.records, every name, repeated (answer cache)', times.repeated, null],
    ];
    console.log('| call | wall p50 / p99 (ms) | process CPU p50 (ms) |');
    console.log('|---|---:|---:|');
    for (const [name, wall, used] of rows) console.log(`| ${name} | ${summary(wall)} | ${used ? median(used).toFixed(1) : ''} |`);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; target: records of every name ≤ 20 ms p50`,
    );
  } finally {
    await app.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
