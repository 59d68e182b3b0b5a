import { MESSAGES } from '@fitness/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, type SessionRecord, type UserRecord } from './account-records';
import { LOGIN_FAILED } from './accounts';
import { SESSION_IDLE_SECONDS } from './sessions';
import { cookieHeaderFrom, createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../../test-support/test-app';
import { trpcCall } from '../../test-support/trpc-call';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const users = () => t.storage.collection<UserRecord>(COLLECTIONS.users);
const sessions = () => t.storage.collection<SessionRecord>(COLLECTIONS.sessions);
const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });
const status = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/login', headers: cookie ? { cookie } : {} });

describe('POST /api/register', () => {
  it('stores the email lower-cased and only a salted scrypt hash of the password', async () => {
    const answer = await register({ email: '  Ada@Example.COM ', password: 'pa ss word ', firstName: ' Ada ' });
    expect(answer.statusCode).toBe(200); // the original's status: the legacy client checks for exactly 200
    expect(answer.json()).toEqual({ message: 'Registration successful', id: expect.any(String) });
    const stored = await users().findOne({ email: 'ada@example.com' });
    expect(stored).toMatchObject({ id: answer.json().id, firstName: 'Ada', welcomeSentAt: null });
    expect(stored!.passwordHash).toMatch(/^scrypt\$1024\$8\$3\$[\w-]{22}\$[\w-]{86}$/);
    expect(stored!.passwordHash).not.toContain('pa ss word');

    await register({ email: 'bob@example.com', password: 'pa ss word ', firstName: 'Bob' });
    const bob = await users().findOne({ email: 'bob@example.com' });
    expect(bob!.passwordHash).not.toBe(stored!.passwordHash); // per-user salt
  });

  it("answers 'User already exists' for a second registration of the same email, in any case", async () => {
    await register({ email: 'ada@example.com', password: 'one', firstName: 'Ada' });
    const again = await register({ email: 'ADA@example.com', password: 'two', firstName: 'Other' });
    // 200 with the exact text: the legacy client only shows messages from a 2xx.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MESSAGES.userAlreadyExists });
    expect(await users().count({})).toBe(1);
  });

  it('makes exactly one account when registrations for one email race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => register({ email: 'race@example.com', password: `secret${i}`, firstName: `Racer${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().message).sort()).toEqual(['Registration successful', ...Array(4).fill(MESSAGES.userAlreadyExists)]);
    expect(await users().count({ email: 'race@example.com' })).toBe(1);
  });

  it.each([
    [{ email: '', password: 'x', firstName: 'A' }, MESSAGES.mustEnterEmail],
    [{ email: 'not-an-email', password: 'x', firstName: 'A' }, MESSAGES.invalidEmail],
    [{ email: 'a@b.co', password: '', firstName: 'A' }, MESSAGES.mustEnterPassword],
    [{ email: 'a@b.co', password: 'x', firstName: '  ' }, MESSAGES.mustEnterName],
    [{ email: `${'a'.repeat(95)}@b.com`, password: 'x', firstName: 'A' }, 'email must be at most 100 characters'],
    [{ email: 'a@b.co', password: 'x'.repeat(101), firstName: 'A' }, 'password must be at most 100 characters'],
    [{ email: 'a@b.co', password: 'x', firstName: 'A'.repeat(51) }, 'firstName must be at most 50 characters'],
    [{ email: { $gt: '' }, password: 'x', firstName: 'A' }, 'email must be text'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const answer = await register(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('Bad Request');
    expect(answer.json().message).toContain(message);
    expect(await users().count({})).toBe(0);
  });

  it('accepts the limits exactly (email 100, password 100, first name 50)', async () => {
    const answer = await register({ email: `${'a'.repeat(94)}@b.com`, password: 'p'.repeat(100), firstName: 'F'.repeat(50) });
    expect(answer.json()).toEqual({ message: 'Registration successful', id: expect.any(String) });
  });
});

describe('POST /api/login and the session cookie', () => {
  it('answers an array whose first item has id and first_name, and sets an httpOnly SameSite=Lax cookie', async () => {
    const { json } = await register({ email: 'ada@example.com', password: TEST_PASSWORD, firstName: 'Ada' });
    const answer = await login({ email: 'ADA@example.com', password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([{ id: json().id, email: 'ada@example.com', first_name: 'Ada' }]);
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/^fitness_session=[\w-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
  });

  it('stores only the hash of the session token', async () => {
    const { cookie, userId } = await signUp(t.app);
    const token = cookie.split('=')[1]!;
    const [stored] = await sessions().find({ userId });
    expect(stored!.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('gives one generic message for an unknown email and for a wrong password', async () => {
    await signUp(t.app, { email: 'ada@example.com' });
    const unknown = await login({ email: 'nobody@example.com', password: TEST_PASSWORD });
    const wrong = await login({ email: 'ada@example.com', password: 'wrong password' });
    for (const answer of [unknown, wrong]) {
      // The original's 200 {message}: the legacy client shows messages from a 2xx only.
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'Wrong email/password combination' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it("asks for both fields with the spec's message", async () => {
    const answer = await login({ email: '', password: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(MESSAGES.enterLoginInformation);
  });

  it('GET /api/login answers {loggedIn:true, user} with a session and {loggedIn:false} otherwise', async () => {
    const { cookie, userId, email, firstName } = await signUp(t.app);
    expect((await status(cookie)).json()).toEqual({ loggedIn: true, user: { id: userId, first_name: firstName, email } });
    expect((await status()).json()).toEqual({ loggedIn: false });
    expect((await status('fitness_session=forged-token')).json()).toEqual({ loggedIn: false });
  });

  it('marks the cookie Secure (and __Host-) when APP_ORIGIN is https', async () => {
    const secure = await createTestApp({ env: { APP_ORIGIN: 'https://fitness.example.com' } });
    try {
      await secure.app.inject({ method: 'POST', url: '/api/register', payload: { email: 's@example.com', password: 'pw', firstName: 'S' } });
      const answer = await secure.app.inject({ method: 'POST', url: '/api/login', payload: { email: 's@example.com', password: 'pw' } });
      const setCookie = String(answer.headers['set-cookie']);
      expect(setCookie).toMatch(/^__Host-fitness_session=/);
      expect(setCookie).toContain('Secure');
      const cookie = cookieHeaderFrom(answer.headers['set-cookie']);
      expect((await secure.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } })).json().loggedIn).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('DELETE /api/logout', () => {
  it('ends the session on the server, clears the cookie and answers 200', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const answer = await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/^fitness_session=; .*Expires=Thu, 01 Jan 1970/);
    // The old cookie, replayed, no longer works: the session is gone server-side.
    expect((await status(cookie)).json()).toEqual({ loggedIn: false });
    expect(await sessions().count({})).toBe(1);
    expect((await status(other.cookie)).json().loggedIn).toBe(true);
  });

  it('answers 200 without a session too', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/logout' })).statusCode).toBe(200);
  });
});

describe('sliding expiry', () => {
  it('keeps a used session alive and ends an idle one', async () => {
    const { cookie } = await signUp(t.app);
    t.clock.advance((SESSION_IDLE_SECONDS - 60) * 1000);
    const used = await status(cookie);
    expect(used.json().loggedIn).toBe(true);
    expect(String(used.headers['set-cookie'])).toContain('fitness_session='); // pushed forward, cookie re-sent
    t.clock.advance((SESSION_IDLE_SECONDS - 60) * 1000);
    expect((await status(cookie)).json().loggedIn).toBe(true);
    t.clock.advance(SESSION_IDLE_SECONDS * 1000 + 1);
    expect((await status(cookie)).json()).toEqual({ loggedIn: false });
    expect(await sessions().count({})).toBe(0);
  });

  it('does not write on every request', async () => {
    const { cookie } = await signUp(t.app);
    t.clock.advanceMinutes(5);
    const answer = await status(cookie);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('tRPC auth router (same services)', () => {
  it('registers, logs in with a cookie, reports status, logs out', async () => {
    const registered = await trpcCall<{ id: string; firstName: string }>(t.app, 'auth.register', { email: 'T@Example.com', password: 'pw', firstName: 'Tia' });
    expect(registered.data).toEqual({ id: expect.any(String), firstName: 'Tia' });

    const again = await trpcCall(t.app, 'auth.register', { email: 't@example.com', password: 'pw', firstName: 'Tia' });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(MESSAGES.userAlreadyExists);

    const bad = await trpcCall(t.app, 'auth.login', { email: 't@example.com', password: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.error?.message).toBe(LOGIN_FAILED);

    const loggedIn = await trpcCall(t.app, 'auth.login', { email: 't@example.com', password: 'pw' });
    expect(loggedIn.data).toEqual({ id: registered.data.id, email: 't@example.com', firstName: 'Tia', units: 'imperial' });
    const cookie = cookieHeaderFrom(loggedIn.response.headers['set-cookie']);

    expect((await trpcCall(t.app, 'auth.status', undefined, { kind: 'query', cookie })).data).toEqual({
      loggedIn: true,
      user: { id: registered.data.id, email: 't@example.com', firstName: 'Tia', units: 'imperial' },
    });
    expect((await trpcCall(t.app, 'auth.me', undefined, { kind: 'query', cookie })).data).toMatchObject({ firstName: 'Tia' });
    // The REST status sees the tRPC session: one mechanism.
    expect((await status(cookie)).json().loggedIn).toBe(true);

    expect((await trpcCall(t.app, 'auth.logout', undefined, { cookie })).data).toEqual({ loggedIn: false });
    expect((await trpcCall(t.app, 'auth.status', undefined, { kind: 'query', cookie })).data).toEqual({ loggedIn: false });
    const me = await trpcCall(t.app, 'auth.me', undefined, { kind: 'query', cookie });
    expect(me.status).toBe(401);
    expect(me.error?.data.code).toBe('UNAUTHORIZED');
  });

  it('reports zod field errors for bad input', async () => {
    const answer = await trpcCall(t.app, 'auth.register', { email: 'nope', password: '', firstName: 'A' });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.fieldErrors).toMatchObject({ email: [MESSAGES.invalidEmail], password: [MESSAGES.mustEnterPassword] });
  });
});
