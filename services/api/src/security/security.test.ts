import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_APP_ORIGIN, type TestApp } from '../test-support/test-app';
import { trpcCall } from '../test-support/trpc-call';
import { CROSS_SITE_REFUSED } from './origin-check';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('CSRF: Origin check on state-changing requests', () => {
  it('refuses a write from another site with 403 in the JSON error shape, for REST and tRPC', async () => {
    const { cookie } = await signUp(t.app);
    const rest = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ error: 'Forbidden', message: CROSS_SITE_REFUSED });
    const trpc = await trpcCall(t.app, 'auth.logout', undefined, { cookie, headers: { origin: 'https://evil.example' } });
    expect(trpc.status).toBe(403);
    // Nothing happened: the session is still alive.
    expect((await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } })).json().loggedIn).toBe(true);
  });

  it.each(['null', 'http://localhost:3000.evil.example', 'not a url', 'http://localhost:4000'])('refuses Origin %s', async (origin) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin }, payload: { email: 'a@b.co', password: 'x' } });
    expect(answer.statusCode).toBe(403);
  });

  it('refuses a write the browser marks cross-site even without Origin', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'sec-fetch-site': 'cross-site' }, payload: { email: 'a@b.co', password: 'x', firstName: 'A' } });
    expect(answer.statusCode).toBe(403);
  });

  it("allows the app's own origin, the same host, no Origin at all, and reads from anywhere", async () => {
    const payload = { email: 'nobody@example.com', password: 'x' };
    const own = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin: TEST_APP_ORIGIN }, payload });
    const sameHost = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin: 'http://api.internal:8080', host: 'api.internal:8080' }, payload });
    const none = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    // Past the Origin check: the legacy answer to a wrong login, 200 with a message.
    for (const answer of [own, sameHost, none]) expect(answer.json()).toEqual({ message: 'Wrong email/password combination' });
    const read = await t.app.inject({ method: 'GET', url: '/api/login', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends CSP (admitting remote origins, frame-ancestors none), nosniff and a referrer policy on every answer', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'remotes-'));
    const remotesJson = join(dir, 'remotes.json');
    await writeFile(remotesJson, JSON.stringify({ mfe_auth: '/mfe/mfe-auth/mf-manifest.json', mfe_weight: 'https://cdn.example.com/weight/mf-manifest.json' }));
    const withRemotes = await createTestApp({ env: { REMOTES_JSON: remotesJson } });
    try {
      for (const url of ['/health', '/api/login', '/api/nowhere']) {
        const answer = await withRemotes.app.inject({ method: 'GET', url });
        const csp = String(answer.headers['content-security-policy']);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src 'self' https://cdn.example.com");
        expect(csp).toContain("connect-src 'self' https://cdn.example.com");
        expect(csp).toContain("object-src 'none'");
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('same-origin');
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await withRemotes.close();
    }
  });

  it('adds HSTS when the app is served over https', async () => {
    const secure = await createTestApp({ env: { APP_ORIGIN: 'https://fitness.example.com' } });
    try {
      expect((await secure.app.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('rate limits', () => {
  const failLogin = (email: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { email, password: 'wrong password' } });

  it('forty rapid failed logins for one email meet 429 in the REST error shape, from any IP, until the window passes', async () => {
    const victim = await signUp(t.app, { email: 'victim@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await failLogin(victim.email, `10.0.0.${i % 4}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200)); // the legacy wrong-login answer
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));

    const blocked = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.9.9.9', payload: { email: victim.email, password: victim.password } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too Many Requests', message: 'Too many attempts. Please wait 15 minutes and try again.', retryAfterSeconds: 900 });
    expect(blocked.headers['retry-after']).toBe('900');

    // Other accounts from those IPs are unaffected.
    const other = await signUp(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.0.0.1', payload: { email: other.email, password: other.password } })).statusCode).toBe(200);

    t.clock.advanceMinutes(15);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: victim.email, password: victim.password } })).statusCode).toBe(200);
  });

  it('answers 429 in the tRPC error shape for tRPC logins', async () => {
    for (let i = 0; i < 10; i += 1) await trpcCall(t.app, 'auth.login', { email: 'x@example.com', password: 'nope' });
    const answer = await trpcCall(t.app, 'auth.login', { email: 'x@example.com', password: 'nope' });
    expect(answer.status).toBe(429);
    expect(answer.error).toMatchObject({ message: expect.stringMatching(/^Too many attempts/), code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfterSeconds: 900 } });
  });

  it('limits failed logins per IP across many emails', async () => {
    for (let i = 0; i < 50; i += 1) expect((await failLogin(`spray${i}@example.com`, '10.1.1.1')).statusCode).toBe(200);
    expect((await failLogin('spray-next@example.com', '10.1.1.1')).statusCode).toBe(429);
    expect((await failLogin('spray-next@example.com', '10.2.2.2')).statusCode).toBe(200);
  }, 30_000);

  it('limits registrations per IP', async () => {
    const register = (i: number, ip = '10.3.3.3') =>
      t.app.inject({ method: 'POST', url: '/api/register', remoteAddress: ip, payload: { email: `bulk${i}@example.com`, password: 'pw', firstName: 'B' } });
    for (let i = 0; i < 30; i += 1) expect((await register(i)).statusCode).toBe(200);
    expect((await register(30)).statusCode).toBe(429);
    expect((await register(30, '10.4.4.4')).statusCode).toBe(200);
  }, 30_000);

  it('limits recovery requests per email, even once the resend wait is over', async () => {
    const { email } = await signUp(t.app);
    const request = () => t.app.inject({ method: 'POST', url: '/api/send-recovery-email', payload: { recipient_email: email } });
    for (let i = 0; i < 6; i += 1) {
      expect((await request()).statusCode).toBe(200);
      t.clock.advanceSeconds(61);
    }
    const seventh = await request();
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().message).toMatch(/^Too many attempts/);
  });

  it('limits failed verifications per email', async () => {
    const { email } = await signUp(t.app);
    const verify = () => t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email, otp: '9999' } });
    for (let i = 0; i < 10; i += 1) expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(429);
  });
});
