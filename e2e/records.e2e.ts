import { describe, expect } from 'vitest';
import { seriousA11yViolations, type A11yProblem } from './support/accessibility';
import { journey } from './support/journey';
import { setField, setValues } from './support/workout-log';
import { signUpAndLogIn } from './support/session';

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

describe('records, e1RM and next-session targets on a phone (390×844)', () => {
  journey(
    'three logged sessions of a routine exercise: "New records" after the second, the trophy in history, the records in statistics, the target in the fourth log and Use target',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      const a11y: A11yProblem[] = [];
      const check = async (screen: string) => a11y.push(...(await seriousA11yViolations(page, screen)));
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const routine = await context.request.post(`${app.url}/trpc/routines.create`, { data: { name: 'Push Day' } });
      const routineId = ((await routine.json()) as { result: { data: { id: string } } }).result.data.id;
      const exercise = await context.request.post(`${app.url}/trpc/exercises.create`, {
        data: { routineId, name: 'Bench Press', setsLow: 3, repsLow: 5, repsHigh: 8, tracked: true },
      });
      expect(exercise.ok()).toBe(true);
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));

      await page.goto(`${app.url}/dashboard`);
      const fab = page.getByRole('button', { name: 'Workout log', exact: true });
      const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
      const bench = log.getByRole('group', { name: 'Bench Press', exact: true });

      /** One session on `date`, as a lifter logs a missed day: the routine, the date, the sets, Save. */
      const logSession = async (date: string, sets: [reps: number, weight: number][]) => {
        await fab.tap();
        await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Push Day' }).tap();
        await bench.waitFor();
        await log.getByLabel('Date').fill(date);
        for (const [i, [reps, weight]] of sets.entries()) {
          await bench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
          await setField(bench, i + 1, 'Reps').fill(String(reps));
          await setField(bench, i + 1, 'Weight (lbs)').fill(String(weight));
        }
        await log.getByRole('button', { name: 'Save', exact: true }).tap();
        await log.waitFor({ state: 'detached' });
      };

      // First session: nothing to beat.
      await logSession(daysBefore(today, 3), [
        [8, 185],
        [8, 185],
        [8, 185],
      ]);
      const saved = page.getByRole('status', { name: 'Log saved' });
      await expect.poll(() => saved.innerText(), { timeout: 15_000 }).toContain('First log of Bench Press');
      await saved.getByRole('button', { name: 'Dismiss new records' }).tap();
      await saved.waitFor({ state: 'detached' });

      // Second session beats the first: the note lists its records and stays until dismissed.
      await logSession(daysBefore(today, 2), [
        [8, 190],
        [8, 190],
        [8, 190],
      ]);
      const records = page.getByRole('status', { name: 'New records' });
      await expect.poll(() => records.innerText(), { timeout: 15_000 }).toContain('Bench Press: best e1RM 240.5 lbs (was 234.5)');
      expect(await records.innerText()).toContain('Bench Press: heaviest weight 190 lbs × 8 (was 185)');
      const note = (await records.boundingBox())!;
      expect(note.x).toBeGreaterThanOrEqual(0);
      expect(note.x + note.width).toBeLessThanOrEqual(390);
      expect(note.y + note.height).toBeLessThanOrEqual(844);
      await check('new records note');
      await records.getByRole('button', { name: 'Dismiss new records' }).tap();

      await logSession(daysBefore(today, 1), [
        [8, 195],
        [7, 195],
        [6, 195],
      ]);
      await records.getByRole('button', { name: 'Dismiss new records' }).tap();

      // The history: a trophy on the entries that set records when they were logged.
      const progress = page.getByRole('region', { name: 'Exercise Progress' });
      await expect.poll(() => progress.innerText(), { timeout: 15_000 }).toContain('3 entries');
      await progress.getByRole('button', { name: 'History of Bench Press' }).tap();
      const history = progress.getByRole('list', { name: 'History of Bench Press' });
      const rows = history.getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(3);
      await expect
        .poll(
          () =>
            rows
              .nth(1)
              .getByRole('img', { name: /best e1RM/ })
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(
        await rows
          .nth(2)
          .getByRole('img', { name: /^Records?:/ })
          .count(),
      ).toBe(0);
      await expect.poll(() => progress.getByRole('heading', { name: /Bench Press 3 entries · best e1RM/ }).count()).toBe(1);

      // The statistics: the records, and e1RM as the graph's third metric.
      await progress.getByRole('button', { name: 'Statistics of Bench Press' }).tap();
      const stats = page.getByRole('dialog', { name: 'Bench Press' });
      const recordsSection = stats.getByRole('region', { name: 'Records' });
      await expect.poll(() => recordsSection.innerText(), { timeout: 15_000 }).toContain('Best e1RM (Epley)');
      // 195 × 8 by Epley = 247.
      expect(await recordsSection.innerText()).toMatch(/247 lbs\s*Set 1 of/);
      expect(await recordsSection.getByRole('table', { name: 'Best reps by weight' }).isVisible()).toBe(true);
      await stats.getByRole('button', { name: /^Latest e1RM/ }).tap();
      await stats.getByRole('img', { name: /^e1RM chart/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await check('statistics with records');
      await page.keyboard.press('Escape');
      await stats.waitFor({ state: 'detached' });

      // The fourth log: the target beside last time (7 and 6 fell short of 8: one more rep each), and Use target fills it.
      await fab.tap();
      await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Push Day' }).tap();
      const target = bench.getByRole('group', { name: 'Next-session target for Bench Press' });
      await expect.poll(() => target.innerText(), { timeout: 15_000 }).toContain('Target: 8, 8, 7 reps at 195 lbs');
      expect(await setValues(bench)).toEqual([]);
      await check('daily log with a target');
      await target.getByRole('button', { name: 'Use target for Bench Press' }).tap();
      expect(await setValues(bench)).toEqual([
        ['8', '195'],
        ['8', '195'],
        ['7', '195'],
      ]);
      await log.getByRole('button', { name: 'Save', exact: true }).tap();
      await log.waitFor({ state: 'detached' });

      expect(errors).toEqual([]);
      expect(a11y).toEqual([]);
    },
  );
});
