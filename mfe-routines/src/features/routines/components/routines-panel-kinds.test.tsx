import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTANCE_RANGE_MESSAGE, TIME_RANGE_MESSAGE } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import RoutinesPanel from '../routines-panel';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

type Session = Awaited<ReturnType<typeof signInFreshUser>>;
type User = ReturnType<typeof renderPanel>['user'];

function renderPanel(session: Session) {
  return renderWithApi(api, session, [{ path: '/dashboard', element: <RoutinesPanel /> }], '/dashboard');
}

const panel = () => screen.getByRole('region', { name: 'Workout Routines' });
const exerciseRows = (routine: string) =>
  within(screen.getByRole('list', { name: `Exercises in ${routine}` }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.exercise-row__text')!.textContent);

async function expand(user: User, routine: string) {
  const toggle = await within(panel()).findByRole('button', { name: routine });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Opens "Add exercise" and fills the name, the Type and the given fields (cleared first). */
async function addExercise(user: User, routine: string, name: string, kind: string, fields: Record<string, string>) {
  await user.click(screen.getByRole('button', { name: `Add exercise to ${routine}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Exercise' }, { timeout: 10_000 });
  await user.type(within(dialog).getByLabelText('Exercise'), name);
  await user.selectOptions(within(dialog).getByLabelText('Type'), kind);
  for (const [label, text] of Object.entries(fields)) {
    await user.clear(within(dialog).getByLabelText(label));
    await user.type(within(dialog).getByLabelText(label), text);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });

describe('RoutinesPanel: exercises of every kind against the API', () => {
  it('adds a Time, a Distance and time and a Reps only exercise, shows their targets by kind and stores kind and targets', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.profile.save.mutate({
      weight: 80,
      height: 70,
      age: 35,
      activityLevel: 'Active',
      gender: 'Male',
      measurementType: 'metric',
      weightGoal: 0,
      targetWeight: 0,
    });
    await me.trpc.routines.create.mutate({ name: 'Conditioning' });
    const { user } = renderPanel(me);
    await expand(user, 'Conditioning');

    await addExercise(user, 'Conditioning', 'Plank', 'Time', { 'Sets low': '3', Time: '60' });
    await closed();
    await addExercise(user, 'Conditioning', 'Run', 'Distance and time', { 'Distance (km)': '5', Time: '25:00' });
    await closed();
    await addExercise(user, 'Conditioning', 'Pull-ups', 'Reps only', { 'Sets low': '3', 'Reps low': '8' });
    await closed();
    await waitFor(() => expect(exerciseRows('Conditioning')).toEqual(['Plank3 × 60 s', 'Run1 × 5 km in 25:00', 'Pull-ups3 x 8']), { timeout: 15_000 });

    const stored = await me.trpc.exercises.list.query();
    expect(
      stored.map(({ name, kind, setsLow, targetSeconds, targetMeters, weight }) => ({ name, kind, setsLow, targetSeconds, targetMeters, weight })),
    ).toEqual([
      { name: 'Plank', kind: 'time', setsLow: 3, targetSeconds: 60, targetMeters: null, weight: 0 },
      { name: 'Run', kind: 'distanceTime', setsLow: 1, targetSeconds: 1500, targetMeters: 5000, weight: 0 },
      { name: 'Pull-ups', kind: 'repsOnly', setsLow: 3, targetSeconds: null, targetMeters: null, weight: 0 },
    ]);

    // Edits: the plank gets longer, the run loses its time to beat.
    await user.click(screen.getByRole('button', { name: 'Edit Plank' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Exercise' }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText('Time')).toHaveValue('1:00');
    await user.clear(within(dialog).getByLabelText('Time'));
    await user.type(within(dialog).getByLabelText('Time'), '2:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await user.click(screen.getByRole('button', { name: 'Edit Run' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Exercise' }, { timeout: 10_000 });
    await user.clear(within(dialog).getByLabelText('Time'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed();
    await waitFor(() => expect(exerciseRows('Conditioning').slice(0, 2)).toEqual(['Plank3 × 2:30', 'Run1 × 5 km']), { timeout: 15_000 });
    const edited = await me.trpc.exercises.list.query();
    expect(edited.find((e) => e.name === 'Run')).toMatchObject({ kind: 'distanceTime', targetMeters: 5000, targetSeconds: null });
    expect(edited.find((e) => e.name === 'Plank')).toMatchObject({ kind: 'time', targetSeconds: 150 });
  });

  it("writes nothing for a bad time or distance, and shows the app's message", async () => {
    const me = await signInFreshUser(api);
    await me.trpc.routines.create.mutate({ name: 'Core' });
    const { user } = renderPanel(me);
    await expand(user, 'Core');

    let dialog = await addExercise(user, 'Core', 'Plank', 'Time', { Time: '25:00:00' });
    expect(within(dialog).getByLabelText('Time')).toHaveAccessibleDescription(expect.stringContaining(TIME_RANGE_MESSAGE));
    await user.keyboard('{Escape}');
    await closed();
    dialog = await addExercise(user, 'Core', 'Row', 'Distance and time', { 'Distance (mi)': '700' });
    expect(within(dialog).getByLabelText('Distance (mi)')).toHaveAccessibleDescription(expect.stringContaining(DISTANCE_RANGE_MESSAGE));
    await user.keyboard('{Escape}');
    await closed();
    expect(await me.trpc.exercises.list.query()).toEqual([]);
    expect(within(panel()).getByText('No exercises yet.')).toBeInTheDocument();
  });

  it('shows distances in miles for an imperial user, the added weight of a timed or distance exercise, and no weight for reps only', async () => {
    const me = await signInFreshUser(api);
    const { id: routineId } = await me.trpc.routines.create.mutate({ name: 'Mixed' });
    const add = (name: string, fields: object) => me.trpc.exercises.create.mutate({ routineId, name, ...fields });
    await add('Weighted plank', { kind: 'time', setsLow: 2, setsHigh: 3, targetSeconds: 45, weight: 25 });
    await add('Run', { kind: 'distanceTime', targetMeters: 5000 });
    await add("Farmer's carry", { kind: 'distanceTime', setsLow: 3, targetMeters: 40, targetSeconds: 30, weight: 140 });
    await add('Push-ups', { kind: 'repsOnly', setsLow: 3, repsLow: 15, weight: 50 });
    await add('Bench Press', { setsLow: 3, repsLow: 5, weight: 135 });
    const { user } = renderPanel(me);
    await expand(user, 'Mixed');
    expect(exerciseRows('Mixed')).toEqual([
      'Weighted plank2-3 × 45 s25 lbs',
      'Run1 × 3.11 mi',
      "Farmer's carry3 × 0.02 mi in 30 s140 lbs",
      'Push-ups3 x 15',
      'Bench Press3 x 5135 lbs',
    ]);
  });
});
