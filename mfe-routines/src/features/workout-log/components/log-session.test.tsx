import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn, workoutDraftKey } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { timeOfDay } from './session-header';
import WorkoutLog from './workout-log-button';

// The workout as a session in the daily log (issue #48): start, finish, the running time, notes, the summary.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  vi.stubGlobal(
    'AudioContext',
    class {
      state = 'running';
      resume = async () => {};
    },
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api?.close();
});
beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
const MINUTE = 60_000;
type Me = Awaited<ReturnType<typeof signInFreshUser>>;

/** From here on Date and timers are the test's (time still flows for the API calls). */
// The clock starts at noon of today, so the hour a test adds never crosses into tomorrow's log.
const fakeClock = () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  vi.setSystemTime(noon);
};
// The clock redraws just after each whole second: land 50 ms past the moment asked for.
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms + 50));
/** The session as this device keeps it (the day's draft). */
const drafted = (me: Me) => JSON.parse(localStorage.getItem(workoutDraftKey(me.userId, today))!).session;
/** The draft's session once it has one: a change is written after the frame that shows it. */
const draftedSession = (me: Me) =>
  waitFor(
    () => {
      const session = drafted(me);
      expect(session).toBeTruthy();
      return session;
    },
    { timeout: 15_000 },
  );

async function openLog(me: Me) {
  const view = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
  fireEvent.click(screen.getByRole('button', { name: 'Workout log' }));
  const routine = await Promise.race([
    screen.findByRole('button', { name: 'Push Day' }, { timeout: 10_000 }),
    screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 }),
  ]);
  if (routine.tagName === 'BUTTON') fireEvent.click(routine);
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Add exercise' }, { timeout: 10_000 });
  return { view, dialog };
}

async function signInWithRoutine() {
  const me = await signInFreshUser(api);
  const routine = await me.trpc.routines.create.mutate({ name: 'Push Day' });
  await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Bench Press', tracked: true });
  return me;
}

