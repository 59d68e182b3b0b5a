/**
 * Where a first visit's CPU goes (issue #52: what wave 3 added): cold /dashboard loads of the heavy user on the
 * phone profile (150 ms, 1.6 Mbps, CPU 4×; fresh context, empty cache, no worker yet), each traced with Chromium's
 * sampling profiler, for two or more commits' builds (bench/support/baseline.ts) served by this tree's server.
 * Per build, medians over the loads: the page's main thread from navigation start to the panels drawn
 * (bench/page-dashboard/panels-shown.ts) and from then until the network is idle, by kind (self time of the trace's
 * events: script, parse/compile, style, layout, paint, GC …), the worker threads, and self time by source module
 * (the samples mapped through the builds' source maps); then the modules whose time differs most between the first
 * build and the last.
 *   node --import tsx bench/profiles/first-visit-profile.ts                      (fe9961f then 1d26f05, 3 loads each, ~3 min)
 *   PROFILE_REFS=fe9961f,HEAD PROFILE_LOADS=5 node --import tsx bench/profiles/first-visit-profile.ts
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { startApp, type RunningApp } from '../../e2e/support/app-server';
import { launchBrowser } from '../../e2e/support/browser';
import { throttle } from '../../e2e/support/phone';
import { seedHeavyUser, signInHeavyUser } from '../page-dashboard/heavy-user';
import type { Session } from '../page-dashboard/load';
import { WATCH_PANELS, waitForPanels } from '../page-dashboard/panels-shown';
import { baselineWebRoot, exportBaseline } from '../support/baseline';
import { median } from '../support/statistics';

const REFS = (process.env.PROFILE_REFS ?? 'fe9961f,1d26f05').split(',').map((ref) => ref.trim());
const LOADS = Number(process.env.PROFILE_LOADS ?? 3);
/** The last load's trace (PROFILE_OUT keeps it). */
const TRACE = process.env.PROFILE_OUT ?? join(tmpdir(), 'first-visit-trace.json');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];
/** Trace event → kind, by self time (what DevTools' summary calls scripting, rendering, painting …). */
const KIND: Record<string, string> = {
  ...Object.fromEntries(
    [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'v8.callFunction',
      'v8.newInstance',
      'TimerFire',
      'FireAnimationFrame',
      'RunMicrotasks',
      'EventDispatch',
      'v8.run',
      'FireIdleCallback',
      'V8.DeoptimizeCode',
    ].map((name) => [name, 'script']),
  ),
  ...Object.fromEntries(
    ['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.parseOnBackground', 'v8.produceCache', 'v8.produceModuleCache', 'CacheScript'].map((name) => [
      name,
      'parse/compile script',
    ]),
  ),
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ...Object.fromEntries(['PrePaint', 'Paint', 'Layerize', 'Commit', 'PaintImage', 'Decode Image', 'UpdateLayer'].map((name) => [name, 'paint'])),
  ...Object.fromEntries(
    ['MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GCCompactor', 'V8.GCFinalizeMC', 'BlinkGC.AtomicPhase', 'V8.GC_MC_BACKGROUND_MARKING'].map((name) => [
      name,
      'GC',
    ]),
  ),
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: {
        samples?: number[];
        nodes?: { id: number; callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number } }[];
      };
    };
  };
}
type Sums = Map<string, number>;
const add = (sums: Sums, key: string, ms: number) => sums.set(key, (sums.get(key) ?? 0) + ms);

/** Self time (ms) by kind of the thread's complete events inside [from, to] (trace µs); RunTask's own time is "task overhead". */
function selfTimes(events: TraceEvent[], from: number, to: number): Sums {
  const sums: Sums = new Map();
  const stack: { end: number; kind: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      add(sums, done.kind, done.self / 1000);
    }
  };
  for (const event of events) {
    if (event.ph !== 'X' || !event.dur || event.ts < from || event.ts > to) continue;
    close(event.ts);
    if (stack.length) stack.at(-1)!.self -= event.dur;
    // An event of no kind here takes its parent's (V8's interrupts inside a script are script), or is "other".
    const parent = stack.at(-1)?.kind;
    const kind =
      KIND[event.name] ??
      (/GC/.test(event.name) ? 'GC' : /RunTask$/.test(event.name) ? 'task overhead' : parent && parent !== 'task overhead' ? parent : 'other');
    stack.push({ end: event.ts + event.dur, kind, self: event.dur });
  }
  close(Infinity);
  return sums;
}

