import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_ORIGIN, type TestApp } from '../../test-support/test-app';
import type { AppRouter } from '@fitness/api';

/** The same flows over a real socket: cookies, headers and tRPC's batch link as a browser would send them. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ smtp: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

function restClient() {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers: { origin: TEST_APP_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        cookie = pair!.endsWith('=') ? '' : pair!;
      }
      // send-email answers plain text, as the original did.
      const text = await response.text();
      return {
        status: response.status,
        body: (/json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text) as Record<string, unknown> & unknown[],
      };
    },
  };
}

function trpcClient(cookieJar: { cookie: string }) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${base}/trpc`,
        headers: () => ({ origin: TEST_APP_ORIGIN, ...(cookieJar.cookie ? { cookie: cookieJar.cookie } : {}) }),
        fetch: async (url, init) => {
          const response = await fetch(url, init);
          for (const line of response.headers.getSetCookie()) cookieJar.cookie = line.split(';')[0]!.replace(/^[^=]+=$/, '');
          return response;
        },
      }),
    ],
  });
}

describe('REST over HTTP', () => {
  it('register → login → status → recovery by mail → reset → logged out everywhere', async () => {
    const browser = restClient();
    const email = 'http-rest@example.com';
    expect((await browser.call('POST', '/register', { email, password: 'first pw', firstName: 'Hana' })).status).toBe(200);
    const login = await browser.call('POST', '/login', { email, password: 'first pw' });
    expect(login.body).toEqual([{ id: expect.any(String), email, first_name: 'Hana' }]);
    expect(browser.cookie).toMatch(/^fitness_session=/);
    expect((await browser.call('GET', '/login')).body).toEqual({
      loggedIn: true,
      user: { id: (login.body[0] as { id: string }).id, first_name: 'Hana', email },
    });

    const stranger = restClient();
    expect((await stranger.call('POST', '/send-email', { OTP: 1000, recipient_email: email, email_type: 'recovery' })).status).toBe(200);
    const code = await t.mailbox!.latestCode(email);
    const verified = await stranger.call('POST', '/verify-otp', { email, otp: code });
    const reset = await stranger.call('PUT', '/reset-password', { email, password: 'second pw', resetToken: verified.body.resetToken });
    expect(reset.body).toEqual({ message: 'Password reset successful' });

    expect((await browser.call('GET', '/login')).body).toEqual({ loggedIn: false });
    expect((await browser.call('POST', '/login', { email, password: 'second pw' })).status).toBe(200);
    expect((await browser.call('DELETE', '/logout')).status).toBe(200);
    expect(browser.cookie).toBe('');
  });

  it('refuses a cross-site write with 403 JSON', async () => {
    const answer = await restClient().call('POST', '/register', { email: 'x@example.com', password: 'pw', firstName: 'X' }, { origin: 'https://evil.example' });
    expect(answer).toEqual({ status: 403, body: { error: 'Forbidden', message: expect.stringContaining('Cross-site') } });
  });
});

describe('tRPC over HTTP (the web client’s batch link)', () => {
  it('register → login → status → logout with the session cookie', async () => {
    const jar = { cookie: '' };
    const client = trpcClient(jar);
    await client.auth.register.mutate({ email: 'http-trpc@example.com', password: 'pw', firstName: 'Tom' });
    const user = await client.auth.login.mutate({ email: 'http-trpc@example.com', password: 'pw' });
    expect(user.firstName).toBe('Tom');
    const [status, me] = await Promise.all([client.auth.status.query(), client.auth.me.query()]); // one batched request
    expect(status).toEqual({ loggedIn: true, user });
    expect(me).toEqual(user);
    await client.auth.logout.mutate();
    expect(await client.auth.status.query()).toEqual({ loggedIn: false });
  });

  it('gives the client a parseable 429 with the message and the seconds to wait', async () => {
    const client = trpcClient({ cookie: '' });
    const attempt = () => client.auth.login.mutate({ email: 'locked@example.com', password: 'wrong' });
    for (let i = 0; i < 10; i += 1) await expect(attempt()).rejects.toThrow('Incorrect email or password');
    const error = await attempt().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const clientError = error as TRPCClientError<AppRouter>;
    expect(clientError.message).toMatch(/^Too many attempts/);
    expect(clientError.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfterSeconds: 900 });
  });
});
