import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';
import { trpc } from './support/trpc';
import { logWorkout, setField, setValues } from './support/workout-log';

/** The query paths in the data kept on the device (e.g. "progress.records"). */
const keptPaths = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('fitness-tracker');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('device')) return resolve([]);
          const read = db.transaction('device').objectStore('device').get('query-cache');
          read.onsuccess = () => {
            const kept = read.result as { state?: { queries?: { queryKey: unknown[] }[] } } | undefined;
            resolve((kept?.state?.queries ?? []).map((q) => (Array.isArray(q.queryKey[0]) ? q.queryKey[0].join('.') : String(q.queryKey[0]))));
          };
          read.onerror = () => resolve([]);
        };
      }),
  );

describe('what the server holds is on screen after a reload (issue #45), on a phone (390×844)', () => {
  journey('statistics kept on the device before a reload show the 1RM formula another client chose since', async ({ app, openPage }) => {
    const { page, context } = await openPage({ phone: true });
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await logWorkout(context, app.url, today, [{ name: 'Bench Press', sets: [{ reps: 8, weight: 195 }] }]);

    await page.goto(`${app.url}/dashboard`);
    const progress = page.getByRole('region', { name: 'Exercise Progress', exact: true });
    const stats = page.getByRole('dialog', { name: 'Bench Press' });
    const records = stats.getByRole('region', { name: 'Records' });
    await progress.getByRole('button', { name: 'Statistics of Bench Press' }).tap();
    await expect.poll(() => records.innerText(), { timeout: 15_000 }).toContain('Best e1RM (Epley)');
    // The statistics are kept on the device, as they would be after any visit.
    await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toContain('progress.records');

    // Another client switches the formula; the page is reloaded within the minute the kept data counts as fresh.
    const profile = await trpc<Record<string, unknown>>(context.request, app.url, 'profile.get', undefined, 'query');
    const { equipment: _equipment, ...fields } = profile;
    await trpc(context.request, app.url, 'profile.save', { ...fields, oneRepMaxFormula: 'brzycki' });
    await page.reload();
    await progress.getByRole('button', { name: 'Statistics of Bench Press' }).tap();
    await expect.poll(() => records.innerText(), { timeout: 15_000 }).toContain('Best e1RM (Brzycki)');
  });

  journey(
    "a draft kept from before another client's save meets the saved day when the log opens: every saved exercise and the typed set, merged, and Save keeps all",
    async ({ app, openPage }) => {
      const { page, context } = await openPage({ phone: true });
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
      const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await logWorkout(context, app.url, today, [
        {
          name: 'Bench Press',
          sets: [
            { reps: 5, weight: 230 },
            { reps: 4, weight: 230 },
          ],
        },
        { name: 'Dips', sets: [{ reps: 10, weight: 0 }] },
      ]);

      // The phone types a set, closes with Esc and keeps the draft.
      await page.goto(`${app.url}/dashboard`);
      const fab = page.getByRole('button', { name: 'Workout log', exact: true });
      const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
      const bench = log.getByRole('group', { name: 'Bench Press', exact: true });
      await fab.tap();
      await bench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      await setField(bench, 3, 'Reps').fill('3');
      await setField(bench, 3, 'Weight (lbs)').fill('240');
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close', exact: true }).tap();
      await log.waitFor({ state: 'detached' });

      // Another client overwrites the day (no base version, as the REST path and older clients do): ten exercises.
      const names = ['Squat', 'Bench Press', 'Deadlift', 'Overhead Press', 'Barbell Row', 'Pull Up', 'Lunge', 'Leg Press', 'Tricep Pushdown', 'Bicep Curl'];
      await trpc(context.request, app.url, 'workoutLog.sync', {
        localLog: { exercises: names.map((name, i) => ({ name, tracked: true, sets: [{ reps: 5, weight: 100 + i * 10 }] })) },
        timezone,
        date: today,
      });

      await page.reload();
      await fab.tap();
      await expect.poll(() => log.getByRole('group', { name: 'Bench Press', exact: true }).count(), { timeout: 15_000 }).toBe(1);
      for (const name of names) await log.getByRole('group', { name, exact: true }).waitFor({ timeout: 15_000 });
      expect(await setValues(bench)).toEqual([
        ['5', '110'],
        ['3', '240'],
      ]);
      expect(await log.getByRole('group', { name: 'Dips', exact: true }).count()).toBe(0);
      await log.getByRole('status').filter({ hasText: 'Merged changes from another device' }).waitFor({ timeout: 15_000 });

      await log.getByRole('button', { name: 'Save', exact: true }).tap();
      await log.waitFor({ state: 'detached' });
      const saved = await trpc<{ exercises: { name: string; sets: { reps: number; weight: number }[] }[] }>(
        context.request,
        app.url,
        'workoutLog.get',
        { date: today },
        'query',
      );
      expect(saved.exercises.map((e) => e.name)).toEqual(names);
      expect(saved.exercises[1]!.sets.map((s) => [s.reps, s.weight])).toEqual([
        [5, 110],
        [3, 240],
      ]);
    },
  );
});
