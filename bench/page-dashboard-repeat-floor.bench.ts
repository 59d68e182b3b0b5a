/**
 * Issue #36's repeat-visit target against what this machine can do at all: "a repeat visit with the
 * worker installed draws the dashboard with data in ≤ 0.5× the time of today's return visit".
 *
 *   npm run build && BENCH_BASELINE=7f5458f npm run bench -- page-dashboard-repeat-floor     (5 rounds, ~4 min)
 *
 * Without BENCH_BASELINE it says so and measures nothing (7f5458f is main before the service worker).
 *
 * In one run, rounds alternating the order, each a series of loads as in bench/page-dashboard (cold,
 * warm = first reload, return = second reload, tab = the next visit in a new tab):
 * - before: the baseline's builds (BENCH_BASELINE, built as in page-dashboard-ab), a commit from
 *   before the service worker, phone profile: "today's return visit", the baseline of the target;
 * - app: this repository's builds, phone profile, the worker installed before the reloads;
 * - floor: the same three panels in one bundle without federation (bench/page-dashboard/floor-page.tsx),
 *   phone profile: the HTTP cache and V8's code cache, no worker;
 * - floor, phone CPU only: the floor with the phone's CPU (4× slower) and no network emulation, its
 *   API on loopback — the panels drawn with no network time at all. No worker, no cache and no
 *   federation choice can make a repeat visit that draws these panels take less than this.
 * The report sets each against the target, 0.5 × before's median return visit.
 * Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { startApp, type RunningApp } from '../e2e/support/app-server';
import { buildFloor } from './page-dashboard/floor-build';
import { serveFloor, type FloorServer } from './page-dashboard/floor-server';
import { seedHeavyUser, signInHeavyUser } from './page-dashboard/heavy-user';
import { loadSeries, type LoadSeries, type ProfileName } from './page-dashboard/load';
import { baselineWebRoot, requireBaseline } from './support/baseline';
import { median } from './support/statistics';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const baseline = requireBaseline('page-dashboard-repeat-floor', 'its target is half a return visit of the builds before the service worker (e.g. 7f5458f)');
const BEFORE = baselineWebRoot(baseline);

type Series = 'before' | 'app' | 'floor' | 'floor, phone CPU only';
const SERIES: Series[] = ['before', 'app', 'floor', 'floor, phone CPU only'];
const REPEATS = ['warm', 'return', 'tab'] as const;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

console.log(`Before: ${baseline.ref} (${baseline.commit}); load average ${load()}`);
const floorDir = mkdtempSync(join(tmpdir(), 'repeat-floor-'));
const [dataBefore, dataApp] = await Promise.all([seedHeavyUser(), seedHeavyUser(), buildFloor(floorDir)]);
const browser = await launchBrowser();
const apps: RunningApp[] = [];
let floor: FloorServer | undefined;
try {
  const before = await startApp({ DATA_DIR: dataBefore, WEB_ROOT: BEFORE });
  apps.push(before);
  const app = await startApp({ DATA_DIR: dataApp });
  apps.push(app);
  floor = await serveFloor(floorDir, app.url);
  const sessions = { before: await signInHeavyUser(browser, before.url), app: await signInHeavyUser(browser, app.url, [app.url, floor.url]) };
  const plan: Record<Series, { url: string; session: typeof sessions.app; profile: ProfileName; worker: boolean }> = {
    before: { url: `${before.url}/dashboard`, session: sessions.before, profile: 'phone', worker: false },
    app: { url: `${app.url}/dashboard`, session: sessions.app, profile: 'phone', worker: true },
    floor: { url: `${floor.url}/dashboard`, session: sessions.app, profile: 'phone', worker: false },
    'floor, phone CPU only': { url: `${floor.url}/dashboard`, session: sessions.app, profile: 'phone-cpu', worker: false },
  };
  const runs = Object.fromEntries(SERIES.map((name) => [name, [] as LoadSeries[]])) as Record<Series, LoadSeries[]>;
  // Round 0 is an untimed warm-up of the servers and the browser.
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const name of round % 2 === 0 ? SERIES : [...SERIES].reverse()) {
      const { url, session, profile, worker } = plan[name];
      const series = await loadSeries(browser, session, url, profile, worker);
      for (const error of series.errors) console.warn(`  ! ${name}: ${error}`);
      if (round > 0) runs[name].push(series);
      console.log(
        `  ${round === 0 ? 'warm-up' : `round ${round}/${ROUNDS}`} ${name.padEnd(22)} ${(['cold', ...REPEATS] as const).map((kind) => `${kind} ${series[kind].ms.toFixed(0)} ms`).join(', ')}; load average ${load()}`,
      );
    }
  }
  const ms = (name: Series, kind: (typeof REPEATS)[number] | 'cold') => median(runs[name].map((series) => series[kind].ms));
  const target = 0.5 * ms('before', 'return');
  console.log(`\nload average at the end ${load()}`);
  console.log('| series | cold median ms | warm | return | tab | fastest repeat ÷ before’s return |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const name of SERIES) {
    const fastest = Math.min(...REPEATS.map((kind) => ms(name, kind)));
    console.log(
      `| ${name} | ${['cold', ...REPEATS].map((kind) => ms(name, kind as 'cold').toFixed(0)).join(' | ')} | ${(fastest / ms('before', 'return')).toFixed(2)} |`,
    );
  }
  const floorBest = Math.min(...REPEATS.map((kind) => ms('floor, phone CPU only', kind)));
  console.log(
    `Target (issue #36): a repeat visit in ≤ 0.5 × before's return visit = ${target.toFixed(0)} ms. ` +
      `The floor with no network at all: fastest repeat ${floorBest.toFixed(0)} ms, ${floorBest <= target ? 'under' : 'OVER'} the target ` +
      `(${(floorBest / ms('before', 'return')).toFixed(2)}× before's return visit).`,
  );
} finally {
  await browser.close();
  await floor?.close();
  for (const app of apps) await app.stop();
  for (const dir of [dataBefore, dataApp, floorDir]) rmSync(dir, { recursive: true, force: true });
}
