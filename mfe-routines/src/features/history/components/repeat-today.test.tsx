import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, shortDay, workoutDraftKey } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { bench, logDay, today, type Me } from '../test-support/history-seed';
import HistoryPage from './history-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
beforeEach(() => localStorage.clear());

const renderPage = (me: Me) => renderWithApi(api, me, [{ path: '/history', element: <HistoryPage /> }], '/history');

/** A past workout of every kind of set: a warm-up and a drop set on the bench, a timed plank; notes on the session. */
async function seedPastWorkout(me: Me, date: string) {
  const started = Date.parse(`${date}T18:00:00Z`);
  await logDay(
    me,
    date,
    [
      {
        name: 'Bench Press',
        sets: [
          { reps: 10, weight: 95, type: 'warmup', warmup: true },
          { reps: 5, weight: 185, notes: 'paused' },
          { reps: 8, weight: 135, type: 'drop' },
        ],
      },
      { name: 'Plank', kind: 'time', sets: [{ reps: 1, weight: 0, seconds: 65 }] },
    ],
    { startedAt: started, finishedAt: started + 52 * 60_000, notes: 'Felt strong' },
  );
}

/** Opens the workout of `date` from its card. */
async function openWorkout(user: ReturnType<typeof renderPage>['user'], date: string) {
  const list = await screen.findByRole('list', { name: 'Workouts' }, { timeout: 15_000 });
  await waitFor(() => expect(list.querySelector(`button[data-day="${date}"]`)).not.toBeNull(), { timeout: 15_000 });
  await user.click(list.querySelector<HTMLButtonElement>(`button[data-day="${date}"]`)!);
  const detail = await screen.findByRole('dialog', { name: /\d{4}$/ });
  await within(detail).findByRole('region', { name: 'Bench Press' }, { timeout: 15_000 });
  return detail;
}

/** The log dialog once its day is loaded. */
async function logDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 15_000 });
  await within(dialog).findByRole('button', { name: 'Add exercise' }, { timeout: 15_000 });
  return dialog;
}
const setValues = (exercise: HTMLElement) =>
  within(exercise)
    .queryAllByRole('group', { name: /^Set \d+/ })
    .map((set) => [within(set).getByLabelText('Reps'), within(set).getByLabelText(/^Weight/)].map((input) => (input as HTMLInputElement).value));

describe('a workout opened from History', () => {
  it('shows each exercise’s sets as the log does, the notes and the day’s records; Repeat today fills today’s log, saved only by Save', async () => {
    const me = await signInFreshUser(api);
    const past = addDays(today(), -3);
    await seedPastWorkout(me, past);
    const { user } = renderPage(me);
    const detail = await openWorkout(user, past);
    expect(detail).toHaveTextContent('2 exercises · 4 sets · 2,005 lbs · 52 min');
    const sets = within(within(detail).getByRole('region', { name: 'Bench Press' })).getAllByRole('listitem');
    expect(sets.map((set) => set.textContent)).toEqual(['WWarm-up: 10 × 95 lbs', '5 × 185 lbs (paused)', 'DDrop set: 8 × 135 lbs']);
    expect(within(detail).getByRole('region', { name: 'Plank' })).toHaveTextContent('1:05');
    expect(within(detail).getByRole('region', { name: 'Notes' })).toHaveTextContent('Felt strong');
    expect(await within(detail).findByRole('region', { name: 'Records of the day' }, { timeout: 15_000 })).toHaveTextContent('First log of Bench Press');

    await user.click(within(detail).getByRole('button', { name: 'Repeat today' }));
    const log = await logDialog();
    expect(within(log).getByLabelText('Date')).toHaveValue(today());
    expect(within(log).getByText(`Filled in from your workout of ${shortDay(past, today())}. Nothing is saved until you save.`)).toBeInTheDocument();
    expect(setValues(within(log).getByRole('group', { name: 'Bench Press' }))).toEqual([
      ['10', '95'],
      ['5', '185'],
      ['8', '135'],
    ]);
    // Unsaved: a draft of today on this device, nothing on the server yet.
    expect(localStorage.getItem(workoutDraftKey(me.userId, today()))).not.toBeNull();
    expect(await me.trpc.workoutLog.get.query({ date: today() })).toMatchObject({ id: null });

    await user.click(within(log).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const saved = await me.trpc.workoutLog.get.query({ date: today() });
    expect(saved.exercises.map((e) => [e.name, e.sets.map((s) => [s.reps, s.weight, s.type, s.seconds ?? null, s.notes])])).toEqual([
      [
        'Bench Press',
        [
          [10, 95, 'warmup', null, ''],
          [5, 185, 'normal', null, ''],
          [8, 135, 'drop', null, ''],
        ],
      ],
      ['Plank', [[1, 0, 'normal', 65, '']]],
    ]);
    // Back in the list, today's workout heads it.
    await waitFor(() => expect(screen.getAllByRole('article')[0]!.querySelector('button')!.dataset.day).toBe(today()), { timeout: 15_000 });
  });

  it('asks before adding to a day that already has a log, and adds after what is there', async () => {
    const me = await signInFreshUser(api);
    const past = addDays(today(), -2);
    await seedPastWorkout(me, past);
    await logDay(me, today(), [{ name: 'Squats', sets: [{ reps: 5, weight: 225 }] }]);
    const { user } = renderPage(me);
    await user.click(within(await openWorkout(user, past)).getByRole('button', { name: 'Repeat today' }));
    const ask = await screen.findByRole('alertdialog', { name: "Add to today's log?" }, { timeout: 15_000 });
    expect(ask).toHaveTextContent('Today already has a log.');

    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument();
    expect(localStorage.getItem(workoutDraftKey(me.userId, today()))).toBeNull();

    await user.click(within(await openWorkout(user, past)).getByRole('button', { name: 'Repeat today' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: "Add to today's log?" })).getByRole('button', { name: "Add to today's log" }));
    const log = await logDialog();
    const [squats, repeated] = [within(log).getByRole('group', { name: 'Squats' }), within(log).getByRole('group', { name: 'Bench Press' })];
    expect(setValues(squats)).toEqual([['5', '225']]);
    expect(setValues(repeated)).toHaveLength(3);
    expect(squats.compareDocumentPosition(repeated) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(log).getByRole('group', { name: 'Plank' })).toBeInTheDocument();
  });

  it('Edit opens the daily log on the workout’s day', async () => {
    const me = await signInFreshUser(api);
    const past = addDays(today(), -5);
    await logDay(me, past, [bench([[5, 185]])]);
    const { user } = renderPage(me);
    await user.click(within(await openWorkout(user, past)).getByRole('button', { name: 'Edit' }));
    const log = await logDialog();
    expect(within(log).getByLabelText('Date')).toHaveValue(past);
    expect(setValues(within(log).getByRole('group', { name: 'Bench Press' }))).toEqual([['5', '185']]);
    expect(within(log).queryByText(/Filled in from/)).not.toBeInTheDocument();
  });
});
