/**
 * The same interactions (Add set, tap a reps field, a keystroke, a done toggle on and off; 3 exercises)
 * in one open log (390 × 844 touch, CPU 4×, 10 × 5 sets) under variants injected into the page — CSS
 * (`CSS`) or a DOM change (`JS`) — alternated round by round, so load on the shared machine hits every
 * variant alike. Per interaction: the Event Timing duration and the main thread's CPU time (trace
 * `tdur` of its tasks from the interaction's first event to the end of its frame); with BLINK=1 also
 * the forced style-and-layout updates in it. With VARIANTS=base it is a same-page A/B of two builds:
 * run it once as it is and once with BENCH_BASELINE=<git ref> (that commit's builds served instead;
 * docs/benchmarks/issue-35.md, session 3).
 *   VARIANTS=base,fewer ROUNDS=3 node --import tsx bench/profiles/workout-log-variants.ts
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Locator } from 'playwright-core';
import { startApp } from '../../e2e/support/app-server';
import { launchBrowser } from '../../e2e/support/browser';
import { baseline, baselineWebRoot } from '../support/baseline';
import { median as medianOf } from '../support/statistics';
import { NAMES, openLogAt4x, phoneWithTodaysLog, settle, touch } from '../support/workout-log-phone';

const CSS: Record<string, string> = {
  base: '',
  noshadow: '.ui-modal{box-shadow:none!important;border-radius:0!important}',
  composited: '.ui-modal{will-change:transform}',
  nosticky: '.ui-modal__header,.ui-modal__footer{position:static!important}',
  fewer: '.log-set__notes,.log-set__menu,.log-set__remove{display:none!important}',
  visible: '.workout-log__exercises>li{content-visibility:visible!important}',
  three: '.workout-log__exercises>li:nth-child(n+4){display:none!important}',
  nohover: '*{transition:none!important}',
  noicons: '.log-set svg{display:none!important}',
  cardlayers: '.workout-log__exercises>li{will-change:transform}',
  // Issue #52: the page behind the open log laid out again (the log hides it from then on), as before it.
  pageshown: '#main{content-visibility:visible!important}',
};
// Variants that change the page's DOM instead (applied once; 'undo' reverses).
const JS: Record<string, string> = {
  acoff: `document.querySelectorAll('[role=dialog] input').forEach((i) => i.setAttribute('autocomplete', 'off'))`,
  noselect: `HTMLInputElement.prototype.select = function () {}`,
  acon: `document.querySelectorAll('[role=dialog] input').forEach((i) => i.removeAttribute('autocomplete'))`,
};
const VARIANTS = (process.env.VARIANTS ?? 'base,noshadow,composited,fewer,three').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 3);

declare global {
  interface Window {
    __t?: { id: number; name: string; startTime: number; duration: number }[];
  }
}
const before = baseline();
const [browser, app] = await Promise.all([launchBrowser(), startApp(before ? { WEB_ROOT: baselineWebRoot(before) } : {})]);
try {
  const { context, page } = await phoneWithTodaysLog(browser, app.url);
  page.on('pageerror', (error) => console.log('pageerror', error.message));
  await context.addInitScript(() => {
    window.__t = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (e.interactionId) window.__t!.push({ id: e.interactionId, name: e.name, startTime: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const { cdp, dialog } = await openLogAt4x(context, page, app.url);
  await settle(page);

  type Sample = { variant: string; what: string; et: number; cpu: number; forced: number; from: number; to: number };
  const samples: Sample[] = [];
  const steps = (name: string): { what: string; target?: Locator; act: () => Promise<void> }[] => {
    const sets = dialog.getByRole('list', { name: `Sets of ${name}` });
    const done = dialog.getByRole('button', { name: `Mark set 2 of ${name} done` });
    const reps = sets.getByRole('group', { name: 'Set 3', exact: true }).getByLabel('Reps', { exact: true });
    const addSet = dialog.getByRole('button', { name: `Add set to ${name}` });
    return [
      { what: 'add set', target: addSet, act: () => touch(page, cdp, addSet) },
      { what: 'tap reps', target: reps, act: () => touch(page, cdp, reps) },
      { what: 'keystroke', act: () => page.keyboard.press('7') },
      { what: 'done on', target: done, act: () => touch(page, cdp, done) },
      { what: 'done off', target: done, act: () => touch(page, cdp, done) },
    ];
  };
  const OUT = '/tmp/log-variants-trace.json';
  await browser.startTracing(page, {
    path: OUT,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', ...(process.env.BLINK ? ['blink'] : [])],
  });
  const anchor = await page.evaluate(() => {
    performance.mark('variants:anchor');
    return performance.getEntriesByName('variants:anchor')[0]!.startTime;
  });
  for (let round = 0; round < ROUNDS; round += 1)
    for (const variant of VARIANTS) {
      await page.evaluate((css) => {
        let style = document.getElementById('variant-css');
        if (!style) {
          style = document.createElement('style');
          style.id = 'variant-css';
          document.head.append(style);
        }
        style.textContent = css;
      }, CSS[variant] ?? '');
      if (JS[variant]) await page.evaluate(JS[variant]!);
      await settle(page);
      for (const name of NAMES.slice(0, 3))
        for (const step of steps(name)) {
          if (step.target) await step.target.scrollIntoViewIfNeeded();
          await settle(page);
          const before = await page.evaluate(() => window.__t!.length);
          await step.act();
          await settle(page);
          const entries = await page.evaluate((n) => window.__t!.slice(n), before);
          const to = await page.evaluate(() => performance.now());
          const et = entries.reduce((w, e) => Math.max(w, e.duration), 0);
          // CPU within the interaction: from its first event's time to the end of its frame.
          const lastEnd = entries.reduce((w, e) => Math.max(w, e.startTime + e.duration), 0);
          const firstStart = entries.reduce((w, e) => Math.min(w, e.startTime), Infinity);
          samples.push({ variant, what: step.what, et, cpu: 0, forced: 0, from: entries.length ? firstStart - 1 : to, to: entries.length ? lastEnd + 1 : to });
        }
    }
  await browser.stopTracing();
  type TE = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };
  const events = (JSON.parse(readFileSync(OUT, 'utf8')) as { traceEvents: TE[] }).traceEvents;
  const mark = events.find((e) => e.name === 'variants:anchor')!;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain')!;
  const tasks = events.filter((e) => e.pid === mark.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask');
  const forcedCalls = events.filter((e) => e.pid === mark.pid && e.tid === main.tid && e.name === 'Document::UpdateStyleAndLayout');
  const toTs = (ms: number) => mark.ts + (ms - anchor) * 1000;
  for (const s of samples) {
    const a = toTs(s.from);
    const b = toTs(s.to);
    s.forced = forcedCalls.filter((t) => t.ts >= a && t.ts <= b).length;
    s.cpu = tasks.filter((t) => t.ts + (t.dur ?? 0) >= a && t.ts <= b).reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
  }
  const median = (xs: number[]) => (xs.length ? medianOf(xs) : 0);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('| variant | interaction | Event Timing median / worst | main-thread CPU median / worst | forced updates |');
  for (const variant of VARIANTS)
    for (const what of ['add set', 'tap reps', 'keystroke', 'done on', 'done off']) {
      const xs = samples.filter((s) => s.variant === variant && s.what === what);
      console.log(
        `| ${variant} | ${what} | ${median(xs.map((x) => x.et))} / ${Math.max(...xs.map((x) => x.et))} | ${median(xs.map((x) => x.cpu)).toFixed(1)} / ${Math.max(
          ...xs.map((x) => x.cpu),
        ).toFixed(1)} | ${median(xs.map((x) => x.forced))} |`,
      );
    }
  for (const variant of VARIANTS) {
    const xs = samples.filter((s) => s.variant === variant);
    console.log(
      `${variant}: all ET median ${median(xs.map((x) => x.et))}, CPU median ${median(xs.map((x) => x.cpu)).toFixed(1)} ms, CPU sum ${xs.reduce((a, x) => a + x.cpu, 0).toFixed(0)}`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
