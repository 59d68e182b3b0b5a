import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type WorkoutSession } from '@fitness/domain';
import type { HistoryMonth, HistoryWeek } from '@fitness/schemas';
import { newUserOn, type Client } from '../../test-support/api-client';
import type { TestApp } from '../../test-support/test-app';
import type { StoreCall } from '../../test-support/storage-spy';
import { historyApp, logOn, squats, storeLogs } from './history-test-support';

// Wednesday 9 December 2026, noon UTC: this week is 7–13 December, last week 30 November–6 December.
const NOW = '2026-12-09T12:00:00Z';
let t: TestApp & { logReads: StoreCall[] };
beforeAll(async () => {
  t = await historyApp(NOW);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const timed = (date: string, ms: number): WorkoutSession => ({
  startedAt: Date.parse(`${date}T18:00:00Z`),
  finishedAt: Date.parse(`${date}T18:00:00Z`) + ms,
  notes: '',
  changedAt: 1,
});
const workout = (userId: string, date: string, session?: WorkoutSession) =>
  logOn(
    userId,
    date,
    [
      squats([
        { reps: 10, weight: 45, warmup: true },
        { reps: 5, weight: 100 },
        { reps: 5, weight: 100 },
      ]),
    ],
    session,
  );

const month = async (client: Client, year: number, monthNumber: number) => {
  const answer = await client.query<HistoryMonth>('history.month', { year, month: monthNumber });
  expect(answer.status).toBe(200);
  return answer.data;
};
const week = async (client: Client, timezone = 'UTC') => {
  const answer = await client.query<HistoryWeek>('history.week', { timezone });
  expect(answer.status).toBe(200);
  return answer.data;
};

describe('history.month', () => {
  it("answers the month's days with a workout, oldest first, from its first day to its last, read once with a limit", async () => {
    const { client, userId } = await newUserOn(t);
    const other = await newUserOn(t);
    await storeLogs(t.storage, [
      workout(userId, '2026-12-31'),
      workout(userId, '2026-12-01', timed('2026-12-01', HOUR)),
      workout(userId, '2026-11-30'),
      workout(userId, '2027-01-01'),
      { ...logOn(userId, '2026-12-15', []), deleted: [{ setId: 'gone', at: 1 }] },
      workout(other.userId, '2026-12-02'),
    ]);
    t.logReads.length = 0;
    expect(await month(client, 2026, 12)).toEqual({
      year: 2026,
      month: 12,
      days: [
        { date: '2026-12-01', routineName: null, durationMs: HOUR, exercises: 1, sets: 3, workingSets: 2, volumeLb: 1000 },
        { date: '2026-12-31', routineName: null, durationMs: null, exercises: 1, sets: 3, workingSets: 2, volumeLb: 1000 },
      ],
    });
    expect(t.logReads).toEqual([
      expect.objectContaining({
        method: 'find',
        args: [expect.objectContaining({ userId, date: { $gte: '2026-12-01', $lte: '2026-12-31' } }), expect.objectContaining({ limit: 31 })],
      }),
    ]);
    expect((await month(client, 2027, 1)).days.map((d) => d.date)).toEqual(['2027-01-01']);
  });

  it('answers a month without workouts with no days, and February of a leap year to the 29th', async () => {
    const { client, userId } = await newUserOn(t);
    await storeLogs(t.storage, [workout(userId, '2028-02-29'), workout(userId, '2028-03-01')]);
    expect(await month(client, 2026, 6)).toEqual({ year: 2026, month: 6, days: [] });
    expect((await month(client, 2028, 2)).days.map((d) => d.date)).toEqual(['2028-02-29']);
  });

  it('refuses a month that does not exist with 400', async () => {
    const { client } = await newUserOn(t);
    for (const input of [{ year: 2026, month: 13 }, { year: 2026, month: 0 }, { year: 2026.5, month: 1 }, { year: '2026', month: 1 }, { month: 1 }]) {
      expect((await client.query('history.month', input)).status, JSON.stringify(input)).toBe(400);
    }
  });
});

describe('history.week', () => {
  it('compares this week with last week: workouts, working sets, volume, training time of the timed sessions; and the streak', async () => {
    const { client, userId } = await newUserOn(t);
    const other = await newUserOn(t);
    await storeLogs(t.storage, [
      workout(userId, '2026-12-07', timed('2026-12-07', HOUR)),
      workout(userId, '2026-12-09', { ...timed('2026-12-09', 0), finishedAt: null }),
      workout(userId, '2026-12-01', timed('2026-12-01', HOUR / 2)),
      workout(userId, '2026-12-06'),
      workout(userId, '2026-11-25'),
      workout(userId, '2026-11-20'),
      // A week off (9–15 November) ends the streak there.
      workout(userId, '2026-11-03'),
      ...['2026-12-08', '2026-11-10', '2026-11-11'].map((date) => workout(other.userId, date)),
    ]);
    expect(await week(client)).toEqual({
      today: '2026-12-09',
      thisWeek: { start: '2026-12-07', end: '2026-12-13', workouts: 2, workingSets: 4, volumeLb: 2000, trainingTimeMs: HOUR },
      lastWeek: { start: '2026-11-30', end: '2026-12-06', workouts: 2, workingSets: 4, volumeLb: 2000, trainingTimeMs: HOUR / 2 },
      streakWeeks: 4,
    });
  });

  it("takes this week on the user's clock: late Sunday in UTC is Monday in Paris, a new week with no workout yet", async () => {
    const { client, userId } = await newUserOn(t);
    await storeLogs(t.storage, [workout(userId, '2026-12-13'), workout(userId, '2026-12-02')]);
    t.clock.set(new Date('2026-12-13T23:30:00Z'));
    try {
      expect(await week(client, 'UTC')).toMatchObject({ today: '2026-12-13', thisWeek: { start: '2026-12-07', workouts: 1 }, streakWeeks: 2 });
      const paris = await week(client, 'Europe/Paris');
      expect(paris).toMatchObject({ today: '2026-12-14', thisWeek: { start: '2026-12-14', workouts: 0, trainingTimeMs: null }, lastWeek: { workouts: 1 } });
      // The new week is not over: the streak still stands.
      expect(paris.streakWeeks).toBe(2);
    } finally {
      t.clock.set(new Date(NOW));
    }
  });

  it('has no workouts and no streak for a new user, and refuses an unknown time zone with 400', async () => {
    const { client } = await newUserOn(t);
    expect(await week(client)).toMatchObject({ thisWeek: { workouts: 0, volumeLb: 0 }, lastWeek: { workouts: 0 }, streakWeeks: 0 });
    expect((await client.query('history.week', { timezone: 'Mars/Olympus' })).status).toBe(400);
    expect((await client.query('history.week', {})).status).toBe(400);
  });

  it('counts a ten-year streak of 1,000 workouts reading dates only, in a few limited reads', async () => {
    const { client, userId } = await newUserOn(t);
    const today = '2026-12-09';
    await storeLogs(
      t.storage,
      Array.from({ length: 1000 }, (_, i) => workout(userId, addDays(today, -i * 3))),
    );
    t.logReads.length = 0;
    // Days 0 … 2,997 back: from Tuesday 25 September 2018 (week of the 24th) to this week, every week with a workout.
    const weeks = (Date.parse('2026-12-07') - Date.parse('2018-09-24')) / (7 * 86_400_000) + 1;
    expect((await week(client)).streakWeeks).toBe(weeks);
    // The two weeks' logs, then dates only: 100, then the rest (fewer than 1,600: nothing older).
    const options = t.logReads.map((call) => call.args[1] as { limit: number; projection: object });
    expect(options).toEqual([
      expect.objectContaining({ limit: 14, projection: { date: 1, exercises: 1, session: 1, routineName: 1 } }),
      expect.objectContaining({ limit: 100, projection: { date: 1 } }),
      expect.objectContaining({ limit: 1600, projection: { date: 1 } }),
    ]);
    expect(t.logReads[2]!.args[0]).toMatchObject({ userId, date: { $lt: addDays(today, -99 * 3) } });
  });
});
