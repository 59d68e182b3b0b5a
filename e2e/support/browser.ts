import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath, testChromiumPath } from '../../tools/chromium';
import { PHONE_SCREEN } from './phone';

/** The browser a person runs, for the benches. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });
}

/** A Chromium of a journey's own (the tests' build, decision 0058), for one that cannot share the run's. */
export async function launchTestBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs() });
}

/** One Chromium for a whole run (e2e/support/global-setup.ts); test files connect to it. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: testChromiumPath, args: chromiumArgs() });
}

export interface PageOptions {
  /** A 390×844 touch phone (the spec's phone), unless width and height say otherwise. */
  phone?: boolean;
  width?: number;
  height?: number;
  /** 'block' keeps the app's service worker out (it fetches and keeps code itself, past `page.route`). */
  serviceWorkers?: 'allow' | 'block';
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and failed responses (status ≥ 400), so a journey can assert there were none. */
  errors: string[];
}

/** A fresh context (own cookies and storage): a desktop (1280×800) unless `phone` (e2e/support/phone.ts). */
export function openContext(browser: Browser, options: PageOptions = {}): Promise<BrowserContext> {
  const screen = options.phone ? PHONE_SCREEN : { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };
  return browser.newContext({
    ...screen,
    viewport: { width: options.width ?? screen.viewport.width, height: options.height ?? screen.viewport.height },
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
}

/** A page in a fresh context (own cookies and storage): a desktop (1280×800) unless `phone`. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await openContext(browser, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Failed responses are reported below with their URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return { page, errors, context };
}