/**
 * Self time (ms) of the main thread's CPU profile samples inside [from, to]: by script file (content hash dropped), by
 * source module and by function (mapped through `root`'s source maps; a package's modules as the package).
 */
function sampledTimes(events: TraceEvent[], main: { pid: number; tid: number }, from: number, to: number, root: string) {
  const nodes = new Map<number, { url: string; line: number; column: number; name: string }>();
  const files: Sums = new Map();
  const modules: Sums = new Map();
  const functions: Sums = new Map();
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const path = new URL(url).pathname;
    if (!maps.has(path)) {
      const file = path.startsWith('/mfe/') ? join(root, path.split('/')[2]!, 'dist', path.split('/').slice(3).join('/')) : join(root, 'shell', 'dist', path);
      maps.set(path, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
    }
    return maps.get(path)!;
  };
  // The main thread's profile (its chunks come from V8's profiler thread, under the profile's id).
  const profile = events.find((event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid);
  let time = profile?.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== main.pid || event.id !== profile?.id) continue;
    const { cpuProfile, timeDeltas = [] } = event.args?.data ?? {};
    for (const node of cpuProfile?.nodes ?? [])
      nodes.set(node.id, {
        url: node.callFrame.url ?? '',
        line: node.callFrame.lineNumber ?? 0,
        column: node.callFrame.columnNumber ?? 0,
        name: node.callFrame.functionName,
      });
    (cpuProfile?.samples ?? []).forEach((id: number, index: number) => {
      const delta = timeDeltas[index] ?? 0;
      time += delta;
      const node = nodes.get(id);
      if (!node || time < from || time > to || ['(idle)', '(program)', '(root)'].includes(node.name)) return;
      const file = node.url.startsWith('http')
        ? new URL(node.url).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js')
        : node.name.startsWith('(')
          ? node.name
          : '(native)';
      const position = node.url.startsWith('http') ? mapOf(node.url)?.originalPositionFor({ line: node.line + 1, column: node.column }) : undefined;
      // A source that is code itself (the federation plugin's generated runtime) is named as such.
      const source = position?.source?.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1 (package)');
      const module = !source ? file : /%[0-9A-F]{2}/.test(source) ? '(generated federation runtime code)' : source;
      add(files, file, delta / 1000);
      add(modules, module, delta / 1000);
      add(functions, `${position?.name ?? (node.name || '(anonymous)')} ${module}`, delta / 1000);
    });
  }
  return { files, modules, functions };
}

