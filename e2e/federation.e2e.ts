import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { repoRoot, startApp, type RunningApp } from './support/app-server';
import { serveFolderWithCors } from './support/static-origin';
import { signUpAndLogIn } from './support/session';

const defaultMap = {
  mfe_auth: '/mfe/mfe-auth/mf-manifest.json',
  mfe_weight: '/mfe/mfe-weight/mf-manifest.json',
  mfe_routines: '/mfe/mfe-routines/mf-manifest.json',
  mfe_progress: '/mfe/mfe-progress/mf-manifest.json',
};

function writeRemoteMap(dir: string, map: Record<string, string>): string {
  const file = join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify(map));
  return file;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the shell composes the four remotes at runtime', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => app?.stop());

  it('serves the runtime remote map from the repo by default', async () => {
    const response = await fetch(`${app.url}/remotes.json`);
    expect(await response.json()).toEqual(defaultMap);
  });

  it('renders the shell with content from the auth remote', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${app.url}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Login', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Register', level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('renders every dashboard panel from its own remote', async () => {
    const { page, errors, context } = await openPage(browser);
    // /dashboard is for logged-in users with a profile (otherwise /login or /profile).
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    await page.goto(`${app.url}/dashboard`);
    for (const title of ['Body Weight', 'Workout Routines', 'Exercise Progress']) {
      await expect.poll(() => page.getByRole('region', { name: title }).count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it('shows the error page for an unknown route', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${app.url}/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Unexpected Application Error' }).count()).toBe(1);
    expect(await page.getByRole('alert').innerText()).toContain('404 Not Found');
  });
});

describe('a dead remote costs only its own panel', () => {
  let app: RunningApp;
  beforeAll(async () => {
    const probe = await startApp();
    await probe.stop();
    // Port 9 (discard) on loopback: nothing listens there.
    const map = writeRemoteMap(probe.dataDir, { ...defaultMap, mfe_progress: 'http://127.0.0.1:9/mf-manifest.json' });
    app = await startApp({ REMOTES_JSON: map });
  });
  afterAll(async () => app?.stop());

  it('keeps the nav bar and the other panels, and offers Retry in the fallback', async () => {
    const { page, context } = await openPage(browser);
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.getByRole('alert', { name: 'Exercise Progress unavailable' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Exercise Progress is unavailable' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Body Weight' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Workout Routines' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.getByRole('alert', { name: 'Exercise Progress unavailable' }).count()).toBe(1);
  });
});

describe('a remote deployed on its own origin', () => {
  let app: RunningApp;
  let cdn: Awaited<ReturnType<typeof serveFolderWithCors>>;
  beforeAll(async () => {
    cdn = await serveFolderWithCors(join(repoRoot, 'mfe-weight', 'dist'));
    const probe = await startApp();
    await probe.stop();
    const map = writeRemoteMap(probe.dataDir, { ...defaultMap, mfe_weight: `${cdn.origin}/mf-manifest.json` });
    app = await startApp({ REMOTES_JSON: map });
  });
  afterAll(async () => {
    await app?.stop();
    await cdn?.close();
  });

  it('renders inside the shell, loaded from the second origin', async () => {
    const { page, errors, context } = await openPage(browser);
    await signUpAndLogIn(context, app.url, { completeProfile: true });
    const fromCdn: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(cdn.origin)) fromCdn.push(response.url());
    });
    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.getByRole('region', { name: 'Body Weight' }).count()).toBe(1);
    expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
