/**
 * Measured dashboard loads in Chromium: a cold load in a fresh browser context (empty HTTP cache),
 * then a warm one (a reload in the same context, its HTTP cache filled by the cold load), then a return
 * visit (a second reload: Chromium makes a script's V8 code cache on its second load and compiles from it
 * on the third), then the next visit in a new tab (a fresh renderer, as a user's daily visit). Bytes are
 * the encoded sizes Chromium reports over CDP, sorted by what the resource is (document, script,
 * stylesheet, a fetch of the API, anything else), never by file name.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { PHONE_CPU_SLOWDOWN, throttle } from '../../e2e/support/phone';
import { WATCH_PANELS, waitForPanels } from './panels-shown';

export type Kind = 'html' | 'js' | 'css' | 'data' | 'other';
export const KINDS: Kind[] = ['html', 'js', 'css', 'data', 'other'];

/**
 * `phone-cpu`: the phone's CPU (4× slower) on loopback, no network emulation — what a page costs
 * with no network time at all (bench/page-dashboard-repeat-floor: a lower bound for a repeat visit).
 */
export type ProfileName = 'loopback' | 'phone' | 'phone-cpu';

/** The phone's CPU slowdown (e2e/support/phone.ts); `BENCH_CPU_SLOWDOWN=1`: a fast phone on the same link. */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? PHONE_CPU_SLOWDOWN);

export interface LoadFigures {
  /** Navigation start → the three panels show content. */
  ms: number;
  bytes: Record<Kind, number>;
  total: number;
  /** Every request the page made (cache hits included). */
  requests: number;
  dataRequests: number;
  /** Answered 304 Not Modified (revalidated). */
  revalidated: number;
  /** Served from the browser's cache without asking the server. */
  cacheHits: number;
  /** Script bytes that came over the network with a full answer (200: not from the cache, not a 304). */
  jsDownloaded: number;
  /**
   * Script bytes the service worker fetched itself while the page loaded (a file missing from its
   * cache, from the HTTP cache or the network: an upper bound). The page's own view shows only that
   * the worker answered. Code from the network on a visit: `jsDownloaded + workerJs`.
   */
  workerJs: number;
}

/** BENCH_VERBOSE=1 lists every request of every load (kind, status, cache, bytes, URL). */
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);

function kindOf(resourceType: string, mimeType: string, url: string): Kind {
  if (resourceType === 'Document') return 'html';
  if (resourceType === 'Script' || /javascript/.test(mimeType)) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  // The API's paths (tRPC and REST): the panels' data, whether a script fetched it or the page preloaded it
  // (a `<link rel="preload" as="fetch">` is of type Other). Other fetches (e.g. a remote map) are "other".
  if (/^\/(trpc|api)\//.test(new URL(url).pathname)) return 'data';
  return 'other';
}

interface Seen {
  url: string;
  type: string;
  mimeType: string;
  status: number;
  fromCache: boolean;
}

/** Records the page's requests from CDP's network events; `take()` answers the figures so far and starts again. */
function networkRecorder(cdp: CDPSession) {
  let seen = new Map<string, Seen>();
  let bytes = new Map<string, number>();
  // The status on the wire: a response the HTTP cache revalidated (304) reaches the page, and
  // responseReceived, as the cached 200; only the extra info shows the 304.
  let wire = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) => wire.set(event.requestId, event.statusCode));
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!seen.has(event.requestId)) seen.set(event.requestId, { url: event.request.url, type: event.type ?? '', mimeType: '', status: 0, fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = seen.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId);
    if (!request) return;
    request.type = event.type;
    request.mimeType = event.response.mimeType;
    request.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) request.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
  return {
    take(ms: number): LoadFigures {
      const figures: LoadFigures = {
        ms,
        bytes: { html: 0, js: 0, css: 0, data: 0, other: 0 },
        total: 0,
        requests: 0,
        dataRequests: 0,
        revalidated: 0,
        cacheHits: 0,
        jsDownloaded: 0,
        workerJs: 0,
      };
      for (const [id, request] of seen) {
        if (request.url.startsWith('data:')) continue;
        const kind = kindOf(request.type, request.mimeType, request.url);
        const status = wire.get(id) ?? request.status;
        const encoded = request.fromCache ? 0 : (bytes.get(id) ?? 0);
        figures.requests += 1;
        figures.bytes[kind] += encoded;
        figures.total += encoded;
        if (kind === 'data') figures.dataRequests += 1;
        if (status === 304) figures.revalidated += 1;
        if (request.fromCache) figures.cacheHits += 1;
        if (kind === 'js' && status === 200 && !request.fromCache) figures.jsDownloaded += encoded;
        if (VERBOSE)
          console.log(
            `    ${kind.padEnd(5)} ${String(status).padEnd(3)} ${request.fromCache ? 'cache' : '     '} ${String(encoded).padStart(7)} B  ${request.url.slice(0, 110)}`,
          );
      }
      seen = new Map();
      bytes = new Map();
      wire = new Map();
      return figures;
    },
  };
}

async function applyProfile(cdp: CDPSession, profile: ProfileName) {
  if (profile !== 'loopback') await throttle(cdp, { cpu: CPU_SLOWDOWN, network: profile === 'phone' });
}

