import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, signUp, TEST_APP_ORIGIN, type TestApp } from '../../test-support/test-app';
import { trpcCall } from '../../test-support/trpc-call';
import { expectTrpcErrorAnswer } from '../../test-support/api-error-answer';
import { CROSS_SITE_REFUSED } from './origin-check';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('CSRF: Origin check on state-changing requests', () => {
  it("refuses a write from another site with 403 in each transport's error shape, REST and tRPC", async () => {
    const { cookie } = await signUp(t.app);
    const rest = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ error: 'Forbidden', message: CROSS_SITE_REFUSED });
    const trpc = await trpcCall(t.app, 'auth.logout', undefined, { cookie, headers: { origin: 'https://evil.example' } });
    expectTrpcErrorAnswer(trpc.response, 403, CROSS_SITE_REFUSED);
    expect(trpc.error?.data.code).toBe('FORBIDDEN');
    // Nothing happened: the session is still alive.
    expect((await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } })).json().loggedIn).toBe(true);
  });

  it.each(['null', 'http://localhost:3000.evil.example', 'not a url', 'http://localhost:4000'])('refuses Origin %s', async (origin) => {
    const answer = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin }, payload: { email: 'a@b.co', password: 'x' } });
    expect(answer.statusCode).toBe(403);
  });

  it('refuses a write the browser marks cross-site even without Origin', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'a@b.co', password: 'x', firstName: 'A' },
    });
    expect(answer.statusCode).toBe(403);
  });

  it("allows the app's own origin, the same host, no Origin at all, and reads from anywhere", async () => {
    const payload = { email: 'nobody@example.com', password: 'x' };
    const own = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin: TEST_APP_ORIGIN }, payload });
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://api.internal:8080', host: 'api.internal:8080' },
      payload,
    });
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

  it('forty rapid failed logins for one email meet 429 in the REST error shape from the 11th on, from any IP', async () => {
    const victim = await signUp(t.app, { email: 'victim@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await failLogin(victim.email, `10.0.0.${i % 4}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200)); // the legacy wrong-login answer
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));

    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.9.9',
      payload: { email: victim.email, password: victim.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too Many Requests', message: 'Too many attempts. Please wait 15 minutes and try again.', retryAfterSeconds: 900 });
    expect(blocked.headers['retry-after']).toBe('900');

    // Other accounts from those IPs are unaffected.
    const other = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.0.0.1', payload: { email: other.email, password: other.password } }))
        .statusCode,
    ).toBe(200);
  });

  it('counts parallel guesses atomically: of twenty at once for one email, ten are checked and ten meet 429', async () => {
    const { email } = await signUp(t.app);
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => failLogin(email, `10.5.0.${i}`).then((answer) => answer.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('forgives the failures of an email once its password is right', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 9; i += 1) expect((await failLogin(email)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await failLogin(email)).statusCode).toBe(200);
    expect((await failLogin(email)).statusCode).toBe(429);
  });

  it('answers 429 in the tRPC error shape for tRPC logins', async () => {
    for (let i = 0; i < 10; i += 1) await trpcCall(t.app, 'auth.login', { email: 'x@example.com', password: 'nope' });
    const answer = await trpcCall(t.app, 'auth.login', { email: 'x@example.com', password: 'nope' });
    expect(answer.status).toBe(429);
    expect(answer.error).toMatchObject({
      message: expect.stringMatching(/^Too many attempts/),
      code: -32029,
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfterSeconds: 900 },
    });
  });

  it('limits failed logins per IP across many emails', async () => {
    for (let i = 0; i < 50; i += 1) expect((await failLogin(`spray${i}@example.com`, '10.1.1.1')).statusCode).toBe(200);
    expect((await failLogin('spray-next@example.com', '10.1.1.1')).statusCode).toBe(429);
    expect((await failLogin('spray-next@example.com', '10.2.2.2')).statusCode).toBe(200);
  }, 30_000);

  it('does not count successful logins against the IP', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 60; i += 1)
      expect((await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.6.6.6', payload: { email, password } })).statusCode).toBe(200);
    expect((await failLogin('someone@example.com', '10.6.6.6')).statusCode).toBe(200);
  }, 30_000);

  it('limits registrations per IP', async () => {
    const register = (i: number, ip = '10.3.3.3') =>
      t.app.inject({ method: 'POST', url: '/api/register', remoteAddress: ip, payload: { email: `bulk${i}@example.com`, password: 'pw', firstName: 'B' } });
    for (let i = 0; i < 30; i += 1) expect((await register(i)).statusCode).toBe(200);
    expect((await register(30)).statusCode).toBe(429);
    expect((await register(30, '10.4.4.4')).statusCode).toBe(200);
  }, 30_000);

  it('limits recovery requests per email, even once the resend wait is over; a refused resend does not count', async () => {
    const { email } = await signUp(t.app);
    const request = () => t.app.inject({ method: 'POST', url: '/api/send-recovery-email', payload: { recipient_email: email } });
    for (let i = 0; i < 6; i += 1) {
      expect((await request()).statusCode).toBe(200);
      if (i < 5) expect((await request()).json().message).toMatch(/^Please wait \d+ seconds before requesting a new code/);
      t.clock.advanceSeconds(61);
    }
    const seventh = await request();
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait 60 minutes and try again.',
      retryAfterSeconds: 3600,
    });
  });

  it('counts parallel recovery requests atomically: of thirty at once from one IP, twenty are queued and ten meet 429', async () => {
    const request = (i: number) =>
      t.app.inject({ method: 'POST', url: '/api/send-recovery-email', remoteAddress: '10.7.7.7', payload: { recipient_email: `burst${i}@example.com` } });
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => request(i).then((answer) => answer.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('limits verifications per email, and per IP across emails', async () => {
    const { email } = await signUp(t.app);
    const verify = (address: string, ip = '10.7.7.7') =>
      t.app.inject({ method: 'POST', url: '/api/verify-otp', remoteAddress: ip, payload: { email: address, otp: '9999' } });
    for (let i = 0; i < 10; i += 1) expect((await verify(email)).statusCode).toBe(400);
    expect((await verify(email)).statusCode).toBe(429);
    for (let i = 0; i < 19; i += 1) expect((await verify(`probe${i}@example.com`)).statusCode).toBe(400);
    expect((await verify('probe-next@example.com')).statusCode).toBe(429);
    expect((await verify('probe-next@example.com', '10.8.8.8')).statusCode).toBe(400);
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  /** Failed verifications for unknown emails: cheap, and 30 per IP per 15 minutes. */
  const verifyFrom = (app: TestApp['app'], remoteAddress: string, forwardedFor: string | undefined, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { email: `probe${i}@example.com`, otp: '1234' },
    });

  /** Spends client A's per-IP budget through `proxy`; answers whether client B (another forwarded address) still gets through. */
  async function secondClientAfterFirstIsLimited(trustProxy: string | undefined, proxy: string): Promise<boolean> {
    const behind = await createTestApp({ env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy } });
    try {
      for (let i = 0; i < 30; i += 1) expect((await verifyFrom(behind.app, proxy, '203.0.113.7', i)).statusCode).toBe(400);
      expect((await verifyFrom(behind.app, proxy, '203.0.113.7', 30)).statusCode).toBe(429);
      const other = await verifyFrom(behind.app, proxy, '198.51.100.9', 31);
      expect([400, 429]).toContain(other.statusCode);
      return other.statusCode === 400;
    } finally {
      await behind.close();
    }
  }

  it('unset or false: X-Forwarded-For is ignored, so clients behind one proxy share its budget', async () => {
    expect(await secondClientAfterFirstIsLimited(undefined, '10.0.0.2')).toBe(false);
    expect(await secondClientAfterFirstIsLimited('false', '10.0.0.2')).toBe(false);
  });

  it('true: every hop is trusted, two forwarded clients have separate budgets', async () => {
    expect(await secondClientAfterFirstIsLimited('true', '10.0.0.2')).toBe(true);
  });

  it("a list of the proxies' addresses or CIDR ranges: trusted from them only", async () => {
    expect(await secondClientAfterFirstIsLimited('192.0.2.1, 10.0.0.2', '10.0.0.2')).toBe(true);
    expect(await secondClientAfterFirstIsLimited('10.0.0.0/8', '10.0.0.2')).toBe(true);
    expect(await secondClientAfterFirstIsLimited('fd00::/8', 'fd00::2')).toBe(true);
    // A client reaching the API directly cannot pick its address with the header.
    expect(await secondClientAfterFirstIsLimited('10.0.0.2', '10.0.0.3')).toBe(false);
  });

  it('the range names loopback, linklocal and uniquelocal', async () => {
    expect(await secondClientAfterFirstIsLimited('loopback', '127.0.0.1')).toBe(true);
    expect(await secondClientAfterFirstIsLimited('uniquelocal', '192.168.1.10')).toBe(true);
    expect(await secondClientAfterFirstIsLimited('linklocal', '169.254.1.1')).toBe(true);
    expect(await secondClientAfterFirstIsLimited('loopback', '10.0.0.2')).toBe(false);
  });

  it('parses the documented forms and refuses the rest with a message naming TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.2, 172.16.0.0/12,::1 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count is not honoured/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: not an address.*"10\.0\.0\.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,' })).toThrow(/TRUST_PROXY/);
  });
});
