import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, historyCursor } from '@fitness/domain';
import { BAD_HISTORY_CURSOR, type HistoryPage } from '@fitness/schemas';
import { clientFor, newUserOn, type Client } from '../../test-support/api-client';
import type { TestApp } from '../../test-support/test-app';
import type { StoreCall } from '../../test-support/storage-spy';
import { historyApp, logOn, squats, storeLogs } from './history-test-support';

const TODAY = '2030-06-15';
let t: TestApp & { logReads: StoreCall[] };
beforeAll(async () => {
  t = await historyApp(`${TODAY}T12:00:00Z`);
});
afterAll(() => t.close());

const page = async (client: Client, cursor?: string | null) => {
  const answer = await client.query<HistoryPage>('history.list', cursor === undefined ? undefined : { cursor });
  expect(answer.status).toBe(200);
  return answer.data;
};

/** Every page from the first, as the client's infinite query asks them; `between` runs before each next page. */
async function everyPage(client: Client, between: (pageNumber: number) => Promise<void> = async () => {}) {
  const dates: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 100; n += 1) {
    const { items, nextCursor }: HistoryPage = await page(client, cursor);
    dates.push(...items.map((item) => item.date));
    sizes.push(items.length);
    if (nextCursor === null) return { dates, sizes };
    cursor = nextCursor;
    await between(n);
  }
  throw new Error('the list never ended');
}

/** Newest first with no day twice. */
const strictlyNewestFirst = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1]! > date);

describe('history.list', () => {
  it('pages through 1,000 workouts 20 at a time, newest first, with no duplicates and no gaps, reading 21 logs a page', async () => {
    const { client, userId } = await newUserOn(t);
    const days = Array.from({ length: 1000 }, (_, i) => addDays(TODAY, -i * 3 - (i % 2)));
    // A day whose sets were all deleted (tombstones only) and a session-only day are not workouts.
    const notWorkouts = [
      { ...logOn(userId, addDays(TODAY, -1), []), deleted: [{ setId: 'gone', at: 1 }] },
      logOn(userId, addDays(TODAY, -2), [], { startedAt: 1, finishedAt: 2, notes: '', changedAt: 2 }),
    ];
    await storeLogs(t.storage, [...days.map((date) => logOn(userId, date, [squats([{ reps: 5, weight: 100 }])])), ...notWorkouts]);

    t.logReads.length = 0;
    const { dates, sizes } = await everyPage(client);
    expect(dates).toEqual(days);
    expect(strictlyNewestFirst(dates)).toBe(true);
    expect(sizes).toEqual(Array.from({ length: 50 }, () => 20));
    // Each page is one read of the user's logs by date with a limit (never every log).
    expect(t.logReads).toHaveLength(50);
    for (const call of t.logReads) {
      expect(call.method).toBe('find');
      expect(call.args[0]).toMatchObject({ userId });
      expect(call.args[1]).toMatchObject({ sort: { date: -1 }, limit: 21 });
    }
  });

  it("answers each workout's date, routine (not recorded: null), duration, exercises, sets and volume", async () => {
    const { client, userId } = await newUserOn(t);
    const startedAt = Date.parse(`${TODAY}T07:00:00Z`);
    await storeLogs(t.storage, [
      logOn(
        userId,
        TODAY,
        [
          squats([
            { reps: 10, weight: 45, warmup: true },
            { reps: 5, weight: 200 },
          ]),
          squats([{ reps: 8, weight: 100 }]),
        ],
        {
          startedAt,
          finishedAt: startedAt + 3_000_000,
          notes: 'good',
          changedAt: startedAt,
        },
      ),
      logOn(userId, addDays(TODAY, -1), [squats([{ reps: 5, weight: 100 }])], { startedAt, finishedAt: null, notes: '', changedAt: startedAt }),
    ]);
    expect(await page(client)).toEqual({
      items: [
        { date: TODAY, routineName: null, durationMs: 3_000_000, exercises: 2, sets: 3, workingSets: 2, volumeLb: 1800 },
        { date: addDays(TODAY, -1), routineName: null, durationMs: null, exercises: 1, sets: 1, workingSets: 1, volumeLb: 500 },
      ],
      nextCursor: null,
    });
  });

  it('stays right when days are logged between pages: no day twice, none missed, older new days included', async () => {
    const { client, userId } = await newUserOn(t);
    const days = Array.from({ length: 45 }, (_, i) => addDays(TODAY, -2 - i * 2));
    await storeLogs(
      t.storage,
      days.map((date) => logOn(userId, date, [squats([{ reps: 5, weight: 100 }])])),
    );
    const sets = [{ reps: 5, weight: 100, notes: '' }];
    // Past the second page's last day (TODAY − 80).
    const missedDay = addDays(TODAY, -85);
    const { dates } = await everyPage(client, async (n) => {
      // Another device logs today's workout after the first page, and a missed day far back after the second.
      const date = n === 0 ? TODAY : n === 1 ? missedDay : null;
      if (date === null) return;
      const synced = await client.mutate('workoutLog.sync', {
        localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets }] },
        timezone: 'UTC',
        date,
      });
      expect(synced.status).toBe(200);
    });
    expect(strictlyNewestFirst(dates)).toBe(true);
    // Today was newer than the first page: the next load shows it. The older missed day appears in its place.
    expect(dates).toEqual([...days, missedDay].sort().reverse());
    expect((await page(client)).items[0]!.date).toBe(TODAY);
  });

  it("never shows another user's days", async () => {
    const me = await newUserOn(t);
    const other = await newUserOn(t);
    await storeLogs(t.storage, [
      logOn(me.userId, addDays(TODAY, -25), [squats([{ reps: 5, weight: 100 }])]),
      ...Array.from({ length: 30 }, (_, i) => logOn(other.userId, addDays(TODAY, -i), [squats([{ reps: 1, weight: 300 }])])),
    ]);
    expect((await page(me.client)).items.map((item) => item.date)).toEqual([addDays(TODAY, -25)]);
    // A cursor another user's list gave still reads only the session user's days.
    const theirs = await page(other.client);
    expect(theirs.items).toHaveLength(20);
    expect((await page(me.client, theirs.nextCursor)).items.map((item) => item.date)).toEqual([addDays(TODAY, -25)]);
    expect((await clientFor(t.app, undefined).query('history.list')).status).toBe(401);
  });

  it('refuses a cursor it did not give with 400 and a clear message', async () => {
    const { client } = await newUserOn(t);
    const forged = btoa('history1:2030-02-30').replace(/=+$/, '');
    for (const cursor of ['', 'nonsense', '2030-06-01', forged, `${historyCursor('2030-06-01')}x`, 42, { $gt: '' }, ['a']]) {
      const answer = await client.query('history.list', { cursor });
      expect(answer.status, JSON.stringify(cursor)).toBe(400);
      expect(answer.error?.message).toBe(BAD_HISTORY_CURSOR);
    }
    // No cursor and a null cursor are the first page.
    expect((await client.query('history.list', { cursor: null })).status).toBe(200);
    expect((await client.query('history.list', {})).status).toBe(200);
  });
});
