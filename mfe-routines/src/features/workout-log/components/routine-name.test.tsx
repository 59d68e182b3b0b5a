import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseWorkoutDraft, todayIn, workoutDraftKey } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WorkoutLog from './workout-log-button';

// Today's log remembers the routine chosen in the routine selection (issue #50): History names the day by it.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
beforeEach(() => localStorage.clear());

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
type Me = Awaited<ReturnType<typeof signInFreshUser>>;
const renderLog = (me: Me) => renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');

async function pushDay(me: Me) {
  const routine = await me.trpc.routines.create.mutate({ name: 'Push Day' });
  await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Bench Press', tracked: true, bw: false });
}

/** Opens the log from the button, starting as `choice` (a routine's name, or Start from Scratch), and adds a set to its first exercise. */
async function startWithASet(user: ReturnType<typeof renderLog>['user'], choice: string) {
  await user.click(screen.getByRole('button', { name: 'Workout log' }));
  await user.click(await screen.findByRole('button', { name: choice }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 15_000 });
  if (choice === 'Start from Scratch') {
    await user.click(await within(dialog).findByRole('button', { name: 'Add exercise' }));
    await user.type(within(within(dialog).getByRole('group', { name: 'Exercise 1' })).getByLabelText('Exercise'), 'Bench Press');
  }
  await user.click(await within(dialog).findByRole('button', { name: 'Add set to Bench Press' }));
  return dialog;
}

const savedRoutineName = async (me: Me) => (await me.trpc.workoutLog.get.query({ date: today })).routineName;

describe('the routine a log came from', () => {
  it('choosing a routine sets it on the log: saved with the day', async () => {
    const me = await signInFreshUser(api);
    await pushDay(me);
    const { user } = renderLog(me);
    const dialog = await startWithASet(user, 'Push Day');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await savedRoutineName(me)).toBe('Push Day');
  });

  it('Start from Scratch sets none', async () => {
    const me = await signInFreshUser(api);
    await pushDay(me);
    const { user } = renderLog(me);
    const dialog = await startWithASet(user, 'Start from Scratch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await savedRoutineName(me)).toBeNull();
  });

  it('is kept in the draft: a log closed unsaved and opened again still saves it', async () => {
    const me = await signInFreshUser(api);
    await pushDay(me);
    const first = renderLog(me);
    await startWithASet(first.user, 'Push Day');
    await first.user.keyboard('{Escape}');
    await first.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    expect(parseWorkoutDraft(localStorage.getItem(workoutDraftKey(me.userId, today)))?.routineName).toBe('Push Day');

    // A reload: the draft opens at once, and its save names the day.
    first.unmount();
    const second = renderLog(me);
    await second.user.click(screen.getByRole('button', { name: 'Workout log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 15_000 });
    await second.user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await savedRoutineName(me)).toBe('Push Day');
  });
});
