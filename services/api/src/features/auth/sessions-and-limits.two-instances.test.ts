import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeaderFrom, signUp, TEST_PASSWORD } from '../../test-support/test-app';
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
    const reset = await both.a.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email, password: 'a brand new secret', resetToken: verified.json().resetToken },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await loggedIn(both.b.app, cookie)).toBe(false);
    expect(await loggedIn(both.b.app, onB)).toBe(false);
    expect(await loggedIn(both.b.app, other.cookie)).toBe(true);
  });

  const statusOn = (app: TwoInstances['a']['app'], cookie: string, etag?: string) =>
    app.inject({ method: 'GET', url: '/trpc/auth.status', headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });
  const userOf = (answer: Awaited<ReturnType<typeof statusOn>>) =>
    (answer.json() as { result: { data: { user: { firstName: string; units: string } } } }).result.data.user;
  const profileInput = (measurementType: 'imperial' | 'metric') => ({
    weight: 180,
    height: 70,
    age: 40,
    activityLevel: 'Active',
    gender: 'Female',
    measurementType,
    weightGoal: 0,
    targetWeight: 0,
  });

  it('a name changed on A is what every session of the user carries on B at its next request, not a stored or revalidated old answer', async () => {
    const { cookie, email, password, userId } = await signUp(both.a.app, { firstName: 'Ada' });
    const onB = cookieHeaderFrom((await both.b.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).headers['set-cookie']);
    const before = await statusOn(both.b.app, onB);
    expect(userOf(before).firstName).toBe('Ada');
    expect((await statusOn(both.b.app, onB)).headers['x-answer-cache']).toBe('hit');

    const changed = await trpcCall(both.a.app, 'auth.changeName', { firstName: '  Grace ' }, { cookie });
    expect(changed.status).toBe(200);
    expect(changed.data).toEqual({ firstName: 'Grace' });

    const revalidated = await statusOn(both.b.app, onB, before.headers.etag as string);
    expect(revalidated.statusCode).toBe(200);
    expect(userOf(revalidated).firstName).toBe('Grace');
    expect(userOf(await statusOn(both.b.app, cookie)).firstName).toBe('Grace');
    expect((await both.b.app.inject({ method: 'GET', url: `/api/get/${userId}`, headers: { cookie: onB } })).json()).toEqual({
      id: userId,
      email,
      first_name: 'Grace',
    });
    // A bad name changes nothing.
    const refused = await trpcCall(both.a.app, 'auth.changeName', { firstName: '   ' }, { cookie });
    expect(refused.status).toBe(400);
    expect(userOf(await statusOn(both.b.app, onB)).firstName).toBe('Grace');
  });

  it("units changed by a profile save on A are what the user's sessions carry on B at the next request", async () => {
    const { cookie, email, password, userId } = await signUp(both.a.app);
    const onB = cookieHeaderFrom((await both.b.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).headers['set-cookie']);
    const before = await statusOn(both.b.app, onB);
    expect(userOf(before).units).toBe('imperial');

    expect((await trpcCall(both.a.app, 'profile.save', profileInput('metric'), { cookie })).status).toBe(200);
    const after = await statusOn(both.b.app, onB, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(userOf(after).units).toBe('metric');

    // Through the legacy REST path on B, back to imperial: A sees it at once.
    const restSaved = await both.b.app.inject({
      method: 'PUT',
      url: `/api/update/profile/${userId}`,
      headers: { cookie: onB },
      payload: profileInput('imperial'),
    });
    expect(restSaved.statusCode, restSaved.body).toBe(200);
    expect(userOf(await statusOn(both.a.app, cookie)).units).toBe('imperial');
  });

  it('profile saves racing on A and B leave every session with the units the profile ends with', async () => {
    const { cookie, email, password } = await signUp(both.a.app);
    const onB = cookieHeaderFrom((await both.b.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).headers['set-cookie']);
    for (let round = 0; round < 6; round += 1) {
      await Promise.all([
        trpcCall(both.a.app, 'profile.save', profileInput(round % 2 ? 'metric' : 'imperial'), { cookie }),
        trpcCall(both.b.app, 'profile.save', profileInput(round % 2 ? 'imperial' : 'metric'), { cookie: onB }),
      ]);
      const stored = (await trpcCall<{ measurementType: string }>(both.a.app, 'profile.get', undefined, { kind: 'query', cookie })).data.measurementType;
      expect(userOf(await statusOn(both.a.app, cookie)).units).toBe(stored);
      expect(userOf(await statusOn(both.b.app, onB)).units).toBe(stored);
    }
  });

  it('failed logins on A and B spend one budget per email: the 11th meets 429 on both', async () => {
    const { email, password } = await signUp(both.a.app);
    const fail = (app: TwoInstances['a']['app'], i: number) =>
      app.inject({ method: 'POST', url: '/api/login', remoteAddress: `10.0.0.${i}`, payload: { email, password: 'wrong password' } });
    for (let i = 0; i < 10; i += 1) expect((await fail(i % 2 ? both.b.app : both.a.app, i)).statusCode).toBe(200);
    for (const app of [both.a.app, both.b.app]) {
      const refused = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'Too Many Requests',
        message: 'Too many attempts. Please wait 15 minutes and try again.',
        retryAfterSeconds: 900,
      });
    }
  });

  it('parallel guesses on A and B together get ten checks, no more', async () => {
    const { email } = await signUp(both.a.app);
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? both.b.app : both.a.app)
          .inject({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong password' } })
          .then((answer) => answer.statusCode),
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

  describe('your account (issue #51)', () => {
    const me = (app: TwoInstances['a']['app'], cookie: string) => trpcCall(app, 'auth.me', undefined, { kind: 'query', cookie });
    const loginOn = async (instance: TwoInstances['a'], email: string) =>
      cookieHeaderFrom((await instance.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } })).headers['set-cookie']);

    it('a password change on A refuses the other sessions on A and B at the very next request, and keeps this one', async () => {
      const { cookie, email } = await signUp(both.a.app);
      const onA = await loginOn(both.a, email);
      const onB = await loginOn(both.b, email);
      for (const app of [both.a.app, both.b.app]) for (const c of [cookie, onA, onB]) expect((await me(app, c)).status).toBe(200);

      const changed = await trpcCall(both.a.app, 'account.changePassword', { currentPassword: TEST_PASSWORD, newPassword: 'another secret' }, { cookie });
      expect(changed.status, changed.response.body).toBe(200);
      for (const app of [both.a.app, both.b.app]) {
        expect((await me(app, cookie)).status).toBe(200);
        expect((await me(app, onA)).status).toBe(401);
        expect((await me(app, onB)).status).toBe(401);
      }
    });

    it("a deletion on A answers 401 to the user's sessions on B at once", async () => {
      const { cookie, email } = await signUp(both.a.app);
      const onB = await loginOn(both.b, email);
      expect((await me(both.b.app, onB)).status).toBe(200);
      const deleted = await trpcCall(both.a.app, 'account.delete', { currentPassword: TEST_PASSWORD, confirmation: 'DELETE' }, { cookie });
      expect(deleted.status, deleted.response.body).toBe(200);
      expect((await me(both.b.app, onB)).status).toBe(401);
      expect((await me(both.b.app, cookie)).status).toBe(401);
    });
  });
});
