import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A set's field in an exercise card of the open log, by the set's number (1-based) and the field's label. */
const setField = (exercise: Locator, set: number, label: string) =>
  exercise.getByRole('group', { name: new RegExp(`^Set ${set}\\b`) }).getByLabel(label, { exact: true });

/** Adds an exercise of `kind` to the routine through the routine's exercise dialog. */
async function addRoutineExercise(page: Page, routine: string, fields: { name: string; kind: string; sets: string; time?: string; distance?: string }) {
  const panel = page.getByRole('region', { name: 'Routines' });
  await panel.getByRole('button', { name: `Add exercise to ${routine}` }).tap();
  const dialog = page.getByRole('dialog', { name: 'Add Exercise' });
  await dialog.getByRole('combobox', { name: 'Exercise', exact: true }).fill(fields.name);
  await dialog.getByLabel('Type', { exact: true }).selectOption({ label: fields.kind });
  await dialog.getByLabel('Sets low').fill(fields.sets);
  if (fields.time) await dialog.getByLabel('Time', { exact: true }).fill(fields.time);
  if (fields.distance) await dialog.getByLabel('Distance (km)', { exact: true }).fill(fields.distance);
  await dialog.getByRole('checkbox', { name: 'Track progress' }).check();
  await dialog.getByRole('button', { name: 'Save' }).tap();
  await dialog.waitFor({ state: 'detached' });
}

