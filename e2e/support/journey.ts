import { inject, test } from 'vitest';
import { chromium, type BrowserContext } from 'playwright-core';
import { openPage, type OpenedPage, type PageOptions } from './browser';
import { mailboxAt } from './mailbox';

/**
 * A journey's test function (docs/decisions/0031). Its fixtures:
 * - `app`: the run's shared server (e2e/support/global-setup.ts);
 * - `mailbox`: that server's mail;
 * - `browser`: the run's Chromium, connected once per file;
 * - `openPage(options)`: a page in a fresh context (desktop, or `{ phone: true }`), recording its
 *   errors; every context it opened is closed after the test.
 */
export const journey = test
  .extend('app', { scope: 'file' }, () => ({ url: inject('appUrl') }))
  .extend('mailbox', { scope: 'file' }, () => mailboxAt(inject('mailboxUrl')))
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern: none
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.connect(inject('browserEndpoint'));
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openPage', async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    return async (options: PageOptions = {}): Promise<OpenedPage> => {
      const opened = await openPage(browser, options);
      contexts.push(opened.context);
      return opened;
    };
  });
