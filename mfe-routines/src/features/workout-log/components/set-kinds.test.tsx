import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_RANGE_MESSAGE, todayIn } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WorkoutLog from './workout-log-button';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = todayIn(timezone);
// Each journey saves and reads through the real API: generous on a busy machine.
const JOURNEY_MS = 60_000;

const set = (exercise: HTMLElement, n: number) => within(exercise).getByRole('group', { name: new RegExp(`^Set ${n}( \\(|$)`) });

describe('every kind of set in the daily log, through the API', () => {
  it(
    "starts each exercise as the routine's kind, logs a plank, a run and a drop set, and saves kinds, types, times and distances",
    async () => {
      const me = await signInFreshUser(api);
      const routine = await me.trpc.routines.create.mutate({ name: 'Conditioning' });
      await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Plank', kind: 'time', setsLow: 3, targetSeconds: 60, tracked: true });
      await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Run', kind: 'distanceTime', setsLow: 1, targetMeters: 5000, tracked: true });
      await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Bench Press', tracked: true });
      const { user } = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
      await user.click(screen.getByRole('button', { name: 'Workout log' }));
      await user.click(await screen.findByRole('button', { name: 'Conditioning' }, { timeout: 10_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
      await within(dialog).findByRole('button', { name: 'Add exercise' });
      const card = (name: string) => within(dialog).getByRole('group', { name });
      expect(['Plank', 'Run', 'Bench Press'].map((name) => (within(card(name)).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value)).toEqual([
        'time',
        'distanceTime',
        'weightReps',
      ]);

      // Plank: the time typed as seconds shows as m:ss and the next set repeats it.
      await user.click(within(card('Plank')).getByRole('button', { name: 'Add set to Plank' }));
      const time = within(set(card('Plank'), 1)).getByLabelText('Time');
      await user.type(time, '65');
      await user.tab();
      expect(time).toHaveValue('1:05');
      await user.click(within(card('Plank')).getByRole('button', { name: 'Add set to Plank' }));
      expect(within(set(card('Plank'), 2)).getByLabelText('Time')).toHaveValue('1:05');

      // Run: a distance in the profile's unit and a time; a bad time blocks Save with its message.
      await user.click(within(card('Run')).getByRole('button', { name: 'Add set to Run' }));
      const distance = within(set(card('Run'), 1)).getByLabelText(/^Distance \((km|mi)\)$/);
      const km = (distance as HTMLInputElement).labels?.[0]?.textContent === 'Distance (km)';
      await user.type(distance, km ? '5' : '3.11');
      await user.type(within(set(card('Run'), 1)).getByLabelText('Time'), '25:60');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(set(card('Run'), 1)).findByText(TIME_RANGE_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Daily Workout Log' })).toBeInTheDocument();
      await user.clear(within(set(card('Run'), 1)).getByLabelText('Time'));
      await user.type(within(set(card('Run'), 1)).getByLabelText('Time'), '25:00');

      // Bench Press: a drop set from the set's menu.
      await user.click(within(card('Bench Press')).getByRole('button', { name: 'Add set to Bench Press' }));
      await user.click(within(set(card('Bench Press'), 1)).getByRole('button', { name: 'Set 1 options for Bench Press' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Drop set' }));
      expect(within(set(card('Bench Press'), 1)).getByRole('img', { name: 'Drop set' })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 15_000 });
      const saved = await me.trpc.workoutLog.get.query({ date: today });
      expect(saved.exercises.map((e) => [e.name, e.kind, e.sets.map((s) => [s.type, s.seconds ?? null, s.meters ?? null])])).toEqual([
        [
          'Plank',
          'time',
          [
            ['normal', 65, null],
            ['normal', 65, null],
          ],
        ],
        ['Run', 'distanceTime', [['normal', 1500, km ? 5000 : 5005]]],
        ['Bench Press', 'weightReps', [['drop', null, null]]],
      ]);
    },
    JOURNEY_MS,
  );
});
