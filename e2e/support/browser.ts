import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../tools/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });
}

/**
 * A page that records console errors and uncaught exceptions, so a journey can assert there were none.
 * `hasTouch` gives a phone's touch screen (for `tap`).
 */
export async function openPage(browser: Browser, options: { width?: number; height?: number; hasTouch?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, hasTouch: options.hasTouch ?? false });
  const page: Page = await context.newPage();
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
