/**
 * The one phone of the journeys and the benches (decision 0066): the spec's 390 × 844 touch screen,
 * and for timings a mid-range phone's CPU and link over CDP.
 */
import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/** The spec's phone: 390 × 844, touch (`page.tap()` needs it), a mobile viewport. */
export const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } satisfies BrowserContextOptions;

/** How much slower a mid-range phone's CPU runs than this machine's (Lighthouse's phone). */
export const PHONE_CPU_SLOWDOWN = 4;

/** A slow 4G / fast 3G link: 150 ms latency, 1.6 Mbps down, 750 kbps up. */
export const PHONE_NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

export interface Throttle {
  /** CPU slowdown (default: the phone's). */
  cpu?: number;
  /** Emulate the phone's link too (default: no network emulation). */
  network?: boolean;
}

/** Slows `cdp`'s page down to the phone's CPU (and link, when asked). */
export async function throttle(cdp: CDPSession, options: Throttle = {}): Promise<void> {
  if (options.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu ?? PHONE_CPU_SLOWDOWN });
}

/** A CDP session on `page`, its CPU (and link, when asked) slowed down to the phone's. */
export async function throttledSession(context: BrowserContext, page: Page, options: Throttle = {}): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, options);
  return cdp;
}
