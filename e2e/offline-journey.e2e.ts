import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { journey } from './support/journey';
import { setField } from './support/workout-log';
import { signUpAndLogIn } from './support/session';
import { trpc } from './support/trpc';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const pending = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved on this phone — will sync/ });

/** Until the shell's service worker controls the page and has kept the dashboard's code and its dialogs. */
async function installed(page: Page, appUrl: string) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toBe(`${appUrl}/sw.js`);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length > 0 && Boolean(await caches.match(new Request(location.href)))), { timeout: 15_000 })
    .toBe(true);
  await expect
    .poll(
      async () =>
        page.evaluate(
          async () =>
            (await (await caches.open('fitness-files-v1')).keys()).filter((request) => /workout-log-dialogs\.[0-9a-f]{10}\.js$/.test(request.url)).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(1);
  // And the lists' drag code the first visit never loaded (docs/decisions/0077): the shell's shared drag kit.
  const dragKit = await page.evaluate(async () => {
    const shell = (await (await fetch('/mf-manifest.json')).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
    return shell.shared
      .filter(({ name }) => name.startsWith('@fitness/ui/drag-kit-'))
      .flatMap(({ assets }) => assets.js.sync.map((file) => new URL(file, location.origin).href));
  });
  expect(dragKit.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(async (files) => (await Promise.all(files.map((file) => caches.match(file)))).every(Boolean), dragKit), { timeout: 15_000 })
    .toBe(true);
}

describe('a basement gym: the app opens, logs and weighs in offline, and syncs once back online', () => {
  journey(
    'install → offline → reload → cached dashboard → log sets and a weigh-in → close → reopen offline → still pending → online → on the server exactly once',
    async ({ app, openPage }) => {
      const { page, context, errors } = await openPage({ phone: true });
      await signUpAndLogIn(context, app.url, { completeProfile: true });
      const routine = await trpc<{ id: string }>(context.request, app.url, 'routines.create', { name: 'Push Day' });
      await trpc(context.request, app.url, 'exercises.create', { routineId: routine.id, name: 'Bench Press', tracked: true });
      const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));

      // Online: the first visit installs the worker.
      await page.goto(`${app.url}/dashboard`);
      await region(page, 'Workout Routines').getByRole('button', { name: 'Push Day', exact: true }).waitFor();
      await installed(page, app.url);

      // The signal drops; the lifter reloads.
      await context.setOffline(true);
      await page.reload();
      await page
        .getByRole('status')
        .filter({ hasText: /^Offline — showing what was last synced at \d\d:\d\d$/ })
        .waitFor();
      await region(page, 'Workout Routines').getByRole('button', { name: 'Push Day', exact: true }).waitFor();

      // A list's drag still picks up offline, its code never loaded online (docs/decisions/0077); Escape puts it back.
      const heard = () => page.locator('[id^="DndLiveRegion"]').evaluateAll((regions) => regions.map((r) => r.textContent).filter(Boolean));
      await region(page, 'Workout Routines').getByRole('button', { name: 'Reorder routine Push Day' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(heard, { timeout: 15_000 }).toContainEqual(expect.stringMatching(/^Picked up Push Day, at position \d of \d\.$/));
      await page.keyboard.press('Escape');
      await expect.poll(heard, { timeout: 15_000 }).toContain('Reordering cancelled. Push Day is back in place.');

      // Sets, offline.
      const fab = page.getByRole('button', { name: 'Workout log', exact: true });
      await fab.tap();
      await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Push Day' }).tap();
      const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
      const bench = log.getByRole('group', { name: 'Bench Press', exact: true });
      await bench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      await setField(bench, 1, 'Reps').fill('5');
      await setField(bench, 1, 'Weight (lbs)').fill('135');
      await bench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
      await log.getByRole('button', { name: 'Save', exact: true }).tap();
      await log.waitFor({ state: 'detached' });
      await pending(page).getByText('1 change pending').waitFor();

      // A weigh-in, offline: on the chart and list at once.
      const weight = region(page, 'Body Weight');
      await weight.getByRole('button', { name: 'Add weight' }).tap();
      const add = page.getByRole('dialog', { name: 'Add Weight' });
      await add.getByLabel('Weight (lbs)', { exact: true }).fill('181.4');
      await add.getByRole('button', { name: 'Save' }).tap();
      await add.waitFor({ state: 'detached' });
      await weight.getByRole('list', { name: 'Entries' }).getByText('181.4').waitFor();
      await pending(page).getByText('2 changes pending').waitFor();

      // The tab is closed; later the app is opened again, still offline: nothing pending is lost.
      await page.close();
      const again = await context.newPage();
      again.on('pageerror', (error) => errors.push(error.message));
      await again.goto(`${app.url}/dashboard`);
      await pending(again).getByText('2 changes pending').waitFor();
      await region(again, 'Body Weight').getByRole('list', { name: 'Entries' }).getByText('181.4').waitFor();
      // Nothing reached the server.
      expect((await trpc<{ exercises: unknown[] }>(context.request, app.url, 'workoutLog.get', { date: today }, 'query')).exercises).toEqual([]);
      expect((await trpc<{ dates: string[] }>(context.request, app.url, 'weight.list', undefined, 'query')).dates).toEqual([]);

      // Back online: sent in order, acknowledged, gone from the outbox.
      await context.setOffline(false);
      await pending(again).waitFor({ state: 'detached' });
      const saved = await trpc<{ version: number; exercises: { name: string; sets: { reps: number; weight: number }[] }[] }>(
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
      ]);
      expect(saved.version).toBe(1);
      expect(await trpc<{ dates: string[]; weights: number[] }>(context.request, app.url, 'weight.list', undefined, 'query')).toEqual({
        dates: [today],
        weights: [181.4],
      });
      // A reload sends nothing again: the day is still at version 1.
      await again.reload();
      await region(again, 'Body Weight').getByRole('list', { name: 'Entries' }).getByText('181.4').waitFor();
      await expect
        .poll(async () => (await trpc<{ version: number }>(context.request, app.url, 'workoutLog.get', { date: today }, 'query')).version, { timeout: 3_000 })
        .toBe(1);
      expect(errors.filter((text) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|NetworkError/.test(text))).toEqual([]);
      await context.close();
    },
  );
});
