import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeaderFrom, signUp } from '../../test-support/test-app';
import { startTestMailbox, type TestMailbox } from '../../test-support/test-mailbox';
import { trpcCall } from '../../test-support/trpc-call';
import { sharedStores, startTwoInstances, type SharedStore, type TwoInstances } from '../../test-support/two-instances';

/** Sessions and rate limits with two API instances over one store (issue #18). */
describe.each(sharedStores)('sessions and rate limits across two instances: $name', ({ open }) => {
  let mailbox: TestMailbox;
  let store: SharedStore;
  let both: TwoInstances;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
  });
  afterAll(() => mailbox.stop());
  beforeEach(async () => {
    store = await open();
    // Both instances mail through one SMTP server, as behind one load balancer.
    both = await startTwoInstances(store.storage, { env: { SMTP_URL: mailbox.smtpUrl } });
  });
  afterEach(async () => {
    await both.close();
    await store.close();
  });

  const loggedIn = async (app: TwoInstances['a']['app'], cookie: string) =>
    ((await app.inject({ method: 'GET', url: '/api/login', headers: { cookie } })).json() as { loggedIn: boolean }).loggedIn;

  it('a session started on A works on B, and a logout on A ends it on B at once (REST and tRPC)', async () => {
    for (const logOutOnA of [
      (cookie: string) => both.a.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } }),
      (cookie: string) => trpcCall(both.a.app, 'auth.logout', undefined, { cookie }).then((answer) => answer.response),
    ]) {
      const { cookie } = await signUp(both.a.app);
      expect(await loggedIn(both.b.app, cookie)).toBe(true);
      expect(await loggedIn(both.b.app, cookie)).toBe(true);
      expect((await logOutOnA(cookie)).statusCode).toBe(200);
      expect(await loggedIn(both.b.app, cookie)).toBe(false);
      expect((await trpcCall(both.b.app, 'auth.me', undefined, { kind: 'query', cookie })).status).toBe(401);
    }
  });

  it("a password reset on A ends the user's sessions on B at once", async () => {
    const { cookie, email, password } = await signUp(both.a.app);
    const onB = cookieHeaderFrom((await both.b.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).headers['set-cookie']);
    const other = await signUp(both.b.app);
    for (const c of [cookie, onB, other.cookie]) expect(await loggedIn(both.b.app, c)).toBe(true);

    const sent = mailbox.mailsTo(email).length;
    expect((await both.a.app.inject({ method: 'POST', url: '/api/send-recovery-email', payload: { recipient_email: email } })).statusCode).toBe(200);
    await mailbox.waitForMail(email, { count: sent + 1, timeoutMs: 15_000 });
    const verified = await both.a.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email, otp: await mailbox.latestCode(email) } });
    const reset = await both.a.app.inject({ method: 'PUT', url: '/api/reset-password', payload: { email, password: 'a brand new secret', resetToken: verified.json().resetToken } });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await loggedIn(both.b.app, cookie)).toBe(false);
    expect(await loggedIn(both.b.app, onB)).toBe(false);
    expect(await loggedIn(both.b.app, other.cookie)).toBe(true);
  });

  it('failed logins on A and B spend one budget per email: the 11th meets 429 on both', async () => {
    const { email, password } = await signUp(both.a.app);
    const fail = (app: TwoInstances['a']['app'], i: number) =>
      app.inject({ method: 'POST', url: '/api/login', remoteAddress: `10.0.0.${i}`, payload: { email, password: 'wrong password' } });
    for (let i = 0; i < 10; i += 1) expect((await fail(i % 2 ? both.b.app : both.a.app, i)).statusCode).toBe(200);
    for (const app of [both.a.app, both.b.app]) {
      const refused = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too Many Requests', message: 'Too many attempts. Please wait 15 minutes and try again.', retryAfterSeconds: 900 });
    }
  });

  it('parallel guesses on A and B together get ten checks, no more', async () => {
    const { email } = await signUp(both.a.app);
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? both.b.app : both.a.app).inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong password' } }).then((answer) => answer.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
  });

  it('one per-IP budget across A and B: 30 failed verifications from one address, then 429 on either', async () => {
    const verify = (app: TwoInstances['a']['app'], i: number, ip = '10.9.9.9') =>
      app.inject({ method: 'POST', url: '/api/verify-otp', remoteAddress: ip, payload: { email: `probe${i}@example.com`, otp: '1234' } });
    for (let i = 0; i < 30; i += 1) expect((await verify(i % 2 ? both.b.app : both.a.app, i)).statusCode).toBe(400);
    expect((await verify(both.a.app, 30)).statusCode).toBe(429);
    expect((await verify(both.b.app, 31)).statusCode).toBe(429);
    expect((await verify(both.b.app, 32, '10.9.9.10')).statusCode).toBe(400);
  });
});
