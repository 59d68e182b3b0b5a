import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { ROUTINE_LOG_MESSAGES } from '../log-messages';
import RoutinesPanel from '../routines-panel';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());
afterEach(() => vi.restoreAllMocks());

type Session = Awaited<ReturnType<typeof signInFreshUser>>;
type User = ReturnType<typeof renderWithApi>['user'];

/** A user with the routine Push Pull: Bench Press, Barbell Row, Squat (none grouped), its panel open on it. */
async function setup() {
  const me = await signInFreshUser(api);
  const routine = await me.trpc.routines.create.mutate({ name: 'Push Pull' });
  for (const name of ['Bench Press', 'Barbell Row', 'Squat']) await me.trpc.exercises.create.mutate({ routineId: routine.id, name });
  const { user } = renderWithApi(api, me, [{ path: '/dashboard', element: <RoutinesPanel /> }], '/dashboard');
  const toggle = await within(screen.getByRole('region', { name: 'Workout Routines' })).findByRole('button', { name: 'Push Pull' });
  await user.click(toggle);
  await screen.findByRole('list', { name: 'Exercises in Push Pull' });
  return { me, user };
}

/** Each row as "label name" ("A1 Bench Press", "Squat" when ungrouped), in list order. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Exercises in Push Pull' }))
    .getAllByRole('listitem')
    .map((item) => [item.querySelector('.exercise-row__label')?.textContent, item.querySelector('.exercise-row__name')?.textContent].filter(Boolean).join(' '));

async function choose(user: User, exercise: string, item: string) {
  await user.click(screen.getByRole('button', { name: `More for ${exercise}` }));
  await user.click(screen.getByRole('menuitem', { name: item }));
}

/** The stored exercises as "name:group" where members of one group share a letter ("-" for none). */
async function stored(me: Session) {
  const exercises = await me.trpc.exercises.list.query();
  const letters = new Map<string, string>();
  return exercises.map((e) => {
    const id = e.group?.id;
    if (id && !letters.has(id)) letters.set(id, String.fromCharCode(65 + letters.size));
    return `${e.name}:${id ? letters.get(id) : '-'}`;
  });
}

/** Records the exercise calls the panel makes. */
function recordCalls(me: Session) {
  const calls: string[] = [];
  me.setIntercept((url) => {
    if (url.includes('/trpc/exercises.') && !url.includes('exercises.list')) calls.push(new URL(url).pathname);
    return undefined;
  });
  return calls;
}

describe('supersets and circuits against the API', () => {
  it('"Group with next" and "Ungroup" show at once and store the groups, each in one reorder call', async () => {
    const { me, user } = await setup();
    const calls = recordCalls(me);

    await choose(user, 'Bench Press', 'Group with next');
    await waitFor(() => expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'Squat']), { timeout: 15_000 });
    await waitFor(async () => expect(await stored(me)).toEqual(['Bench Press:A', 'Barbell Row:A', 'Squat:-']), { timeout: 15_000 });
    expect(calls).toEqual(['/trpc/exercises.reorder']);

    await choose(user, 'Barbell Row', 'Group with next');
    await waitFor(() => expect(screen.getByRole('group', { name: 'A3 Squat' })).toHaveAccessibleDescription('Circuit A: Bench Press, Barbell Row and Squat'), {
      timeout: 15_000,
    });
    await waitFor(async () => expect(await stored(me)).toEqual(['Bench Press:A', 'Barbell Row:A', 'Squat:A']), { timeout: 15_000 });

    await choose(user, 'Squat', 'Ungroup');
    await waitFor(() => expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'Squat']), { timeout: 15_000 });
    await waitFor(async () => expect(await stored(me)).toEqual(['Bench Press:A', 'Barbell Row:A', 'Squat:-']), { timeout: 15_000 });
    expect((await me.trpc.exercises.list.query())[2]!.group ?? null).toBeNull();

    await choose(user, 'Barbell Row', 'Ungroup');
    await waitFor(async () => expect(await stored(me)).toEqual(['Bench Press:-', 'Barbell Row:-', 'Squat:-']), { timeout: 15_000 });
    expect(rows()).toEqual(['Bench Press', 'Barbell Row', 'Squat']);
    expect(calls).toEqual(Array(4).fill('/trpc/exercises.reorder'));
  });

  it('puts the groups back and logs when the save fails', async () => {
    const { me, user } = await setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    me.setIntercept(failCallsTo('exercises.reorder'));
    await choose(user, 'Bench Press', 'Group with next');
    await waitFor(() => expect(logged).toHaveBeenCalledWith(ROUTINE_LOG_MESSAGES.groupingExercises, expect.anything()), { timeout: 15_000 });
    await waitFor(() => expect(rows()).toEqual(['Bench Press', 'Barbell Row', 'Squat']), { timeout: 15_000 });
    expect(await stored(me)).toEqual(['Bench Press:-', 'Barbell Row:-', 'Squat:-']);
  });
});
