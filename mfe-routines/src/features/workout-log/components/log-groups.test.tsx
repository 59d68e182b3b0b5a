import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import WorkoutLog from './workout-log-button';

// Supersets and circuits in the daily log (issue #48): labels, the card's menu, the round order and the rest rule.

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
type Routine = { name: string; restSeconds?: number; group?: { id: string; restSeconds?: number } }[];

/** Signs in, makes a routine, and opens the log from it. */
async function logFrom(exercises: Routine) {
  const me = await signInFreshUser(api);
  const routine = await me.trpc.routines.create.mutate({ name: 'Push Day' });
  const ids: string[] = [];
  for (const { group: _group, ...e } of exercises) ids.push((await me.trpc.exercises.create.mutate({ routineId: routine.id, tracked: true, ...e })).id);
  // Groups are written together (a group of one is none): as the routine's "Group with next" does.
  if (exercises.some((e) => e.group)) await me.trpc.exercises.reorder.mutate({ ids, groups: exercises.map((e) => e.group ?? null) });
  const view = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
  await view.user.click(screen.getByRole('button', { name: 'Workout log' }));
  await view.user.click(await screen.findByRole('button', { name: 'Push Day' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Add exercise' }, { timeout: 10_000 });
  return { me, view, dialog };
}

const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const toggle = (dialog: HTMLElement, set: number, exercise: string) => within(dialog).getByRole('button', { name: `Mark set ${set} of ${exercise} done` });
const tick = (dialog: HTMLElement, set: number, exercise: string) => fireEvent.click(toggle(dialog, set, exercise));
const setCount = (dialog: HTMLElement, name: string) => within(card(dialog, name)).queryAllByRole('button', { name: /^Mark set \d+ of/ }).length;
const rest = () => screen.queryByRole('region', { name: 'Rest timer' });
async function choose(dialog: HTMLElement, exercise: string, item: string) {
  fireEvent.click(within(card(dialog, exercise)).getByRole('button', { name: `More for ${exercise}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('groups in the daily log', () => {
  it('"Group with next" makes a superset: A1/A2 beside the names, the group described; "Ungroup" ends it', async () => {
    const { dialog } = await logFrom([{ name: 'Bench Press' }, { name: 'Barbell Row' }, { name: 'Dips' }]);
    expect(within(card(dialog, 'Bench Press')).queryByText('A1')).not.toBeInTheDocument();
    await choose(dialog, 'Bench Press', 'Group with next');
    expect(within(card(dialog, 'Bench Press')).getByText('A1')).toBeInTheDocument();
    expect(within(card(dialog, 'Barbell Row')).getByText('A2')).toBeInTheDocument();
    expect(card(dialog, 'Bench Press')).toHaveAccessibleDescription('A1 Superset A: Bench Press and Barbell Row');
    expect(card(dialog, 'Barbell Row')).toHaveAccessibleDescription('A2 Superset A: Bench Press and Barbell Row');
    expect(card(dialog, 'Dips')).not.toHaveAccessibleDescription();

    // The last member's next joins: a circuit.
    await choose(dialog, 'Barbell Row', 'Group with next');
    expect(card(dialog, 'Dips')).toHaveAccessibleDescription('A3 Circuit A: Bench Press, Barbell Row and Dips');
    await choose(dialog, 'Dips', 'Ungroup');
    expect(card(dialog, 'Dips')).not.toHaveAccessibleDescription();
    expect(card(dialog, 'Barbell Row')).toHaveAccessibleDescription('A2 Superset A: Bench Press and Barbell Row');
    // Already grouped with its next: nothing to join.
    fireEvent.click(within(card(dialog, 'Bench Press')).getByRole('button', { name: 'More for Bench Press' }));
    expect(await screen.findByRole('menuitem', { name: 'Group with next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Ungroup' }));
    expect(within(dialog).queryByText('A1')).not.toBeInTheDocument();
  });

  it('a group from the routine stays a group, and Save sends it', async () => {
    const { me, dialog } = await logFrom([
      { name: 'Bench Press', group: { id: 'ss1', restSeconds: 60 } },
      { name: 'Barbell Row', group: { id: 'ss1', restSeconds: 60 } },
    ]);
    expect(card(dialog, 'Bench Press')).toHaveAccessibleDescription('A1 Superset A: Bench Press and Barbell Row');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add set to Bench Press' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add set to Barbell Row' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Daily Workout Log' })).not.toBeInTheDocument(), { timeout: 15_000 });
    const saved = await me.trpc.workoutLog.get.query({ date: today });
    expect(saved.exercises.map((e) => [e.name, e.group])).toEqual([
      ['Bench Press', { id: 'ss1', restSeconds: 60 }],
      ['Barbell Row', { id: 'ss1', restSeconds: 60 }],
    ]);
  });

  it('a tick moves to the next member’s set of the round (added when it has none); the rest starts after the last member, with the longest member rest', async () => {
    const { dialog } = await logFrom([{ name: 'Bench Press' }, { name: 'Barbell Row', restSeconds: 120 }, { name: 'Dips', restSeconds: 30 }]);
    await choose(dialog, 'Bench Press', 'Group with next');
    for (let i = 0; i < 2; i += 1) fireEvent.click(within(dialog).getByRole('button', { name: 'Add set to Bench Press' }));
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

    tick(dialog, 1, 'Bench Press');
    await waitFor(() => expect(toggle(dialog, 1, 'Barbell Row')).toHaveFocus(), { timeout: 15_000 });
    expect(setCount(dialog, 'Barbell Row')).toBe(1);
    expect(rest()).not.toBeInTheDocument();

    tick(dialog, 1, 'Barbell Row');
    expect(within(rest()!).getByRole('timer')).toHaveTextContent('2:00');
    expect(within(dialog).getByText(/^Rest started/)).toHaveTextContent('Rest started: 2 min after Barbell Row');
    // Round two: back to the first member's next set.
    expect(toggle(dialog, 2, 'Bench Press')).toHaveFocus();

    act(() => vi.advanceTimersByTime(30_000));
    tick(dialog, 2, 'Bench Press');
    await waitFor(() => expect(toggle(dialog, 2, 'Barbell Row')).toHaveFocus(), { timeout: 15_000 });
    // No new rest mid-round: the one running goes on.
    expect(within(rest()!).getByRole('timer')).toHaveTextContent('1:30');
    tick(dialog, 2, 'Barbell Row');
    expect(within(rest()!).getByRole('timer')).toHaveTextContent('2:00');
    // No round left: on to the exercise after the group, which rests as it always did.
    expect(within(card(dialog, 'Dips')).getByRole('button', { name: 'Add set to Dips' })).toHaveFocus();
    expect(setCount(dialog, 'Bench Press')).toBe(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add set to Dips' }));
    tick(dialog, 1, 'Dips');
    expect(within(rest()!).getByRole('timer')).toHaveTextContent('0:30');
  });
});
