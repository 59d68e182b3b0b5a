import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findCatalogueEntry } from '@fitness/catalogue';
import { todayIn } from '@fitness/domain';
import { renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { ExerciseDialog } from '../../routines/components/exercise-dialog';
import WorkoutLog from '../../workout-log/components/workout-log-button';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

type Me = Awaited<ReturnType<typeof signInFreshUser>>;
const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A routine's "Add Exercise" dialog against the API, its picker's chunk loaded. */
async function openDialog(me: Me) {
  const onSave = vi.fn(async () => true);
  const onClose = vi.fn();
  const view = renderWithApi(api, me, [{ path: '/', element: <ExerciseDialog open exercise={null} type="imperial" onSave={onSave} onClose={onClose} /> }], '/');
  const dialog = screen.getByRole('dialog', { name: 'Add Exercise' });
  const field = within(dialog).getByRole('combobox', { name: 'Exercise' });
  await waitFor(() => expect(field).toHaveAttribute('aria-controls'), { timeout: 15_000 });
  return { ...view, dialog, field, onSave, onClose };
}

const options = () => within(screen.getByRole('listbox', { name: 'Exercises' })).getAllByRole('option');
const names = () => options().map((o) => o.querySelector('.exercise-picker__name')?.textContent ?? o.textContent);
const announced = (dialog: HTMLElement) => within(dialog).getByRole('status').textContent;

describe('the exercise picker', () => {
  it('lists names and aliases as you type, whatever the case, accents or one typo, and announces how many it found', async () => {
    const { dialog, field, user } = await openDialog(await signInFreshUser(api));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'benhc press');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(names()[0]).toBe('Barbell Bench Press');
    expect(announced(dialog)).toBe(`${options().length} exercises found`);

    await user.clear(field);
    await user.type(field, 'RÜMÄNIAN');
    expect(names()).toContain('Barbell Romanian Deadlift');

    await user.clear(field);
    await user.type(field, 'flat bench');
    expect(names()[0]).toBe('Barbell Bench Press');
    expect(options()[0]).toHaveTextContent('“Flat Bench”');

    await user.clear(field);
    await user.type(field, 'swing');
    expect(names()).toEqual(['Kettlebell Swing']);
    expect(announced(dialog)).toBe('1 exercise found');

    await user.clear(field);
    await user.type(field, 'zercher squat');
    expect(announced(dialog)).toBe('No exercises found');
    expect(options().map((o) => o.textContent)).toEqual(['Create “zercher squat”']);
  });

  it('keyboard: ↓ and ↑ move through the options, Enter fills the name and the Type, Esc closes the list and then the dialog', async () => {
    const { dialog, field, user, onSave, onClose } = await openDialog(await signInFreshUser(api));
    await user.type(field, 'plank');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(names()[0]).toBe('Plank');

    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Plank');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('time');
    expect(within(dialog).getByLabelText('Time')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    // ↑ on a closed list opens it on its last option.
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options().at(-1)!.id);
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('filters by muscle and equipment, keeps the list open while they are used, and a click chooses', async () => {
    const { dialog, field, user } = await openDialog(await signInFreshUser(api));
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(within(dialog).getByLabelText('Equipment'), 'Kettlebell');
    expect(names().length).toBeGreaterThan(2);
    expect(names().every((name) => findCatalogueEntry(name!)?.equipment.includes('kettlebell'))).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Muscle'), 'Quads');
    expect(names()).toEqual(['Goblet Squat', 'Kettlebell Thruster']);
    expect(announced(dialog)).toBe('2 exercises found');
    expect(field).toHaveAttribute('aria-expanded', 'true');

    await user.click(options()[0]!);
    expect(field).toHaveValue('Goblet Squat');
    expect(field).toHaveFocus();
    expect(within(dialog).getByLabelText('Type')).toHaveValue('weightReps');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists what the user logged lately first', async () => {
    const me = await signInFreshUser(api);
    const sets = [{ reps: 8, weight: 50, notes: '' }];
    await me.trpc.workoutLog.sync.mutate({
      localLog: { exercises: [{ name: 'Goblet Squat', tracked: true, bw: false, sets }] },
      timezone,
      date: todayIn(timezone),
    });
    const { field, user } = await openDialog(me);
    await user.type(field, 'squat');
    await waitFor(() => expect(names()[0]).toBe('Goblet Squat'), { timeout: 15_000 });
    expect(options()[0]).toHaveTextContent('Recent');
  });

  it('in the daily log, "Add exercise" gives a card whose Exercise field picks: the name and the Type follow', async () => {
    const me = await signInFreshUser(api);
    const { user } = renderWithApi(api, me, [{ path: '/', element: <WorkoutLog /> }], '/');
    await user.click(screen.getByRole('button', { name: 'Workout log' }));
    await user.click(await screen.findByRole('button', { name: 'Start from Scratch' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily Workout Log' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Add exercise' }));
    const field = within(within(dialog).getByRole('group', { name: 'Exercise 1' })).getByRole('combobox', { name: 'Exercise' });
    expect(field).toHaveFocus();
    await waitFor(() => expect(field).toHaveAttribute('aria-controls'), { timeout: 15_000 });
    await user.type(field, 'side plank');
    await user.keyboard('{ArrowDown}{Enter}');
    const card = within(dialog).getByRole('group', { name: 'Side Plank' });
    expect(within(card).getByRole('combobox', { name: 'Type' })).toHaveValue('time');
    await user.click(within(card).getByRole('button', { name: 'Add set to Side Plank' }));
    expect(within(card).getByRole('group', { name: /^Set 1/ })).toHaveTextContent(/Time/);
  });
});
