import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import type { Storage } from '../../platform/storage';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { COLLECTIONS, type SessionRecord, type UserRecord } from './account-records';
import { SESSION_IDLE_SECONDS, Sessions, type DescribeUser } from './sessions';

/** A store that records every read and write of sessions and users. */
function recording(storage: Storage, calls: string[]): Storage {
  // Everything else of the store passes through (the prototype), whatever capabilities it has.
  return Object.assign(Object.create(storage) as Storage, {
    collection(name: string) {
      const inner = storage.collection(name);
      if (name !== COLLECTIONS.sessions && name !== COLLECTIONS.users) return inner;
      const wrapped = Object.create(inner) as typeof inner;
      for (const method of ['findOne', 'find', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'insertOne'] as const) {
        const original = inner[method].bind(inner) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(wrapped, { [method]: (...args: unknown[]) => (calls.push(`${name}.${method}`), original(...args)) });
      }
      return wrapped;
    },
  });
}

let t: TestApp;
const calls: string[] = [];
beforeAll(async () => {
  // A real SMTP server on loopback: the password reset test reads its code from the mail.
  t = await createTestApp({ smtp: true, storage: recording(createEmbeddedStorage(':memory:'), calls) });
});
afterAll(() => t.close());

const status = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } })).json() as { loggedIn: boolean };

describe('sessions resolved from the store on every request', () => {
  it('reads only the session, by its token hash (it carries its user), on every request, and writes nothing within the hour', async () => {
    const { cookie, userId, email, firstName } = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      calls.length = 0;
      const answer = await t.app.inject({ method: 'GET', url: '/trpc/auth.status', headers: { cookie } });
      expect(answer.json().result.data).toEqual({ loggedIn: true, user: { id: userId, email, firstName, units: 'imperial' } });
      expect(calls).toEqual(['sessions.findOne']);
    }
    t.clock.advanceMinutes(59);
    calls.length = 0;
    expect((await status(cookie)).loggedIn).toBe(true);
    expect(calls).toEqual(['sessions.findOne']);
  });

  it('fills in the user of a session stored before sessions carried it, once, then reads the session alone', async () => {
    const { cookie, userId, email, firstName } = await signUp(t.app);
    const sessions = t.storage.collection<SessionRecord>(COLLECTIONS.sessions);
    const [stored] = await sessions.find({ userId });
    // As written before decision 0030: no name, email or units.
    await sessions.deleteOne({ id: stored!.id });
    await sessions.insertOne({ id: stored!.id, tokenHash: stored!.tokenHash, userId, expiresAt: stored!.expiresAt, createdAt: stored!.createdAt });
    calls.length = 0;
    const first = await t.app.inject({ method: 'GET', url: '/trpc/auth.status', headers: { cookie } });
    expect(first.json().result.data.user).toEqual({ id: userId, email, firstName, units: 'imperial' });
    expect(calls).toContain('sessions.updateOne');
    expect(await sessions.findOne({ id: stored!.id })).toMatchObject({ email, firstName, units: 'imperial', dataVersion: expect.any(Number) });
    calls.length = 0;
    expect((await status(cookie)).loggedIn).toBe(true);
    expect(calls).toEqual(['sessions.findOne']);
  });

  it('pushes the expiry forward with one write once an hour has passed, then reads only', async () => {
    const { cookie } = await signUp(t.app);
    t.clock.advanceMinutes(60);
    calls.length = 0;
    const pushed = await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } });
    expect(calls).toEqual(['sessions.findOne', 'sessions.updateOne']);
    expect(String(pushed.headers['set-cookie'])).toContain('fitness_session=');
    calls.length = 0;
    expect((await status(cookie)).loggedIn).toBe(true);
    expect(calls).toEqual(['sessions.findOne']);
  });

  it('refuses a session on the very next request after logout (REST and tRPC)', async () => {
    for (const logout of [
      (cookie: string) => t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } }),
      (cookie: string) => t.app.inject({ method: 'POST', url: '/trpc/auth.logout', headers: { cookie, 'content-type': 'application/json' }, payload: 'null' }),
    ]) {
      const { cookie } = await signUp(t.app);
      expect((await status(cookie)).loggedIn).toBe(true);
      expect((await logout(cookie)).statusCode).toBe(200);
      expect(await status(cookie)).toEqual({ loggedIn: false });
    }
  });

  it("refuses every session of a user at once after a password reset ends them all, and keeps others' sessions", async () => {
    const { cookie, email, password } = await signUp(t.app);
    const second = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    const cookie2 = String(second.headers['set-cookie']).split(';')[0]!;
    const other = await signUp(t.app);
    for (const c of [cookie, cookie2, other.cookie]) expect((await status(c)).loggedIn).toBe(true);

    expect((await t.app.inject({ method: 'POST', url: '/api/send-email', payload: { recipient_email: email, email_type: 'recovery' } })).statusCode).toBe(200);
    await t.mailbox!.waitForMail(email);
    const verified = await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email, otp: await t.mailbox!.latestCode(email) } });
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/reset-password',
      payload: { email, password: 'a brand new secret', resetToken: verified.json().resetToken },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await status(cookie)).toEqual({ loggedIn: false });
    expect(await status(cookie2)).toEqual({ loggedIn: false });
    expect((await status(other.cookie)).loggedIn).toBe(true);
  });

  it('refuses an expired session and removes it from the store', async () => {
    const { cookie, userId } = await signUp(t.app);
    expect((await status(cookie)).loggedIn).toBe(true);
    t.clock.advance(SESSION_IDLE_SECONDS * 1000);
    expect(await status(cookie)).toEqual({ loggedIn: false });
    expect(await t.storage.collection<SessionRecord>(COLLECTIONS.sessions).count({ userId })).toBe(0);
  });
});

