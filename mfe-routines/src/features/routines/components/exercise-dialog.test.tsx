import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MeasurementType } from '@fitness/domain';
import type { Exercise, ExerciseValues } from '../types';
import { ExerciseDialog } from './exercise-dialog';
import { SAVE_FAILED } from './save-failed';

const bench: Exercise = {
  id: 'e1',
  routineId: 'r1',
  name: 'Bench Press',
  setsLow: 2,
  setsHigh: 4,
  repsLow: 5,
  repsHigh: 8,
  weight: 176.5,
  tracked: true,
  bw: true,
  notes: 'Pause on the chest',
  sortOrder: 1,
};

function open(exercise: Exercise | null, type: MeasurementType = 'imperial', answer = true) {
  const saved: ExerciseValues[] = [];
  const onClose = vi.fn();
  const onSave = vi.fn(async (values: ExerciseValues) => {
    saved.push(values);
    return answer;
  });
  render(<ExerciseDialog open exercise={exercise} type={type} onSave={onSave} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: exercise ? 'Update Exercise' : 'Add Exercise' });
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return { dialog, field, saved, onClose, user: userEvent.setup() };
}

describe('ExerciseDialog', () => {
  it('starts a new exercise from the defaults: sets and reps 1, no highs, weight 0, untracked, empty notes', async () => {
    const { dialog, field, saved, user } = open(null);
    expect(field('Exercise')).toHaveFocus();
    expect(field('Exercise')).toHaveAttribute('maxLength', '45');
    expect(field('Sets low')).toHaveValue('1');
    expect(field('Sets high')).toHaveValue('');
    expect(field('Reps low')).toHaveValue('1');
    expect(field('Reps high')).toHaveValue('');
    expect(field('Weight (lbs)')).toHaveValue('0');
    expect(field('Track progress')).not.toBeChecked();
    expect(field('Bodyweight comparison')).toBeDisabled();
    expect(field('Notes')).toHaveAttribute('maxLength', '300');
    expect(field('Rest (s)')).toHaveValue(90);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.type(field('Exercise'), 'Plank');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([
      {
        name: 'Plank',
        setsLow: 1,
        setsHigh: null,
        repsLow: 1,
        repsHigh: null,
        weight: 0,
        tracked: false,
        bw: false,
        notes: '',
        increaseBy: null,
        restSeconds: 90,
        kind: 'weightReps',
        targetSeconds: null,
        targetMeters: null,
      },
    ]);
  });

  it('rest: 0–600 s snapped to 15 s steps when the field is left, 0 for no timer; an edit starts from the stored rest', async () => {
    const { dialog, field, saved, user } = open(null);
    await user.type(field('Exercise'), 'Squats');
    await user.clear(field('Rest (s)'));
    await user.type(field('Rest (s)'), '100');
    await user.tab();
    expect(field('Rest (s)')).toHaveValue(105);
    await user.clear(field('Rest (s)'));
    await user.type(field('Rest (s)'), '9999');
    await user.tab();
    expect(field('Rest (s)')).toHaveValue(600);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved[0]).toMatchObject({ restSeconds: 600 });

    const edit = open({ ...bench, restSeconds: 0 });
    expect(edit.field('Rest (s)')).toHaveValue(0);
    await edit.user.click(within(edit.dialog).getByRole('button', { name: 'Save' }));
    expect(edit.saved[0]).toMatchObject({ restSeconds: 0 });
  });

  it('parses sets and reps as the spec says: at least 1, three or more digits keep the first two, blank lows default to 1', async () => {
    const { dialog, field, saved, user } = open(null);
    await user.type(field('Exercise'), 'Squats');
    await user.clear(field('Sets low'));
    await user.type(field('Sets low'), '0');
    expect(field('Sets low')).toHaveValue('1');
    await user.clear(field('Sets low'));
    await user.type(field('Sets low'), '345');
    expect(field('Sets low')).toHaveValue('34');
    await user.type(field('Sets high'), 'abc');
    expect(field('Sets high')).toHaveValue('');
    await user.type(field('Sets high'), '99');
    await user.clear(field('Reps low'));
    // A minus sign never stays; 0 becomes 1.
    await user.type(field('Reps high'), '-');
    expect(field('Reps high')).toHaveValue('');
    await user.type(field('Reps high'), '0');
    expect(field('Reps high')).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Blank reps low takes the default 1; a reps high of 1 is not above it, so it is stored as null.
    expect(saved[0]).toMatchObject({ setsLow: 34, setsHigh: 99, repsLow: 1, repsHigh: null });
  });

  it('stores a high that is not greater than its low as null', async () => {
    const { dialog, field, saved, user } = open(null);
    await user.type(field('Exercise'), 'Rows');
    await user.clear(field('Sets low'));
    await user.type(field('Sets low'), '3');
    await user.type(field('Sets high'), '3');
    await user.clear(field('Reps low'));
    await user.type(field('Reps low'), '8');
    await user.type(field('Reps high'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved[0]).toMatchObject({ setsLow: 3, setsHigh: null, repsLow: 8, repsHigh: null });
  });

  it('takes the weight with one decimal, up to 1500 lbs; blank means no added weight', async () => {
    const { dialog, field, saved, user } = open(null);
    await user.type(field('Exercise'), 'Deadlift');
    const weight = field('Weight (lbs)');
    expect(weight).toHaveAccessibleDescription('0 to 1500 lbs, step 0.1; blank for no added weight');
    await user.type(weight, '2');
    expect(weight).toHaveValue('2');
    await user.type(weight, '25.55');
    expect(weight).toHaveValue('225.5');
    await user.clear(weight);
    await user.type(weight, '1600');
    expect(weight).toHaveValue('1500');
    await user.clear(weight);
    await user.type(weight, '-5');
    expect(weight).toHaveValue('5');
    await user.clear(weight);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved[0]!.weight).toBe(0);
  });

  it('enables bodyweight comparison only while track progress is on; turning tracking off clears it', async () => {
    const { dialog, field, saved, user } = open(null);
    await user.type(field('Exercise'), 'Dips');
    await user.click(field('Track progress'));
    expect(field('Bodyweight comparison')).toBeEnabled();
    await user.click(field('Bodyweight comparison'));
    expect(field('Bodyweight comparison')).toBeChecked();
    await user.click(field('Track progress'));
    expect(field('Bodyweight comparison')).toBeDisabled();
    expect(field('Bodyweight comparison')).not.toBeChecked();
    await user.click(field('Track progress'));
    expect(field('Bodyweight comparison')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved[0]).toMatchObject({ tracked: true, bw: false });
  });

  it('updates an exercise from its stored values, and keeps stored pounds a metric user did not change', async () => {
    const { dialog, field, saved, user } = open(bench, 'metric');
    expect(field('Exercise')).toHaveValue('Bench Press');
    expect(field('Sets low')).toHaveValue('2');
    expect(field('Sets high')).toHaveValue('4');
    expect(field('Reps low')).toHaveValue('5');
    expect(field('Reps high')).toHaveValue('8');
    // 176.5 lb = 80.06 kg, shown with one decimal.
    expect(field('Weight (kgs)')).toHaveValue('80.1');
    expect(field('Weight (kgs)')).toHaveAccessibleDescription('0 to 750 kgs, step 0.1; blank for no added weight');
    expect(field('Track progress')).toBeChecked();
    expect(field('Bodyweight comparison')).toBeChecked();
    expect(field('Notes')).toHaveValue('Pause on the chest');
    // Stored before rest existed: the default 90 s.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved[0]).toEqual({
      name: 'Bench Press',
      setsLow: 2,
      setsHigh: 4,
      repsLow: 5,
      repsHigh: 8,
      weight: 176.5,
      tracked: true,
      bw: true,
      notes: 'Pause on the chest',
      increaseBy: null,
      restSeconds: 90,
      kind: 'weightReps',
      targetSeconds: null,
      targetMeters: null,
    });
  });

  it('"Increase by": optional, in the user\'s unit, one decimal up to 100 lbs / 50 kgs; unchanged keeps the stored pounds, blank clears it', async () => {
    const imperial = open(null);
    const field = imperial.field('Increase by (lbs)');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('Optional, up to 100 lbs; blank uses your plates or 5 lbs');
    await imperial.user.type(imperial.field('Exercise'), 'Curl');
    await imperial.user.type(field, '150');
    expect(field).toHaveValue('100');
    await imperial.user.clear(field);
    await imperial.user.type(field, '2.55');
    expect(field).toHaveValue('2.5');
    await imperial.user.click(within(imperial.dialog).getByRole('button', { name: 'Save' }));
    expect(imperial.saved[0]).toMatchObject({ increaseBy: 2.5 });
    cleanup();

    // 5.51 lb stored is 2.5 kg shown; saved back unchanged it stays 5.51 lb, and a blank field clears it.
    const metric = open({ ...bench, increaseBy: 5.51 }, 'metric');
    expect(metric.field('Increase by (kgs)')).toHaveValue('2.5');
    expect(metric.field('Increase by (kgs)')).toHaveAccessibleDescription('Optional, up to 50 kgs; blank uses your plates or 2.5 kgs');
    await metric.user.click(within(metric.dialog).getByRole('button', { name: 'Save' }));
    expect(metric.saved[0]).toMatchObject({ increaseBy: 5.51 });
    cleanup();

    const cleared = open({ ...bench, increaseBy: 5.51 }, 'metric');
    await cleared.user.clear(cleared.field('Increase by (kgs)'));
    await cleared.user.click(within(cleared.dialog).getByRole('button', { name: 'Save' }));
    expect(cleared.saved[0]).toMatchObject({ increaseBy: null });
  });

  it('converts a changed metric weight back to pounds and caps it at 750 kgs', async () => {
    const { dialog, field, saved, user } = open(bench, 'metric');
    await user.clear(field('Weight (kgs)'));
    await user.type(field('Weight (kgs)'), '800');
    expect(field('Weight (kgs)')).toHaveValue('750');
    await user.clear(field('Weight (kgs)'));
    await user.type(field('Weight (kgs)'), '82.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved[0]!.weight).toBe(181.88);
  });

  it('stays open with everything typed and says so when the save fails', async () => {
    const { dialog, field, onClose, user } = open(null, 'imperial', false);
    await user.type(field('Exercise'), 'Curls');
    await user.type(field('Notes'), 'slow');
    expect(within(dialog).queryByText(SAVE_FAILED)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save — try again');
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Exercise')).toHaveValue('Curls');
    expect(field('Notes')).toHaveValue('slow');
  });

  it('explains sets, reps, weight, increase by, track progress and bodyweight comparison on hover and keyboard focus', async () => {
    const { dialog, user } = open(null);
    const tips = ['About sets', 'About reps', 'About weight', 'About increase by', 'About track progress', 'About bodyweight comparison'];
    for (const name of tips) {
      const button = within(dialog).getByRole('button', { name });
      const tip = document.getElementById(button.getAttribute('aria-describedby')!)!;
      expect(tip).not.toBeVisible();
      await user.hover(button);
      expect(tip).toBeVisible();
      await user.unhover(button);
      expect(tip).not.toBeVisible();
      act(() => button.focus());
      expect(tip).toBeVisible();
      act(() => button.blur());
    }
    expect(within(dialog).getByRole('button', { name: 'About weight' })).toHaveAccessibleDescription(
      'The weight to lift, in lbs. Leave it blank for no added weight (e.g. bodyweight exercises).',
    );
    expect(within(dialog).getByRole('button', { name: 'About bodyweight comparison' })).toHaveAccessibleDescription(/Needs Track progress on/);
  });
});
