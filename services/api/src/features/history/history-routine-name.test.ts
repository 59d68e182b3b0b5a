import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryMonth, HistoryPage } from '@fitness/schemas';
import { newUserOn } from '../../test-support/api-client';
import type { TestApp } from '../../test-support/test-app';
import type { StoreCall } from '../../test-support/storage-spy';
import { historyApp, logOn, squats, storeLogs } from './history-test-support';

// The list and the calendar name a workout by the routine its log came from (issue #50).
const TODAY = '2030-06-15';
let t: TestApp & { logReads: StoreCall[] };
beforeAll(async () => {
  t = await historyApp(`${TODAY}T12:00:00Z`);
});
afterAll(() => t.close());

describe('a workout’s routine in History', () => {
  it('is the log’s routine name in the list and the month; null for a day without one', async () => {
    const { client, userId } = await newUserOn(t);
    const sets = () => [squats([{ reps: 5, weight: 100 }])];
    await storeLogs(t.storage, [
      { ...logOn(userId, '2030-06-01', sets()), routineName: 'Legs' },
      logOn(userId, '2030-06-02', sets()),
      { ...logOn(userId, '2030-06-03', sets()), routineName: null },
    ]);
    // Saved through the log, as a device does.
    await client.mutate('workoutLog.sync', { localLog: { exercises: sets(), routineName: 'Push' }, timezone: 'UTC', date: '2030-06-04', baseVersion: 0 });

    const named = (days: { date: string; routineName: string | null }[]) => days.map((d) => [d.date, d.routineName]);
    const expected = [
      ['2030-06-04', 'Push'],
      ['2030-06-03', null],
      ['2030-06-02', null],
      ['2030-06-01', 'Legs'],
    ];
    expect(named((await client.query<HistoryPage>('history.list')).data.items)).toEqual(expected);
    expect(named((await client.query<HistoryMonth>('history.month', { year: 2030, month: 6 })).data.days)).toEqual([...expected].reverse());
  });
});
