import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetsByName } from '@fitness/schemas';
import { newId } from '../../platform/storage';
import { newUserOn, type Client } from '../../test-support/api-client';
import type { TestApp } from '../../test-support/test-app';
import type { StoreCall } from '../../test-support/storage-spy';
import type { LogExerciseRecord, WorkoutSetRecord } from '../../shared/records';
import { historyApp, logOn, storeLogs } from './history-test-support';

// Sunday 13 December 2026, 20:00 UTC: the week of 7–13 December in UTC; on Kiritimati (UTC+14) it is
// Monday 14 December already, a new week.
const NOW = '2026-12-13T20:00:00Z';
let t: TestApp & { logReads: StoreCall[] };
beforeAll(async () => {
  t = await historyApp(NOW);
});
afterAll(() => t.close());

type Set = Partial<Pick<WorkoutSetRecord, 'warmup' | 'type'>>;
const WORKING: Set = {};
const WARMUP: Set = { warmup: true };
/** An exercise of the day with these sets (reps and weight do not matter to the count). */
const exercise = (name: string, sets: Set[]): LogExerciseRecord => ({
  id: newId(),
  name,
  tracked: true,
  bw: false,
  sets: sets.map((s) => ({ id: newId(), reps: 5, weight: 100, notes: '', ...s })),
});

const setsByName = async (client: Client, timezone: string, weeks: number) => {
  const answer = await client.query<SetsByName>('history.setsByName', { timezone, weeks });
  expect(answer.status, answer.response.body).toBe(200);
  return answer.data;
};

describe('history.setsByName', () => {
  it('counts working sets per name and Monday week, warm-ups out, oldest week first, every week listed, in one read with a limit', async () => {
    const { client, userId } = await newUserOn(t);
    const other = await newUserOn(t);
    await storeLogs(t.storage, [
      // Before the three weeks asked.
      logOn(userId, '2026-11-22', [exercise('Lunge', [WORKING])]),
      logOn(userId, '2026-11-29', [exercise('Lunge', [WORKING, WORKING])]),
      logOn(userId, '2026-11-30', [exercise('Squats', [WORKING, WORKING]), exercise('Deadlift', [WARMUP, WORKING])]),
      // A Sunday: still the week of 30 November.
      logOn(userId, '2026-12-06', [exercise('Squats', [WORKING])]),
      logOn(userId, '2026-12-07', [
        exercise('Squats', [WARMUP, WORKING, WORKING]),
        // Drop sets and sets to failure are working sets.
        exercise('Barbell Bench Press', [WORKING, { type: 'drop' }, { type: 'failure' }]),
        exercise('Face Pull', [WARMUP, WARMUP]),
      ]),
      logOn(userId, '2026-12-09', [exercise('Squats', [WORKING]), exercise('Zercher Squat', [WARMUP, WORKING, WORKING])]),
      logOn(other.userId, '2026-12-08', [exercise('Squats', [WORKING, WORKING, WORKING, WORKING])]),
    ]);
    t.logReads.length = 0;

    expect(await setsByName(client, 'UTC', 3)).toEqual({
      weeks: [
        { weekStart: '2026-11-23', names: [{ name: 'Lunge', workingSets: 2 }] },
        {
          weekStart: '2026-11-30',
          names: [
            { name: 'Squats', workingSets: 3 },
            { name: 'Deadlift', workingSets: 1 },
          ],
        },
        {
          weekStart: '2026-12-07',
          names: [
            { name: 'Barbell Bench Press', workingSets: 3 },
            { name: 'Squats', workingSets: 3 },
            { name: 'Zercher Squat', workingSets: 2 },
          ],
        },
      ],
    });
    expect(t.logReads).toEqual([
      expect.objectContaining({
        method: 'find',
        args: [expect.objectContaining({ userId, date: { $gte: '2026-11-23', $lte: '2026-12-13' } }), expect.objectContaining({ limit: 21 })],
      }),
    ]);
    expect((await setsByName(client, 'UTC', 1)).weeks.map((w) => w.weekStart)).toEqual(['2026-12-07']);
  });

  it("takes the weeks on the user's clock: where Monday has begun, this week is the new one", async () => {
    const { client, userId } = await newUserOn(t);
    await storeLogs(t.storage, [logOn(userId, '2026-12-08', [exercise('Squats', [WORKING])]), logOn(userId, '2026-12-14', [exercise('Row', [WORKING])])]);
    expect(await setsByName(client, 'Pacific/Kiritimati', 2)).toEqual({
      weeks: [
        { weekStart: '2026-12-07', names: [{ name: 'Squats', workingSets: 1 }] },
        { weekStart: '2026-12-14', names: [{ name: 'Row', workingSets: 1 }] },
      ],
    });
    expect((await setsByName(client, 'UTC', 2)).weeks).toEqual([
      { weekStart: '2026-11-30', names: [] },
      { weekStart: '2026-12-07', names: [{ name: 'Squats', workingSets: 1 }] },
    ]);
  });

  it('answers a user without workouts with empty weeks, and refuses weeks outside 1–12 or an unknown zone with 400', async () => {
    const { client } = await newUserOn(t);
    expect(await setsByName(client, 'Europe/Paris', 2)).toEqual({
      weeks: [
        { weekStart: '2026-11-30', names: [] },
        { weekStart: '2026-12-07', names: [] },
      ],
    });
    for (const [input, message] of [
      [{ timezone: 'UTC', weeks: 0 }, 'weeks must be at least 1'],
      [{ timezone: 'UTC', weeks: 13 }, 'weeks must be at most 12'],
      [{ timezone: 'UTC', weeks: 2.5 }, 'weeks must be a whole number'],
      [{ timezone: 'Mars/Olympus', weeks: 8 }, 'timezone must be an IANA time zone'],
    ] as const) {
      const answer = await client.query('history.setsByName', input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([400, expect.stringContaining(message)]);
    }
  });
});
