import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './support/app-server';
import { launchTestBrowser, openContext } from './support/browser';
import { setField } from './support/workout-log';
import { newAccount, signUpAndLogIn, type TestAccount } from './support/session';
import { trpc } from './support/trpc';

// The app served from a copy of the builds, so a test can deploy a new version while a page is open.
const BUILDS = ['shell', 'mfe-auth', 'mfe-weight', 'mfe-routines', 'mfe-progress'];
let webRoot: string;
let browser: Browser;
let app: RunningApp;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'offline-web-'));
  for (const build of BUILDS) cpSync(join(repoRoot, build, 'dist'), join(webRoot, build, 'dist'), { recursive: true });
  [browser, app] = await Promise.all([launchTestBrowser(), startApp({ WEB_ROOT: webRoot })]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const pending = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved on this phone — will sync/ });

async function device(account?: TestAccount): Promise<{ page: Page; context: BrowserContext; account: TestAccount }> {
  const context = await openContext(browser, { phone: true });
  let signedIn: TestAccount;
  if (account) {
    const login = await context.request.post(`${app.url}/api/login`, { data: { email: account.email, password: account.password } });
    expect(login.ok()).toBe(true);
    await context.addInitScript((firstName) => localStorage.getItem('firstName') || localStorage.setItem('firstName', firstName), account.firstName);
    signedIn = account;
  } else {
    signedIn = await signUpAndLogIn(context, app.url, { completeProfile: true, account: newAccount() });
  }
  return { page: await context.newPage(), context, account: signedIn };
}

async function installed(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toBe(`${app.url}/sw.js`);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(new Request(location.href)))), { timeout: 15_000 }).toBe(true);
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
}

/** Opens today's log from the routine, adds one set and saves. */
async function logOneSet(page: Page, reps: string, weight: string) {
  await page.getByRole('button', { name: 'Workout log', exact: true }).tap();
  await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Push Day' }).tap();
  const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
  const bench = log.getByRole('group', { name: 'Bench Press', exact: true });
  await bench.getByRole('button', { name: 'Add set to Bench Press' }).tap();
  await setField(bench, 1, 'Reps').fill(reps);
  await setField(bench, 1, 'Weight (lbs)').fill(weight);
  await log.getByRole('button', { name: 'Save', exact: true }).tap();
  await log.waitFor({ state: 'detached' });
}

describe('two devices, one day: a phone offline and a laptop online', () => {
  it('both sets are kept after the phone syncs, and the phone’s log says the changes were merged', async () => {
    const laptop = await device();
    const routine = await trpc<{ id: string }>(laptop.context.request, app.url, 'routines.create', { name: 'Push Day' });
    await trpc(laptop.context.request, app.url, 'exercises.create', { routineId: routine.id, name: 'Bench Press', tracked: true });
    const phone = await device(laptop.account);
    const today = await phone.page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    for (const { page } of [phone, laptop]) {
      await page.goto(`${app.url}/dashboard`);
      await region(page, 'Workout Routines').getByRole('button', { name: 'Push Day', exact: true }).waitFor();
    }
    await installed(phone.page);

    await phone.context.setOffline(true);
    await logOneSet(phone.page, '5', '135');
    await pending(phone.page).getByText('1 change pending').waitFor();
    await logOneSet(laptop.page, '8', '100');

    await phone.context.setOffline(false);
    await pending(phone.page).waitFor({ state: 'detached' });
    const day = await trpc<{ exercises: { name: string; sets: { reps: number; weight: number }[] }[] }>(
      laptop.context.request,
      app.url,
      'workoutLog.get',
      { date: today },
      'query',
    );
    const sets = day.exercises.flatMap((e) => e.sets.map((s) => `${e.name} ${s.reps}×${s.weight}`)).sort();
    expect(sets).toEqual(['Bench Press 5×135', 'Bench Press 8×100']);

    await phone.page.getByRole('button', { name: 'Workout log', exact: true }).tap();
    const log = phone.page.getByRole('dialog', { name: 'Daily Workout Log' });
    await log.getByRole('status').filter({ hasText: 'Merged changes from another device.' }).waitFor();
    await expect.poll(() => log.getByRole('group', { name: /^Set \d+$/ }).count()).toBe(2);
    await phone.context.close();
    await laptop.context.close();
  });
});

describe('a deploy while a page is open', () => {
  it('says "A new version is ready" (not while a log has unsaved sets); Reload runs the new version', async () => {
    const { page, context } = await device();
    await page.goto(`${app.url}/dashboard`);
    await region(page, 'Body Weight').waitFor();
    await installed(page);
    const workerBefore = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(workerBefore).toBe(`${app.url}/sw.js`);

    // The shell is deployed again (its page changes); the user comes back to the tab.
    const index = join(webRoot, 'shell', 'dist', 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('</body>', '<!-- next release --></body>'));
    // A log with unsaved sets is open: nothing is offered that would reload it.
    await page.getByRole('button', { name: 'Workout log', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Select a Routine or Start from Scratch' }).getByRole('button', { name: 'Start from Scratch' }).tap();
    const log = page.getByRole('dialog', { name: 'Daily Workout Log' });
    await log.getByRole('button', { name: 'Add exercise' }).tap();
    await log.getByRole('combobox', { name: 'Exercise', exact: true }).fill('Squats');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('A new version is ready').count()).toBe(0);

    await log.getByRole('button', { name: 'Close' }).first().tap();
    await page.getByRole('alertdialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Close' }).tap();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Reload' }).tap();
    await prompt.waitFor({ state: 'detached' });
    await region(page, 'Body Weight').waitFor();
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 15_000 }).toBe(false);
    expect(await page.content()).toContain('<!-- next release -->');
    await context.close();
  });
});

describe('logging out on a shared phone', () => {
  it('warns about changes not synced yet, then clears this user’s data, outbox and caches from the device', async () => {
    const { page, context } = await device();
    await page.goto(`${app.url}/dashboard`);
    await region(page, 'Body Weight').waitFor();
    await installed(page);
    await context.setOffline(true);
    for (const [day, weight] of [
      ['2026-01-05', '181.4'],
      ['2026-01-06', '181'],
    ] as const) {
      await region(page, 'Body Weight').getByRole('button', { name: 'Add weight' }).tap();
      const add = page.getByRole('dialog', { name: 'Add Weight' });
      await add.getByLabel('Date').fill(day);
      await add.getByLabel('Weight (lbs)', { exact: true }).fill(weight);
      await add.getByRole('button', { name: 'Save' }).tap();
      await add.waitFor({ state: 'detached' });
    }
    await pending(page).getByText('2 changes pending').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).tap();
    const warning = page.getByRole('alertdialog', { name: '2 changes are not synced yet — log out anyway?' });
    await warning.getByRole('button', { name: 'Log out anyway' }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const left = await page.evaluate(async () => {
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const request = indexedDB.open('fitness-tracker');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const keys = db.objectStoreNames.contains('device')
        ? await new Promise<IDBValidKey[]>((resolve) => {
            const request = db.transaction('device').objectStore('device').getAllKeys();
            request.onsuccess = () => resolve(request.result);
          })
        : [];
      // The worker may cache the home page's files again as it loads after logout: its code, never a user's answers.
      const cached = await Promise.all(
        (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)),
      );
      // What only the dashboard brought (its log dialogs' code, kept for offline use) shows the caches were emptied.
      return { keys, kept: cached.flat().filter((path) => /^\/(trpc|api)\/|workout-log-dialogs\./.test(path)) };
    });
    expect(left).toEqual({ keys: [], kept: [] });
    await context.close();
  });
});
