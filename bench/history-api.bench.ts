/**
 * The History page's reads for the heavy user (issue #50: first page ≤ 30 ms p50, a month ≤ 10 ms, the week ≤ 10 ms).
 *
 *   npm run bench -- history-api        (about a minute on 2 cores; node --import tsx bench/history-api.bench.ts)
 *
 * The API runs in this process on a fresh embedded store in a temp dir (buildApp, as bench/progress-records),
 * called over HTTP on loopback, one connection, BENCH_HISTORY_ROUNDS (200) sequential rounds after 20
 * unrecorded ones, each call timed to the last byte of the answer. Data: the heavy user of bench/api-dashboard
 * (1,000 logged workouts every third day over ten years, 5 exercises × 4 sets, 3,650 daily weights, the
 * starter routines), every workout a session of 45–75 minutes, and BENCH_OTHER_USERS (2,000) other users
 * with 10 logs each in the same collections. Each round first writes today's log (the data version rises,
 * so no read below is answered by the read cache), then reads:
 * - `routines.list` (three routines), for reference: a read of little data, first after the write (whatever
 *   the write left to do falls on it, not on the History reads);
 * - `history.week` in Europe/Paris (this week, last week, the streak: ten years without a week off, the
 *   longest the streak can read);
 * - `history.list` without a cursor (the first page), then the page after it;
 * - `history.month` of a month of the ten years, another each round;
 * - `workoutLog.get` of a past day, for reference: one log by the same (userId, date) index.
 * Timings are wall clock on a shared machine; the process CPU time of each call is printed beside them.
 * Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '@fitness/domain';
import { buildApp } from '../services/api/src/build-app';
import { loadConfig } from '../services/api/src/platform/config';
import { createEmbeddedStorage } from '../services/api/src/platform/storage/nedb-driver';
import { WORKOUT_LOGS, type WorkoutLogRecord } from '../services/api/src/shared/records';
import { TODAY, heavyUserSession, seedOtherUsers, seedUser } from './api-dashboard/seed';
import { median, quantile } from './support/statistics';

const ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 200);
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 2000);
const WORKOUTS = 1000;

const summary = (values: number[]) => `${median(values).toFixed(2)} / ${quantile(values, 0.99).toFixed(2)}`;

/** Each of the heavy user's workouts becomes a session: started at 18:00 UTC that day, 45–75 minutes long. */
async function giveSessions(storage: ReturnType<typeof createEmbeddedStorage>, userId: string) {
  const logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
  for (let i = 0; i < WORKOUTS; i += 1) {
    const date = addDays(TODAY, -i * 3);
    const startedAt = Date.parse(`${date}T18:00:00Z`);
    const session = { startedAt, finishedAt: startedAt + (45 + (i % 31)) * 60_000, notes: '', changedAt: startedAt };
    await logs.updateOne({ userId, date }, { $set: { session } });
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-history-'));
  const storage = createEmbeddedStorage(dataDir);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://127.0.0.1', SMTP_URL: 'smtp://127.0.0.1:1' });
  const app = await buildApp({ config, storage }, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const started = performance.now();
    const { cookie, userId } = await heavyUserSession(app);
    await seedUser(storage, userId, { weights: 3650, logs: WORKOUTS });
    await giveSessions(storage, userId);
    await seedOtherUsers(storage, OTHER_USERS);
    console.log(
      `seeded ${WORKOUTS} workouts (${addDays(TODAY, -(WORKOUTS - 1) * 3)} to ${TODAY}) and ${OTHER_USERS} other users in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; ${ROUNDS} rounds`,
    );

    const call = async <T>(path: string, init: RequestInit = {}): Promise<{ ms: number; cpu: number; data: T }> => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const answer = await fetch(`${url}${path}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } });
      const body = await answer.text();
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      if (answer.status !== 200) throw new Error(`${path.split('?')[0]} answered ${answer.status}: ${body.slice(0, 300)}`);
      return { ms, cpu: (cpu.user + cpu.system) / 1000, data: (JSON.parse(body) as { result: { data: T } }).result.data };
    };
    const query = <T>(path: string, input: unknown) => call<T>(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
    const write = (round: number) =>
      call('/trpc/workoutLog.sync', {
        method: 'POST',
        body: JSON.stringify({
          localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets: [{ reps: 5, weight: 100 + (round % 50), notes: '' }] }] },
          timezone: 'UTC',
          date: TODAY,
        }),
      });

    type Page = { items: { date: string }[]; nextCursor: string | null };
    const names = [
      'routines.list, first read after the write (reference)',
      'history.week',
      'history.list, first page',
      'history.list, second page (cursor)',
      'history.month',
      'workoutLog.get of a past day (reference)',
    ] as const;
    const wall = new Map<string, number[]>(names.map((name) => [name, []]));
    const cpu = new Map<string, number[]>(names.map((name) => [name, []]));
    let facts = '';
    for (let round = -20; round < ROUNDS; round += 1) {
      await write(round);
      const afterWrite = await call('/trpc/routines.list');
      const week = await query<{ streakWeeks: number; thisWeek: { workouts: number; trainingTimeMs: number | null } }>('history.week', {
        timezone: 'Europe/Paris',
      });
      const first = await query<Page>('history.list', {});
      const second = await query<Page>('history.list', { cursor: first.data.nextCursor });
      // A month of the ten years, another one each round.
      const monthsBack = (round + 20) % 120;
      const day = new Date(`${TODAY}T00:00:00Z`);
      day.setUTCMonth(day.getUTCMonth() - monthsBack, 1);
      const month = await query<{ days: unknown[] }>('history.month', { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1 });
      const oneDay = await query('workoutLog.get', { date: addDays(TODAY, -3 * ((round + 20) % 1000)) });
      if (round < 0) continue;
      for (const [name, timing] of [
        [names[0], afterWrite],
        [names[1], week],
        [names[2], first],
        [names[3], second],
        [names[4], month],
        [names[5], oneDay],
      ] as const) {
        wall.get(name)!.push(timing.ms);
        cpu.get(name)!.push(timing.cpu);
      }
      facts = `streak ${week.data.streakWeeks} weeks; this week ${week.data.thisWeek.workouts} workouts; pages of ${first.data.items.length} and ${second.data.items.length}; a month holds ${month.data.days.length} workouts`;
    }
    console.log(facts);
    console.log('| call | wall p50 / p99 (ms) | process CPU p50 (ms) |');
    console.log('|---|---:|---:|');
    for (const name of names) console.log(`| ${name} | ${summary(wall.get(name)!)} | ${median(cpu.get(name)!).toFixed(1)} |`);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; targets: first page ≤ 30 ms p50, a month ≤ 10 ms, the week ≤ 10 ms`,
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
