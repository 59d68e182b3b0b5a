import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WorkoutLog from './workout-log-button';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("the log's exercise pickers (issue #52: their data is read once for the log)", () => {
  it("every card's Exercise field lists the user's own exercises and recent names, and opens My exercises", async () => {
    const me = await signInFreshUser(api);
    await me.trpc.customExercises.create.mutate({ name: 'Zercher Squat', kind: 'weightReps', primary: ['quads'] });
    // Logged on another day: today's log stays empty, so the button asks for a routine first.
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Goblet Squat', tracked: true, bw: false, sets: [{ reps: 8, weight: 50, notes: '' }] }] },
      timezone,
      date: '2024-01-10',
    });
    const { user } = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Start from Scratch' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));

    for (const card of ['Exercise 1', 'Exercise 2']) {
      const field = within(within(dialog).getByRole('group', { name: card })).getByRole('combobox', { name: 'Exercise' });
      await waitFor(() => expect(field).toHaveAttribute('aria-controls'), { timeout: 15_000 });
      await user.clear(field);
      await user.type(field, 'squat');
      const list = await screen.findByRole('listbox', { name: 'Exercises' });
      await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Goblet Squat'), { timeout: 15_000 });
      expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Recent');
      expect(within(list).getByRole('option', { name: /Zercher Squat/ })).toBeInTheDocument();
      // Only with the API's data: the list of the user's own exercises, to edit them.
      expect(screen.getByRole('button', { name: 'My exercises' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
    }
  });
});
