import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

/** The rest timer's time left as m:ss in seconds. */
const seconds = (clock: string) => Number(clock.split(':')[0]) * 60 + Number(clock.split(':')[1]);

async function openLog(page: Page) {
  await page.getByRole('button', { name: 'Workout log', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Daily Workout Log' });
  await dialog.getByRole('button', { name: 'Add exercise' }).waitFor({ timeout: 15_000 });
  return dialog;
}

describe('gym tools in the daily log, on a phone (390×844, touch)', () => {
  journey(
    'tick a set → the rest runs → reload → still right; plate sheet for 185 lbs; the profile equipment changes the sheet; axe on the sheet and the bar',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const routine = await (await context.request.post(`${app.url}/trpc/routines.create`, { data: { name: 'Push Day' } })).json();
      await context.request.post(`${app.url}/trpc/exercises.create`, { data: { routineId: routine.result.data.id, name: 'Bench Press', tracked: true } });
      // The page's clock is the test's: time runs, and jumps when the test says.
      await page.clock.install();

      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('button', { name: 'Workout log', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Push Day' }).tap();
      let dialog = page.getByRole('dialog', { name: 'Daily Workout Log' });
      await dialog.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      await dialog.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      const weight = dialog.getByRole('group', { name: 'Set 1', exact: true }).getByLabel('Weight (lbs)');
      await weight.fill('185');

      const toggle = dialog.getByRole('button', { name: 'Mark set 1 of Bench Press done' });
      await toggle.tap();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      const bar = dialog.getByRole('region', { name: 'Rest timer' });
      const clock = bar.getByRole('timer');
      await expect.poll(async () => seconds((await clock.textContent()) ?? '')).toBeGreaterThanOrEqual(88);
      await page.clock.fastForward(20_000);
      await expect.poll(async () => seconds((await clock.textContent()) ?? ''), { timeout: 10_000 }).toBeLessThanOrEqual(70);
      a11y.push(...(await seriousA11yViolations(page, 'log with the rest timer running')));

      // A reload: the draft keeps the tick, the timer its end time.
      await page.reload();
      dialog = await openLog(page);
      expect(await dialog.getByRole('button', { name: 'Mark set 1 of Bench Press done' }).getAttribute('aria-pressed')).toBe('true');
      const left = seconds((await dialog.getByRole('region', { name: 'Rest timer' }).getByRole('timer').textContent({ timeout: 10_000 })) ?? '');
      expect(left).toBeLessThanOrEqual(70);
      expect(left).toBeGreaterThan(40);

      // The plates for 185 lbs on the default 45 lb bar.
      await dialog.getByRole('button', { name: 'Plates for set 1 of Bench Press' }).tap();
      let sheet = page.getByRole('dialog', { name: 'Plates for 185 lbs' });
      await expect.poll(() => sheet.getByText('45 lb bar: 45 + 25 per side').isVisible()).toBe(true);
      a11y.push(...(await seriousA11yViolations(page, 'plate sheet')));
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });

      // The rest runs out: "Rest over" in the bar.
      await page.clock.fastForward(90_000);
      await expect.poll(() => dialog.getByRole('region', { name: 'Rest timer' }).getByText('Rest over').isVisible(), { timeout: 10_000 }).toBe(true);
      a11y.push(...(await seriousA11yViolations(page, 'rest over')));

      // Another bar in the profile: the sheet follows.
      await page.goto(`${app.url}/profile`);
      const equipment = page.getByRole('region', { name: 'Plates and bar' });
      await equipment.getByLabel('Bar (lb)').fill('35');
      await equipment.getByRole('button', { name: 'Save plates and bar' }).tap();
      await equipment.getByText('Plates and bar saved.').waitFor({ timeout: 10_000 });
      await page.goto(`${app.url}/dashboard`);
      dialog = await openLog(page);
      await dialog.getByRole('button', { name: 'Plates for set 1 of Bench Press' }).tap();
      sheet = page.getByRole('dialog', { name: 'Plates for 185 lbs' });
      await expect.poll(() => sheet.getByText('35 lb bar: 45 + 25 + 5 per side').isVisible(), { timeout: 10_000 }).toBe(true);

      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
