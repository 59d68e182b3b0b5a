import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '../types';
import * as stories from './routines-groups.stories';

afterEach(() => vi.restoreAllMocks());

const { SupersetAndCircuit, SupersetAndCircuitPhone } = composeStories(stories);

const SUPERSET_A = 'Superset A: Bench Press and Barbell Row';
const CIRCUIT_B = 'Circuit B: Squat, Lunge and Step-up';

/** The story's panel, its routine opened; every save it asks for is recorded (names and group ids). */
async function setup() {
  const saved: Exercise[][] = [];
  const user = userEvent.setup();
  render(<SupersetAndCircuit onReorderExercises={(_routine, next) => saved.push(next)} />);
  await user.click(screen.getByRole('button', { name: 'Push Pull' }));
  return { user, saved };
}

/** Each row as "label name" ("A1 Bench Press", "Plank" when ungrouped), in list order. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Exercises in Push Pull' }))
    .getAllByRole('listitem')
    .map((item) => [item.querySelector('.exercise-row__label')?.textContent, item.querySelector('.exercise-row__name')?.textContent].filter(Boolean).join(' '));

const member = (name: string) => screen.getByRole('group', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, exercise: string, item: string) {
  await user.click(screen.getByRole('button', { name: `More for ${exercise}` }));
  await user.click(screen.getByRole('menuitem', { name: item }));
}

async function menuItems(user: ReturnType<typeof userEvent.setup>, exercise: string) {
  await user.click(screen.getByRole('button', { name: `More for ${exercise}` }));
  const items = within(screen.getByRole('menu', { name: `More for ${exercise}` }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
}

const groupsOf = (list: Exercise[]) => list.map((e) => `${e.name}:${e.group?.id ?? '-'}`);

describe('supersets and circuits in a routine', () => {
  it('labels the members A1, A2 and B1–B3 beside their names, each row described by its group', async () => {
    const errors = vi.spyOn(console, 'error');
    await setup();
    expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'B1 Squat', 'B2 Lunge', 'B3 Step-up', 'Plank']);
    expect(member('A1 Bench Press')).toHaveAccessibleDescription(SUPERSET_A);
    expect(member('A2 Barbell Row')).toHaveAccessibleDescription(SUPERSET_A);
    for (const name of ['B1 Squat', 'B2 Lunge', 'B3 Step-up']) expect(member(name)).toHaveAccessibleDescription(CIRCUIT_B);
    // An exercise on its own is no group, and says nothing of one.
    expect(screen.queryByRole('group', { name: /Plank/ })).toBeNull();
    // Each group has a handle that drags it whole; each member keeps its own.
    expect(screen.getByRole('button', { name: 'Reorder Superset A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder Circuit B' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder Barbell Row' })).toBeInTheDocument();
    expect(document.querySelectorAll('.exercise-group[data-place="first"]')).toHaveLength(2);
    expect(document.querySelectorAll('.exercise-group[data-place="middle"]')).toHaveLength(1);
    expect(document.querySelectorAll('.exercise-group[data-place="last"]')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('offers "Group with next" except on the last exercise or inside a group, and "Ungroup" on a member; Edit and Delete stay', async () => {
    const { user } = await setup();
    expect(await menuItems(user, 'Bench Press')).toEqual(['Ungroup']);
    expect(await menuItems(user, 'Barbell Row')).toEqual(['Group with next', 'Ungroup']);
    expect(await menuItems(user, 'Lunge')).toEqual(['Ungroup']);
    expect(await menuItems(user, 'Step-up')).toEqual(['Group with next', 'Ungroup']);
    // The last exercise, on its own, has nothing to offer: no menu.
    expect(screen.queryByRole('button', { name: 'More for Plank' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Bench Press' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Bench Press' })).toBeInTheDocument();
  });

  it('"Group with next" adds the next exercise to the group, or joins two groups, and saves the groups', async () => {
    const { user, saved } = await setup();
    await choose(user, 'Step-up', 'Group with next');
    expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'B1 Squat', 'B2 Lunge', 'B3 Step-up', 'B4 Plank']);
    expect(member('B4 Plank')).toHaveAccessibleDescription('Circuit B: Squat, Lunge, Step-up and Plank');
    expect(groupsOf(saved[0]!)).toEqual([
      'Bench Press:superset-1',
      'Barbell Row:superset-1',
      'Squat:circuit-1',
      'Lunge:circuit-1',
      'Step-up:circuit-1',
      'Plank:circuit-1',
    ]);
    // The circuit's own rest goes to its new member too.
    expect(saved[0]![5]!.group).toEqual({ id: 'circuit-1', restSeconds: 120 });

    await choose(user, 'Barbell Row', 'Group with next');
    expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'A3 Squat', 'A4 Lunge', 'A5 Step-up', 'A6 Plank']);
    expect(member('A6 Plank')).toHaveAccessibleDescription('Circuit A: Bench Press, Barbell Row, Squat, Lunge, Step-up and Plank');
    expect(new Set(saved[1]!.map((e) => e.group?.id))).toEqual(new Set(['superset-1']));
  });

  it('"Group with next" on two exercises on their own makes a new superset with a fresh id', async () => {
    const { user, saved } = await setup();
    // The superset's last member leaves: the group, left with one, dissolves.
    await choose(user, 'Barbell Row', 'Ungroup');
    expect(rows()).toEqual(['Bench Press', 'Barbell Row', 'A1 Squat', 'A2 Lunge', 'A3 Step-up', 'Plank']);
    expect(saved[0]!.slice(0, 2).map((e) => e.group)).toEqual([null, null]);

    await choose(user, 'Bench Press', 'Group with next');
    expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'B1 Squat', 'B2 Lunge', 'B3 Step-up', 'Plank']);
    const [bench, row] = saved[1]!;
    expect(bench!.group?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(bench!.group?.id).not.toBe('superset-1');
    expect(row!.group).toEqual(bench!.group);
  });

  it('"Ungroup" on a middle member moves it after its group, which stays one; a group left with one dissolves', async () => {
    const { user, saved } = await setup();
    await choose(user, 'Lunge', 'Ungroup');
    expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'B1 Squat', 'B2 Step-up', 'Lunge', 'Plank']);
    expect(member('B2 Step-up')).toHaveAccessibleDescription('Superset B: Squat and Step-up');
    expect(groupsOf(saved[0]!)).toEqual(['Bench Press:superset-1', 'Barbell Row:superset-1', 'Squat:circuit-1', 'Step-up:circuit-1', 'Lunge:-', 'Plank:-']);

    await choose(user, 'Barbell Row', 'Ungroup');
    expect(rows()).toEqual(['Bench Press', 'Barbell Row', 'A1 Squat', 'A2 Step-up', 'Lunge', 'Plank']);
    expect(member('A1 Squat')).toHaveAccessibleDescription('Superset A: Squat and Step-up');
    expect(screen.queryByRole('button', { name: /^Reorder (Superset B|Circuit)/ })).toBeNull();
  });

  it('the phone story shows the same groups', async () => {
    render(<SupersetAndCircuitPhone />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Push Pull' }));
    expect(rows()).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'B1 Squat', 'B2 Lunge', 'B3 Step-up', 'Plank']);
  });
});
