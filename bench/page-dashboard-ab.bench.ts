/**
 * Two builds of the app against each other in one run (issue #16: a lever is kept when it pays): the
 * dashboard on the phone profile, cold, warm (first reload), return visit (second reload) and the next
 * visit in a new tab, as in bench/page-dashboard, with the rounds alternating which build goes first,
 * so the machine's drift falls on both.
 *
 *   npm run build && BENCH_BASELINE=<git ref> npm run bench -- page-dashboard-ab   (9 rounds, ~8 min)
 *   BENCH_CPU_SLOWDOWN=1 BENCH_BASELINE=… npm run bench -- page-dashboard-ab       (a fast phone on the same link)
 *   BENCH_PROFILES=phone,loopback BENCH_BASELINE=… npm run bench -- page-dashboard-ab (loopback too, in the same rounds)
 *   npm run bench -- page-dashboard-ab                                              (no baseline: an A/A run, the noise)
 *
 * "before" is the baseline's builds (bench/support/baseline.ts builds them once per commit), "after"
 * this repository's; each is a web root as the all-in-one server reads it (WEB_ROOT), served by this
 * tree's server. Without a baseline both are this repository's builds: an A/A run, which shows the
 * noise. Each build gets its own server and its own copy of the heavy user. Each load's line gives a
 * sign test over the rounds: a lever counts when p < 0.05, not when a median moves (an A/A run's
 * medians differ by up to 8 %).
 * Issue #36's repeat visit: every load after the first waits until the app's service worker (if the
 * build has one) controls the page and keeps it; the table gives each build's code from the network on
 * those loads (scripts the page downloaded plus those the worker fetched; the largest over the rounds,
 * must be 0), and each load's line the after ÷ before ratio against the ≤ 0.5 target.
 * Not part of the test run.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser } from '../e2e/support/browser';
import { startApp, type RunningApp } from '../e2e/support/app-server';
import { seedHeavyUser, signInHeavyUser } from './page-dashboard/heavy-user';
import { CPU_SLOWDOWN, loadSeries, type LoadSeries, type ProfileName, type Session } from './page-dashboard/load';
import { LOADS, type LoadName } from './page-dashboard/report';
import { baseline, baselineWebRoot } from './support/baseline';
import { median } from './support/statistics';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
/** The profiles each round loads, one after the other (issue #52: the phone and loopback). */
const PROFILES = (process.env.BENCH_PROFILES ?? 'phone').split(',') as ProfileName[];
const before = baseline();
/** Each build's web root (undefined: this repository's builds). */
const BUILDS = { before: before && baselineWebRoot(before), after: undefined } as const;
type Build = keyof typeof BUILDS;
const NAMES = Object.keys(BUILDS) as Build[];

/**
 * Two-sided sign test: the chance of a split of the rounds at least this uneven if neither build
 * were faster. With 9 rounds only 8 or 9 wins of one side give p < 0.05 (7 of 9: p = 0.18).
 */
function signTest(wins: number, rounds: number): number {
  const fewer = Math.min(wins, rounds - wins);
  let ways = 1;
  let tail = 0;
  for (let k = 0; k <= fewer; k += 1) {
    tail += ways;
    ways = (ways * (rounds - k)) / (k + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** rounds);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

console.log(
  `Builds: before ${before ? `${before.ref} (${before.commit})` : 'this repository (no BENCH_BASELINE: an A/A run)'}, after this repository; CPU ${CPU_SLOWDOWN}× slower; load average ${load()}`,
);
const dataDirs = await Promise.all(NAMES.map(() => seedHeavyUser()));
const browser = await launchBrowser();
const apps = {} as Record<Build, RunningApp>;
try {
  const sessions = {} as Record<Build, Session>;
  // Builds from issue #36 on register a service worker: their reloads wait until it is installed.
  const workers = {} as Record<Build, boolean>;
  for (const [index, name] of NAMES.entries()) {
    const root = BUILDS[name];
    apps[name] = await startApp({ DATA_DIR: dataDirs[index]!, ...(root ? { WEB_ROOT: root } : {}) });
    sessions[name] = await signInHeavyUser(browser, apps[name].url);
    workers[name] = (await fetch(`${apps[name].url}/sw.js`)).ok;
  }
  const runs = Object.fromEntries(PROFILES.map((profile) => [profile, Object.fromEntries(NAMES.map((name) => [name, [] as LoadSeries[]]))])) as Record<
    ProfileName,
    Record<Build, LoadSeries[]>
  >;
  // Round 0 is an untimed warm-up of both servers and the browser.
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const profile of PROFILES)
      for (const name of round % 2 === 0 ? NAMES : [...NAMES].reverse()) {
        const series = await loadSeries(browser, sessions[name], `${apps[name].url}/dashboard`, profile, workers[name]);
        for (const error of series.errors) console.warn(`  ! ${name}: ${error}`);
        if (round > 0) runs[profile][name].push(series);
        console.log(
          `  ${round === 0 ? 'warm-up' : `round ${round}/${ROUNDS}`} ${profile} ${name.padEnd(6)} ${LOADS.map((kind) => `${kind} ${series[kind].ms.toFixed(0)} ms`).join(', ')}; ${series.cold.dataRequests} data request(s); load average ${load()}`,
        );
      }
  }
  console.log('');
  console.log(`load average at the end ${load()}`);
  for (const profile of PROFILES) report(profile, runs[profile]);
} finally {
  await browser.close();
  for (const app of Object.values(apps)) await app.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/** One profile's table and each load's after ÷ before with its sign test. */
function report(profile: ProfileName, runs: Record<Build, LoadSeries[]>) {
  console.log(`\n${profile}:`);
  // Code from the network on a visit: scripts the page downloaded plus scripts the service worker fetched.
  const code = (figures: LoadSeries[LoadName]) => figures.jsDownloaded + figures.workerJs;
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    '| build | ' +
      LOADS.map((kind) => `${kind} median ms`).join(' | ') +
      ' | cold KiB | ' +
      LOADS.slice(1)
        .map((kind) => `${kind}: code KiB from the network (max)`)
        .join(' | ') +
      ' |',
  );
  console.log(
    '|---|' +
      LOADS.map(() => '---:|').join('') +
      '---:|' +
      LOADS.slice(1)
        .map(() => '---:|')
        .join(''),
  );
  for (const name of NAMES) {
    const codeColumns = LOADS.slice(1).map((kind) => kib(Math.max(...runs[name].map((series) => code(series[kind])))));
    console.log(
      `| ${name} | ${LOADS.map((kind) => median(runs[name].map((series) => series[kind].ms)).toFixed(0)).join(' | ')} | ${kib(median(runs[name].map((series) => series.cold.total)))} | ${codeColumns.join(' | ')} |`,
    );
  }
  for (const kind of LOADS) {
    const faster = runs.after.filter((series, index) => series[kind].ms < runs.before[index]![kind].ms).length;
    const ratio = median(runs.after.map((series) => series[kind].ms)) / median(runs.before.map((series) => series[kind].ms));
    // Issue #36: a repeat visit with the worker installed in ≤ 0.5× the time of the return visit before it.
    const target = kind === 'cold' ? '' : ` (issue #36, ≤ 0.50: ${ratio <= 0.5 ? 'met' : 'NOT met'})`;
    console.log(
      `${kind}: after ÷ before ${ratio.toFixed(2)}${target}; after faster in ${faster} of ${ROUNDS} rounds (sign test p = ${signTest(faster, ROUNDS).toFixed(2)}).`,
    );
  }
}
