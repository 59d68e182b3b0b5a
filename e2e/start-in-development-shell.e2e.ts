import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freePort, repoRoot } from './support/app-server';
import { launchTestBrowser, openPage } from './support/browser';
import { newAccount } from './support/session';

// Issue #32: `npm start` from a shell with NODE_ENV=development built a changed remote in development
// mode (its login broke next to the production shell) and cached that build for every later start.
const LOGIN_PAGE = join(repoRoot, 'mfe-auth/src/features/login/components/login-page.tsx');
const INTRO = 'Log in to see your dashboard.';
const changedIntro = `Log in to see your dashboard (build ${Date.now().toString(36)}).`;

let original: string;
let browser: Browser;
let start: { url: string; child: ChildProcess; output: () => string } | undefined;

/** `npm start` as a person runs it, from a shell that exports NODE_ENV=development. */
async function npmStartInDevelopmentShell() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repoRoot, 'tools/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fitness-start-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // The changed remote is rebuilt first (the others replay from turbo's cache): minutes on a busy machine.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`npm start did not serve within 4 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, child, output: () => output };
}

beforeAll(async () => {
  original = readFileSync(LOGIN_PAGE, 'utf8');
  expect(original).toContain(INTRO);
  writeFileSync(LOGIN_PAGE, original.replace(INTRO, changedIntro));
  [browser, start] = await Promise.all([launchTestBrowser(), npmStartInDevelopmentShell()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (start && start.child.exitCode === null) {
    const child = start.child;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
  // The source as committed, and its build back in mfe-auth/dist (replayed from turbo's cache).
  writeFileSync(LOGIN_PAGE, original);
  spawnSync('npx', ['turbo', 'run', 'build', '--filter', 'mfe-auth', '--output-logs=errors-only'], { cwd: repoRoot, stdio: 'ignore' });
}, 300_000);

describe('npm start from a shell with NODE_ENV=development', () => {
  it('rebuilds the changed remote for production: the new text is served and login works', async () => {
    expect(start!.output()).toMatch(/mfe-auth \(rebuilt\)/);
    const account = newAccount('Dev');
    const { page, errors, context } = await openPage(browser);
    expect((await context.request.post(`${start!.url}/api/register`, { data: account })).ok()).toBe(true);

    await page.goto(`${start!.url}/login`);
    await page.getByText(changedIntro).waitFor({ timeout: 15_000 });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // A blank profile sends a new user on to /profile: logged in.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).innerText()).toContain(`Hi, ${account.firstName}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
