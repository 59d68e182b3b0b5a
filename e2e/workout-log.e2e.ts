import { describe, expect } from 'vitest';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { setField, setValues } from './support/workout-log';
import { signUpAndLogIn } from './support/session';
import { trpc } from './support/trpc';

describe('workout log journey on a phone (390×844)', () => {
  journey(
    'floating button → routine → sets → save → progress → today’s log → reload keeps the draft → save; axe on both dialogs',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      // The whole page: the dialogs, the floating button and the panels around them.
      const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      // A routine made through the API (the routines panel is its own journey).
      const routine = await trpc<{ id: string }>(context.request, app.url, 'routines.create', { name: 'Push Day' });
      for (const exercise of [
        { name: 'Bench Press', tracked: true },
        { name: 'Overhead Press', tracked: false },
        { name: 'Dips', tracked: true, bw: true },
      ]) {
        await trpc(context.request, app.url, 'exercises.create', { routineId: routine.id, ...exercise });
      }
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));

      await page.goto(`${app.url}/dashboard`);
      const fab = page.getByRole('button', { name: 'Workout log', exact: true });
      await fab.waitFor();
      // Bottom right, inside the screen, a big touch target.
      const box = (await fab.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.x).toBeGreaterThan(390 / 2);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.y).toBeGreaterThan(844 - 120);

      // No log today: the routine selection.
      await fab.tap();
      const selection = page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' });
      await selection.getByRole('button', { name: 'Push Day' }).waitFor();
      expect(await selection.getByRole('button', { name: 'Start from Scratch' }).count()).toBe(1);
      await check('routine selection');
      await selection.getByRole('button', { name: 'Push Day' }).tap();

      // The log, pre-filled from the routine: sets for two exercises.
      const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
      const bench = log.getByRole('group', { name: 'Bench Press', exact: true });
      const press = log.getByRole('group', { name: 'Overhead Press', exact: true });
      await bench.waitFor();
      expect(await log.getByLabel('Date').inputValue()).toBe(today);
      await bench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      await setField(bench, 1, 'Reps').fill('5');
      await setField(bench, 1, 'Weight (lbs)').fill('135');
      await bench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      expect(await setValues(bench)).toEqual([
        ['5', '135'],
        ['5', '135'],
      ]);
      await press.getByRole('button', { name: 'Add set to Overhead Press' }).tap();
      await setField(press, 1, 'Reps').fill('8');
      await setField(press, 1, 'Weight (lbs)').fill('65');
      // Readable at phone width: nothing scrolls sideways, and Save stays on screen while the log scrolls.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const save = log.getByRole('button', { name: 'Save', exact: true });
      const saveBox = (await save.boundingBox())!;
      expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(844);
      await check('daily workout log');
      await save.tap();
      await log.waitFor({ state: 'detached' });

      // The progress panel shows the tracked exercise (Dips had no sets, Overhead Press is not tracked).
      const progress = page.getByRole('region', { name: 'Exercise Progress' });
      await expect.poll(() => progress.innerText()).toContain('Bench Press');
      expect(await progress.innerText()).not.toContain('Overhead Press');
      expect(await progress.innerText()).not.toContain('Dips');

      // Today's log exists: the button opens it directly.
      await fab.tap();
      await bench.waitFor();
      expect(await selection.count()).toBe(0);
      expect(await setValues(bench)).toEqual([
        ['5', '135'],
        ['5', '135'],
      ]);
      await press.getByRole('button', { name: 'Add set to Overhead Press' }).tap();
      await setField(press, 2, 'Weight (lbs)').fill('70');

      // Reload before saving: the draft is still there.
      await page.reload();
      await fab.tap();
      await log.getByText('Restored what you typed on this device and had not saved yet.').waitFor();
      expect(await setValues(press)).toEqual([
        ['8', '65'],
        ['8', '70'],
      ]);
      await log.getByRole('button', { name: 'Save', exact: true }).tap();
      await log.waitFor({ state: 'detached' });

      const saved = await trpc<{ exercises: { name: string; sets: { reps: number; weight: number }[] }[] }>(
        context.request,
        app.url,
        'workoutLog.get',
        { date: today },
        'query',
      );
      expect(saved.exercises.map((e) => [e.name, e.sets.map((s) => [s.reps, s.weight])])).toEqual([
        [
          'Bench Press',
          [
            [5, 135],
            [5, 135],
          ],
        ],
        [
          'Overhead Press',
          [
            [8, 65],
            [8, 70],
          ],
        ],
      ]);
      // Saved: no draft left behind.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('workoutLogDraft:')))).toEqual([]);

      expect(errors).toEqual([]);
      expect(a11y).toEqual([]);
    },
  );
});