describe('Sessions over one store from two instances', () => {
  it('a session ended by one is refused by the other on its next lookup, with nothing kept in either', async () => {
    const storage = createEmbeddedStorage(':memory:');
    const clock = createTestClock();
    const users = storage.collection<UserRecord>(COLLECTIONS.users);
    const describe: DescribeUser = async (id) => {
      const user = await users.findOne({ id });
      return user ? { email: user.email, firstName: user.firstName, units: 'imperial' } : null;
    };
    const versions = { current: async () => 0 };
    const [a, b] = [new Sessions(storage, clock, describe, versions), new Sessions(storage, clock, describe, versions)];
    await users.insertOne({ id: 'u1', email: 'a@example.com', passwordHash: 'x', firstName: 'A', createdAt: new Date(), welcomeSentAt: null });
    const first = await a.start('u1');
    const second = await a.start('u1');
    expect((await b.resolve(first.token))?.user).toEqual({ id: 'u1', email: 'a@example.com', firstName: 'A', units: 'imperial' });
    await a.end(first.token);
    expect(await b.resolve(first.token)).toBeNull();
    expect(await b.resolve(second.token)).not.toBeNull();
    await b.endAllOf('u1');
    expect(await a.resolve(second.token)).toBeNull();
    await storage.close();
  });

  it('a session started while the user changes carries the change (it looks again once it exists)', async () => {
    const storage = createEmbeddedStorage(':memory:');
    // The units change right after the first description was read, before the session is stored.
    let units: 'imperial' | 'metric' = 'imperial';
    const describe: DescribeUser = async () => {
      const now = { email: 'a@example.com', firstName: 'A', units };
      units = 'metric';
      return now;
    };
    const sessions = new Sessions(storage, createTestClock(), describe, { current: async () => 0 });
    const started = await sessions.start('u1');
    expect(started.user.units).toBe('metric');
    expect((await sessions.resolve(started.token))?.user.units).toBe('metric');
    await storage.close();
  });

  it('a session started while the user writes carries the version the write reached (it looks again once it exists)', async () => {
    const storage = createEmbeddedStorage(':memory:');
    // A write's raise lands right after the session read the version, before the session is stored.
    let version = 4;
    const versions = { current: async () => version++ };
    const sessions = new Sessions(storage, createTestClock(), async () => ({ email: 'a@example.com', firstName: 'A', units: 'imperial' }), versions);
    const started = await sessions.start('u1');
    const resolved = await sessions.resolve(started.token);
    expect(resolved?.dataVersion).toBeGreaterThanOrEqual(5);
    // A raise carried to the sessions is what the next request sees; a copy never goes down.
    await sessions.carryVersion('u1', 42);
    expect((await sessions.resolve(started.token))?.dataVersion).toBe(42);
    await sessions.carryVersion('u1', 41);
    expect((await sessions.resolve(started.token))?.dataVersion).toBe(42);
    await storage.close();
  });

  it('refuses tokens that cannot be one (empty, too long) without reading the store', async () => {
    const calls: string[] = [];
    const sessions = new Sessions(recording(createEmbeddedStorage(':memory:'), calls), createTestClock(), async () => null, { current: async () => 0 });
    expect(await sessions.resolve('')).toBeNull();
    expect(await sessions.resolve('x'.repeat(101))).toBeNull();
    expect(calls).toEqual([]);
  });
});
