/**
 * Profiles opening the Daily Workout Log in the responsiveness bench's setting (issue #35): 390 × 844
 * touch, CPU 4× slower, today's log of 10 × 5 sets, code and data already loaded by a first open.
 * Records a Chromium trace (PROFILE_OUT, default /tmp/log-open-trace.json) of one open and counts
 * React commits and the components each one rendered (through a stand-in devtools hook).
 *   node --import tsx bench/workout-log-open-profile.ts
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { startApp } from '../e2e/support/app-server';
import { launchBrowser } from '../e2e/support/browser';
import { signUpAndLogIn } from '../e2e/support/session';
import { logWorkout, type LogExercise } from '../e2e/support/workout-log';

const OUT = process.env.PROFILE_OUT ?? '/tmp/log-open-trace.json';
const OPENS = Number(process.env.PROFILE_OPENS ?? 3);
const NAMES = [
  'Squats',
  'Bench Press',
  'Bent-over Rows',
  'Overhead Press',
  'Romanian Deadlift',
  'Incline Bench Press',
  'Lat Pulldown',
  'Lateral Raise',
  'Lunges',
  'Dips',
];

const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

async function touch(page: Page, cdp: CDPSession, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await settle(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function timeOpen(page: Page, cdp: CDPSession, fab: Locator, lastExercise: string): Promise<number> {
  await page.evaluate((name) => {
    const w = window as unknown as { __open?: Promise<number>; __commits: unknown[] };
    w.__commits = [];
    w.__open = new Promise<number>((resolve) => {
      let start = 0;
      addEventListener(
        'pointerdown',
        (event) => {
          start = event.timeStamp;
          performance.mark('open:pointerdown');
        },
        { once: true, capture: true },
      );
      const selector = `ol[aria-label="Sets of ${name}"]`;
      const observer = new MutationObserver(() => {
        if (!start || !document.querySelector(selector)) return;
        observer.disconnect();
        performance.mark('open:sets-in-page');
        requestAnimationFrame(() =>
          setTimeout(() => {
            performance.mark('open:painted');
            resolve(performance.now() - start);
          }),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, lastExercise);
  await touch(page, cdp, fab);
  return page.evaluate(() => (window as unknown as { __open: Promise<number> }).__open);
}

async function closeLog(page: Page) {
  await page.getByRole('dialog', { name: 'Daily Workout Log' }).getByRole('button', { name: 'Close', exact: true }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Close without saving?' });
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('dialog', { name: 'Daily Workout Log' }).waitFor({ state: 'detached' });
}

const [browser, app] = await Promise.all([launchBrowser(), startApp()]);
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log('pageerror', error.message));
  await signUpAndLogIn(context, app.url, { completeProfile: true });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const log: LogExercise[] = NAMES.map((name, e) => ({
    name,
    tracked: e % 2 === 0,
    sets: Array.from({ length: 5 }, (_, s) => ({ reps: 8 - (s % 3), weight: 95 + e * 10 + s * 5 })),
  }));
  await logWorkout(context, app.url, today, log);
  // A stand-in for React DevTools' hook (a string: tsx's helpers are not in the page): per commit, the
  // components that rendered, named by their first element's class.
  await context.addInitScript(`(() => {
    window.__commits = [];
    const describe = (fiber) => {
      let f = fiber.child;
      while (f && typeof f.type !== 'string') f = f.child;
      const el = f && f.stateNode && f.stateNode.getAttribute ? f.stateNode : null;
      const cls = el ? (el.getAttribute('class') || el.getAttribute('role') || '') : '';
      return (f ? f.type : '') + '.' + String(cls).split(' ')[0];
    };
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(),
      inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id, root) {
        const rendered = {};
        let count = 0;
        const walk = (fiber) => {
          for (let f = fiber; f; f = f.sibling) {
            const component = f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15;
            const fresh = !f.alternate;
            if (component && (fresh || (f.flags & 1) === 1)) {
              const name = (fresh ? 'mount ' : '') + describe(f);
              rendered[name] = (rendered[name] || 0) + 1;
              count += 1;
            }
            if (f.child && (fresh || f.child !== (f.alternate && f.alternate.child))) walk(f.child);
          }
        };
        walk(root.current);
        if (count > 0) window.__commits.push({ at: Math.round(performance.now()), count, rendered });
      },
    };
  })()`);
  await page.goto(`${app.url}/dashboard`);
  const fab = page.getByRole('button', { name: 'Workout log', exact: true });
  await fab.waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await timeOpen(page, cdp, fab, NAMES.at(-1)!);
  await closeLog(page);
  for (let i = 1; i <= OPENS; i += 1) {
    await settle(page);
    const traced = i === 1;
    if (traced)
      await browser.startTracing(page, {
        path: OUT,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
      });
    const ms = await timeOpen(page, cdp, fab, NAMES.at(-1)!);
    await settle(page);
    await page.waitForTimeout(1500); // what follows the open (debounced previous-sets query, effects)
    if (i === OPENS) await browser.stopTracing();
    const commits = (await page.evaluate(() => (window as unknown as { __commits: unknown[] }).__commits)) as {
      at: number;
      count: number;
      rendered: Record<string, number>;
    }[];
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('open:'))
        .slice(-3)
        .map((m) => `${m.name}@${Math.round(m.startTime)}`),
    );
    console.log(`open ${i}: ${ms.toFixed(0)} ms`);
    if (commits.length < 0)
      for (const c of commits)
        console.log(
          `  commit @${c.at}: ${c.count} components: ${Object.entries(c.rendered)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 12)
            .map(([n, k]) => `${n}×${k}`)
            .join(', ')}`,
        );
    if (i < OPENS) await closeLog(page);
  }
  {
    const t = (
      JSON.parse((await import('node:fs')).readFileSync(OUT, 'utf8')) as {
        traceEvents: { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } }[];
      }
    ).traceEvents;
    const downs = t.filter((e) => e.name === 'open:pointerdown');
    const painted = t.filter((e) => e.name === 'open:painted');
    const main = t.find((e) => e.name === 'thread_name' && e.pid === downs[0]!.pid && e.args?.name === 'CrRendererMain')!;
    const tasks = t.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask');
    const cpu = downs.map((d, k) =>
      tasks.filter((x) => x.ts + (x.dur ?? 0) >= d.ts - 20000 && x.ts <= painted[k]!.ts).reduce((a, x) => a + (x.tdur ?? 0) / 1000, 0),
    );
    const after = painted.map((p) => tasks.filter((x) => x.ts >= p.ts && x.ts <= p.ts + 1500000).reduce((a, x) => a + (x.tdur ?? 0) / 1000, 0));
    console.log('open CPU (tdur) per open:', cpu.map((x) => x.toFixed(0)).join(' '), ' | CPU in the 1.5 s after:', after.map((x) => x.toFixed(0)).join(' '));
  }
  const dom = await page.evaluate(() => ({
    dialog: document.querySelector('[role=dialog]')?.querySelectorAll('*').length,
    all: document.querySelectorAll('*').length,
  }));
  console.log('elements', JSON.stringify(dom));
} finally {
  await browser.close();
  await app.stop();
}
