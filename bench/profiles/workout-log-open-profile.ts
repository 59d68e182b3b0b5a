/**
 * Profiles opening the Daily Workout Log in the responsiveness bench's setting (issue #35): 390 × 844
 * touch, CPU 4× slower, today's log of 10 × 5 sets, code and data already loaded by a first open.
 * Records a Chromium trace (PROFILE_OUT, default /tmp/log-open-trace.json) of one open and counts
 * React commits and the components each one rendered (through a stand-in devtools hook).
 *   node --import tsx bench/profiles/workout-log-open-profile.ts
 */
import { startApp } from '../../e2e/support/app-server';
import { launchBrowser } from '../../e2e/support/browser';
import { throttledSession } from '../../e2e/support/phone';
import { closeLog, NAMES, phoneWithTodaysLog, settle, timeOpen } from '../support/workout-log-phone';

const OUT = process.env.PROFILE_OUT ?? '/tmp/log-open-trace.json';
const OPENS = Number(process.env.PROFILE_OPENS ?? 3);

const [browser, app] = await Promise.all([launchBrowser(), startApp()]);
try {
  const { context, page } = await phoneWithTodaysLog(browser, app.url);
  page.on('pageerror', (error) => console.log('pageerror', error.message));
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
  const cdp = await throttledSession(context, page);
  await timeOpen(page, cdp, fab, NAMES.at(-1)!);
  await closeLog(page);
  for (let i = 1; i <= OPENS; i += 1) {
    await settle(page);
    const traced = i === OPENS;
    if (traced)
      await browser.startTracing(page, {
        path: OUT,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
          'blink',
          'disabled-by-default-devtools.timeline.frame',
        ],
      });
    const ms = await timeOpen(page, cdp, fab, NAMES.at(-1)!);
    await settle(page);
    await page.waitForTimeout(1500); // what follows the open (debounced previous-sets query, effects)
    if (traced) await browser.stopTracing();
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
    console.log(`open ${i}: ${ms.toFixed(0)} ms ${traced ? `(traced → ${OUT})` : ''}  ${marks.join(' ')}`);
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
  const dom = await page.evaluate(() => ({
    dialog: document.querySelector('[role=dialog]')?.querySelectorAll('*').length,
    all: document.querySelectorAll('*').length,
  }));
  console.log('elements', JSON.stringify(dom));
} finally {
  await browser.close();
  await app.stop();
}
