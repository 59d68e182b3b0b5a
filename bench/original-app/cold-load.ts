/**
 * One cold load of a dashboard, the same way for ours and the original's: a fresh browser context
 * (empty HTTP cache, no service worker yet), the profile applied over CDP before the navigation, timed
 * from navigation start until the page's "drawn" mark; then, once the network is idle, the bytes:
 * Chromium's encoded sizes (headers included) of every request the page made, sorted as
 * bench/page-dashboard/load.ts sorts them.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { throttle } from '../../e2e/support/phone';
import { CPU_SLOWDOWN, KINDS, type Kind, type Session } from '../page-dashboard/load';

export type Profile = 'phone' | 'loopback';

/** BENCH_VERBOSE=1 lists every request of every load (kind, bytes, URL). */
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);

export interface ColdLoad {
  /** Navigation start → the three panels show content. */
  ms: number;
  bytes: Record<Kind, number>;
  total: number;
  requests: number;
  errors: string[];
}

/** What a page counts as drawn: an init script that marks it, and the wait that answers the mark. */
export interface Drawn {
  watch: string;
  wait(page: Page, timeout: number): Promise<number>;
}

function kindOf(type: string, mimeType: string, url: string): Kind {
  if (type === 'Document') return 'html';
  if (type === 'Script' || /javascript/.test(mimeType)) return 'js';
  if (type === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (/^\/(trpc|api)\//.test(new URL(url).pathname)) return 'data';
  return 'other';
}

/** Every request of the page, by CDP request id: its URL, kind and encoded bytes. */
function record(cdp: CDPSession) {
  const seen = new Map<string, { url: string; type: string; mimeType: string; bytes: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!seen.has(event.requestId)) seen.set(event.requestId, { url: event.request.url, type: event.type ?? '', mimeType: '', bytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = seen.get(event.requestId);
    if (request) Object.assign(request, { type: event.type, mimeType: event.response.mimeType });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = seen.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  return seen;
}

export async function coldLoad(browser: Browser, session: Session, url: string, profile: Profile, drawn: Drawn): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: session.storageState });
  const errors: string[] = [];
  try {
    await context.addInitScript({ content: drawn.watch });
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = record(cdp);
    if (profile === 'phone') await throttle(cdp, { cpu: CPU_SLOWDOWN, network: true });
    // Generous: on a shared machine at load 15 one heavy load of the original took over 30 s on loopback.
    const timeout = profile === 'phone' ? 120_000 : 60_000;
    await page.goto(url, { waitUntil: 'commit', timeout });
    const ms = await drawn.wait(page, timeout);
    // What the page still loads after the panels (a lazy part, a prefetch) counts towards its bytes.
    await page.waitForLoadState('networkidle', { timeout }).catch(() => errors.push(`network idle not seen within ${timeout / 1000} s; bytes taken then`));
    const bytes = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
    let requests = 0;
    for (const request of seen.values()) {
      if (request.url.startsWith('data:')) continue;
      requests += 1;
      const kind = kindOf(request.type, request.mimeType, request.url);
      bytes[kind] += request.bytes;
      if (VERBOSE) console.log(`    ${kind.padEnd(5)} ${String(request.bytes).padStart(7)} B  ${request.url.slice(0, 110)}`);
    }
    return { ms, bytes, total: KINDS.reduce((sum, kind) => sum + bytes[kind], 0), requests, errors };
  } finally {
    await context.close();
  }
}