describe('every kind of set on a phone (390×844)', () => {
  journey(
    'a routine with a Plank (Time, 3 × 60 s) and a Run (Distance and time, 5 km): logged, the longest time and the best pace in statistics, a sprint never takes the pace record and a 2 km run does',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const metric = await context.request.post(`${app.url}/trpc/profile.save`, {
        data: { weight: 68, height: 168, age: 36, activityLevel: 'Active', gender: 'Female', measurementType: 'metric', weightGoal: 0, targetWeight: 0 },
      });
      expect(metric.ok()).toBe(true);
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));

      await page.goto(`${app.url}/dashboard`);
      const panel = page.getByRole('region', { name: 'Routines' });
      await panel.getByRole('button', { name: 'Add routine' }).tap();
      const addRoutine = page.getByRole('dialog', { name: 'Add Routine' });
      await addRoutine.getByLabel('Routine name').fill('Core and Cardio');
      await addRoutine.getByRole('button', { name: 'Save' }).tap();
      await addRoutine.waitFor({ state: 'detached' });
      await panel.getByRole('button', { name: 'Core and Cardio', exact: true }).tap();
      await panel.getByText('No exercises yet.').waitFor();

      // The Type control, its exact options, and each kind's fields.
      await panel.getByRole('button', { name: 'Add exercise to Core and Cardio' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Add Exercise' });
      const kinds = await dialog.getByLabel('Type', { exact: true }).locator('option').allInnerTexts();
      expect(kinds).toEqual(['Weight and reps', 'Reps only', 'Time', 'Distance and time']);
      await dialog.getByRole('combobox', { name: 'Exercise', exact: true }).fill('Row');
      await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Distance and time' });
      await dialog.getByLabel('Distance (km)', { exact: true }).fill('0');
      await dialog.getByRole('button', { name: 'Save' }).tap();
      await expect.poll(() => dialog.innerText(), { timeout: 15_000 }).toContain('Distance must be between 1 m and 1,000 km');
      await check('exercise dialog with the Type control');
      await dialog.getByRole('button', { name: 'Cancel' }).tap();
      await dialog.waitFor({ state: 'detached' });

      await addRoutineExercise(page, 'Core and Cardio', { name: 'Plank', kind: 'Time', sets: '3', time: '60' });
      await addRoutineExercise(page, 'Core and Cardio', { name: 'Run', kind: 'Distance and time', sets: '1', distance: '5' });
      await expect.poll(() => panel.innerText(), { timeout: 15_000 }).toContain('3 × 60 s');
      expect(await panel.innerText()).toContain('1 × 5 km');

      const fab = page.getByRole('button', { name: 'Workout log', exact: true });
      const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
      const plank = log.getByRole('group', { name: 'Plank', exact: true });
      const run = log.getByRole('group', { name: 'Run', exact: true });

      /** One session of the routine on `date`: the plank's times and the run's distance and time. */
      const logSession = async (date: string, plankTimes: string[], runs: [distance: string, time: string][]) => {
        await fab.tap();
        await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Core and Cardio' }).tap();
        await run.waitFor();
        await log.getByLabel('Date').fill(date);
        for (const [i, time] of plankTimes.entries()) {
          await plank.getByRole('button', { name: 'Add set to Plank' }).tap();
          await setField(plank, i + 1, 'Time').fill(time);
        }
        for (const [i, [distance, time]] of runs.entries()) {
          await run.getByRole('button', { name: 'Add set to Run' }).tap();
          await setField(run, i + 1, 'Distance (km)').fill(distance);
          await setField(run, i + 1, 'Time').fill(time);
        }
        /** Saves; `notice`: the saved log's note ("Log saved" or "New records") to dismiss, as it sits over the progress panel. */
        return async (notice: 'Log saved' | 'New records' | null) => {
          await log.getByRole('button', { name: 'Save', exact: true }).tap();
          await log.waitFor({ state: 'detached' });
          if (!notice) return;
          const note = page.getByRole('status', { name: notice });
          await note.getByRole('button', { name: 'Dismiss new records' }).tap();
          await note.waitFor({ state: 'detached' });
        };
      };

      // Day one: 3 × 65 s and 5 km in 25:00; a drop set marked from the set's menu on the way.
      const save = await logSession(daysBefore(today, 2), ['65', '1:05', '65'], [['5', '25:00']]);
      expect(await plank.getByLabel('Reps', { exact: true }).count()).toBe(0);
      await plank.getByRole('button', { name: /^Set 3 options/ }).tap();
      await page.getByRole('menuitemradio', { name: 'To failure' }).tap();
      await plank.getByRole('img', { name: 'To failure' }).waitFor();
      await check('daily log with time and distance sets');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await save('Log saved');

      const progress = page.getByRole('region', { name: 'Exercise Progress' });
      const statistics = async (name: string) => {
        await progress.getByRole('button', { name: `Statistics of ${name}` }).tap();
        const stats = page.getByRole('dialog', { name });
        return { stats, records: stats.getByRole('region', { name: 'Records' }) };
      };
      const close = async (stats: Locator) => {
        await page.keyboard.press('Escape');
        await stats.waitFor({ state: 'detached' });
      };
      await expect.poll(() => progress.getByRole('button', { name: 'Statistics of Run' }).count(), { timeout: 15_000 }).toBe(1);
      {
        const { stats, records } = await statistics('Plank');
        await expect.poll(() => records.innerText(), { timeout: 15_000 }).toMatch(/Longest time\s*1:05/);
        await close(stats);
      }
      {
        const { stats, records } = await statistics('Run');
        await expect.poll(() => records.innerText(), { timeout: 15_000 }).toMatch(/Best pace\s*5:00 \/km/);
        expect(await stats.innerText()).toContain('Best pace over 1 km or more');
        await check('statistics of a distance exercise');
        await close(stats);
      }

      // Day two: a 400 m sprint in 1:30 (3:45 /km) shows its pace but never takes the record.
      const saveSprint = await logSession(daysBefore(today, 1), [], [['0.4', '1:30']]);
      await saveSprint(null);
      {
        const { stats, records } = await statistics('Run');
        await expect.poll(() => stats.innerText(), { timeout: 15_000 }).toContain('3:45 /km');
        expect(await records.innerText()).toMatch(/Best pace\s*5:00 \/km/);
        await close(stats);
      }

      // Day three: 2 km in 9:30 takes it.
      const saveRun = await logSession(today, [], [['2', '9:30']]);
      await saveRun('New records');
      {
        const { stats, records } = await statistics('Run');
        await expect.poll(() => records.innerText(), { timeout: 15_000 }).toMatch(/Best pace\s*4:45 \/km/);
        await close(stats);
      }

      expect(errors).toEqual([]);
      expect(a11y).toEqual([]);
    },
  );
});