export interface Session {
  /** The signed-in user's cookies and local storage (the auth marker), for every new context. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** The four loads of a page in one browser context. */
export interface LoadSeries {
  cold: LoadFigures;
  /** The first reload: HTTP cache filled. */
  warm: LoadFigures;
  /** The second reload: HTTP cache filled, scripts compiled from Chromium's code cache. */
  return: LoadFigures;
  /**
   * The next visit in a new tab: the first tab closed, a new one opened in the same browser context
   * (HTTP and code caches kept). Its renderer starts afresh: a reload keeps V8's compiled code and
   * type feedback in memory, a new tab has neither, as on a user's daily visit.
   */
  tab: LoadFigures;
}

/** Records a page's failed responses and uncaught errors into `errors`. */
function watchErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
}

/** A new tab in `context`, its network recorded over CDP. */
async function openTab(context: BrowserContext, errors: string[]) {
  const page = await context.newPage();
  watchErrors(page, errors);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { page, cdp, recorder: networkRecorder(cdp) };
}

/**
 * Until the shell's service worker (issue #36) controls the page and has finished keeping what the
 * first visit gave it: the page, every hashed script and style sheet it loaded, and what it keeps
 * beside them (the panels' on-demand files, the shell's shared packages). The worker writes its list
 * of files last seen in use (`/__worker/last-seen.json`, shell/src/service-worker/worker.ts) once it
 * has kept all of these. The reloads after a first visit are then the repeat visits of a user with
 * the worker installed.
 * Polled with `evaluate`, which awaits the check: `waitForFunction` does not await a promise, so an
 * async check passed at once (until session 3 of #36 this wait never waited, and a reload on a busy
 * machine could begin before the worker was installed, its copies then counted as code from the network).
 */
async function untilWorkerInstalled(page: Page, timeout: number): Promise<boolean> {
  const installed = () =>
    page.evaluate(async () => {
      if (navigator.serviceWorker.controller === null || !(await caches.match(location.href))) return false;
      const listed = await caches.match('/__worker/last-seen.json');
      if (!listed) return false;
      const seen = (await listed.json()) as Record<string, number>;
      return performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\.[0-9a-f]{10}\.(js|css)$/.test(url))
        .every((url) => url in seen);
    });
  const deadline = Date.now() + timeout;
  while (!(await installed())) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(200);
  }
  return true;
}

/**
 * A cold load of `url`, a warm reload, a return visit (a second reload) and the next visit in a new
 * tab, with the profile applied before each navigation. `worker`: the page registers a service
 * worker; the reloads wait until it is installed (the first visit's time is taken before).
 */
export async function loadSeries(
  browser: Browser,
  session: Session,
  url: string,
  profile: ProfileName,
  worker = false,
): Promise<LoadSeries & { errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: session.storageState });
  try {
    await context.addInitScript({ content: WATCH_PANELS });
    const errors: string[] = [];
    const timeout = profile === 'loopback' ? 30_000 : 90_000;
    let controlled = false;
    // The worker's own fetches of scripts (Playwright reports a service worker's requests on the context),
    // each with the time it started: a visit counts those it started, not a late report of an earlier one.
    let workerFetches: { url: string; startedAt: number; bytes: Promise<number> }[] = [];
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker()) return;
      const script = /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
      if (!script) return;
      workerFetches.push({
        url: request.url(),
        startedAt: request.timing().startTime,
        bytes: request.sizes().then(
          (sizes) => sizes.responseBodySize + sizes.responseHeadersSize,
          () => 0,
        ),
      });
    });
    const visit = async ({ page, cdp, recorder }: Awaited<ReturnType<typeof openTab>>, navigate: () => Promise<unknown>) => {
      await applyProfile(cdp, profile);
      workerFetches = [];
      const startedAt = Date.now();
      await navigate();
      const ms = await waitForPanels(page, timeout);
      // Whatever the page still loads after the panels (a lazy part, a prefetch) counts towards its bytes.
      // Under a service worker Playwright's network-idle wait sometimes never settles (seen 1 load in ~10 on a
      // loaded machine): after 15 s the figures so far are taken.
      // On a busy machine a first visit sometimes never settled either (issue #36's runs at load 18–45): its
      // figures are taken at the timeout and the run says so, instead of ending.
      await page.waitForLoadState('networkidle', { timeout: controlled ? 15_000 : timeout }).catch(() => {
        errors.push(`network idle not seen within ${controlled ? 15 : timeout / 1000} s${controlled ? ' under the service worker' : ''}; figures taken then`);
      });
      const figures = recorder.take(ms);
      const ours = workerFetches.filter((fetch) => fetch.startedAt >= startedAt);
      if (VERBOSE) for (const fetch of ours) console.log(`    worker fetched ${fetch.url.slice(0, 110)}`);
      figures.workerJs = (await Promise.all(ours.map((fetch) => fetch.bytes))).reduce((sum, n) => sum + n, 0);
      return figures;
    };

    const first = await openTab(context, errors);
    const cold = await visit(first, () => first.page.goto(url, { waitUntil: 'commit', timeout }));
    if (worker) {
      if (!(await untilWorkerInstalled(first.page, timeout)))
        errors.push(`the service worker had not finished keeping the first visit within ${timeout / 1000} s; reloaded then`);
      controlled = true;
    }
    const warm = await visit(first, () => first.page.reload({ waitUntil: 'commit', timeout }));
    const returned = await visit(first, () => first.page.reload({ waitUntil: 'commit', timeout }));
    await first.page.close();
    const next = await openTab(context, errors);
    const tab = await visit(next, () => next.page.goto(url, { waitUntil: 'commit', timeout }));
    return { cold, warm, return: returned, tab, errors };
  } finally {
    await context.close();
  }
}
