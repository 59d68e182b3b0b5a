import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { focusedElement } from './support/focus';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

/** A routine's exercises as listed: each one's place in a group ("A1", or '' when not grouped) and name. */
const routineRows = (panel: Locator, routine: string) =>
  panel
    .getByRole('list', { name: `Exercises in ${routine}` })
    .locator('.exercise-row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        `${row.querySelector('.exercise-row__label')?.textContent ?? ''} ${row.querySelector('.exercise-row__name')?.textContent ?? ''}`.trim(),
      ),
    );

/** Moves a drag handle's row `places` down by keyboard and waits for the one save of the new order. */
async function moveDownByKeyboard(page: Page, handle: Locator, places: number) {
  const moving = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  const heard = () => page.locator('[id^="DndLiveRegion"]').evaluateAll((regions) => regions.map((r) => r.textContent ?? '').join(' '));
  const saved = page.waitForResponse((response) => response.url().includes('/trpc/exercises.reorder') && response.request().method() === 'POST');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(heard, { timeout: 15_000 }).toContain('Picked up Superset A');
  await expect.poll(moving, { timeout: 15_000 }).toBe(0);
  for (let place = 1; place <= places; place += 1) {
    await page.keyboard.press('ArrowDown');
    await expect.poll(heard, { timeout: 15_000 }).toMatch(new RegExp(`moved to position ${place + 1}\\b`));
    await expect.poll(moving, { timeout: 15_000 }).toBe(0);
  }
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
}

describe('supersets and the workout session on a phone (390×844)', () => {
  journey(
    'group Bench Press with Barbell Row, drag the superset by keyboard, log it round by round (rest only after the last member), finish with a summary, and find the session after a reload',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const created = await context.request.post(`${app.url}/trpc/routines.create`, { data: { name: 'Push Pull' } });
      const routineId = ((await created.json()) as { result: { data: { id: string } } }).result.data.id;
      for (const [name, restSeconds] of [
        ['Bench Press', 60],
        ['Barbell Row', 90],
        ['Dips', 60],
      ] as const) {
        const exercise = await context.request.post(`${app.url}/trpc/exercises.create`, {
          data: { routineId, name, setsLow: 3, repsLow: 8, tracked: true, restSeconds },
        });
        expect(exercise.ok()).toBe(true);
      }

      await page.goto(`${app.url}/dashboard`);
      const panel = page.getByRole('region', { name: 'Routines' });
      await panel.getByRole('button', { name: 'Push Pull', exact: true }).tap();
      const exercises = panel.getByRole('list', { name: 'Exercises in Push Pull' });
      await exercises.waitFor();

      // Group with next, from the exercise's menu: a superset, A1 and A2, described for a screen reader.
      await panel.getByRole('button', { name: 'More for Bench Press' }).tap();
      await page.getByRole('menuitem', { name: 'Group with next' }).tap();
      const bench = panel.getByRole('group', { name: 'A1 Bench Press' });
      await expect.poll(() => bench.count(), { timeout: 15_000 }).toBe(1);
      expect(await panel.getByRole('group', { name: 'A2 Barbell Row' }).count()).toBe(1);
      expect(await bench.getAttribute('aria-describedby')).toBeTruthy();
      await expect
        .poll(() =>
          bench.evaluate((el) =>
            el
              .getAttribute('aria-describedby')!
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          ),
        )
        .toContain('Superset A: Bench Press and Barbell Row');
      expect(await routineRows(panel, 'Push Pull')).toEqual(['A1 Bench Press', 'A2 Barbell Row', 'Dips']);
      await panel.getByRole('button', { name: 'More for Bench Press' }).tap();
      await page.getByRole('menu').waitFor();
      await check('routine exercise menu in a superset');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      // The superset moves as one by keyboard: past its own second member, then below Dips; still A1 and A2.
      await moveDownByKeyboard(page, panel.getByRole('button', { name: 'Reorder Superset A' }), 2);
      await expect.poll(() => routineRows(panel, 'Push Pull'), { timeout: 15_000 }).toEqual(['Dips', 'A1 Bench Press', 'A2 Barbell Row']);

      // The log from the routine keeps the group.
      await page.getByRole('button', { name: 'Workout log', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Push Pull' }).tap();
      const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
      const logBench = log.getByRole('group', { name: 'Bench Press', exact: true });
      const logRow = log.getByRole('group', { name: 'Barbell Row', exact: true });
      await logBench.waitFor();
      expect(await logBench.innerText()).toContain('A1');
      expect(await logRow.innerText()).toContain('A2');
      await check('daily log with a superset');

      // Tick A1's set: the focus moves to A2's set, no rest yet; tick A2: the rest starts (the group's longest, 1:30).
      await logBench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      await logBench.getByRole('button', { name: 'Mark set 1 of Bench Press done' }).tap();
      await expect.poll(() => focusedElement(page), { timeout: 15_000 }).toEqual({ tag: 'button', name: 'Mark set 1 of Barbell Row done' });
      const rest = log.getByRole('region', { name: 'Rest timer' });
      expect(await rest.count()).toBe(0);
      // The first tick started the workout: its clock runs from the stored start.
      const workout = log.getByRole('region', { name: 'Workout' });
      await expect.poll(() => workout.getByRole('timer', { name: 'Workout time' }).textContent(), { timeout: 15_000 }).toMatch(/^0:00:\d\d$/);
      await logRow.getByRole('button', { name: 'Mark set 1 of Barbell Row done' }).tap();
      await rest.waitFor();
      expect(await rest.getByRole('timer').textContent()).toMatch(/^1:(30|29|28|27)$/);

      // Notes, then Finish: the log is saved and the summary shows.
      await workout.getByLabel('Workout notes').fill('Felt strong on the row.');
      await workout.getByRole('button', { name: 'Finish workout' }).tap();
      const summary = page.getByRole('dialog', { name: 'Workout summary' });
      await summary.waitFor();
      const shown = await summary.innerText();
      expect(shown).toMatch(/\d+ min/);
      expect(shown).toMatch(/Sets\s*2/);
      expect(shown).toMatch(/Exercises\s*2/);
      await check('workout summary');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.keyboard.press('Escape');
      await summary.waitFor({ state: 'detached' });

      // After a reload the day shows when the workout started and finished, and its notes.
      await page.reload();
      await page.getByRole('button', { name: 'Workout log', exact: true }).tap();
      const reopened = page.getByRole('dialog', { name: 'Daily Workout Log' }).getByRole('region', { name: 'Workout' });
      await expect.poll(() => reopened.getByLabel('Started').inputValue(), { timeout: 15_000 }).toMatch(/^\d\d:\d\d$/);
      expect(await reopened.getByLabel('Finished').inputValue()).toMatch(/^\d\d:\d\d$/);
      expect(await reopened.getByLabel('Workout notes').inputValue()).toBe('Felt strong on the row.');
      expect(await reopened.getByRole('button', { name: 'Workout summary' }).count()).toBe(1);

      expect(errors).toEqual([]);
      expect(a11y).toEqual([]);
    },
  );
});
