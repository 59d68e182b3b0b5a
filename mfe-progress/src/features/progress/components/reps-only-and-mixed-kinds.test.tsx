import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import {
  chartPoints,
  figureNames,
  headersOf,
  logDay,
  openHistory,
  openSets,
  openStatistics,
  renderPanel,
  rowsOf,
} from '../../../test-support/kind-panel-harness';

// Reps only exercises, and names logged as more than one kind, in the panel, against the API (docs/decisions/0071).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('Reps only and mixed kinds in the progress panel (against the API)', () => {
  it('a name whose kind changed: each row by its own kind, the statistics and card by the latest kind', async () => {
    const me = await signInFreshUser(api);
    await logDay(me, '2026-04-01', [{ name: 'Sled push', kind: 'time', sets: [{ seconds: 40 }] }]);
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Sled push', tracked: true, bw: false, sets: [{ reps: 8, weight: 200, notes: '' }] }] },
      timezone: 'UTC',
      date: '2026-04-03',
    });
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Sled push', tracked: true, bw: false, sets: [{ reps: 8, weight: 220, notes: '' }] }] },
      timezone: 'UTC',
      date: '2026-04-05',
    });
    const { user } = renderPanel(api, me);
    expect(await screen.findByRole('heading', { name: /^Sled push 3 entries · best e1RM \d/ }, { timeout: 15_000 })).toBeInTheDocument();
    const history = await openHistory(user, 'Sled push');
    expect(rowsOf(history)).toEqual(['220 lbs1 x 8Apr 5, 2026', '200 lbs1 x 8Apr 3, 2026', 'Longest set 0:40Total time 0:40Apr 1, 2026']);
    const { stats, records } = await openStatistics(user, 'Sled push');
    // Against the first weight entry (200 → 220), not the time entry's 0.
    expect(within(stats).getByRole('button', { name: /^Latest working weight/ })).toHaveTextContent('220 lbs▲ Up 10.0% since the first entry');
    // Each record comes from the entries of its kind: the old time stays a record of the name.
    expect(records.textContent).toContain('Heaviest weight 220 lbs × 8');
    expect(records.textContent).toContain('Longest time 0:40');
  });

  it('a Reps only exercise: sets x reps without weight, most reps as its figure and record', async () => {
    const me = await signInFreshUser(api);
    await logDay(me, '2026-03-02', [{ name: 'Pull-ups', kind: 'repsOnly', sets: [{ reps: 8 }, { reps: 8 }, { reps: 6 }] }]);
    await logDay(me, '2026-03-04', [{ name: 'Pull-ups', kind: 'repsOnly', sets: [{ reps: 10 }, { reps: 8 }, { reps: 8 }] }]);
    const { user } = renderPanel(api, me);
    expect(await screen.findByRole('heading', { name: 'Pull-ups 2 entries' }, { timeout: 15_000 })).toBeInTheDocument();
    const history = await openHistory(user, 'Pull-ups');
    expect(rowsOf(history)).toEqual(['3 x 8-10Mar 4, 2026', '3 x 6-8Mar 2, 2026']);
    expect(
      await within(within(history).getAllByRole('listitem')[0]!).findByRole('img', { name: 'Record: rep record' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const sets = await openSets(user, history, 'Pull-ups on Mar 4, 2026', 4);
    expect(headersOf(sets)).toEqual(['Set', 'Reps', 'Notes']);
    await user.keyboard('{Escape}');

    const { stats, records } = await openStatistics(user, 'Pull-ups');
    expect(figureNames(stats)).toEqual(['Latest most reps']);
    expect(within(stats).getByRole('button', { name: /^Latest most reps/ })).toHaveTextContent('10 reps▲ Up 25.0% since the first entry');
    expect(chartPoints()).toEqual(['Mar 2, 2026: 8 reps', 'Mar 4, 2026: 10 reps']);
    expect(records.textContent).toContain('Most reps 10');
    expect(within(records).queryByRole('table', { name: 'Best reps by weight' })).not.toBeInTheDocument();
    expect(records).not.toHaveTextContent(/lbs/);
  });
});
