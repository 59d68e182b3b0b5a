import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import ProgressPanel from './progress-panel';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

type Session = Awaited<ReturnType<typeof signInFreshUser>>;

function logDay(me: Session, date: string, names: string[]) {
  return me.trpc.workoutLog.sync.mutate({
    localLog: { exercises: names.map((name) => ({ name, tracked: true, bw: false, sets: [{ reps: 5, weight: 135, notes: '' }] })) },
    timezone: 'UTC',
    date,
  });
}

/** The panel, with the section opened as a lifter opens it (it reads nothing until then). */
const renderPanel = async (me: Session) => {
  const rendered = renderWithApi(api, me, [{ path: '/dashboard', element: <ProgressPanel /> }], '/dashboard');
  await rendered.user.click(await screen.findByRole('button', { name: 'Not linked yet' }, { timeout: 15_000 }));
  return rendered;
};
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
const trackedNames = () =>
  within(screen.getByRole('list', { name: 'Tracked exercises' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.firstChild?.textContent?.trim());

describe('Not linked yet', () => {
  it('suggests the closest catalogue entry for a tracked name, links it without renaming, then offers the merge', async () => {
    const me = await signInFreshUser(api);
    await logDay(me, '2025-03-03', ['Bench Press']);
    await logDay(me, '2025-03-05', ['Benchpress']);
    const { user } = await renderPanel(me);

    const notLinked = await region('Not linked yet');
    const benchpress = within(notLinked).getByRole('group', { name: 'Benchpress' });
    expect(benchpress).toHaveTextContent('Link “Benchpress” to Barbell Bench Press?');
    // "Bench Press" is an alias: linked already, nothing to ask.
    expect(within(notLinked).queryByRole('group', { name: 'Bench Press' })).not.toBeInTheDocument();
    await user.click(within(benchpress).getByRole('button', { name: 'Link' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not linked yet' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await me.trpc.customExercises.links.query()).toEqual([{ name: 'Benchpress', catalogueId: 'barbell-bench-press' }]);
    expect(trackedNames()).toEqual(['Bench Press', 'Benchpress']);

    // Two names now link to one entry: the existing rename form offers the merge, the user decides.
    const same = await region('Two names, one exercise');
    const offer = within(same).getByRole('group', { name: 'Benchpress' });
    expect(offer).toHaveTextContent('Benchpress and Bench Press are both Barbell Bench Press.');
    await user.click(within(offer).getByRole('button', { name: 'Merge into Bench Press' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename Benchpress' }, { timeout: 15_000 });
    expect(within(rename).getByRole('textbox', { name: 'Exercise name' })).toHaveValue('Bench Press');
    expect(rename).toHaveTextContent('Bench Press is already tracked: the two histories will merge.');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(trackedNames()).toEqual(['Bench Press']), { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Two names, one exercise' })).not.toBeInTheDocument();
  });

  it('keeps a routine name with no close entry as a custom exercise, and says why when that fails', async () => {
    const me = await signInFreshUser(api);
    const routine = await me.trpc.routines.create.mutate({ name: 'Legs' });
    await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Zercher Squat', kind: 'weightReps' });
    await me.trpc.exercises.create.mutate({ routineId: routine.id, name: 'Squat', kind: 'weightReps' });
    const { user } = await renderPanel(me);

    const notLinked = await region('Not linked yet');
    expect(
      within(notLinked)
        .getAllByRole('group')
        .map((g) => g.firstChild?.textContent),
    ).toEqual(['Zercher Squat']);
    const zercher = within(notLinked).getByRole('group', { name: 'Zercher Squat' });
    expect(within(zercher).queryByRole('button', { name: 'Link' })).not.toBeInTheDocument();
    expect(zercher).not.toHaveTextContent('Link “');

    me.setIntercept(failCallsTo('customExercises.create'));
    await user.click(within(zercher).getByRole('button', { name: 'Keep as custom exercise' }));
    expect(await within(zercher).findByRole('alert')).toHaveTextContent('The server could not be reached. Please try again.');
    me.setIntercept();
    await user.click(within(zercher).getByRole('button', { name: 'Keep as custom exercise' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not linked yet' })).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await me.trpc.customExercises.list.query()).toEqual([expect.objectContaining({ name: 'Zercher Squat', kind: 'weightReps' })]);
    expect(await me.trpc.customExercises.links.query()).toEqual([]);
  });
});
