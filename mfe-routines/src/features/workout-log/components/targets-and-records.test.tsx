import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WorkoutLog from './workout-log-button';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const today = todayIn(timezone);
type Me = Awaited<ReturnType<typeof signInFreshUser>>;
type Sets = [reps: number, weight: number][];

const renderLog = (me: Me) => renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');

function logDay(me: Me, date: string, exercises: { name: string; sets: Sets }[]) {
  const localLog = {
    exercises: exercises.map((e) => ({ name: e.name, tracked: true, bw: false, sets: e.sets.map(([reps, weight]) => ({ reps, weight, notes: '' })) })),
  };
  return me.trpc.workoutLog.sync.mutate({ localLog, timezone, date });
}

async function openFromRoutine(user: ReturnType<typeof renderLog>['user'], routine: string) {
  await user.click(screen.getByRole('button', { name: 'Workout log' }));
  await user.click(await screen.findByRole('button', { name: routine }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Add exercise' });
  return dialog;
}

const setValues = (exercise: HTMLElement) =>
  within(exercise)
    .queryAllByRole('group', { name: /^Set \d+$/ })
    .map((set) => [within(set).getByLabelText('Reps'), within(set).getByLabelText(/^Weight/)].map((input) => (input as HTMLInputElement).value));

// Each journey saves and reads through the real API several times: generous on a busy machine.
const JOURNEY_MS = 60_000;

describe('next-session targets in the daily log', () => {
  it(
    'shows the target beside "Last time" for a routine exercise; Use target fills its sets, Undo gives back what was there',
    async () => {
      const me = await signInFreshUser(api);
      const routine = await me.trpc.routines.create.mutate({ name: 'Push' });
      await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Bench Press', setsLow: 3, setsHigh: 4, repsLow: 5, repsHigh: 8, tracked: true });
      await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Dips', setsLow: 3, repsLow: 6, repsHigh: 10, tracked: true });
      await logDay(me, addDays(today, -3), [
        {
          name: 'Bench Press',
          sets: [
            [8, 185],
            [8, 185],
            [9, 185],
          ],
        },
        {
          name: 'Dips',
          sets: [
            [10, 0],
            [9, 0],
            [8, 0],
          ],
        },
        { name: 'Face Pull', sets: [[15, 40]] },
      ]);
      const { user } = renderLog(me);
      const dialog = await openFromRoutine(user, 'Push');
      const bench = within(dialog).getByRole('group', { name: 'Bench Press' });
      const target = await within(bench).findByRole('group', { name: 'Next-session target for Bench Press' }, { timeout: 10_000 });
      expect(target).toHaveTextContent('Target: 3 × 5 at 190 lbsEvery set reached 8 reps last time: time to add weight');
      // Nothing is filled without the tap.
      expect(setValues(bench)).toEqual([]);
      await user.click(within(target).getByRole('button', { name: 'Use target for Bench Press' }));
      expect(setValues(bench)).toEqual([
        ['5', '190'],
        ['5', '190'],
        ['5', '190'],
      ]);
      // Nothing was there to give back.
      expect(within(target).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();

      const dips = within(dialog).getByRole('group', { name: 'Dips' });
      expect(within(dips).getByRole('group', { name: 'Next-session target for Dips' })).toHaveTextContent('Target: 10, 10, 9 reps');
      await user.click(within(dips).getByRole('button', { name: 'Add set to Dips' }));
      const reps = within(within(dips).getByRole('group', { name: 'Set 1' })).getByLabelText('Reps');
      await user.clear(reps);
      await user.type(reps, '12');
      await user.click(within(dips).getByRole('button', { name: 'Use target for Dips' }));
      expect(setValues(dips)).toEqual([
        ['10', '0'],
        ['10', '0'],
        ['9', '0'],
      ]);
      await user.click(within(dips).getByRole('button', { name: 'Undo use target for Dips' }));
      expect(setValues(dips)).toEqual([['12', '0']]);
      // A warm-up entered first stays: the target fills the working sets after it.
      await user.click(within(within(dips).getByRole('group', { name: 'Set 1' })).getByRole('button', { name: 'Set 1 options for Dips' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'Warm-up' }));
      await user.click(within(dips).getByRole('button', { name: 'Use target for Dips' }));
      expect(within(within(dips).getByRole('group', { name: 'Set 1 (warm-up)' })).getByLabelText('Reps')).toHaveValue(12);
      expect(setValues(dips)).toEqual([
        ['10', '0'],
        ['10', '0'],
        ['9', '0'],
      ]);
      await user.click(within(dips).getByRole('button', { name: 'Undo use target for Dips' }));
      expect(within(dips).getAllByRole('group', { name: /^Set \d+/ })).toHaveLength(1);

      // The filled sets save as typed: 190 lb exactly.
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
      const saved = await me.trpc.workoutLog.get.query({ date: today });
      expect(saved.exercises.find((e) => e.name === 'Bench Press')!.sets.map((s) => [s.reps, s.weight])).toEqual([
        [5, 190],
        [5, 190],
        [5, 190],
      ]);
    },
    JOURNEY_MS,
  );

  it(
    'shows no target for an exercise no routine holds, and steps metric lifters by 2.5 kg',
    async () => {
      const me = await signInFreshUser(api);
      await me.trpc.profile.save.mutate({
        weight: 80,
        height: 70,
        age: 30,
        activityLevel: 'Active',
        gender: 'Male',
        measurementType: 'metric',
        weightGoal: 0,
        targetWeight: 0,
      });
      const routine = await me.trpc.routines.create.mutate({ name: 'Legs' });
      await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Squats', setsLow: 2, repsLow: 5, repsHigh: 6, tracked: true });
      await logDay(me, addDays(today, -2), [
        {
          name: 'Squats',
          sets: [
            [6, 220.46],
            [6, 220.46],
          ],
        },
        { name: 'Calf Raise', sets: [[15, 100]] },
      ]);
      const { user } = renderLog(me);
      const dialog = await openFromRoutine(user, 'Legs');
      const squats = within(dialog).getByRole('group', { name: 'Squats' });
      expect(await within(squats).findByRole('group', { name: 'Next-session target for Squats' }, { timeout: 10_000 })).toHaveTextContent(
        'Target: 2 × 5 at 102.5 kgs',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));
      const names = within(dialog).getAllByLabelText('Exercise');
      await user.type(names[names.length - 1]!, 'Calf Raise');
      const calf = await within(dialog).findByRole('group', { name: 'Calf Raise' });
      expect(await within(calf).findByText(/^Last time/, {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(within(calf).queryByRole('group', { name: /^Next-session target/ })).not.toBeInTheDocument();
    },
    JOURNEY_MS,
  );
});

describe('new records after a save', () => {
  it(
    "lists the log's new records and first logs in a note that stays until dismissed",
    async () => {
      const me = await signInFreshUser(api);
      const routine = await me.trpc.routines.create.mutate({ name: 'Full Body' });
      for (const name of ['Squats', 'Bench Press'])
        await me.trpc.exercises.create.mutate({ routineId: routine.id, name, setsLow: 2, repsLow: 5, repsHigh: 8, tracked: true });
      await logDay(me, addDays(today, -2), [
        {
          name: 'Squats',
          sets: [
            [6, 225],
            [6, 225],
          ],
        },
      ]);
      const { user } = renderLog(me);
      const dialog = await openFromRoutine(user, 'Full Body');
      const fill = async (name: string, sets: Sets) => {
        const exercise = within(dialog).getByRole('group', { name });
        for (const [i, [reps, weight]] of sets.entries()) {
          await user.click(within(exercise).getByRole('button', { name: `Add set to ${name}` }));
          const set = within(exercise).getByRole('group', { name: `Set ${i + 1}` });
          await user.clear(within(set).getByLabelText('Reps'));
          await user.type(within(set).getByLabelText('Reps'), String(reps));
          await user.clear(within(set).getByLabelText('Weight (lbs)'));
          await user.type(within(set).getByLabelText('Weight (lbs)'), String(weight));
        }
      };
      await fill('Squats', [
        [8, 225],
        [8, 225],
      ]);
      await fill('Bench Press', [[5, 185]]);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });

      const notice = await screen.findByRole('status', { name: 'New records' }, { timeout: 10_000 });
      expect(
        within(notice)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        // 225 × 8 by Epley = 285, 225 × 6 = 270.
        'Squats: best e1RM 285 lbs (was 270)',
        'Squats: best set volume 1800 lbs (was 1350)',
        'Squats: best session volume 3600 lbs (was 2700)',
        'Squats: 8 reps at 225 lbs (was 6)',
        'First log of Bench Press',
      ]);
      // It stays (no timer) until dismissed, and never took the focus.
      expect(notice).not.toContainElement(document.activeElement as HTMLElement);
      await user.click(within(notice).getByRole('button', { name: 'Dismiss new records' }));
      expect(screen.queryByRole('status', { name: 'New records' })).not.toBeInTheDocument();
    },
    JOURNEY_MS,
  );
});
