import { describe, expect } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { addDays, todayIn } from '@fitness/domain';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';
import { logWorkout } from './support/workout-log';

// The dialogs' code is not part of the first paint (docs/decisions/0022): it is fetched when a dialog
// first opens. These journeys use the built remotes, their real chunks and a real failed fetch.

/** Squats logged a week ago and today, so the statistics chart has a line to draw. */
async function logSquats(context: BrowserContext, baseUrl: string) {
  for (const [daysAgo, weight] of [
    [7, 175],
    [0, 185],
  ] as const) {
    await logWorkout(context, baseUrl, addDays(todayIn('UTC'), -daysAgo), [{ name: 'Squats', tracked: true, bw: false, sets: [{ reps: 5, weight }] }]);
  }
}

describe('dialogs fetched on demand', () => {
  journey('the dashboard loads no dialog, picker, History or drag code; the statistics chart opens by keyboard and draws', async ({ app, openPage }) => {
    const { page, errors, context } = await openPage();
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    await logSquats(context, app.url);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

    await page.goto(`${app.url}/dashboard`);
    const progress = page.getByRole('region', { name: 'Exercise Progress', exact: true });
    await progress.getByRole('heading', { name: /Squats/ }).waitFor();
    await page.getByRole('region', { name: 'Body Weight', exact: true }).getByRole('button', { name: 'Add weight' }).waitFor();
    await page.waitForLoadState('networkidle');
    const dialogChunks = /\/(add-weight-dialog|exercise-statistics|progress-dialogs|routine-dialogs|workout-log-dialogs)\.[0-9a-f]+\.js$/;
    expect(fetched.filter((path) => dialogChunks.test(path))).toEqual([]);
    // Nor the picker's, History's or the lists' drag code (issue #52, docs/decisions/0077): the drag code's
    // files are the ones each build's manifest names for the shared drag kit, and its `sortable-drag` chunk.
    const onDemand = /\/(exercise-picker|exercise-catalogue|__federation_expose_HistoryPage|sortable-drag)\.[0-9a-f]+\.js$/;
    expect(fetched.filter((path) => onDemand.test(path))).toEqual([]);
    const dragKitFiles = await page.evaluate(async () => {
      const builds = ['/mf-manifest.json', '/mfe/mfe-routines/mf-manifest.json', '/mfe/mfe-progress/mf-manifest.json'];
      const manifests = await Promise.all(builds.map(async (url) => ({ url, manifest: await (await fetch(url)).json() })));
      return manifests.flatMap(({ url, manifest }: { url: string; manifest: { shared: { name: string; assets: { js: { sync: string[] } } }[] } }) =>
        manifest.shared
          .filter(({ name }) => name.startsWith('@fitness/ui/drag-kit-'))
          .flatMap(({ assets }) => assets.js.sync.map((file) => new URL(file, new URL(url, location.href)).pathname)),
      );
    });
    expect(dragKitFiles.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => dragKitFiles.includes(path))).toEqual([]);

    await progress.getByRole('button', { name: 'Statistics of Squats' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Squats' });
    await dialog.getByRole('group', { name: 'Chart metric' }).waitFor();
    await dialog.locator('svg path').first().waitFor();
    expect(fetched.some((path) => /\/mfe\/mfe-progress\/exercise-statistics\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  journey('a dialog whose code cannot be fetched says so, and Retry brings it', async ({ app, openPage }) => {
    // Without the service worker, which keeps the dialogs' code for offline use and would fetch it past the block.
    const { page, context } = await openPage({ serviceWorkers: 'block' });
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    let offline = true;
    await page.route(/\/mfe\/mfe-weight\/add-weight-dialog\.[0-9a-f]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));

    await page.goto(`${app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Body Weight', exact: true });
    await panel.getByRole('button', { name: 'Add weight' }).click();
    const failed = page.getByRole('alertdialog', { name: 'The weight form could not be loaded' });
    await failed.getByText('The weight form could not be loaded. Check your connection, then retry.').waitFor();

    offline = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Weight' });
    await dialog.getByLabel('Weight (lbs)', { exact: true }).fill('151.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('list', { name: 'Entries' }).getByText('151.5 lbs').waitFor();
  });
});
