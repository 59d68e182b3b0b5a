import type { TestProject } from 'vitest/node';
import { startApp } from './app-server';
import { launchBrowserServer } from './browser';
import { serveMailbox } from './mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared all-in-one server (npm start's), for every journey that needs no server of its own. */
    appUrl: string;
    /** Where test files read the shared server's mail (e2e/support/mailbox.ts). */
    mailboxUrl: string;
    /** The run's one Chromium. */
    browserEndpoint: string;
  }
}

/**
 * Once per e2e run (docs/decisions/0031): one app server with its real SMTP mailbox and one Chromium,
 * shared by every journey file. Each journey signs up its own users, so their data never meet.
 */
export default async function setup(project: TestProject) {
  const mailbox = await serveMailbox();
  const [app, browser] = await Promise.allSettled([
    startApp({
      SMTP_URL: mailbox.smtpUrl,
      // Every journey signs up its own users on this one server: more than the 30 sign-ups an hour one address
      // may make. Sign-ups name their own client address (session.ts), as a proxy on loopback would.
      TRUST_PROXY: '127.0.0.1',
    }),
    launchBrowserServer(),
  ]);
  if (app.status === 'rejected' || browser.status === 'rejected') {
    if (app.status === 'fulfilled') await app.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    await mailbox.close();
    const reasons = [app, browser].flatMap((started, i) =>
      started.status === 'rejected' ? [`${['the shared app server', 'Chromium'][i]}: ${(started.reason as Error).message}`] : [],
    );
    throw new Error(`e2e setup failed to start ${reasons.join('\n')}`);
  }
  project.provide('appUrl', app.value.url);
  project.provide('mailboxUrl', mailbox.url);
  project.provide('browserEndpoint', browser.value.wsEndpoint());
  return async () => {
    await Promise.all([app.value.stop(), browser.value.close()]);
    await mailbox.close();
  };
}
