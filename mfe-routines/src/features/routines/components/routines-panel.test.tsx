import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { displayToPounds, LOG_MESSAGES, STARTER_ROUTINES } from '@fitness/domain';
import { useExercises, useRoutines } from '@fitness/api-client';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { useReorderExercises, useReorderRoutines } from '../api/use-reorder';
import { ROUTINE_LOG_MESSAGES } from '../log-messages';
import RoutinesPanel from '../routines-panel';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
afterEach(() => vi.restoreAllMocks());

type Session = Awaited<ReturnType<typeof signInFreshUser>>;
const profileBase = {
  weight: 180,
  height: 70,
  age: 35,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: 0,
  targetWeight: 0,
} as const;

function renderPanel(session: Session) {
  return renderWithApi(api, session, [{ path: '/dashboard', element: <RoutinesPanel /> }], '/dashboard', <ReorderProbe />);
}

/** Buttons that reorder through the panel's own mutations (dnd-kit cannot drag in jsdom; the browser tests drag). */
function ReorderProbe() {
  const routines = useRoutines().data ?? [];
  const exercises = useExercises().data ?? [];
  const reorderRoutines = useReorderRoutines();
  const reorderExercises = useReorderExercises();
  const first = routines.find((r) => r.name === 'Full Body 1');
  const lifts = exercises.filter((e) => e.routineId === first?.id);
  return (
    <div>
      <button type="button" onClick={() => reorderRoutines.mutate([...routines].reverse())}>
        Probe: reverse routines
      </button>
      <button type="button" onClick={() => first && reorderExercises.mutate({ routineId: first.id, next: [...lifts].reverse() })}>
        Probe: reverse Full Body 1
      </button>
    </div>
  );
}

const panel = () => screen.getByRole('region', { name: 'Workout Routines' });
const routineNames = () =>
  within(screen.getByRole('list', { name: 'Routines' }))
    .getAllByRole('button', { name: /^Reorder routine / })
    .map((b) => b.getAttribute('aria-label')!.replace('Reorder routine ', ''));
