/**
 * What a first visit spends: the files of one cold /dashboard of the heavy user (loopback), each with
 * its bytes on the wire (Chromium's encoded size, headers included), and the total (issue #52: ≤ 1.0×
 * the original app's 204 KiB). The same figures as the page bench's cold column, file by file. Then the
 * main thread's time until the panels showed (CDP Performance metrics: script, style and layout, all
 * tasks) on the phone's CPU (4× slower, no network emulation), the median of BENCH_ROUNDS cold loads.
 *
 *   npm run build && npm run bench -- page-dashboard-files
 *   BENCH_BASELINE=<git ref> npm run bench -- page-dashboard-files   (that commit's builds too)
 * Not part of the test run.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { PHONE_CPU_SLOWDOWN, throttle } from '../e2e/support/phone';
import { launchBrowser } from '../e2e/support/browser';
import { startApp, type RunningApp } from '../e2e/support/app-server';
import { WATCH_PANELS, waitForPanels } from './page-dashboard/panels-shown';
import { seedHeavyUser, signInHeavyUser } from './page-dashboard/heavy-user';
import { baseline, baselineWebRoot } from './support/baseline';
import { median } from './support/statistics';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const METRICS = ['ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration', 'TaskDuration'] as const;

/** One cold load at the phone's CPU: the main thread's seconds by kind until the panels showed. */
async function coldCpu(browser: Browser, storageState: Awaited<ReturnType<typeof signInHeavyUser>>['storageState'], url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  try {
    await context.addInitScript({ content: WATCH_PANELS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await throttle(cdp, { cpu: PHONE_CPU_SLOWDOWN, network: false });
    await page.goto(url, { waitUntil: 'commit' });
    const ms = await waitForPanels(page, 60_000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { ms, ...Object.fromEntries(METRICS.map((name) => [name, value(name)])) } as Record<(typeof METRICS)[number] | 'ms', number>;
  } finally {
    await context.close();
  }
}

const before = baseline();
const builds: [string, string | undefined][] = [
  ...(before ? [[`before (${before.ref})`, baselineWebRoot(before)] as [string, string]] : []),
  ['this tree', undefined],
];

const dataDirs = await Promise.all(builds.map(() => seedHeavyUser()));
const browser = await launchBrowser();
const apps: RunningApp[] = [];
try {
  const sessions = [];
  for (const [index, [, root]] of builds.entries()) {
    apps.push(await startApp({ DATA_DIR: dataDirs[index]!, ...(root ? { WEB_ROOT: root } : {}) }));
    sessions.push(await signInHeavyUser(browser, apps[index]!.url));
  }
  for (const [index, [name]] of builds.entries()) await listFiles(browser, name, sessions[index]!.storageState, `${apps[index]!.url}/dashboard`);
  // The main thread's time, the builds alternating round by round so the machine's drift falls on both.
  const loads = builds.map(() => [] as Awaited<ReturnType<typeof coldCpu>>[]);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const index of round % 2 === 0 ? builds.keys() : [...builds.keys()].reverse())
      loads[index]!.push(await coldCpu(browser, sessions[index]!.storageState, `${apps[index]!.url}/dashboard`));
  console.log(
    `\nPhone CPU (4×), no network, median of ${ROUNDS} cold loads each, alternating; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('| build | panels shown ms | script ms | style ms | layout ms | all tasks ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [index, [name]] of builds.entries()) {
    const cell = (key: keyof Awaited<ReturnType<typeof coldCpu>>) => median(loads[index]!.map((load) => load[key])).toFixed(0);
    console.log(
      `| ${name} | ${cell('ms')} | ${cell('ScriptDuration')} | ${cell('RecalcStyleDuration')} | ${cell('LayoutDuration')} | ${cell('TaskDuration')} |`,
    );
  }
} finally {
  await browser.close();
  for (const app of apps) await app.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/** One cold load on loopback: every file with its bytes on the wire, largest first, and the total. */
async function listFiles(browser: Browser, name: string, storageState: Awaited<ReturnType<typeof signInHeavyUser>>['storageState'], url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  try {
    await context.addInitScript({ content: WATCH_PANELS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(url, { waitUntil: 'commit' });
    await waitForPanels(page, 30_000);
    const drawnAt = sizes.size;
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    let total = 0;
    console.log(`\n${name}: ${sizes.size} requests (${drawnAt} finished when the panels showed)`);
    for (const [id, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) {
      total += bytes;
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${new URL(urls.get(id) ?? 'about:blank').pathname}`);
    }
    console.log(`  total ${(total / 1024).toFixed(1)} KiB`);
  } finally {
    await context.close();
  }
}