async function profileLoad(browser: Awaited<ReturnType<typeof launchBrowser>>, session: Session, url: string, root: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: session.storageState });
  try {
    await context.addInitScript({ content: WATCH_PANELS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, { network: true });
    await browser.startTracing(page, { path: TRACE, categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    const drawn = await waitForPanels(page, 90_000);
    await page.waitForLoadState('networkidle', { timeout: 90_000 });
    const anchor = await page.evaluate(() => performance.mark('profile:anchor').startTime);
    await browser.stopTracing();
    const events = (JSON.parse(readFileSync(TRACE, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents.sort((a, b) => a.ts - b.ts);
    const mark = events.find((event) => event.name === 'profile:anchor')!;
    const toTrace = (ms: number) => mark.ts + (ms - anchor) * 1000;
    const threads = new Map(events.filter((e) => e.name === 'thread_name' && e.pid === mark.pid).map((e) => [e.tid, String(e.args?.name)]));
    const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
    const workers = events.filter((e) => e.pid === mark.pid && e.tid !== mark.tid && /Worker/.test(threads.get(e.tid) ?? ''));
    return {
      drawn,
      toPanels: selfTimes(main, toTrace(0), toTrace(drawn)),
      afterPanels: selfTimes(main, toTrace(drawn), toTrace(anchor)),
      workers: selfTimes(workers, toTrace(0), toTrace(anchor)),
      ...sampledTimes(events, mark, toTrace(0), toTrace(drawn), root),
    };
  } finally {
    await context.close();
  }
}

type Profiled = Awaited<ReturnType<typeof profileLoad>>;
const medians = (runs: Sums[]) => {
  const keys = new Set(runs.flatMap((sums) => [...sums.keys()]));
  return new Map([...keys].map((key) => [key, median(runs.map((sums) => sums.get(key) ?? 0))] as const));
};
const total = (sums: Sums) => [...sums.values()].reduce((sum, ms) => sum + ms, 0);
const row = (sums: Sums) =>
  [...sums]
    .sort((a, b) => b[1] - a[1])
    .filter(([, ms]) => ms >= 1)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');

const browser = await launchBrowser();
const builds = REFS.map((ref) => ({ ref, root: baselineWebRoot(exportBaseline(ref)) }));
const apps: RunningApp[] = [];
const dataDirs: string[] = [];
try {
  const sessions: Session[] = [];
  for (const build of builds) {
    dataDirs.push(await seedHeavyUser());
    apps.push(await startApp({ DATA_DIR: dataDirs.at(-1)!, WEB_ROOT: build.root }));
    sessions.push(await signInHeavyUser(browser, apps.at(-1)!.url));
  }
  const results: Profiled[][] = builds.map(() => []);
  // One untimed load of each, then the loads in turns (the machine's drift on every build).
  for (let load = 0; load <= LOADS; load += 1) {
    for (const [index, build] of builds.entries()) {
      const profiled = await profileLoad(browser, sessions[index]!, `${apps[index]!.url}/dashboard`, build.root);
      if (load > 0) results[index]!.push(profiled);
      console.log(
        `${load ? `load ${load}` : 'warm-up'} ${build.ref}: panels at ${profiled.drawn.toFixed(0)} ms; main thread ${total(profiled.toPanels).toFixed(0)} ms to them; load average ${loadavg()[0]!.toFixed(2)}`,
      );
    }
  }
  const summary = builds.map((build, index) => {
    const runs = results[index]!;
    const pick = (part: Exclude<keyof Profiled, 'drawn'>) => medians(runs.map((run) => run[part]));
    return {
      ref: build.ref,
      drawn: median(runs.map((run) => run.drawn)),
      ...Object.fromEntries((['toPanels', 'afterPanels', 'workers', 'files', 'modules', 'functions'] as const).map((part) => [part, pick(part)])),
    } as { ref: string; drawn: number } & Record<Exclude<keyof Profiled, 'drawn'>, Sums>;
  });
  console.log(
    `\nMedians of ${LOADS} cold phone loads each (ms, CPU 4× slower); load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  for (const build of summary) {
    console.log(`\n## ${build.ref}: panels drawn at ${build.drawn.toFixed(0)} ms`);
    console.log(`main thread to the panels, ${total(build.toPanels).toFixed(0)} ms: ${row(build.toPanels)}`);
    console.log(`main thread after the panels until the network is idle, ${total(build.afterPanels).toFixed(0)} ms: ${row(build.afterPanels)}`);
    console.log(`worker threads (service worker …), ${total(build.workers).toFixed(0)} ms: ${row(build.workers)}`);
    for (const part of ['files', 'modules', 'functions'] as const) {
      console.log(`sampled self time to the panels by ${part === 'files' ? 'script file' : part === 'modules' ? 'source module' : 'function'} (top 20):`);
      for (const [where, ms] of [...build[part]].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${where}`);
    }
  }
  const [first, last] = [summary[0]!, summary.at(-1)!];
  console.log(`\nSource modules, ${first.ref} → ${last.ref} (sampled self time to the panels, |Δ| ≥ 2 ms):`);
  const keys = new Set([...first.modules.keys(), ...last.modules.keys()]);
  const deltas = [...keys]
    .map((key) => [key, (last.modules.get(key) ?? 0) - (first.modules.get(key) ?? 0)] as const)
    .filter(([, delta]) => Math.abs(delta) >= 2);
  for (const [where, delta] of deltas.sort((a, b) => b[1] - a[1]))
    console.log(`  ${delta >= 0 ? '+' : ''}${delta.toFixed(1).padStart(6)}  ${where}${first.modules.has(where) ? '' : '  (new)'}`);
} finally {
  await browser.close();
  for (const app of apps) await app.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (!process.env.PROFILE_OUT) rmSync(TRACE, { force: true });
}
