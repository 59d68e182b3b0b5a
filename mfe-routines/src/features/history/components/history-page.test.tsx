import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { calendarDayName } from '../history-text';
import { bench, logDay, today, type Me } from '../test-support/history-seed';
import HistoryPage from './history-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const renderPage = (me: Me) => renderWithApi(api, me, [{ path: '/history', element: <HistoryPage /> }], '/history');
/** The days of the listed workouts, in the list's order. */
const listedDays = () =>
  within(screen.getByRole('list', { name: 'Workouts' }))
    .getAllByRole('button')
    .map((button) => button.dataset.day);

describe('the History page against the API', () => {
  it('lists workouts newest first, twenty at a time, "Show more" until the oldest', async () => {
    const me = await signInFreshUser(api);
    const days = Array.from({ length: 45 }, (_, i) => addDays(today(), -i));
    for (const day of days) await logDay(me, day, [bench([[5, 100]])]);
    const { user } = renderPage(me);
    await waitFor(() => expect(listedDays()).toEqual(days.slice(0, 20)), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(listedDays()).toEqual(days.slice(0, 40)), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(listedDays()).toEqual(days), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows this week against last week and the streak, the month’s workout days, and each card’s trophies', async () => {
    const me = await signInFreshUser(api);
    // Today, the same weekday last week and the week before: one workout a week, three weeks running.
    await logDay(me, addDays(today(), -14), [bench([[5, 100]])]);
    await logDay(me, addDays(today(), -7), [bench([[5, 100]])]);
    await logDay(me, today(), [
      bench([
        [5, 110],
        [5, 110],
      ]),
    ]);
    renderPage(me);
    const week = screen.getByRole('region', { name: 'This week' });
    expect(await within(week).findByText('1 workout · same as last week', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(week).getByText('2 working sets · 1 more than last week')).toBeInTheDocument();
    expect(within(week).getByText('1,100 lbs lifted · 600 lbs more than last week')).toBeInTheDocument();
    expect(within(week).getByText('Streak: 3 weeks')).toBeInTheDocument();

    const grid = screen.getByRole('grid');
    expect(await within(grid).findByRole('button', { name: calendarDayName(today(), { routineName: null, sets: 2 }) })).toHaveAttribute('aria-current', 'date');
    // Today's heavier bench beat the earlier ones: a record on its card; the first day was a first log (no trophy).
    const todays = (await screen.findAllByRole('article'))[0]!;
    await waitFor(() => expect(todays).toHaveTextContent(/\d+ new records?/), { timeout: 15_000 });
    expect(screen.getAllByRole('article')[2]).not.toHaveTextContent(/new record/);
  });

  it('scrolls the list to a day chosen on the calendar, reading older pages until it is there', async () => {
    const me = await signInFreshUser(api);
    const days = Array.from({ length: 45 }, (_, i) => addDays(today(), -i));
    for (const day of days) await logDay(me, day, [bench([[5, 100]])]);
    const { user } = renderPage(me);
    await waitFor(() => expect(listedDays()).toHaveLength(20), { timeout: 15_000 });

    const oldest = days.at(-1)!;
    const monthsBack = (Number(today().slice(0, 4)) - Number(oldest.slice(0, 4))) * 12 + Number(today().slice(5, 7)) - Number(oldest.slice(5, 7));
    for (let i = 0; i < monthsBack; i += 1) await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(await screen.findByRole('button', { name: calendarDayName(oldest, { routineName: null, sets: 1 }) }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Workouts' }).querySelector(`button[data-day="${oldest}"]`)).toHaveFocus(), {
      timeout: 15_000,
    });
    expect(listedDays()).toEqual(days);
  });

  it('with no workouts says so and starts today’s log', async () => {
    const me = await signInFreshUser(api);
    const { user } = renderPage(me);
    expect(await screen.findByText('No workouts yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Start today's log" }));
    expect(await screen.findByRole('dialog', { name: 'Select a Routine or Start from Scratch' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
