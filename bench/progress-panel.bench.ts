/**
 * The Exercise Progress panel with the heavy user (1,000 logged workouts of 5 tracked exercises) in
 * Chromium (issue #14; targets: the panel's first render after its list arrives < 50 ms, opening a
 * statistics dialog with 1,000 points < 30 ms).
 *
 *   npm run bench -- progress-panel                  (30 measured runs after 5 warm-ups)
 *   BENCH_RUNS=100 BENCH_WORKOUTS=2000 npm run bench -- progress-panel
 *
 * Bundles bench/progress-panel-page.tsx with rspack in production mode (production React, the
 * remote's real components and CSS), serves it on loopback, opens it in Debian's Chromium through
 * playwright-core and mounts each part from scratch once per run. Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundlePage, quantile, timingRow } from './support/page-bench';
import { launchBrowser } from '../e2e/support/browser';
import { serveFolderWithCors } from '../e2e/support/static-origin';
import type { ProgressPanelBenchResult } from './progress-panel-page';

const WORKOUTS = Number(process.env.BENCH_WORKOUTS ?? 1000);
const EXERCISES = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const PANEL_TARGET_MS = 50;
const STATISTICS_TARGET_MS = 30;


const outDir = mkdtempSync(join(tmpdir(), 'progress-panel-bench-'));
try {
  console.log('Bundling the progress page (production) …');
  await bundlePage('./bench/progress-panel-page.tsx', outDir);
  const server = await serveFolderWithCors(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
    await page.goto(`${server.origin}/index.html`);
    await page.waitForFunction(() => typeof window.runProgressPanelBench === 'function');
    console.log(`Mounting the panel and the statistics dialog (${WORKOUTS} workouts × ${EXERCISES} tracked exercises): ${WARMUP} warm-up + ${RUNS} measured runs …`);
    const result: ProgressPanelBenchResult = await page.evaluate((options) => window.runProgressPanelBench(options), { workouts: WORKOUTS, exercises: EXERCISES, runs: RUNS, warmup: WARMUP });
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    if (result.listsDrawn !== EXERCISES) throw new Error(`drew ${result.listsDrawn} lists, expected ${EXERCISES}`);
    if (result.allPointsDrawn !== WORKOUTS) throw new Error(`drew ${result.allPointsDrawn} points, expected ${WORKOUTS}`);

    const panel = quantile(result.panelCommit, 0.5);
    const statistics = quantile(result.statisticsCommit, 0.5);
    const all = quantile(result.allCommit, 0.5);
    console.log('');
    console.log(`Exercise Progress panel, ${WORKOUTS} workouts × ${EXERCISES} tracked exercises; Chromium ${browser.version()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}`);
    console.log('');
    console.log('| measure (ms) | median | p95 | min | max |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(timingRow('panel first render + commit (5 lists)', result.panelCommit));
    console.log(timingRow('panel until the next frame is painted', result.panelToPaint));
    console.log(timingRow(`statistics dialog open, 3 months (${result.pointsDrawn} of ${WORKOUTS} points), render + commit`, result.statisticsCommit));
    console.log(timingRow('statistics dialog open, until painted', result.statisticsToPaint));
    console.log(timingRow(`statistics chart, All (${result.allPointsDrawn} points), render + commit`, result.allCommit));
    console.log(timingRow('statistics chart, All, until painted', result.allToPaint));
    console.log('');
    console.log(`Targets: panel < ${PANEL_TARGET_MS} ms → ${panel < PANEL_TARGET_MS ? 'met' : 'NOT met'} (median ${panel.toFixed(1)} ms); statistics < ${STATISTICS_TARGET_MS} ms → ${statistics < STATISTICS_TARGET_MS && all < STATISTICS_TARGET_MS ? 'met' : 'NOT met'} (medians ${statistics.toFixed(1)} ms opened, ${all.toFixed(1)} ms with all ${WORKOUTS} points).`);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
