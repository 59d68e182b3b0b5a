/**
 * Our cold dashboard against the original app's (issue #52: ≤ 0.8× its time on the phone profile, ≤ 0.95× on loopback, bytes ≤ 1.0×).
 *
 *   BENCH_ORIGINAL_APP=/work/original-app/client/build npm run bench -- page-original        (this tree's builds, 7 rounds, ~6 min)
 *   BENCH_ORIGINAL_APP=… BENCH_BASELINE=fe9961f,1d26f05 npm run bench -- page-original       (those commits' builds, in the same rounds)
 *
 * - The original: jdias95/FitnessApp at 60b71bd, its Create React App client built as
 *   bench/original-app/README.md says (its code has no licence: the build stays outside this repository).
 *   `BENCH_ORIGINAL_APP` names the folder holding its index.html; without it the bench skips (exit 0).
 * - Ours: this tree's builds, or each commit `BENCH_BASELINE` names (one or more, comma-separated; each
 *   built once in its own export, bench/support/baseline.ts), served by this tree's server as `WEB_ROOT`.
 * - Every page gets its own all-in-one server on its own copy of the user: the heavy user of the page benches, or with
 *   `BENCH_USER=light` 100 weights and 30 workouts, answers the original's own server sent alike (bench/original-app/user.ts),
 *   and is loaded through the same front (bench/original-app/front-server.ts): the original's build from memory,
 *   brotli 11 and cached like our build files, its `/api` calls (the legacy REST contract our server keeps) passed
 *   to that server; ours passed through whole. So both pay one loopback hop to the same API.
 * - Each load is cold (fresh context, empty cache, no worker installed) until the three panels show content:
 *   ours as bench/page-dashboard/panels-shown.ts says; the original's weight line drawn, routine "Full Body 1",
 *   tracked exercise "Squats" (bench/original-app/original-drawn.ts). Bytes: Chromium's encoded sizes, headers
 *   included, until the network is idle. The original's Google Fonts requests fail (no DNS outside loopback here,
 *   and the resolver is told so): neither page counts third-party bytes.
 * - Round 0 is an untimed warm-up of every page; then BENCH_ROUNDS rounds, each the phone profile (150 ms,
 *   1.6 Mbps, CPU 4×, e2e/support/phone.ts) then loopback, the pages in an order that rotates every round.
 * Not part of the test run.
 */
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startApp, type RunningApp } from '../e2e/support/app-server';
import { chromiumArgs, chromiumPath } from '../tools/chromium';
import { coldLoad, type ColdLoad, type Drawn, type Profile } from './original-app/cold-load';
import { serveFront, type FrontServer } from './original-app/front-server';
import { WATCH_ORIGINAL, waitForOriginalPanels } from './original-app/original-drawn';
import { ORIGINAL, report, type Runs } from './original-app/report';
import { seedBenchUser, USER } from './original-app/user';
import { HEAVY_USER, signInHeavyUser } from './page-dashboard/heavy-user';
import type { Session } from './page-dashboard/load';
import { WATCH_PANELS, waitForPanels } from './page-dashboard/panels-shown';
import { baselineWebRoot, exportBaseline, skip } from './support/baseline';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PROFILES: Profile[] = ['phone', 'loopback'];
const originalBuild = process.env.BENCH_ORIGINAL_APP?.trim();
if (!originalBuild)
  skip(
    "page-original needs the original app's build: make it as bench/original-app/README.md says, then run `BENCH_ORIGINAL_APP=<its build folder> npm run bench -- page-original`.",
  );
if (!existsSync(join(originalBuild, 'index.html'))) throw new Error(`BENCH_ORIGINAL_APP=${originalBuild} holds no index.html`);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Ours by name: a web root (undefined: this tree's builds). */
const refs = (process.env.BENCH_BASELINE ?? '')
  .split(',')
  .map((ref) => ref.trim())
  .filter(Boolean);
const ours = new Map<string, string | undefined>(
  refs.length
    ? refs.map((ref) => {
        const found = exportBaseline(ref);
        return [`ours ${found.commit}`, baselineWebRoot(found)];
      })
    : [['ours (this tree)', undefined]],
);
const PAGES = [...ours.keys(), ORIGINAL];
const drawn: Record<'ours' | 'original', Drawn> = {
  ours: { watch: WATCH_PANELS, wait: waitForPanels },
  original: { watch: WATCH_ORIGINAL, wait: waitForOriginalPanels },
};

console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}; pages ${PAGES.join(', ')}; original build ${originalBuild}; load average ${load()}`,
);
const dataDirs = await Promise.all(PAGES.map(() => seedBenchUser()));
// Only loopback resolves: the original's third-party font requests fail at once, whatever this machine's DNS does.
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs(), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
const apps: RunningApp[] = [];
const fronts: FrontServer[] = [];
try {
  const targets = new Map<string, { url: string; session: Session; drawn: Drawn }>();
  for (const [index, page] of PAGES.entries()) {
    const root = ours.get(page);
    const app = await startApp({ DATA_DIR: dataDirs[index]!, ...(root ? { WEB_ROOT: root } : {}) });
    apps.push(app);
    const front = await serveFront(app.url, page === ORIGINAL ? originalBuild : undefined);
    fronts.push(front);
    const session = await signInHeavyUser(browser, app.url, [front.url]);
    // The original's own sign-in marker (its Login page writes it; spec: legacy-rest-contract.md §1).
    if (page === ORIGINAL)
      session.storageState.origins = [{ origin: front.url, localStorage: [{ name: 'authToken', value: JSON.stringify({ firstName: HEAVY_USER.firstName }) }] }];
    targets.set(page, { url: `${front.url}/dashboard`, session, drawn: page === ORIGINAL ? drawn.original : drawn.ours });
  }
  const measure = async (page: string, profile: Profile): Promise<ColdLoad> => {
    const target = targets.get(page)!;
    const result = await coldLoad(browser, target.session, target.url, profile, target.drawn);
    for (const error of result.errors) console.warn(`  ! ${page} ${profile}: ${error}`);
    return result;
  };
  console.log(`Chromium ${browser.version()}. Warm-up (untimed):`);
  for (const page of PAGES) console.log(`  ${page}: ${(await measure(page, 'loopback')).ms.toFixed(0)} ms`);

  const runs: Runs = Object.fromEntries(PAGES.map((page) => [page, { phone: [], loopback: [] }]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = [...PAGES.slice(round % PAGES.length), ...PAGES.slice(0, round % PAGES.length)];
    console.log(`Round ${round}/${ROUNDS}, load average ${load()}`);
    for (const profile of PROFILES) {
      for (const page of order) {
        const result = await measure(page, profile);
        runs[page]![profile].push(result);
        console.log(
          `  ${page.padEnd(16)} ${profile.padEnd(8)} ${result.ms.toFixed(0)} ms, ${(result.total / 1024).toFixed(1)} KiB, ${result.requests} requests`,
        );
      }
    }
  }
  console.log(`\nCold /dashboard, ${USER} user, ${ROUNDS} rounds; Chromium ${browser.version()}; load average at the end ${load()}\n`);
  console.log(report(runs, PAGES));
} finally {
  await browser.close();
  for (const front of fronts) await front.close();
  for (const app of apps) await app.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
