/**
 * The open of the Daily Workout Log (issue #35) under CSS variants switched in the page between opens of one
 * session (VARIANTS=base,noCV,noHas,cv900,flex,noSticky,noShadow joined by + ; ROUNDS=4): per variant the
 * open's wall time and its main-thread CPU (thread time from a trace) by kind. Setting as the bench's.
 *   VARIANTS=base,noCV ROUNDS=8 node --import tsx bench/workout-log-open-variants.ts
 */
import type { CDPSession, Locator, Page } from 'playwright-core';
import { startApp } from '../e2e/support/app-server';
import { launchBrowser } from '../e2e/support/browser';
import { signUpAndLogIn } from '../e2e/support/session';
import { logWorkout, type LogExercise } from '../e2e/support/workout-log';

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; cat: string; args?: { name?: string } };
/** Main-thread CPU (thread time, ms) from the open's pointerdown to its painted mark, by kind. */
function cpuOf(events: TraceEvent[]) {
  const start = events.find((e) => e.name === 'open:pointerdown')!.ts;
  const end = events.find((e) => e.name === 'open:painted')!.ts;
  const counts = new Map<string, number>();
  for (const e of events) if (e.name === 'UpdateLayoutTree') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= start && e.ts <= end);
  const outer = (names: string[]) => {
    const picked = mine.filter((e) => names.includes(e.name)).sort((x, y) => x.ts - y.ts);
    let total = 0;
    let until = 0;
    for (const e of picked) {
      if (e.ts < until) continue; // inside one counted already
      total += e.tdur ?? e.dur ?? 0;
      until = e.ts + (e.dur ?? 0);
    }
    return total / 1000;
  };
  const script = ['FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction', 'EvaluateScript'];
  return {
    cpu: outer(['RunTask', 'ThreadControllerImpl::RunTask']),
    js: outer(script),
    style: outer(['UpdateLayoutTree']),
    layout: outer(['Layout']),
    paint: outer(['Paint', 'PrePaint', 'Layerize']),
    layouts: mine.filter((e) => e.name === 'Layout').length,
    tdur: mine.some((e) => e.tdur !== undefined) ? 1 : 0,
  };
}
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
  await context.addInitScript(`window.__name = (f) => f; window.__focusLog = [];
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (...args) { const t = performance.now(); focus.apply(this, args); window.__focusLog.push(Math.round(performance.now() - t) + 'ms ' + this.tagName + '.' + this.className + ' ' + (this.getAttribute('aria-label') || '')); };`);
  await page.goto(`${app.url}/dashboard`);
  const fab = page.getByRole('button', { name: 'Workout log', exact: true });
  await fab.waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const removed: { sheet: CSSStyleSheet; text: string }[] = [];
    const style = document.createElement('style');
    document.head.append(style);
    w.__variant = (name: string) => {
      for (const r of removed.splice(0)) r.sheet.insertRule(r.text, r.sheet.cssRules.length);
      style.textContent = '';
      if (name.includes('noCV')) style.textContent += '.workout-log__exercises > li { content-visibility: visible !important; }';
      if (name.includes('cv900')) style.textContent += '.workout-log__exercises > li { contain-intrinsic-block-size: auto 900px !important; }';
      if (name.includes('noSticky')) style.textContent += '.ui-modal__header, .ui-modal__footer { position: static !important; }';
      if (name.includes('noShadow')) style.textContent += '.ui-modal { box-shadow: none !important; }';
      if (name.includes('flex'))
        style.textContent +=
          '.workout-log, .workout-log__exercises, .log-exercise, .log-exercise__sets { display: flex !important; flex-direction: column; } .workout-log__add-exercise, .log-exercise__add-set { align-self: flex-start; }';
      if (name.includes('rowFlex')) style.textContent += '.log-set { display: flex !important; flex-wrap: wrap; }';
      if (name.includes('noPaint')) style.textContent += '.ui-modal { contain: paint; }';
      if (name.includes('noHas')) {
        const walk = (sheet: CSSStyleSheet | CSSMediaRule, owner: CSSStyleSheet) => {
          for (let i = sheet.cssRules.length - 1; i >= 0; i -= 1) {
            const rule = sheet.cssRules[i]!;
            if (rule instanceof CSSMediaRule) walk(rule, owner);
            else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':has(') && sheet === owner) {
              removed.push({ sheet: owner, text: rule.cssText });
              owner.deleteRule(i);
            } else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':has(')) (sheet as CSSMediaRule).deleteRule(i);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) {
          try {
            walk(sheet, sheet);
          } catch {
            // A stylesheet of another origin: not readable, not ours.
          }
        }
      }
    };
  });
  const VARIANTS = (process.env.VARIANTS ?? 'base,noCV,noHas,cv900').split(',');
  const ROUNDS = Number(process.env.ROUNDS ?? 4);
  await timeOpen(page, cdp, fab, NAMES.at(-1)!);
  await closeLog(page);
  const results: Record<string, ({ open: number; sets: number } & ReturnType<typeof cpuOf>)[]> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const v of round % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      await page.evaluate((name) => (window as unknown as { __variant: (n: string) => void }).__variant(name), v);
      await settle(page);
      await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'toplevel'] });
      const ms = await timeOpen(page, cdp, fab, NAMES.at(-1)!);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const marks = await page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('open:'))
          .slice(-3)
          .map((m) => m.startTime),
      );
      (results[v] ??= []).push({ open: ms, sets: marks[1]! - marks[0]!, ...cpuOf(trace.traceEvents) });
      await settle(page);
      if (round === 0)
        console.log(v, 'focus calls:', await page.evaluate(() => (window as unknown as { __focusLog: string[] }).__focusLog.splice(0).join(' | ')));
      await closeLog(page);
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const keys = ['cpu', 'js', 'style', 'layout', 'paint', 'layouts', 'tdur'] as const;
  for (const [v, rs] of Object.entries(results))
    console.log(`${v.padEnd(22)} CPU ms medians: ${keys.map((k) => `${k} ${med(rs.map((r) => r[k])).toFixed(0)}`).join(', ')}`);
  for (const [v, rs] of Object.entries(results))
    console.log(
      `${v.padEnd(22)} open median ${med(rs.map((r) => r.open)).toFixed(0)}  (sets in page ${med(rs.map((r) => r.sets)).toFixed(0)})  all: ${rs.map((r) => `${r.open.toFixed(0)}/${r.sets.toFixed(0)}`).join(' ')}`,
    );
} finally {
  await browser.close();
  await app.stop();
}
