import { describe, expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { STARTER_ROUTINES } from '@fitness/domain';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { moveByKeyboard } from './support/keyboard-sort';
import { signUpAndLogIn } from './support/session';

const routineNames = (panel: Locator) =>
  panel
    .getByRole('list', { name: 'Routines' })
    .getByRole('button', { name: /^Reorder routine / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.replace('Reorder routine ', '')));
const exerciseRows = (panel: Locator, routine: string) =>
  panel
    .getByRole('list', { name: `Exercises in ${routine}` })
    .locator('.exercise-row__text')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('.exercise-row__name, .exercise-row__detail span'), (part) => part.textContent).join(' | ')),
    );

async function expand(panel: Locator, routine: string) {
  await panel.getByRole('button', { name: routine, exact: true }).click();
  await panel
    .getByRole('list', { name: `Exercises in ${routine}` })
    .or(panel.getByText('No exercises yet.'))
    .first()
    .waitFor();
}

describe('routines journey: starter routines → add → notes → edit → keyboard reorder → reload → delete', () => {
  journey('works end to end as a new user would click it, and passes axe', async ({ app, openPage }) => {
    const { page, errors, context } = await openPage();
    const a11y: A11yProblem[] = [];
    // axe on one part of the page: the panel, or the open dialog.
    const checkPanel = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen, { include: '.routines-remote' })));
    const checkDialog = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen, { include: '.ui-modal' })));
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    await page.goto(`${app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Workout Routines' });
    await panel.getByText(/^No routines yet\./).waitFor();
    await checkPanel('routines panel (empty)');

    // Need help? → the three starter routines, in order.
    await panel.getByRole('button', { name: 'Need help?' }).click();
    const starters = page.getByRole('dialog', { name: 'Starter Routines' });
    await starters.waitFor();
    await checkDialog('starter routines dialog');
    await starters.getByRole('button', { name: 'Add starter routines' }).click();
    await starters.waitFor({ state: 'detached' });
    await expect.poll(() => routineNames(panel)).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3']);

    await expand(panel, 'Full Body 1');
    expect(await exerciseRows(panel, 'Full Body 1')).toEqual(
      STARTER_ROUTINES[0]!.exercises.map((e) => `${e.name} | ${e.setsLow}-${e.setsHigh} x ${e.repsLow}-${e.repsHigh}`),
    );
    await checkPanel('routines panel (starter routines, one expanded)');

    // A routine of one's own, with an exercise that has notes.
    await panel.getByRole('button', { name: 'Add routine' }).click();
    const addRoutine = page.getByRole('dialog', { name: 'Add Routine' });
    await addRoutine.waitFor();
    await checkDialog('add routine dialog');
    await addRoutine.getByLabel('Routine name').fill('Arm Day');
    await addRoutine.getByRole('button', { name: 'Save' }).click();
    await addRoutine.waitFor({ state: 'detached' });
    await expect.poll(() => routineNames(panel)).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3', 'Arm Day']);

    await expand(panel, 'Arm Day');
    await panel.getByRole('button', { name: 'Add exercise to Arm Day' }).click();
    const addExercise = page.getByRole('dialog', { name: 'Add Exercise' });
    await addExercise.waitFor();
    await checkDialog('add exercise dialog');
    await addExercise.getByRole('combobox', { name: 'Exercise', exact: true }).fill('Barbell Curl');
    await addExercise.getByLabel('Sets low').fill('2');
    await addExercise.getByLabel('Sets high').fill('3');
    await addExercise.getByLabel('Reps low').fill('8');
    await addExercise.getByLabel('Reps high').fill('12');
    await addExercise.getByLabel('Weight (lbs)').fill('65');
    await addExercise.getByRole('checkbox', { name: 'Track progress' }).check();
    await addExercise.getByLabel('Notes').fill('Elbows pinned to your sides.');
    await addExercise.getByRole('button', { name: 'Save' }).click();
    await addExercise.waitFor({ state: 'detached' });
    await expect.poll(() => exerciseRows(panel, 'Arm Day')).toEqual(['Barbell Curl | 2-3 x 8-12 | 65 lbs']);

    // View the notes (read-only).
    await panel.getByRole('button', { name: 'View notes for Barbell Curl' }).click();
    const notes = page.getByRole('dialog', { name: 'Notes: Barbell Curl' });
    await notes.getByText('Elbows pinned to your sides.').waitFor();
    expect(await notes.getByRole('textbox').count()).toBe(0);
    await checkDialog('notes dialog');
    await notes.getByRole('button', { name: 'Close' }).click();
    await notes.waitFor({ state: 'detached' });

    // Edit the exercise: weight and sets.
    await panel.getByRole('button', { name: 'Edit Barbell Curl' }).click();
    const update = page.getByRole('dialog', { name: 'Update Exercise' });
    await update.waitFor();
    expect(await update.getByLabel('Weight (lbs)').inputValue()).toBe('65');
    await checkDialog('update exercise dialog');
    await update.getByLabel('Weight (lbs)').fill('70');
    await update.getByLabel('Sets low').fill('3');
    await update.getByLabel('Sets high').fill('4');
    await update.getByRole('button', { name: 'Save' }).click();
    await update.waitFor({ state: 'detached' });
    await expect.poll(() => exerciseRows(panel, 'Arm Day')).toEqual(['Barbell Curl | 3-4 x 8-12 | 70 lbs']);

    // Reorder by keyboard: Overhead Press to the top of Full Body 1, Arm Day to the top of the routines.
    await moveByKeyboard(page, panel.getByRole('button', { name: 'Reorder Overhead Press' }), 'Overhead Press', { from: 4, to: 1, of: 4 }, 'exercises.reorder');
    const fullBody1 = ['Overhead Press | 2-3 x 5-8', 'Squats | 1-3 x 5-8', 'Bench Press | 2-4 x 5-8', 'Bent-over Rows | 2-4 x 5-8'];
    await expect.poll(() => exerciseRows(panel, 'Full Body 1')).toEqual(fullBody1);
    await moveByKeyboard(page, panel.getByRole('button', { name: 'Reorder routine Arm Day' }), 'Arm Day', { from: 4, to: 1, of: 4 }, 'routines.reorder');
    await expect.poll(() => routineNames(panel)).toEqual(['Arm Day', 'Full Body 1', 'Full Body 2', 'Full Body 3']);

    // Reload: everything kept, in its order.
    await page.reload();
    await expect.poll(() => routineNames(panel)).toEqual(['Arm Day', 'Full Body 1', 'Full Body 2', 'Full Body 3']);
    await expand(panel, 'Full Body 1');
    await expand(panel, 'Arm Day');
    expect(await exerciseRows(panel, 'Full Body 1')).toEqual(fullBody1);
    expect(await exerciseRows(panel, 'Arm Day')).toEqual(['Barbell Curl | 3-4 x 8-12 | 70 lbs']);
    await expand(panel, 'Full Body 3');
    expect(await exerciseRows(panel, 'Full Body 3')).toEqual(
      STARTER_ROUTINES[2]!.exercises.map((e) => `${e.name} | ${e.setsLow}-${e.setsHigh} x ${e.repsLow}-${e.repsHigh}`),
    );

    // Delete the exercise, then the routine, each after confirming.
    await panel.getByRole('button', { name: 'Delete Barbell Curl' }).click();
    const deleteExercise = page.getByRole('alertdialog', { name: 'Delete exercise' });
    await deleteExercise.getByText('Delete Barbell Curl from Arm Day?').waitFor();
    await checkDialog('delete exercise dialog');
    await deleteExercise.getByRole('button', { name: 'Delete' }).click();
    await deleteExercise.waitFor({ state: 'detached' });
    await panel.getByText('No exercises yet.').waitFor();

    await panel.getByRole('button', { name: 'Delete routine Arm Day' }).click();
    const deleteRoutine = page.getByRole('alertdialog', { name: 'Delete routine' });
    await deleteRoutine.getByText('Delete the routine Arm Day? It has no exercises.').waitFor();
    await checkDialog('delete routine dialog');
    await deleteRoutine.getByRole('button', { name: 'Delete' }).click();
    await deleteRoutine.waitFor({ state: 'detached' });
    await expect.poll(() => routineNames(panel)).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3']);
    await checkPanel('routines panel (after deletes)');

    expect(errors).toEqual([]);
    expect(a11y).toEqual([]);
  });

  journey('fits a 375 px wide phone: no sideways scrolling, 44 px touch targets, dialogs inside the screen', async ({ app, openPage }) => {
    const { page, errors, context } = await openPage({ width: 375, height: 812 });
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    await page.goto(`${app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Workout Routines' });
    await panel.getByRole('button', { name: 'Need help?' }).click();
    await page.getByRole('dialog', { name: 'Starter Routines' }).getByRole('button', { name: 'Add starter routines' }).click();
    await expect.poll(() => routineNames(panel)).toHaveLength(3);
    await expand(panel, 'Full Body 3');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);

    const small = await panel.getByRole('button').evaluateAll((buttons) =>
      buttons
        .map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent, box: b.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44 || box.right > 375)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)} at ${Math.round(box.left)}`),
    );
    expect(small).toEqual([]);

    await panel.getByRole('button', { name: 'Edit Pullups (Assisted if needed)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Exercise' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await overflow()).toBe(0);
    expect(errors).toEqual([]);
  });
});