const exerciseRows = (routine: string) =>
  within(screen.getByRole('list', { name: `Exercises in ${routine}` }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.exercise-row__text')!.textContent);

async function expand(user: ReturnType<typeof renderPanel>['user'], routine: string) {
  const toggle = await within(panel()).findByRole('button', { name: routine });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('RoutinesPanel against the API', () => {
  it('shows a skeleton, then invites a user with no routines; Need help? creates the starter routines in order', async () => {
    const me = await signInFreshUser(api);
    const { user } = renderPanel(me);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Loading your routines…');
    expect(await screen.findByText(/^No routines yet\./)).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Add routine' })).toBeEnabled();

    await user.click(within(panel()).getByRole('button', { name: 'Need help?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Starter Routines' }, { timeout: 10_000 });
    for (const routine of STARTER_ROUTINES) {
      const items = within(within(dialog).getByRole('region', { name: routine.name })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(routine.exercises.map((e) => `${e.name} ${e.setsLow}-${e.setsHigh} x ${e.repsLow}-${e.repsHigh}`));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add starter routines' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(routineNames()).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3']);
    // Collapsed by default, each saying how many exercises it holds.
    const toggle = within(panel()).getByRole('button', { name: 'Full Body 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('4 exercises');
    expect(screen.queryByRole('list', { name: 'Exercises in Full Body 1' })).not.toBeInTheDocument();

    await expand(user, 'Full Body 1');
    // At once: the exercises came with the list, nothing to wait for.
    expect(exerciseRows('Full Body 1')).toEqual(['Squats1-3 x 5-8', 'Bench Press2-4 x 5-8', 'Bent-over Rows2-4 x 5-8', 'Overhead Press2-3 x 5-8']);
    await expand(user, 'Full Body 2');
    expect(exerciseRows('Full Body 2')).toEqual([
      'Dumbbell Romanian Deadlift1-3 x 5-8',
      'Incline Bench Press1-3 x 5-8',
      'Lat Pulldown3-4 x 5-8',
      'Dumbbell Lateral Raise3-4 x 8-12',
    ]);
  });

  it('shows every sets, reps and weight combination in the row text, in pounds', async () => {
    const me = await signInFreshUser(api);
    const { id: routineId } = await me.trpc.routines.create.mutate({ name: 'Mixed' });
    const add = (name: string, fields: object) => me.trpc.exercises.create.mutate({ routineId, name, ...fields });
    await add('Both ranges', { setsLow: 2, setsHigh: 4, repsLow: 5, repsHigh: 8, weight: 135 });
    await add('No sets high', { setsLow: 3, setsHigh: null, repsLow: 5, repsHigh: 8, weight: 42.5 });
    await add('No reps high', { setsLow: 2, setsHigh: 4, repsLow: 8, repsHigh: null, weight: 1500 });
    await add('No highs', { setsLow: 1, repsLow: 1 });
    await add('High not above low', { setsLow: 3, setsHigh: 3, repsLow: 10, repsHigh: 6, weight: 0.04 });
    const { user } = renderPanel(me);
    await expand(user, 'Mixed');
    expect(exerciseRows('Mixed')).toEqual([
      'Both ranges2-4 x 5-8135 lbs',
      'No sets high3 x 5-842.5 lbs',
      'No reps high2-4 x 81500 lbs',
      // Weight 0 shows nothing, never "0 lbs".
      'No highs1 x 1',
      'High not above low3 x 10',
    ]);
    expect(within(panel()).queryByText(/\b0 lbs/)).not.toBeInTheDocument();
  });

  it('shows kilograms to one decimal for a metric user, and saves kilograms back as pounds', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({ ...profileBase, measurementType: 'metric' });
    const { id: routineId } = await me.trpc.routines.create.mutate({ name: 'Metric day' });
    await me.trpc.exercises.create.mutate({ routineId, name: 'Squats', setsLow: 3, repsLow: 5, weight: 220.46 });
    await me.trpc.exercises.create.mutate({ routineId, name: 'Bench Press', setsLow: 3, repsLow: 5, weight: 135 });
    await me.trpc.exercises.create.mutate({ routineId, name: 'Dips', setsLow: 3, repsLow: 8, weight: 0 });
    const { user } = renderPanel(me);
    await expand(user, 'Metric day');
    expect(exerciseRows('Metric day')).toEqual(['Squats3 x 5100 kgs', 'Bench Press3 x 561.2 kgs', 'Dips3 x 8']);

    await user.click(screen.getByRole('button', { name: 'Edit Bench Press' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Exercise' }, { timeout: 10_000 });
    const weight = within(dialog).getByLabelText('Weight (kgs)');
    expect(weight).toHaveValue('61.2');
    await user.clear(weight);
    await user.type(weight, '62.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exerciseRows('Metric day')[1]).toBe('Bench Press3 x 562.5 kgs');
    expect((await me.trpc.exercises.list.query()).find((e) => e.name === 'Bench Press')!.weight).toBe(displayToPounds(62.5, 'metric'));
  });

  it('adds and renames a routine, adds an exercise with notes, views the notes and edits the exercise', async () => {
    const me = await signInFreshUser(api);
    const { user } = renderPanel(me);
    await screen.findByText(/^No routines yet\./);

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Routine' }, { timeout: 10_000 });
    const name = within(dialog).getByLabelText('Routine name');
    await waitFor(() => expect(name).toHaveFocus()); // the dialog's code arrives on demand (decision 0022)
    expect(name).toHaveAttribute('maxLength', '45');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Push Day');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(routineNames()).toEqual(['Push Day']);

    await user.click(screen.getByRole('button', { name: 'Rename routine Push Day' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename Routine' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText('Routine name')).toHaveValue('Push Day');
    await user.clear(within(dialog).getByLabelText('Routine name'));
    await user.type(within(dialog).getByLabelText('Routine name'), 'Push');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(routineNames()).toEqual(['Push']));

    await expand(user, 'Push');
    expect(within(panel()).getByText('No exercises yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add exercise to Push' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Exercise' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText('Exercise'), 'Bench Press');
    await user.type(within(dialog).getByLabelText('Sets high'), '4');
    await user.clear(within(dialog).getByLabelText('Reps low'));
    await user.type(within(dialog).getByLabelText('Reps low'), '5');
    await user.type(within(dialog).getByLabelText('Reps high'), '8');
    await user.clear(within(dialog).getByLabelText('Weight (lbs)'));
    await user.type(within(dialog).getByLabelText('Weight (lbs)'), '135');
    await user.click(within(dialog).getByLabelText('Track progress'));
    await user.type(within(dialog).getByLabelText('Notes'), 'Pause on the chest');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exerciseRows('Push')).toEqual(['Bench Press1-4 x 5-8135 lbs']);
    expect((await me.trpc.exercises.list.query())[0]).toMatchObject({
      name: 'Bench Press',
      setsLow: 1,
      setsHigh: 4,
      repsLow: 5,
      repsHigh: 8,
      weight: 135,
      tracked: true,
      bw: false,
      notes: 'Pause on the chest',
    });

    await user.click(screen.getByRole('button', { name: 'View notes for Bench Press' }));
    dialog = await screen.findByRole('dialog', { name: 'Notes: Bench Press' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Pause on the chest');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Bench Press' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Exercise' }, { timeout: 10_000 });
    await user.clear(within(dialog).getByLabelText('Sets low'));
    await user.type(within(dialog).getByLabelText('Sets low'), '3');
    await user.clear(within(dialog).getByLabelText('Weight (lbs)'));
    await user.type(within(dialog).getByLabelText('Weight (lbs)'), '140.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exerciseRows('Push')).toEqual(['Bench Press3-4 x 5-8140.5 lbs']);
    // No notes, no notes button.
    await user.click(screen.getByRole('button', { name: 'Edit Bench Press' }));
    await user.clear(within(screen.getByRole('dialog')).getByLabelText('Notes'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'View notes for Bench Press' })).not.toBeInTheDocument());
  });

  it('deletes an exercise and a routine (with its exercises) only after confirming', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.routines.createStarters.mutate();
    const { user } = renderPanel(me);
    await expand(user, 'Full Body 1');

    await user.click(screen.getByRole('button', { name: 'Delete Bench Press' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Delete exercise' });
    expect(confirm).toHaveTextContent('Delete Bench Press from Full Body 1?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(exerciseRows('Full Body 1')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Delete Bench Press' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(exerciseRows('Full Body 1')).toHaveLength(3));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete routine Full Body 2' }));
    confirm = screen.getByRole('alertdialog', { name: 'Delete routine' });
    expect(confirm).toHaveTextContent('Delete the routine Full Body 2? All 4 of its exercises will be deleted too.');
    await user.keyboard('{Escape}');
    expect(routineNames()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Delete routine Full Body 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(routineNames()).toEqual(['Full Body 1', 'Full Body 3']));
    expect((await me.trpc.exercises.list.query()).map((e) => e.name)).not.toContain('Lat Pulldown');
    expect(await me.trpc.exercises.list.query()).toHaveLength(7);
  });

  it('keeps each dialog open, logs, and says "Could not save — try again" when a call fails', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.routines.createStarters.mutate();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel(me);
    await expand(user, 'Full Body 1');

    me.setIntercept(failCallsTo('routines.create'));
    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Routine' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText('Routine name'), 'Legs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(LOG_MESSAGES.creatingRoutine, expect.anything()));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not save — try again');
    expect(within(dialog).getByLabelText('Routine name')).toHaveValue('Legs');
    // Trying again once the network is back saves it.
    me.setIntercept(undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(routineNames()).toContain('Legs');

    me.setIntercept(failCallsTo('exercises.update'));
    await user.click(screen.getByRole('button', { name: 'Edit Squats' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Exercise' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText('Notes'), 'belt');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(ROUTINE_LOG_MESSAGES.updatingExercise, expect.anything()));
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('belt');
    await user.keyboard('{Escape}');

    me.setIntercept(failCallsTo('routines.createStarters'));
    await user.click(screen.getByRole('button', { name: 'Need help?' }));
    dialog = await screen.findByRole('dialog', { name: 'Starter Routines' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Add starter routines' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(LOG_MESSAGES.creatingRoutines, expect.anything()));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not save — try again');
    await user.keyboard('{Escape}');

    me.setIntercept(failCallsTo('routines.delete'));
    await user.click(screen.getByRole('button', { name: 'Delete routine Full Body 3' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete routine' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(ROUTINE_LOG_MESSAGES.deletingRoutine, expect.anything()));
    expect(within(confirm).getByRole('alert')).toHaveTextContent('Could not delete — try again');
    expect(routineNames()).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3', 'Legs']);
    expect((await me.trpc.routines.list.query()).map((r) => r.name)).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3', 'Legs']);
  });

  it('shows the new order at once, saves it in one call, and puts the old order back when the save fails', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.routines.createStarters.mutate();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPanel(me);
    await expand(user, 'Full Body 1');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The failing save answers only when released, so the optimistic order can be seen first.
    me.setIntercept((url) => (url.includes('/trpc/routines.reorder') ? held.then(() => Promise.reject(new TypeError('fetch failed'))) : undefined));
    await user.click(screen.getByRole('button', { name: 'Probe: reverse routines' }));
    await waitFor(() => expect(routineNames()).toEqual(['Full Body 3', 'Full Body 2', 'Full Body 1']));
    release();
    await waitFor(() => expect(routineNames()).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3']));
    expect(logged).toHaveBeenCalledWith(ROUTINE_LOG_MESSAGES.reorderingRoutines, expect.anything());

    me.setIntercept(failCallsTo('exercises.reorder'));
    await user.click(screen.getByRole('button', { name: 'Probe: reverse Full Body 1' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith(ROUTINE_LOG_MESSAGES.reorderingExercises, expect.anything()));
    await waitFor(() => expect(exerciseRows('Full Body 1')[0]).toBe('Squats1-3 x 5-8'));

    const saves: string[] = [];
    me.setIntercept((url) => {
      if (url.includes('reorder')) saves.push(new URL(url).pathname);
      return undefined;
    });
    await user.click(screen.getByRole('button', { name: 'Probe: reverse routines' }));
    await user.click(screen.getByRole('button', { name: 'Probe: reverse Full Body 1' }));
    await waitFor(() =>
      expect(exerciseRows('Full Body 1').map((r) => r!.split(/\d/)[0])).toEqual(['Overhead Press', 'Bent-over Rows', 'Bench Press', 'Squats']),
    );
    await waitFor(async () => expect((await me.trpc.routines.list.query()).map((r) => r.name)).toEqual(['Full Body 3', 'Full Body 2', 'Full Body 1']));
    expect(routineNames()).toEqual(['Full Body 3', 'Full Body 2', 'Full Body 1']);
    // One request per list, never one per item.
    expect(saves).toEqual(['/trpc/routines.reorder', '/trpc/exercises.reorder']);
    const fb1 = (await me.trpc.routines.list.query()).find((r) => r.name === 'Full Body 1')!;
    expect((await me.trpc.exercises.list.query({ routineId: fb1.id })).map((e) => e.name)).toEqual([
      'Overhead Press',
      'Bent-over Rows',
      'Bench Press',
      'Squats',
    ]);
  });

  it('says the routines could not be loaded and offers Retry', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.routines.create.mutate({ name: 'Pull Day' });
    me.setIntercept(failCallsTo('routines.list'));
    const { user } = renderPanel(me);
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Your routines could not be loaded.');
    me.setIntercept(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(routineNames()).toEqual(['Pull Day']));
  });
});
