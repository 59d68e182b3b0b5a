/**
 * The dashboard page (cold, warm, return visit, new tab) on loopback and on a phone, against its floor
 * (issue #16; targets: a cold dashboard on a phone at least as fast as the app it replaces, ≤ 290 KiB
 * transferred, a reload on the phone ≤ 1.0 s).
 *
 *   npm run build && npm run bench -- page-dashboard          (5 rounds, ~3 min on 2 cores)
 *   BENCH_ROUNDS=9 npm run bench -- page-dashboard
 *
 * - App: the all-in-one server as `npm start` runs it (e2e/support/app-server.ts, the current builds,
 *   precompressed), on a DATA_DIR holding the heavy user of the API bench (bench/api-dashboard/seed.ts:
 *   3,650 daily weights, 1,000 logged workouts of 5 tracked exercises, the three starter routines),
 *   written through the storage port before the server starts. /dashboard, signed in.
 * - Floor: the same three panels (the components the remotes expose, imported from their src) bundled
 *   into one page with rspack, no federation, in the shell's providers (bench/page-dashboard/floor-page.tsx),
 *   content-hashed and brotli-precompressed like the app's builds, served beside the app by a bench
 *   server that passes /trpc and /api through to it (same cookie, same data, one batched data request).
 * - Each load: a fresh browser context (empty HTTP cache) loads the page until the three panels show
 *   content (the weight chart drawn, routine "Full Body 1", tracked exercise "Squats"; timed in the page
 *   from navigation start, see bench/page-dashboard/panels-shown.ts), waits for the network to go idle,
 *   then reloads in the same context (warm: HTTP cache filled) and reloads again (return visit: Chromium
 *   made the scripts' V8 code cache on the first reload and compiles from it now; the first reload is
 *   the slower of the two). Then it closes that tab and loads the page in a new one (tab: HTTP and code
 *   caches kept, but a fresh renderer, without the compiled code and type feedback a reload keeps in
 *   memory, as on a user's daily visit). Bytes are Chromium's encoded sizes (CDP), by resource type.
 *   Phone: CDP network emulation (150 ms latency, 1.6 Mbps down, 750 kbps up) and CPU throttling 4×
 *   (`BENCH_CPU_SLOWDOWN`), applied before each navigation; loopback: none. Same 1280 × 800 viewport.
 * - One untimed warm-up load of each page, then BENCH_ROUNDS rounds, each: app then floor on loopback,
 *   app then floor on the phone, so the machine's drift falls on both pages; the table gives medians.
 * Not part of the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';
import { startApp } from '../e2e/support/app-server';
import { buildFloor } from './page-dashboard/floor-build';
import { serveFloor } from './page-dashboard/floor-server';
import { seedHeavyUser, signInHeavyUser } from './page-dashboard/heavy-user';
import { loadSeries, type LoadFigures } from './page-dashboard/load';
import { LOADS, report, type PageName, type ReportedProfile, type Runs } from './page-dashboard/report';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROFILES: ReportedProfile[] = ['loopback', 'phone'];
const PAGES: PageName[] = ['app', 'floor'];

const machine = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
const brief = (run: LoadFigures) => `${run.ms.toFixed(0)} ms, ${(run.total / 1024).toFixed(1)} KiB, ${run.requests} requests`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ${machine()}`);
const started = performance.now();
const floorDir = mkdtempSync(join(tmpdir(), 'page-dashboard-floor-'));
console.log('Bundling the floor page (production, brotli) and seeding the heavy user …');
const [, dataDir] = await Promise.all([buildFloor(floorDir), seedHeavyUser()]);
console.log(`  done in ${seconds(started)}; starting the app and Chromium …`);
const [browser, app] = await Promise.all([launchBrowser(), startApp({ DATA_DIR: dataDir })]);
const floor = await serveFloor(floorDir, app.url);
try {
  // Both pages send the app's cookie; each origin holds the auth marker.
  const session = await signInHeavyUser(browser, app.url, [app.url, floor.url]);
  const urls: Record<PageName, string> = { app: `${app.url}/dashboard`, floor: `${floor.url}/dashboard` };
  console.log(`Chromium ${browser.version()}; app ${urls.app}, floor ${urls.floor}`);

  const measure = async (page: PageName, profile: ReportedProfile) => {
    // The app registers the shell's service worker (issue #36): its reloads are repeat visits with it installed.
    const result = await loadSeries(browser, session, urls[page], profile, page === 'app');
    for (const error of result.errors) console.warn(`  ! ${page} ${profile}: ${error}`);
    return result;
  };

  console.log('Warm-up (untimed): one load of each page …');
  for (const page of PAGES) console.log(`  ${page}: cold ${brief((await measure(page, 'loopback')).cold)}`);

  const runs = Object.fromEntries(
    PAGES.map((page) => [page, Object.fromEntries(PROFILES.map((profile) => [profile, Object.fromEntries(LOADS.map((load) => [load, []]))]))]),
  ) as unknown as Runs;
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`Round ${round}/${ROUNDS} (${seconds(started)}, ${machine()})`);
    for (const profile of PROFILES) {
      for (const page of PAGES) {
        const series = await measure(page, profile);
        for (const load of LOADS) runs[page][profile][load].push(series[load]);
        const { cold, warm } = series;
        console.log(
          `  ${page.padEnd(5)} ${profile.padEnd(8)} cold ${brief(cold)}, ${cold.dataRequests} data; warm ${brief(warm)}, JS ${(warm.jsDownloaded / 1024).toFixed(1)} KiB downloaded; return ${series.return.ms.toFixed(0)} ms; new tab ${series.tab.ms.toFixed(0)} ms`,
        );
      }
    }
  }
  const floorData = runs.floor.loopback.cold.map((run) => run.dataRequests);
  console.log('');
  console.log(
    `Dashboard page, heavy user, ${ROUNDS} rounds (medians); Chromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model.trim()}; ${machine()}; ${seconds(started)} in all`,
  );
  console.log('');
  console.log(report(runs));
  console.log(
    `Floor data requests per cold load: ${floorData.join(', ')} (${floorData.every((n) => n === 1) ? 'one batched request, as designed' : 'NOT one request'}).`,
  );
} finally {
  await browser.close();
  await floor.close();
  await app.stop();
  rmSync(floorDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