const workout = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Workout' });
const elapsed = (dialog: HTMLElement) => within(workout(dialog)).getByRole('timer', { name: 'Workout time' });
const summary = () => screen.findByRole('dialog', { name: 'Workout summary' }, { timeout: 15_000 });
const figures = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the workout session', () => {
  it('"Start workout" shows the start and the time since it, counted from the stored start after a locked phone and a reload; notes are kept', async () => {
    const me = await signInWithRoutine();
    let { view, dialog } = await openLog(me);
    expect(within(workout(dialog)).queryByRole('timer')).not.toBeInTheDocument();
    fakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start workout' }));
    const { startedAt } = await draftedSession(me);
    expect(within(workout(dialog)).getByLabelText('Started')).toHaveValue(timeOfDay(startedAt));
    expect(elapsed(dialog)).toHaveTextContent(/^0:00:0\d$/);
    advance(startedAt + 42 * MINUTE + 10_000 - Date.now());
    expect(elapsed(dialog)).toHaveTextContent('0:42:10');

    // A locked phone runs no timers; the clock moves on, and waking shows the right time at once.
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(elapsed(dialog)).toHaveTextContent('0:52:10');

    const notes = within(workout(dialog)).getByLabelText('Workout notes');
    expect(notes).toHaveAttribute('maxlength', '1000');
    fireEvent.change(notes, { target: { value: 'Felt strong' } });
    await waitFor(() => expect(drafted(me)).toMatchObject({ startedAt, finishedAt: null, notes: 'Felt strong' }), { timeout: 15_000 });

    view.unmount();
    ({ view, dialog } = await openLog(me));
    expect(elapsed(dialog).textContent).toMatch(/^0:5[23]:\d\d$/);
    expect(within(workout(dialog)).getByLabelText('Workout notes')).toHaveValue('Felt strong');
    view.unmount();
  });

  it('the first tick starts it; "Finish workout" saves and sums up; the summary opens again from the day; a second workout keeps the first start', async () => {
    const me = await signInWithRoutine();
    let { view, dialog } = await openLog(me);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add set to Bench Press' }));
    const set1 = within(dialog).getByRole('group', { name: 'Set 1' });
    fireEvent.change(within(set1).getByLabelText('Reps'), { target: { value: '5' } });
    fireEvent.change(within(set1).getByLabelText('Weight (lbs)'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add set to Bench Press' }));
    fakeClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark set 1 of Bench Press done' }));
    const { startedAt } = await draftedSession(me);
    expect(within(workout(dialog)).getByLabelText('Started')).toHaveValue(timeOfDay(startedAt));
    expect(within(workout(dialog)).queryByRole('button', { name: 'Start workout' })).not.toBeInTheDocument();
    fireEvent.change(within(workout(dialog)).getByLabelText('Workout notes'), { target: { value: 'Heavy day' } });

    advance(63 * MINUTE);
    fireEvent.click(within(workout(dialog)).getByRole('button', { name: 'Finish workout' }));
    let sums = await summary();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(figures(sums)).toEqual({ Duration: '1 h 3 min', Exercises: '1', Sets: '2', Volume: '1,000 lbs' });
    expect(within(sums).getByText('Heavy day')).toBeInTheDocument();
    // The day's new records, as the records notice reads them.
    expect(await within(sums).findByText('First log of Bench Press', {}, { timeout: 15_000 })).toBeInTheDocument();
    const first = (await me.trpc.workoutLog.get.query({ date: today })).session!;
    expect(first).toMatchObject({ startedAt, notes: 'Heavy day' });
    expect(first.finishedAt! - startedAt).toBeGreaterThanOrEqual(63 * MINUTE);
    fireEvent.click(within(sums).getByRole('button', { name: 'Done' }));

    view.unmount();
    ({ view, dialog } = await openLog(me));
    expect(within(workout(dialog)).getByLabelText('Started')).toHaveValue(timeOfDay(startedAt));
    expect(within(workout(dialog)).getByLabelText('Finished')).toHaveValue(timeOfDay(first.finishedAt!));
    fireEvent.click(within(workout(dialog)).getByRole('button', { name: 'Workout summary' }));
    sums = await summary();
    expect(figures(sums).Duration).toBe('1 h 3 min');
    fireEvent.click(within(sums).getByRole('button', { name: 'Done' }));

    // A second workout the same day: the same session goes on from the first start; the finish moves.
    fireEvent.click(within(workout(dialog)).getByRole('button', { name: 'Start workout' }));
    expect(within(workout(dialog)).queryByLabelText('Finished')).not.toBeInTheDocument();
    advance(30 * MINUTE);
    fireEvent.click(within(workout(dialog)).getByRole('button', { name: 'Finish workout' }));
    sums = await summary();
    expect(figures(sums).Duration).toBe('1 h 33 min');
    const second = (await me.trpc.workoutLog.get.query({ date: today })).session!;
    expect(second.startedAt).toBe(startedAt);
    expect(second.finishedAt! - first.finishedAt!).toBeGreaterThanOrEqual(30 * MINUTE);
    view.unmount();
  });

  it('start and finish are edited as times of day; a finish before the start is said and not saved', async () => {
    const me = await signInWithRoutine();
    const { view, dialog } = await openLog(me);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add set to Bench Press' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start workout' }));
    fireEvent.click(within(workout(dialog)).getByRole('button', { name: 'Finish workout' }));
    fireEvent.click(within(await summary()).getByRole('button', { name: 'Done' }));
    view.unmount();

    const again = await openLog(me);
    const times = workout(again.dialog);
    // On the start's day (whatever the time now); then a finish after it.
    fireEvent.change(within(times).getByLabelText('Started'), { target: { value: '18:02' } });
    expect(within(times).getByLabelText('Started')).toHaveValue('18:02');
    fireEvent.change(within(times).getByLabelText('Finished'), { target: { value: '19:05' } });
    expect(within(times).getByLabelText('Finished')).toHaveValue('19:05');
    fireEvent.change(within(times).getByLabelText('Started'), { target: { value: '19:30' } });
    expect(within(times).getByLabelText('Finished')).toHaveAccessibleDescription('The finish must not be before the start');
    fireEvent.click(within(again.dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Daily Workout Log' })).toBeInTheDocument();

    fireEvent.change(within(times).getByLabelText('Started'), { target: { value: '18:02' } });
    expect(within(times).getByLabelText('Finished')).not.toHaveAccessibleDescription();
    fireEvent.click(within(again.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const saved = (await me.trpc.workoutLog.get.query({ date: today })).session!;
    expect([timeOfDay(saved.startedAt!), timeOfDay(saved.finishedAt!), saved.finishedAt! - saved.startedAt!]).toEqual(['18:02', '19:05', 63 * MINUTE]);
    again.view.unmount();
  });
});
