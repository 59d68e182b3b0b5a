import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import type { Storage } from '../storage';
import { createTestApp, signUp, type TestApp } from '../test-support/test-app';
import { createTestClock } from '../test-support/test-clock';
import { COLLECTIONS, type SessionRecord, type UserRecord } from './account-records';
import { SESSION_CACHE_MS, SESSION_IDLE_SECONDS, Sessions } from './sessions';

/** A store that counts the reads of sessions and users (what the session cache saves). */
function countingReads(storage: Storage, reads: string[]): Storage {
  return {
    kind: storage.kind,
    ensureIndexes: storage.ensureIndexes.bind(storage),
    close: storage.close.bind(storage),
    collection(name) {
      const inner = storage.collection(name);
      if (name !== COLLECTIONS.sessions && name !== COLLECTIONS.users) return inner;
      return Object.assign(Object.create(inner) as typeof inner, {
        findOne: (filter: Parameters<typeof inner.findOne>[0]) => {
          reads.push(`${name}.findOne`);
          return inner.findOne(filter);
        },
      });
    },
  } as Storage;
}

let t: TestApp;
const reads: string[] = [];
beforeAll(async () => {
  // A real SMTP server on loopback: the password reset test reads its code from the mail.
  t = await createTestApp({ smtp: true, storage: countingReads(createEmbeddedStorage(':memory:'), reads) });
});
afterAll(() => t.close());

const status = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } })).json() as { loggedIn: boolean };

describe('session lookups cached in the process', () => {
  it('a repeated request reads neither sessions nor users from the store until the cache time has passed', async () => {
    const { cookie } = await signUp(t.app);
    expect((await status(cookie)).loggedIn).toBe(true);
    reads.length = 0;
    for (let i = 0; i < 5; i += 1) expect((await status(cookie)).loggedIn).toBe(true);
    expect(reads).toEqual([]);
    t.clock.advance(SESSION_CACHE_MS);
    expect((await status(cookie)).loggedIn).toBe(true);
    expect(reads).toEqual(['sessions.findOne', 'users.findOne']);
  });

  it('refuses a cached session at once after logout (REST and tRPC)', async () => {
    for (const logout of [
      (cookie: string) => t.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } }),
      (cookie: string) => t.app.inject({ method: 'POST', url: '/trpc/auth.logout', headers: { cookie, 'content-type': 'application/json' }, payload: 'null' }),
    ]) {
      const { cookie } = await signUp(t.app);
      expect((await status(cookie)).loggedIn).toBe(true);
      expect((await status(cookie)).loggedIn).toBe(true); // served from the cache
      expect((await logout(cookie)).statusCode).toBe(200);
      expect(await status(cookie)).toEqual({ loggedIn: false });
    }
  });

  it('refuses every cached session of a user at once after a password reset ends them all', async () => {
    const { cookie, email, password } = await signUp(t.app);
    const second = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    const cookie2 = String(second.headers['set-cookie']).split(';')[0]!;
    const other = await signUp(t.app);
    for (const c of [cookie, cookie2, other.cookie]) expect((await status(c)).loggedIn).toBe(true);

    expect((await t.app.inject({ method: 'POST', url: '/api/send-email', payload: { recipient_email: email, email_type: 'recovery' } })).statusCode).toBe(200);
    await t.mailbox!.waitForMail(email);
    const verified = await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email, otp: await t.mailbox!.latestCode(email) } });
    const reset = await t.app.inject({ method: 'PUT', url: '/api/reset-password', payload: { email, password: 'a brand new secret', resetToken: verified.json().resetToken } });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await status(cookie)).toEqual({ loggedIn: false });
    expect(await status(cookie2)).toEqual({ loggedIn: false });
    expect((await status(other.cookie)).loggedIn).toBe(true);
  });

  it('refuses a cached session once it has expired, and removes it from the store', async () => {
    const { cookie, userId } = await signUp(t.app);
    expect((await status(cookie)).loggedIn).toBe(true);
    t.clock.advance(SESSION_IDLE_SECONDS * 1000);
    expect(await status(cookie)).toEqual({ loggedIn: false });
    expect(await t.storage.collection<SessionRecord>(COLLECTIONS.sessions).count({ userId })).toBe(0);
  });

  it('does not cache a lookup that was under way while the session was revoked', async () => {
    const storage = createEmbeddedStorage(':memory:');
    const sessions = new Sessions(storage, createTestClock());
    await storage.collection<UserRecord>(COLLECTIONS.users).insertOne({ id: 'u1', email: 'a@example.com', passwordHash: 'x', firstName: 'A', createdAt: new Date() } as UserRecord);
    for (const revoke of [(token: string) => sessions.end(token), () => sessions.endAllOf('u1')]) {
      const { token } = await sessions.start('u1');
      await Promise.all([sessions.resolve(token), revoke(token)]);
      // Whatever the racing lookup saw, the next one goes to the store and finds nothing.
      expect(await sessions.resolve(token)).toBeNull();
    }
    await storage.close();
  });
});
