import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACE_RECORD_HELP } from '@fitness/domain';
import { signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import {
  cellsOf,
  chartPoints,
  figureNames,
  headersOf,
  logDay,
  openHistory,
  openSets,
  openStatistics,
  profile,
  renderPanel,
  rowsOf,
} from '../../../test-support/kind-panel-harness';

// Time and Distance and time exercises in the panel, their statistics and records, against the API (docs/decisions/0071).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('Time and Distance and time exercises in the progress panel (against the API)', () => {
  it('a Time exercise: longest set and total time per day, its statistics, "Longest time" record and trophy, its sets by time', async () => {
    const me = await signInFreshUser(api);
    // Flagged for bodyweight comparison: a BWx means nothing for a time, so none shows.
    await logDay(me, '2026-01-05', [
      { name: 'Plank', kind: 'time', bw: true, sets: [{ seconds: 20, warmup: true }, { seconds: 60 }, { seconds: 60 }, { seconds: 60 }] },
    ]);
    await logDay(me, '2026-01-08', [
      { name: 'Plank', kind: 'time', sets: [{ seconds: 65 }, { seconds: 65, weight: 25 }, { seconds: 65, type: 'failure', notes: 'shaking' }] },
    ]);
    const { user } = renderPanel(api, me);

    // The card names its best time; no e1RM, no weight anywhere in the rows.
    expect(await screen.findByRole('heading', { name: 'Plank 2 entries · longest time 1:05' }, { timeout: 15_000 })).toBeInTheDocument();
    const history = await openHistory(user, 'Plank');
    expect(rowsOf(history)).toEqual(['Longest set 1:05Total time 3:15Jan 8, 2026', 'Longest set 1:00Total time 3:00Jan 5, 2026']);
    const [second, first] = within(history).getAllByRole('listitem');
    expect(await within(second!).findByRole('img', { name: 'Record: longest time' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(first!).queryByRole('img', { name: /^Records?:/ })).not.toBeInTheDocument();

    // A day's sets: their time, the added weight of that day, the type's chip; no reps or e1RM.
    const sets = await openSets(user, history, 'Plank on Jan 8, 2026', 4);
    expect(headersOf(sets)).toEqual(['Set', 'Time', 'Weight', 'Notes']);
    expect(cellsOf(sets).slice(1)).toEqual([
      ['1:05', '0 lbs', ''],
      ['1:05', '25 lbs', ''],
      ['1:05', '0 lbs', 'shaking'],
    ]);
    expect(within(sets).getAllByRole('rowheader')[2]).toHaveAccessibleName('3, to failure');
    await user.keyboard('{Escape}');
    // A day without added weight has no weight column; the warm-up is marked as in the log.
    const earlier = await openSets(user, history, 'Plank on Jan 5, 2026', 5);
    expect(headersOf(earlier)).toEqual(['Set', 'Time', 'Notes']);
    expect(within(earlier).getAllByRole('rowheader')[0]).toHaveAccessibleName('1, warm-up');
    await user.keyboard('{Escape}');

    const { stats, records } = await openStatistics(user, 'Plank');
    expect(figureNames(stats)).toEqual(['Latest longest set', 'Latest total time']);
    const longest = within(stats).getByRole('button', { name: /^Latest longest set/ });
    // 60 → 65 s: up 8.3 %; 180 → 195 s likewise.
    expect(longest).toHaveTextContent('1:05▲ Up 8.3% since the first entry');
    expect(longest).toHaveAttribute('aria-pressed', 'true');
    expect(within(stats).getByRole('button', { name: /^Latest total time/ })).toHaveTextContent('3:15▲ Up 8.3% since the first entry');
    expect(within(stats).queryByRole('button', { name: /working weight|volume|e1RM/ })).not.toBeInTheDocument();
    expect(chartPoints()).toEqual(['Jan 5, 2026: 1:00', 'Jan 8, 2026: 1:05']);
    expect(within(stats).getByRole('img', { name: /^Longest set chart/ })).toBeInTheDocument();
    await user.click(within(stats).getByRole('button', { name: /^Latest total time/ }));
    expect(chartPoints()).toEqual(['Jan 5, 2026: 3:00', 'Jan 8, 2026: 3:15']);
    // The value axis reads in m:ss like the values, not in plain seconds.
    const valueLabels = Array.from(document.querySelectorAll('.exercise-chart__tick-label[text-anchor="end"]')).map((t) => t.textContent);
    expect(valueLabels.length).toBeGreaterThan(1);
    for (const label of valueLabels) expect(label).toMatch(/^3:\d\d$/);

    // The journey reads the Records region's text: title, then value.
    expect(records.textContent).toContain('Longest time 1:05');
    expect(within(records).getByText('Longest time').nextElementSibling).toHaveTextContent('1:05Set 1 of Jan 8, 2026: 1:05');
    expect(records).not.toHaveTextContent(PACE_RECORD_HELP);
    expect(within(records).queryByRole('table')).not.toBeInTheDocument();
  });

  it('a Distance and time exercise: distance, best pace and longest distance per day; a sprint never takes the pace record', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profile, measurementType: 'metric' });
    await logDay(me, '2026-01-05', [{ name: 'Run', kind: 'distanceTime', sets: [{ meters: 5000, seconds: 1500 }] }]);
    await logDay(me, '2026-01-06', [{ name: 'Run', kind: 'distanceTime', sets: [{ meters: 400, seconds: 90 }] }]);
    const before = renderPanel(api, me);
    // 400 m in 1:30 is 3:45 /km, faster, but under 1 km: the 5 km's 5:00 /km keeps the record.
    const sprintDay = await openStatistics(before.user, 'Run');
    expect(sprintDay.records.textContent).toContain('Best pace 5:00 /km');
    expect(sprintDay.records.textContent).toContain('Farthest 5 km');
    before.unmount();

    await logDay(me, '2026-01-07', [{ name: 'Run', kind: 'distanceTime', sets: [{ meters: 2000, seconds: 570 }] }]);
    const { user } = renderPanel(api, me);
    expect(await screen.findByRole('heading', { name: 'Run 3 entries · best pace 4:45 /km' }, { timeout: 15_000 })).toBeInTheDocument();
    const history = await openHistory(user, 'Run');
    expect(rowsOf(history)).toEqual([
      'Distance 2 kmBest pace 4:45 /kmLongest distance 2 kmJan 7, 2026',
      'Distance 0.4 kmBest pace 3:45 /kmLongest distance 0.4 kmJan 6, 2026',
      'Distance 5 kmBest pace 5:00 /kmLongest distance 5 kmJan 5, 2026',
    ]);
    const [third, second] = within(history).getAllByRole('listitem');
    expect(await within(third!).findByRole('img', { name: 'Record: best pace' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(second!).queryByRole('img', { name: /^Records?:/ })).not.toBeInTheDocument();

    const sets = await openSets(user, history, 'Run on Jan 7, 2026', 2);
    expect(headersOf(sets)).toEqual(['Set', 'Distance', 'Time', 'Pace', 'Notes']);
    expect(cellsOf(sets)[1]).toEqual(['2 km', '9:30', '4:45 /km', '']);
    await user.keyboard('{Escape}');

    const { stats, records } = await openStatistics(user, 'Run');
    expect(figureNames(stats)).toEqual(['Latest distance', 'Latest best pace', 'Latest longest distance']);
    // 300 → 285 s per km: down 5.0 %, which for a pace is progress.
    const pace = within(stats).getByRole('button', { name: /^Latest best pace/ });
    expect(pace).toHaveTextContent('4:45 /km▼ Down 5.0% since the first entry');
    expect(pace.querySelector('.progress-change')).toHaveAttribute('data-lower-is-better', 'true');
    expect(
      within(stats)
        .getByRole('button', { name: /^Latest distance/ })
        .querySelector('.progress-change'),
    ).not.toHaveAttribute('data-lower-is-better');
    expect(chartPoints()).toEqual(['Jan 5, 2026: 5 km', 'Jan 6, 2026: 0.4 km', 'Jan 7, 2026: 2 km']);
    await user.click(pace);
    expect(chartPoints()).toEqual(['Jan 5, 2026: 5:00 /km', 'Jan 6, 2026: 3:45 /km', 'Jan 7, 2026: 4:45 /km']);

    expect(records.textContent).toContain('Best pace 4:45 /km');
    expect(records.textContent).toContain('Farthest 5 km');
    expect(within(records).getByText('Best pace').nextElementSibling).toHaveTextContent('4:45 /kmSet 1 of Jan 7, 2026: 2 km in 9:30');
    expect(within(stats).getByText(PACE_RECORD_HELP)).toBeInTheDocument();
  });

  it('shows distances and paces in miles to imperial users, and a carry with its added weight and no time', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate(profile);
    await logDay(me, '2026-02-02', [
      { name: 'Run', kind: 'distanceTime', sets: [{ meters: 5000, seconds: 1500 }] },
      { name: 'Farmer carry', kind: 'distanceTime', sets: [{ meters: 40, weight: 100 }] },
    ]);
    const { user } = renderPanel(api, me);
    const run = await openHistory(user, 'Run');
    // 5 km = 3.11 mi; 300 s per km × 1.609344 = 482.8 s per mile.
    expect(rowsOf(run)).toEqual(['Distance 3.11 miBest pace 8:03 /miLongest distance 3.11 miFeb 2, 2026']);
    const carry = await openHistory(user, 'Farmer carry');
    expect(rowsOf(carry)).toEqual(['Distance 0.02 miBest pace –Longest distance 0.02 miFeb 2, 2026']);
    const sets = await openSets(user, carry, 'Farmer carry on Feb 2, 2026', 2);
    expect(headersOf(sets)).toEqual(['Set', 'Distance', 'Time', 'Pace', 'Weight', 'Notes']);
    expect(cellsOf(sets)[1]).toEqual(['0.02 mi', '–No time', '–No pace', '100 lbs', '']);
    await user.keyboard('{Escape}');

    const { records } = await openStatistics(user, 'Run');
    expect(records.textContent).toContain('Best pace 8:03 /mi');
    expect(records.textContent).toContain('Farthest 3.11 mi');
  });
});
