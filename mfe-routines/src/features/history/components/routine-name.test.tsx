import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, parseWorkoutDraft, workoutDraftKey } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { dayName } from '../history-text';
import { bench, logDay, today, type Me } from '../test-support/history-seed';
import HistoryPage from './history-page';

// A workout that came from a routine is named by it in History (issue #50), and "Repeat today" carries the name.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
beforeEach(() => localStorage.clear());

const renderPage = (me: Me) => renderWithApi(api, me, [{ path: '/history', element: <HistoryPage /> }], '/history');
/** Today's log, or a day earlier in today's month (the calendar opens on it). */
const thisMonthDay = () => (today().endsWith('-01') ? today() : addDays(today(), -1));

async function openWorkout(user: ReturnType<typeof renderPage>['user'], date: string) {
  const list = await screen.findByRole('list', { name: 'Workouts' }, { timeout: 15_000 });
  await waitFor(() => expect(list.querySelector(`button[data-day="${date}"]`)).not.toBeNull(), { timeout: 15_000 });
  await user.click(list.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`)!);
  return screen.findByRole('dialog', { name: /\d{4}$/ });
}

describe('a workout’s routine in History', () => {
  it('is on its card, in its calendar day’s name ("Tuesday 1 December: Push, 2 sets") and in the opened workout', async () => {
    const me = await signInFreshUser(api);
    const day = thisMonthDay();
    await logDay(
      me,
      day,
      [
        bench([
          [5, 100],
          [5, 100],
        ]),
      ],
      undefined,
      'Push',
    );
    const { user } = renderPage(me);
    const grid = await screen.findByRole('grid', {}, { timeout: 15_000 });
    expect(await within(grid).findByRole('button', { name: `${dayName(day)}: Push, 2 sets` }, { timeout: 15_000 })).toBeInTheDocument();
    const card = (await screen.findAllByRole('article', {}, { timeout: 15_000 }))[0]!;
    expect(card).toHaveTextContent('Push');
    const detail = await openWorkout(user, day);
    expect(within(detail).getByText('Push')).toBeInTheDocument();
  });

  it('"Repeat today" carries the repeated workout’s routine to today’s log', async () => {
    const me = await signInFreshUser(api);
    const past = addDays(today(), -3);
    await logDay(me, past, [bench([[5, 185]])], undefined, 'Push');
    const { user } = renderPage(me);
    await user.click(within(await openWorkout(user, past)).getByRole('button', { name: 'Repeat today' }));
    const log = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 15_000 });
    expect(parseWorkoutDraft(localStorage.getItem(workoutDraftKey(me.userId, today())))?.routineName).toBe('Push');
    await user.click(await within(log).findByRole('button', { name: 'Save' }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect((await me.trpc.workoutLog.get.query({ date: today() })).routineName).toBe('Push');
  });

  it('"Repeat today" into a day that has a routine of its own keeps the day’s', async () => {
    const me = await signInFreshUser(api);
    const past = addDays(today(), -2);
    await logDay(me, past, [bench([[5, 185]])], undefined, 'Push');
    await logDay(me, today(), [{ name: 'Squats', sets: [{ reps: 5, weight: 225 }] }], undefined, 'Legs');
    const { user } = renderPage(me);
    await user.click(within(await openWorkout(user, past)).getByRole('button', { name: 'Repeat today' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: "Add to today's log?" }, { timeout: 15_000 })).getByRole('button', { name: "Add to today's log" }),
    );
    const log = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 15_000 });
    await user.click(await within(log).findByRole('button', { name: 'Save' }, { timeout: 15_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await me.trpc.workoutLog.get.query({ date: today() })).toMatchObject({
      routineName: 'Legs',
      exercises: [{ name: 'Squats' }, { name: 'Bench Press' }],
    });
  });
});
