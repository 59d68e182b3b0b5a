/**
 * Where a tap or keystroke in the open Daily Workout Log spends its time (issue #35), in the
 * responsiveness bench's setting: 390 × 844 touch, CPU 4× slower, today's log of 10 × 5 sets.
 * For each interaction: the Event Timing split (input delay = processingStart − startTime, processing =
 * processingEnd − processingStart, presentation = the rest of the duration), and from a Chromium trace
 * of the same interaction the main thread's time by kind (script, style, layout, paint, …) between the
 * input and the frame that showed it. The trace goes to PROFILE_OUT (default /tmp/log-interaction-trace.json).
 *   node --import tsx bench/profiles/workout-log-interaction-profile.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { loadavg } from 'node:os';
import { startApp } from '../../e2e/support/app-server';
import { launchBrowser } from '../../e2e/support/browser';
import { NAMES, openLogAt4x, phoneWithTodaysLog, settle, touch } from '../support/workout-log-phone';

const OUT = process.env.PROFILE_OUT ?? '/tmp/log-interaction-trace.json';
interface Timing {
  name: string;
  id: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}
declare global {
  interface Window {
    __timings?: Timing[];
  }
}

const [browser, app] = await Promise.all([launchBrowser(), startApp()]);
try {
  const { context, page } = await phoneWithTodaysLog(browser, app.url);
  page.on('pageerror', (error) => console.log('pageerror', error.message));
  await context.addInitScript(() => {
    window.__timings = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (e.interactionId)
          window.__timings!.push({
            name: e.name,
            id: e.interactionId,
            startTime: e.startTime,
            processingStart: e.processingStart,
            processingEnd: e.processingEnd,
            duration: e.duration,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const { cdp, dialog } = await openLogAt4x(context, page, app.url);
  await settle(page);
  await page.waitForTimeout(1000);

  const steps: { what: string; act: () => Promise<void> }[] = [];
  for (const name of NAMES.slice(0, 3)) {
    const sets = dialog.getByRole('list', { name: `Sets of ${name}` });
    steps.push({ what: `tap Add set (${name})`, act: () => touch(page, cdp, dialog.getByRole('button', { name: `Add set to ${name}` })) });
    steps.push({
      what: 'tap a reps field',
      act: () => touch(page, cdp, sets.getByRole('group', { name: 'Set 6', exact: true }).getByLabel('Reps', { exact: true })),
    });
    steps.push({ what: 'keystroke in reps', act: () => page.keyboard.press('9') });
    steps.push({ what: 'tap a done toggle', act: () => touch(page, cdp, dialog.getByRole('button', { name: `Mark set 1 of ${name} done` })) });
  }

  // PROFILE_STEPS (a pattern) keeps only the steps it matches, e.g. "Add set": the CPU profile is then theirs alone.
  const only = process.env.PROFILE_STEPS ? new RegExp(process.env.PROFILE_STEPS) : null;
  await browser.startTracing(page, {
    path: OUT,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'blink.user_timing',
      'v8.execute',
      'blink',
      'cc',
      'viz',
      'benchmark',
      'input',
    ],
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const windows: { what: string; from: number; to: number }[] = [];
  for (const step of steps) {
    if (only && !only.test(step.what)) continue;
    await settle(page);
    const before = await page.evaluate(() => window.__timings!.length);
    await step.act();
    await settle(page);
    const entries = await page.evaluate((from) => window.__timings!.slice(from), before);
    if (entries.length === 0) {
      console.log(`${step.what}: < 16 ms`);
      continue;
    }
    const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
    const from = Math.min(...entries.map((e) => e.startTime));
    const to = Math.max(...entries.map((e) => e.startTime + e.duration));
    windows.push({ what: step.what, from, to });
    console.log(
      `${step.what}: ${worst.duration} ms (${worst.name}: input delay ${(worst.processingStart - worst.startTime).toFixed(1)}, processing ${(
        worst.processingEnd - worst.processingStart
      ).toFixed(1)}, presentation ${(worst.startTime + worst.duration - worst.processingEnd).toFixed(1)}); events ${entries
        .map((e) => `${e.name} ${e.duration}/${(e.processingEnd - e.processingStart).toFixed(1)}`)
        .join(', ')}`,
    );
  }
  // The page's clock in the trace: a mark at a known performance.now().
  const anchor = await page.evaluate(() => {
    performance.mark('profile:anchor');
    return performance.getEntriesByName('profile:anchor').at(-1)!.startTime;
  });
  await settle(page);
  await browser.stopTracing();
  const { profile } = await cdp.send('Profiler.stop');
  // Self time by source-mapped function across all the steps (CPU profile, the builds' source maps).
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapFor = (url: string) => {
    const file = url.split('/').pop() ?? '';
    if (!maps.has(file)) {
      const dir = ['shell', 'mfe-routines', 'mfe-weight', 'mfe-progress', 'mfe-auth'].map((d) => `${d}/dist/${file}.map`).find((f) => existsSync(f));
      maps.set(file, dir ? new SourceMapConsumer(JSON.parse(readFileSync(dir, 'utf8'))) : null);
    }
    return maps.get(file) ?? null;
  };
  const selfById = new Map<number, number>();
  profile.samples?.forEach((id, i) => selfById.set(id, (selfById.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000));
  const byName = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfById.get(node.id) ?? 0;
    if (!ms) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let name = functionName || '(anonymous)';
    const map = url ? mapFor(url) : null;
    if (map) {
      const pos = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (pos.source) name = `${pos.name ?? functionName} ${pos.source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '')}:${pos.line}`;
    } else if (url) name = `${name} ${url.split('/').pop()}`;
    byName.set(name, (byName.get(name) ?? 0) + ms);
  }
  const total = [...byName.values()].reduce((a, b) => a + b, 0);
  console.log(`\nCPU profile over all steps (${total.toFixed(0)} ms sampled, incl. idle), self time:`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${ms.toFixed(1)} ms  ${name}`);

  // Main-thread time by kind within each interaction's window (trace events of the page's renderer main thread).
  type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown> };
  const trace = JSON.parse(readFileSync(OUT, 'utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const mark = events.find((e) => e.name === 'profile:anchor');
  if (!mark) throw new Error('no anchor mark in the trace');
  const main = events.find((e) => e.name === 'thread_name' && e.pid === mark.pid && (e.args as { name?: string })?.name === 'CrRendererMain');
  const toTrace = (ms: number) => mark.ts + (ms - anchor) * 1000;
  const KINDS: Record<string, string> = {
    EventDispatch: 'events (handlers)',
    FunctionCall: 'script (tasks, timers)',
    TimerFire: 'script (tasks, timers)',
    FireAnimationFrame: 'script (rAF)',
    RunMicrotasks: 'script (microtasks)',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    PrePaint: 'pre-paint',
    Paint: 'paint',
    Layerize: 'layerize',
    'LocalFrameView::RunPostLifecycleSteps': 'post-lifecycle',
    HitTest: 'hit test',
    Commit: 'commit to compositor',
    ScrollLayer: 'scroll',
  };
  for (const w of windows) {
    const from = toTrace(w.from);
    const to = toTrace(w.to);
    const sums = new Map<string, number>();
    let task = 0;
    const notes: string[] = [];
    for (const e of events) {
      if (e.pid !== mark.pid || (main && e.tid !== main.tid) || e.ph !== 'X' || e.ts < from || e.ts > to) continue;
      if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') task += (e.dur ?? 0) / 1000;
      const kind = KINDS[e.name];
      if (kind) sums.set(kind, (sums.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
      if (e.name === 'UpdateLayoutTree') notes.push(`style ${((e.dur ?? 0) / 1000).toFixed(1)}ms/${(e.args?.elementCount as number) ?? '?'} el`);
      if (e.name === 'Layout') {
        const begin = (e.args?.beginData as { dirtyObjects?: number; totalObjects?: number }) ?? {};
        notes.push(`layout ${((e.dur ?? 0) / 1000).toFixed(1)}ms/${begin.dirtyObjects}of${begin.totalObjects}`);
      }
      if (e.name === 'EventDispatch') notes.push(`${(e.args?.data as { type?: string })?.type} ${((e.dur ?? 0) / 1000).toFixed(1)}ms`);
    }
    console.log(
      `\n${w.what} (${(w.to - w.from).toFixed(0)} ms): tasks ${task.toFixed(1)} ms; ${[...sums]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(', ')}\n   ${notes.join('; ')}`,
    );
  }
  const dom = await page.evaluate(() => document.querySelector('[role=dialog]')?.querySelectorAll('*').length);
  console.log(
    `\nelements in the dialog: ${dom}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await app.stop();
}
