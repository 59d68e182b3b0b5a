import { describe, expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A table's rows as [header, value] pairs. */
const tableRows = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']));

describe('the exercise catalogue on a phone (390×844)', () => {
  journey(
    'pick Barbell Bench Press by typing "bench", create Zercher Squat, log both, see the sets per muscle, and import Strong’s "Bench Press (Barbell)" onto the same history',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const created = await context.request.post(`${app.url}/trpc/routines.create`, { data: { name: 'Strength' } });
      expect(created.ok()).toBe(true);

      await page.goto(`${app.url}/dashboard`);
      const panel = page.getByRole('region', { name: 'Routines' });
      await panel.getByRole('button', { name: 'Strength', exact: true }).tap();
      await panel.getByText('No exercises yet.').waitFor();

      // "bench" lists Barbell Bench Press; choosing it fills the name and the type.
      await panel.getByRole('button', { name: 'Add exercise to Strength' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Add Exercise' });
      const exercise = dialog.getByRole('combobox', { name: 'Exercise', exact: true });
      await exercise.fill('bench');
      const options = page.getByRole('listbox', { name: 'Exercises' });
      await options
        .getByRole('option', { name: /^Barbell Bench Press/ })
        .first()
        .waitFor();
      await check('exercise picker with results');
      await options
        .getByRole('option', { name: /^Barbell Bench Press/ })
        .first()
        .tap();
      expect(await exercise.inputValue()).toBe('Barbell Bench Press');
      expect(await dialog.getByLabel('Type', { exact: true }).inputValue()).toBe('weightReps');
      await dialog.getByLabel('Sets low').fill('3');
      await dialog.getByLabel('Reps low').fill('5');
      await dialog.getByRole('checkbox', { name: 'Track progress' }).check();
      await dialog.getByRole('button', { name: 'Save' }).tap();
      await dialog.waitFor({ state: 'detached' });

      // "zercher" matches nothing: the last option creates it as one of the user's own exercises.
      await panel.getByRole('button', { name: 'Add exercise to Strength' }).tap();
      await exercise.fill('zercher');
      const create = options.getByRole('option', { name: 'Create “zercher”' });
      await create.waitFor();
      await check('exercise picker with no match');
      await create.tap();
      const createDialog = page.getByRole('dialog', { name: 'Create exercise' });
      await createDialog.getByLabel('Name', { exact: true }).fill('Zercher Squat');
      await createDialog
        .getByRole('group', { name: /^Muscles/ })
        .getByRole('checkbox', { name: 'Quads' })
        .check();
      await createDialog.getByRole('button', { name: 'Create' }).tap();
      await createDialog.waitFor({ state: 'detached' });
      expect(await exercise.inputValue()).toBe('Zercher Squat');
      await dialog.getByLabel('Sets low').fill('3');
      await dialog.getByRole('checkbox', { name: 'Track progress' }).check();
      await dialog.getByRole('button', { name: 'Save' }).tap();
      await dialog.waitFor({ state: 'detached' });

      // Log both, three working sets each, and a warm-up that counts for no muscle.
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      const sync = await context.request.post(`${app.url}/trpc/workoutLog.sync`, {
        data: {
          timezone: 'UTC',
          date: daysBefore(today, 0),
          localLog: {
            exercises: [
              {
                name: 'Barbell Bench Press',
                tracked: true,
                bw: false,
                sets: [{ reps: 10, weight: 45, type: 'warmup' }, ...Array.from({ length: 3 }, () => ({ reps: 5, weight: 185 }))],
              },
              { name: 'Zercher Squat', tracked: true, bw: false, sets: Array.from({ length: 3 }, () => ({ reps: 5, weight: 135 })) },
            ],
          },
        },
      });
      expect(sync.ok()).toBe(true);
      await page.reload();

      // Sets per muscle this week: chest 3 (primary), triceps and shoulders 1.5 each (secondary), quads 3.
      const progress = page.getByRole('region', { name: 'Exercise Progress' });
      await progress.getByRole('button', { name: 'Sets per muscle' }).tap();
      const numbers = progress.getByRole('table', { name: 'Sets per muscle, this week' });
      await expect
        .poll(() => tableRows(numbers), { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining([
            ['Chest', '3'],
            ['Quads', '3'],
            ['Triceps', '1.5'],
            ['Shoulders', '1.5'],
          ]),
        );

      // Strong's "Bench Press (Barbell)" lands on the same history.
      const csv = `\ufeffDate,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n${[1, 2, 3]
        .map((set) => `${daysBefore(today, 7)} 18:00:00,Push,1h,"Bench Press (Barbell)",${set},175,5,0,0,"","",`)
        .join('\n')}\n`;
      const imported = await context.request.post(`${app.url}/api/import?dryRun=false&units=lbs&timezone=UTC`, {
        headers: { 'content-type': 'text/csv', origin: app.url },
        data: csv,
      });
      expect(imported.status()).toBe(200);
      await page.reload();
      await expect.poll(() => progress.getByRole('heading', { name: /^Barbell Bench Press 2 entries/ }).count(), { timeout: 15_000 }).toBe(1);
      expect(await progress.getByText('Bench Press (Barbell)').count()).toBe(0);

      expect(errors).toEqual([]);
      expect(a11y).toEqual([]);
    },
  );
});
