/**
 * Bytes a cold dashboard transfers (HTML, JS, CSS, data), with the precompressed build files
 * (brotli, as Chromium asks) against the same files sent uncompressed, in one run (issue #16,
 * lever "compression"; target for the whole issue: ≤ 290 KiB).
 *
 *   npm run build && npm run bench -- dashboard-bytes
 *
 * Starts the all-in-one server on the current builds, signs up a user with a profile, three
 * starter routines and a tracked exercise, and loads /dashboard in Debian's Chromium with an empty
 * cache until the three panels show content. Bytes are the encoded sizes Chromium reports (CDP).
 * Not part of the test run.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../e2e/support/browser';
import { startApp, type RunningApp } from '../e2e/support/app-server';
import { signUpAndLogIn } from '../e2e/support/session';

type Kind = 'html' | 'js' | 'css' | 'data' | 'other';

function kindOf(url: string, type: string): Kind {
  if (/\/(trpc|api)\//.test(url)) return 'data';
  if (type === 'Document') return 'html';
  if (/\.js(\?|$)/.test(url)) return 'js';
  if (/\.css(\?|$)/.test(url)) return 'css';
  return 'other';
}

async function coldDashboard(browser: Browser, app: RunningApp, encoding: 'br' | 'identity') {
  const { page, context } = await openPage(browser);
  await signUpAndLogIn(context, app.url, { completeProfile: true });
  await context.request.post(`${app.url}/trpc/routines.createStarters`, { data: {} });
  const exercises = [{ name: 'Squats', tracked: true, bw: false, sets: [{ reps: 5, weight: 185, notes: '' }] }];
  await context.request.post(`${app.url}/trpc/workoutLog.sync`, { data: { timezone: 'UTC', localLog: { exercises } } });
  if (encoding === 'identity') await context.setExtraHTTPHeaders({ 'Accept-Encoding': 'identity' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, { url: string; type: string }>();
  const bytes: Record<Kind, number> = { html: 0, js: 0, css: 0, data: 0, other: 0 };
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, type: event.type ?? '' }));
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) bytes[kindOf(request.url, request.type)] += event.encodedDataLength;
  });
  const started = Date.now();
  await page.goto(`${app.url}/dashboard`);
  await page.getByRole('region', { name: 'Body Weight', exact: true }).getByRole('button', { name: 'Add weight' }).waitFor();
  await page.getByRole('region', { name: 'Workout Routines', exact: true }).getByRole('button', { name: 'Full Body 1', exact: true }).waitFor();
  await page.getByRole('region', { name: 'Exercise Progress', exact: true }).getByText('Squats').first().waitFor();
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  const total = Object.values(bytes).reduce((sum, n) => sum + n, 0);
  return { encoding, shownMs, requests: requests.size, total, bytes };
}

const kib = (n: number) => (n / 1024).toFixed(1);

const [browser, app] = await Promise.all([launchBrowser(), startApp()]);
try {
  const compressed = await coldDashboard(browser, app, 'br');
  const plain = await coldDashboard(browser, app, 'identity');
  console.log('| encoding | total KiB | JS | CSS | HTML | data | other | requests | loopback ms to three panels |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of [plain, compressed]) {
    const b = run.bytes;
    console.log(`| ${run.encoding} | ${kib(run.total)} | ${kib(b.js)} | ${kib(b.css)} | ${kib(b.html)} | ${kib(b.data)} | ${kib(b.other)} | ${run.requests} | ${run.shownMs} |`);
  }
  console.log(`\nbrotli / identity: ${(compressed.total / plain.total).toFixed(3)} of the bytes (target for issue #16: ≤ 290 KiB in all)`);
} finally {
  await browser.close();
  await app.stop();
}
