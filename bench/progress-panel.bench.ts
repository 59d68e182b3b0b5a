/**
 * The Exercise Progress panel with the heavy user (1,000 logged workouts of 5 tracked exercises) in
 * Chromium (issue #14; targets: the panel's first render after its list arrives < 50 ms, opening a
 * statistics dialog with 1,000 points < 30 ms; issue #34: the first render no slower than before the
 * records, measured in the same run).
 *
 *   npm run bench -- progress-panel                                (30 measured runs after 5 warm-ups)
 *   BENCH_RUNS=100 BENCH_WORKOUTS=2000 npm run bench -- progress-panel
 *   BENCH_BASELINE=7f5458f BENCH_ROUNDS=8 npm run bench -- progress-panel  (this tree against a commit's, same run)
 *
 * Bundles bench/progress-panel-page.tsx with rspack in production mode (production React, the
 * remote's real components and CSS), serves it on loopback, opens it in Debian's Chromium through
 * playwright-core and mounts each part from scratch once per run. With BENCH_BASELINE, the commit's
 * tree (bench/support/baseline.ts) bundles its own bench page the same way (its `@fitness/*`
 * packages from that tree, third-party packages from this one), each build gets
 * its own tab, and BENCH_ROUNDS rounds of BENCH_RUNS mounts alternate which build goes first, so
 * the machine's drift falls on both. Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseline } from './support/baseline';
import { bundlePage } from './support/page-bench';
import { median, timingRow } from './support/statistics';
import { launchBrowser } from '../e2e/support/browser';
import { serveFolderWithCors } from '../e2e/support/static-origin';
import type { ProgressPanelBenchResult } from './progress-panel-page';

const WORKOUTS = Number(process.env.BENCH_WORKOUTS ?? 1000);
const EXERCISES = 5;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const before = baseline();
const BEFORE = before?.ref;
const ROUNDS = BEFORE ? Number(process.env.BENCH_ROUNDS ?? 8) : 1;
const PANEL_TARGET_MS = 50;
const STATISTICS_TARGET_MS = 30;

const empty = (): ProgressPanelBenchResult => ({
  panelCommit: [],
  panelToPaint: [],
  statisticsCommit: [],
  statisticsToPaint: [],
  allCommit: [],
  allToPaint: [],
  allPointsDrawn: 0,
  listsDrawn: 0,
  pointsDrawn: 0,
});

const outDir = mkdtempSync(join(tmpdir(), 'progress-panel-bench-'));
try {
  const builds: { name: string; folder: string }[] = [{ name: BEFORE ? 'this tree' : 'panel', folder: 'after' }];
  console.log('Bundling the progress page (production) …');
  await bundlePage('./bench/progress-panel-page.tsx', join(outDir, 'after'));
  if (before) {
    console.log(`Bundling ${before.ref}'s progress page (production) …`);
    await bundlePage('./bench/progress-panel-page.tsx', join(outDir, 'before'), { context: before.root });
    builds.unshift({ name: before.ref, folder: 'before' });
  }
  const server = await serveFolderWithCors(outDir);
  const browser = await launchBrowser();
  try {
    const errors: string[] = [];
    const pages = await Promise.all(
      builds.map(async (build) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        page.on('pageerror', (error) => errors.push(`${build.name}: ${error.message}`));
        page.on(
          'console',
          (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(`${build.name}: ${message.text()}`),
        );
        await page.goto(`${server.origin}/${build.folder}/index.html`);
        await page.waitForFunction(() => typeof window.runProgressPanelBench === 'function');
        return page;
      }),
    );
    console.log(
      `Mounting the panel and the statistics dialog (${WORKOUTS} workouts × ${EXERCISES} tracked exercises): ${WARMUP} warm-up + ${RUNS} measured runs${BEFORE ? ` per build and round, ${ROUNDS} rounds` : ''}; load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} …`,
    );
    const results = builds.map(empty);
    const roundMedians = builds.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which build goes first.
      const order = builds.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const result: ProgressPanelBenchResult = await pages[i]!.evaluate((options) => window.runProgressPanelBench(options), {
          workouts: WORKOUTS,
          exercises: EXERCISES,
          runs: RUNS,
          warmup: WARMUP,
        });
        if (result.listsDrawn !== EXERCISES) throw new Error(`${builds[i]!.name} drew ${result.listsDrawn} lists, expected ${EXERCISES}`);
        if (result.allPointsDrawn !== WORKOUTS) throw new Error(`${builds[i]!.name} drew ${result.allPointsDrawn} points, expected ${WORKOUTS}`);
        const into = results[i]!;
        for (const key of ['panelCommit', 'panelToPaint', 'statisticsCommit', 'statisticsToPaint', 'allCommit', 'allToPaint'] as const)
          into[key].push(...result[key]);
        Object.assign(into, { allPointsDrawn: result.allPointsDrawn, listsDrawn: result.listsDrawn, pointsDrawn: result.pointsDrawn });
        roundMedians[i]!.push(median(result.panelCommit));
      }
    }
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);

    console.log('');
    console.log(
      `Exercise Progress panel, ${WORKOUTS} workouts × ${EXERCISES} tracked exercises; Chromium ${browser.version()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}`,
    );
    for (const [i, build] of builds.entries()) {
      const result = results[i]!;
      console.log('');
      if (BEFORE) console.log(`**${build.name}**`);
      console.log('| measure (ms) | median | p95 | min | max |');
      console.log('|---|---:|---:|---:|---:|');
      console.log(timingRow(`panel first render + commit (${EXERCISES} lists)`, result.panelCommit));
      console.log(timingRow('panel until the next frame is painted', result.panelToPaint));
      console.log(timingRow(`statistics dialog open, 3 months (${result.pointsDrawn} of ${WORKOUTS} points), render + commit`, result.statisticsCommit));
      console.log(timingRow('statistics dialog open, until painted', result.statisticsToPaint));
      console.log(timingRow(`statistics chart, All (${result.allPointsDrawn} points), render + commit`, result.allCommit));
      console.log(timingRow('statistics chart, All, until painted', result.allToPaint));
    }
    const mine = results[results.length - 1]!;
    const panel = median(mine.panelCommit);
    const statistics = median(mine.statisticsCommit);
    const all = median(mine.allCommit);
    console.log('');
    console.log(
      `Targets: panel < ${PANEL_TARGET_MS} ms → ${panel < PANEL_TARGET_MS ? 'met' : 'NOT met'} (median ${panel.toFixed(1)} ms); statistics < ${STATISTICS_TARGET_MS} ms → ${statistics < STATISTICS_TARGET_MS && all < STATISTICS_TARGET_MS ? 'met' : 'NOT met'} (medians ${statistics.toFixed(1)} ms opened, ${all.toFixed(1)} ms with all ${WORKOUTS} points).`,
    );
    if (BEFORE) {
      const before = results[0]!;
      const ratio = (key: keyof Pick<ProgressPanelBenchResult, 'panelCommit' | 'panelToPaint' | 'statisticsCommit'>) =>
        (median(mine[key]) / median(before[key])).toFixed(2);
      const rounds = roundMedians[1]!.map((value, r) => value / roundMedians[0]![r]!);
      const slower = rounds.filter((r) => r > 1).length;
      console.log(
        `This tree ÷ ${BEFORE}, medians over every run: panel first render ${ratio('panelCommit')}×, until painted ${ratio('panelToPaint')}×, statistics open ${ratio('statisticsCommit')}×; ` +
          `panel first render per round: ${rounds.map((r) => r.toFixed(2)).join(', ')} (slower in ${slower} of ${rounds.length}).`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
