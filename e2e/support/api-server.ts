/**
 * The real API on loopback for component tests (jsdom), the one test API (the remotes' harness,
 * tools/test-support/api-harness.tsx, hands out this one): the app built by services/api on a fresh
 * in-memory store, listening on a free port, plus a tRPC client that keeps the session cookie the
 * way a browser does. With `smtp: true` mail goes to a real SMTP server on loopback.
 */
import type { TRPCClient } from '@trpc/client';
import { makeTrpcClient, type AppRouter } from '@fitness/api-client';
import { createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../../services/api/src/test-support/test-app';
import type { TestMailbox } from '../../services/api/src/test-support/test-mailbox';
import type { TestClock } from '../../services/api/src/test-support/test-clock';

export { TEST_PASSWORD };

/** A fetch with a cookie jar: remembers `Set-Cookie` answers and sends them back. */
export function cookieJarFetch(): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const jarFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()));
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }) as typeof fetch & { cookies: Map<string, string> };
  jarFetch.cookies = cookies;
  return jarFetch;
}

export interface TestApi {
  baseUrl: string;
  app: TestApp['app'];
  clock: TestClock;
  mailbox: TestMailbox | undefined;
  /** A new browser-like client (own cookie jar). */
  client(): TRPCClient<AppRouter>;
  /** Registers an account through the API (not logged in on any client). */
  signUp(account?: { email?: string; password?: string; firstName?: string }): Promise<{ email: string; password: string; firstName: string }>;
  close(): Promise<void>;
}

export async function startTestApi(options: { smtp?: boolean } = {}): Promise<TestApi> {
  const testApp = await createTestApp({ smtp: options.smtp ?? false });
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = address.replace('localhost', '127.0.0.1');
  return {
    baseUrl,
    app: testApp.app,
    clock: testApp.clock,
    mailbox: testApp.mailbox,
    client: () => makeTrpcClient(baseUrl, { fetch: cookieJarFetch() }),
    async signUp(account = {}) {
      const { email, password, firstName } = await signUp(testApp.app, account);
      return { email, password, firstName };
    },
    close: () => testApp.close(),
  };
}
