/**
 * The Body Weight panel's first render and the weight chart alone (bench/weight-chart's measure) in
 * Chromium, this repository against an earlier checkout in the same run (issue #37: the verdict, the
 * projected date and the projection must keep the panel within what it took before).
 *
 *   BENCH_BASELINE=<git ref> npm run bench -- weight-panel     (12 rounds × 5 mounts per build and page, a few minutes)
 *   npm run bench -- weight-panel                              (this repository against itself: an A/A run, the noise)
 *
 * The baseline is the ref's tree (bench/support/baseline.ts). Each build bundles its own pages: the
 * panel page (this tree's `weight-panel-page.tsx`, copied beside the baseline's for the run) and its own
 * `weight-chart-page.tsx`, with rspack in production mode; they are served on loopback and opened
 * in Debian's Chromium through playwright-core. The rounds alternate which build goes first, so
 * the machine's drift falls on both. Besides wall-clock times, the main thread's CPU time per mount
 * (CDP `Performance` metrics in thread ticks) is reported: it holds still on a busy machine. Panel: a fresh mount each time with 3,650 daily weigh-ins, a
 * lose goal with a target, 1 month shown (a range that draws the projection), 760 px wide. Chart:
 * bench/weight-chart's mount (3,650 points, All, 800 px). Not part of the test run.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { baseline } from './support/baseline';
import { bundlePage } from './support/page-bench';
import { median, quantile, timingRow } from './support/statistics';
import { launchBrowser } from '../e2e/support/browser';
import { serveFolderWithCors } from '../e2e/support/static-origin';
import type { WeightChartBenchResult } from './weight-chart-page';
import type { WeightPanelBenchResult } from './weight-panel-page';

const WEIGHTS = 3650;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 5);
const WARMUP = 5;
const before = baseline()?.root;
const BUILDS = ['before', 'after'] as const;
const SUBJECTS = ['panel', 'chart'] as const;
type Build = (typeof BUILDS)[number];
type Subject = (typeof SUBJECTS)[number];
type Timings = { commit: number[]; toPaint: number[]; cpu: number[] };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const outDirs: string[] = [];
const servers: { close(): Promise<void> }[] = [];
// This tree's panel page beside the baseline's own files: its imports then read the baseline's code.
const BEFORE_PANEL_PAGE = 'bench/weight-panel-page.this-tree.tsx';
if (before) copyFileSync('./bench/weight-panel-page.tsx', join(before, BEFORE_PANEL_PAGE));
const browser = await launchBrowser();
try {
  const pages = {} as Record<`${Build}-${Subject}`, Page>;
  // The main thread's CPU time (thread ticks): what a mount costs whatever else the machine runs.
  const cpu = {} as Record<`${Build}-${Subject}`, CDPSession>;
  const errors: string[] = [];
  console.log(`Bundling the pages (production): before ${before ?? 'this repository'}, after this repository …`);
  for (const build of BUILDS) {
    for (const subject of SUBJECTS) {
      const outDir = mkdtempSync(join(tmpdir(), `weight-${subject}-${build}-`));
      outDirs.push(outDir);
      const fromBaseline = build === 'before' && before !== undefined;
      const entry = fromBaseline && subject === 'panel' ? `./${BEFORE_PANEL_PAGE}` : `./bench/weight-${subject}-page.tsx`;
      await bundlePage(entry, outDir, fromBaseline ? { context: before } : {});
      const server = await serveFolderWithCors(outDir);
      servers.push(server);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => errors.push(`${build} ${subject}: ${error.message}`));
      await page.goto(`${server.origin}/index.html`);
      await page.waitForFunction(() => typeof window.runWeightPanelBench === 'function' || typeof window.runWeightChartBench === 'function');
      pages[`${build}-${subject}`] = page;
      cpu[`${build}-${subject}`] = await page.context().newCDPSession(page);
      await cpu[`${build}-${subject}`].send('Performance.enable', { timeDomain: 'threadTicks' });
    }
  }
  const threadTime = async (key: `${Build}-${Subject}`) =>
    (await cpu[key].send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')!.value;
  /** `runs` fresh mounts; `cpu`: the main thread's CPU time per mount cycle (render, commit, frame, unmount), ms. */
  const mount = async (
    build: Build,
    subject: Subject,
    runs: number,
  ): Promise<{ commit: number[]; toPaint: number[]; pointsDrawn: number; projection?: boolean; cpu: number }> => {
    const page = pages[`${build}-${subject}`];
    const start = await threadTime(`${build}-${subject}`);
    const result =
      subject === 'panel'
        ? await page.evaluate((options): Promise<WeightPanelBenchResult> => window.runWeightPanelBench(options), { weights: WEIGHTS, runs, width: 760 })
        : await page.evaluate((options): Promise<WeightChartBenchResult> => window.runWeightChartBench(options), {
            points: WEIGHTS,
            runs,
            warmup: 0,
            width: 800,
          });
    return { ...result, cpu: (((await threadTime(`${build}-${subject}`)) - start) * 1000) / runs };
  };
  for (const build of BUILDS) for (const subject of SUBJECTS) await mount(build, subject, WARMUP);

  const all = Object.fromEntries(
    BUILDS.flatMap((build) => SUBJECTS.map((subject) => [`${build}-${subject}`, { commit: [], toPaint: [], cpu: [] } as Timings])),
  ) as Record<`${Build}-${Subject}`, Timings>;
  const afterFaster: Record<Subject, number> = { panel: 0, chart: 0 };
  const drawn: string[] = [];
  console.log(`${WARMUP} warm-ups, then ${ROUNDS} rounds × ${PER_ROUND} mounts per build and page; load average ${load()}`);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? BUILDS : [...BUILDS].reverse();
    const line: string[] = [];
    for (const subject of SUBJECTS) {
      const medians = {} as Record<Build, number>;
      for (const build of order) {
        const result = await mount(build, subject, PER_ROUND);
        all[`${build}-${subject}`].commit.push(...result.commit);
        all[`${build}-${subject}`].toPaint.push(...result.toPaint);
        all[`${build}-${subject}`].cpu.push(result.cpu);
        medians[build] = median(result.commit);
        if (round === ROUNDS - 1)
          drawn.push(
            `${build} ${subject}: ${result.pointsDrawn} points${result.projection === undefined ? '' : result.projection ? ', a projection' : ', no projection'}`,
          );
      }
      if (medians.after < medians.before) afterFaster[subject] += 1;
      line.push(`${subject} ${medians.before.toFixed(1)} → ${medians.after.toFixed(1)} ms`);
    }
    console.log(`  round ${round + 1}/${ROUNDS}: ${line.join(', ')} (commit medians, before → after); load average ${load()}`);
  }
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);

  console.log('');
  console.log(`Chromium ${browser.version()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}; drawn: ${drawn.join('; ')}`);
  console.log('');
  console.log('| page | build | measure (ms) | median | p95 | min | max |');
  console.log('|---|---|---|---:|---:|---:|---:|');
  for (const subject of SUBJECTS) {
    for (const build of BUILDS) {
      const timings = all[`${build}-${subject}`];
      console.log(timingRow(`${subject} | ${build} | render + commit`, timings.commit));
      console.log(timingRow(`${subject} | ${build} | until the next frame is painted`, timings.toPaint));
      console.log(timingRow(`${subject} | ${build} | main-thread CPU per mount (per round)`, timings.cpu));
    }
  }
  console.log('');
  for (const subject of SUBJECTS) {
    const ratio = (measure: keyof Timings, q: number) => quantile(all[`after-${subject}`][measure], q) / quantile(all[`before-${subject}`][measure], q);
    console.log(
      `${subject}: after ÷ before, render + commit median ${ratio('commit', 0.5).toFixed(2)} (p25 ${ratio('commit', 0.25).toFixed(2)}), to paint median ${ratio('toPaint', 0.5).toFixed(2)}, main-thread CPU median ${ratio('cpu', 0.5).toFixed(2)} (min ${(Math.min(...all[`after-${subject}`].cpu) / Math.min(...all[`before-${subject}`].cpu)).toFixed(2)}); after faster in ${afterFaster[subject]} of ${ROUNDS} rounds.`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
  if (before) rmSync(join(before, BEFORE_PANEL_PAGE), { force: true });
}
