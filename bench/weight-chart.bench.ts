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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { launchBrowser } from '../e2e/support/browser';
import { serveFolderWithCors } from '../e2e/support/static-origin';
import type { WeightChartBenchResult } from './weight-chart-page';

const POINTS = Number(process.env.BENCH_POINTS ?? 3650);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const WIDTH = 800;
const TARGET_MS = 30;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function bundle(outDir: string): Promise<void> {
  const config: Configuration = {
    mode: 'production',
    context: root,
    entry: { main: './bench/weight-chart-page.tsx' },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    output: { path: outDir, clean: true },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>' })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return new Promise((resolve, reject) => {
    rspack(config, (error: Error | null, stats?: Stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

const row = (name: string, values: number[]) =>
  `| ${name} | ${quantile(values, 0.5).toFixed(1)} | ${quantile(values, 0.95).toFixed(1)} | ${Math.min(...values).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;

const outDir = mkdtempSync(join(tmpdir(), 'weight-chart-bench-'));
try {
  console.log(`Bundling the chart page (production) …`);
  await bundle(outDir);
  const server = await serveFolderWithCors(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/index.html`);
    await page.waitForFunction(() => typeof window.runWeightChartBench === 'function');
    console.log(`Mounting the chart with ${POINTS} points: ${WARMUP} warm-up + ${RUNS} measured runs …`);
    const result: WeightChartBenchResult = await page.evaluate((options) => window.runWeightChartBench(options), { points: POINTS, runs: RUNS, warmup: WARMUP, width: WIDTH });
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    if (result.pointsDrawn !== POINTS) throw new Error(`drew ${result.pointsDrawn} points, expected ${POINTS}`);

    const version = browser.version();
    const median = quantile(result.commit, 0.5);
    console.log('');
    console.log(`Weight chart, ${POINTS} points, range All, ${WIDTH} px wide; Chromium ${version}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}`);
    console.log('');
    console.log('| measure (ms) | median | p95 | min | max |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(row('render + commit (React, d3 layout included)', result.commit));
    console.log(row('until the next frame is painted', result.toPaint));
    console.log(row('d3 layout alone (weightChartLayout)', result.layout));
    console.log('');
    console.log(`Target: render ≤ ${TARGET_MS} ms → ${median <= TARGET_MS ? 'met' : 'NOT met'} (median ${median.toFixed(1)} ms).`);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
