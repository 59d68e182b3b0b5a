import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors/errors';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import { ATTEMPT_POLICIES, AttemptLimiter, attemptLimiterFor, retryAfterSecondsFor } from './attempt-limiter';
import { clientAddressKey } from './client-address';

/** rate-limiter-flexible reads Date.now(): only Date is faked, so its windows move with the test. */
const START = new Date('2026-03-02T08:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const advanceSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

async function refusal(attempt: Promise<void>): Promise<{ status: number; message: string; retryAfterSeconds: number | undefined } | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
}

describe('AttemptLimiter windows (embedded store: in memory)', () => {
  const limiter = () => AttemptLimiter.create(createEmbeddedStorage(':memory:'));
  const victim = { ip: '10.0.0.1', email: 'Victim@Example.com ' };

  it("forgets every counter keyed by an address (an account's deletion), leaving the per-IP ones", async () => {
    const limits = await limiter();
    for (let i = 0; i < 10; i += 1) await limits.consume('login', { ...victim, ip: `10.0.1.${i}` });
    for (let i = 0; i < 5; i += 1) await limits.consume('register', { ip: '10.0.2.1', email: victim.email });
    expect(await refusal(limits.consume('login', { ip: '10.0.3.1', email: victim.email }))).toMatchObject({ status: 429 });
    await limits.forgetEmail(victim.email);
    expect(await refusal(limits.consume('login', { ip: '10.0.3.1', email: victim.email }))).toBeNull();
    expect(await refusal(limits.consume('register', { ip: '10.0.2.2', email: victim.email }))).toBeNull();
    // The per-IP budget of 10.0.2.1 still holds its five registrations.
    for (let i = 0; i < 25; i += 1) await limits.consume('register', { ip: '10.0.2.1', email: `other${i}@example.com` });
    expect(await refusal(limits.consume('register', { ip: '10.0.2.1', email: 'last@example.com' }))).toMatchObject({ status: 429 });
  });

  it('refuses the 11th login in 15 minutes for one email until the window that began with the first has passed', async () => {
    const limits = await limiter();
    for (let i = 0; i < 10; i += 1) {
      expect(await refusal(limits.consume('login', { ...victim, ip: `10.0.0.${i}` }))).toBeNull();
      advanceSeconds(30);
    }
    expect(await refusal(limits.consume('login', { ip: '10.9.9.9', email: 'victim@example.com' }))).toEqual({
      status: 429,
      message: 'Too many attempts. Please wait 10 minutes and try again.',
      retryAfterSeconds: 600,
    });
    advanceSeconds(10 * 60 - 1);
    expect(await refusal(limits.consume('login', victim))).toMatchObject({
      status: 429,
      message: 'Too many attempts. Please wait 1 second and try again.',
      retryAfterSeconds: 1,
    });
    advanceSeconds(1);
    expect(await refusal(limits.consume('login', victim))).toBeNull();
  });

  it('giveBack returns a counted attempt to every budget; forgive clears the email and gives the IP its attempt back', async () => {
    const limits = await limiter();
    const subjects = { ip: '10.1.1.1', email: 'a@example.com' };
    for (let i = 0; i < 20; i += 1) {
      await limits.consume('recovery', subjects);
      await limits.giveBack('recovery', subjects);
    }
    for (let i = 0; i < 6; i += 1) await limits.consume('recovery', subjects);
    expect(await refusal(limits.consume('recovery', subjects))).toMatchObject({ status: 429, retryAfterSeconds: 3600 });
    expect(await refusal(limits.consume('recovery', { ip: subjects.ip, email: 'b@example.com' }))).toBeNull();

    for (let i = 0; i < 50; i += 1) await limits.consume('login', { ip: '10.2.2.2', email: `u${i % 5}@example.com` });
    await limits.forgive('login', { ip: '10.2.2.2', email: 'u0@example.com' });
    expect(await refusal(limits.consume('login', { ip: '10.2.2.2', email: 'u0@example.com' }))).toBeNull();
    expect(await refusal(limits.consume('login', { ip: '10.2.2.2', email: 'u0@example.com' }))).toMatchObject({ status: 429, retryAfterSeconds: 900 });
  });

  it('gives nothing back to an IP whose window has ended (no budget below zero)', async () => {
    const limits = await limiter();
    const subjects = { ip: '10.3.3.3', email: 'c@example.com' };
    await limits.consume('login', subjects);
    advanceSeconds(15 * 60);
    await limits.forgive('login', subjects);
    for (let i = 0; i < 50; i += 1) await limits.consume('login', { ip: subjects.ip, email: `d${i % 5}@example.com` });
    expect(await refusal(limits.consume('login', { ip: subjects.ip, email: 'e@example.com' }))).toMatchObject({ status: 429 });
  });

  it('keeps every budget of the policy table', async () => {
    const limits = await limiter();
    for (const [action, { perIp, perEmail }] of Object.entries(ATTEMPT_POLICIES) as Array<
      [keyof typeof ATTEMPT_POLICIES, (typeof ATTEMPT_POLICIES)['login']]
    >) {
      for (let i = 0; i < perEmail.limit; i += 1) await limits.consume(action, { ip: `10.${i}.0.1`, email: `${action}@example.com` });
      expect(await refusal(limits.consume(action, { ip: '10.200.0.1', email: `${action}@example.com` }))).toMatchObject({
        retryAfterSeconds: perEmail.windowSeconds,
      });
      for (let i = 0; i < perIp.limit; i += 1) await limits.consume(action, { ip: '10.100.0.1', email: `${action}${i}@example.com` });
      expect(await refusal(limits.consume(action, { ip: '10.100.0.1', email: `${action}-other@example.com` }))).toMatchObject({
        retryAfterSeconds: perIp.windowSeconds,
      });
    }
    expect(ATTEMPT_POLICIES).toEqual({
      login: { perIp: { limit: 50, windowSeconds: 900 }, perEmail: { limit: 10, windowSeconds: 900 } },
      register: { perIp: { limit: 30, windowSeconds: 3600 }, perEmail: { limit: 5, windowSeconds: 3600 } },
      recovery: { perIp: { limit: 20, windowSeconds: 900 }, perEmail: { limit: 6, windowSeconds: 3600 } },
      verification: { perIp: { limit: 30, windowSeconds: 900 }, perEmail: { limit: 10, windowSeconds: 900 } },
    });
  });

  it('is one limiter per embedded store, shared by every app over it', async () => {
    const storage = createEmbeddedStorage(':memory:');
    expect(await attemptLimiterFor(storage)).toBe(await attemptLimiterFor(storage));
    expect(await attemptLimiterFor(storage)).not.toBe(await attemptLimiterFor(createEmbeddedStorage(':memory:')));
  });
});

describe('retry-after', () => {
  it('counts seconds under a minute and whole minutes from one minute on, as the message words it', () => {
    expect([1, 999, 1000, 1001, 59_000, 59_001, 60_000, 60_001, 899_001, 900_000].map(retryAfterSecondsFor)).toEqual([1, 1, 1, 2, 59, 60, 60, 120, 900, 900]);
  });
});

describe('client address keys', () => {
  it('keys IPv4 as is (also mapped into IPv6) and IPv6 by its /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:0DB8:00aa:00bb:ffff::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientAddressKey('x'.repeat(200))).toHaveLength(64);
  });
});
