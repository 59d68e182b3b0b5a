/**
 * Render time of the body-weight chart with 3,650 points (ten years of daily weights) in Chromium
 * (issue #7; target ≤ 30 ms).
 *
 *   npm run bench -- weight-chart                    (30 measured runs after 5 warm-ups)
 *   BENCH_RUNS=100 BENCH_POINTS=7300 npm run bench -- weight-chart
 *
 * Bundles bench/weight-chart-page.tsx with rspack in production mode (production React, the real
 * @fitness/charts code and CSS), serves it on loopback, opens it in Debian's Chromium through
 * playwright-core, and mounts the chart from scratch once per run. Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundlePage } from './support/page-bench';
import { median as medianOf, timingRow } from './support/statistics';
import { launchBrowser } from '../e2e/support/browser';
import { serveFolderWithCors } from '../e2e/support/static-origin';
import type { WeightChartBenchResult } from './weight-chart-page';

const POINTS = Number(process.env.BENCH_POINTS ?? 3650);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const WIDTH = 800;
const TARGET_MS = 30;

const outDir = mkdtempSync(join(tmpdir(), 'weight-chart-bench-'));
try {
  console.log(`Bundling the chart page (production) …`);
  await bundlePage('./bench/weight-chart-page.tsx', outDir);
  const server = await serveFolderWithCors(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/index.html`);
    await page.waitForFunction(() => typeof window.runWeightChartBench === 'function');
    console.log(`Mounting the chart with ${POINTS} points: ${WARMUP} warm-up + ${RUNS} measured runs …`);
    const result: WeightChartBenchResult = await page.evaluate((options) => window.runWeightChartBench(options), {
      points: POINTS,
      runs: RUNS,
      warmup: WARMUP,
      width: WIDTH,
    });
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    if (result.pointsDrawn !== POINTS) throw new Error(`drew ${result.pointsDrawn} points, expected ${POINTS}`);

    const version = browser.version();
    const median = medianOf(result.commit);
    console.log('');
    console.log(
      `Weight chart, ${POINTS} points, range All, ${WIDTH} px wide; Chromium ${version}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}`,
    );
    console.log('');
    console.log('| measure (ms) | median | p95 | min | max |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(timingRow('render + commit (React, d3 layout included)', result.commit));
    console.log(timingRow('until the next frame is painted', result.toPaint));
    console.log(timingRow('d3 layout alone (weightChartLayout)', result.layout));
    console.log('');
    console.log(`Target: render ≤ ${TARGET_MS} ms → ${median <= TARGET_MS ? 'met' : 'NOT met'} (median ${median.toFixed(1)} ms).`);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
