import { describe, expect, it } from 'vitest';
import { DerivationCache, type Derivation } from './derivation-cache';

/** Data versions in memory: a counter per user and collection, as the store holds them. */
function versions() {
  const byUser = new Map<string, Map<string, number>>();
  const counters = (userId: string) => byUser.get(userId) ?? byUser.set(userId, new Map()).get(userId)!;
  return {
    current: async (userId: string, of?: readonly string[]) =>
      [...counters(userId)].filter(([collection]) => !of || of.includes(collection)).reduce((sum, [, n]) => sum + n, 0),
    raise: (userId: string, collection = 'logs') => counters(userId).set(collection, (counters(userId).get(collection) ?? 0) + 1),
  };
}

const STRINGS: Derivation<string> = { name: 'strings', sizeOf: () => 10 };
const NUMBERS: Derivation<number> = { name: 'numbers', sizeOf: () => 100 };

describe('the derivation cache', () => {
  it('derives once per user and version, again after a write, and never shares across users', async () => {
    const store = versions();
    const cache = new DerivationCache(store, 10_000);
    let derivations = 0;
    const derive = (value: string) => async () => {
      derivations += 1;
      return value;
    };
    expect(await cache.read(STRINGS, 'a', derive('a0'))).toBe('a0');
    expect(await cache.read(STRINGS, 'a', derive('unused'))).toBe('a0');
    expect(await cache.read(STRINGS, 'b', derive('b0'))).toBe('b0');
    store.raise('a');
    expect(await cache.read(STRINGS, 'a', derive('a1'))).toBe('a1');
    expect(derivations).toBe(3);
  });

  it("hands a derivation the user's last value (never another user's), and keeps it for a write to take over", async () => {
    const store = versions();
    const cache = new DerivationCache(store, 10_000);
    const seen: (string | undefined)[] = [];
    const derive = (value: string) => async (last: string | undefined) => {
      seen.push(last);
      return value;
    };
    await cache.read(STRINGS, 'a', derive('a0'));
    await cache.read(STRINGS, 'b', derive('b0'));
    store.raise('a');
    await cache.read(STRINGS, 'a', derive('a1'));
    expect(seen).toEqual([undefined, undefined, 'a0']);
    expect(cache.last(STRINGS, 'a')).toBe('a1');
    expect(cache.last(STRINGS, 'c')).toBeUndefined();
  });

  it('keys a derivation by the version of its own collections, and keeps derivations of one user apart by name', async () => {
    const store = versions();
    const cache = new DerivationCache(store, 10_000);
    const weighIns: Derivation<string> = { name: 'weigh-ins', sizeOf: () => 10, of: ['weights'] };
    let derivations = 0;
    const derive = (value: string) => async () => {
      derivations += 1;
      return value;
    };
    await cache.read(weighIns, 'a', derive('w0'));
    await cache.read(STRINGS, 'a', derive('s0'));
    store.raise('a', 'logs');
    expect(await cache.read(weighIns, 'a', derive('unused'))).toBe('w0');
    expect(await cache.read(STRINGS, 'a', derive('s1'))).toBe('s1');
    store.raise('a', 'weights');
    expect(await cache.read(weighIns, 'a', derive('w1'))).toBe('w1');
    expect(derivations).toBe(4);
  });

  it('derives once for reads arriving together, and keeps nothing of a failed derivation', async () => {
    const cache = new DerivationCache(versions(), 10_000);
    let derivations = 0;
    let release!: (value: number) => void;
    const slow = () => {
      derivations += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.read(NUMBERS, 'a', slow), cache.read(NUMBERS, 'a', slow)]);
    await Promise.resolve();
    await Promise.resolve();
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(derivations).toBe(1);

    const failing = new DerivationCache(versions(), 10_000);
    await expect(failing.read(NUMBERS, 'a', async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(failing.last(NUMBERS, 'a')).toBeUndefined();
    expect(await failing.read(NUMBERS, 'a', async () => 8)).toBe(8);
  });

  it('holds its values within one byte budget for every derivation and user, least recently used out first', async () => {
    const cache = new DerivationCache(versions(), 250);
    let derivations = 0;
    const derive = async () => (derivations += 1);
    for (const user of ['a', 'b', 'c', 'a']) await cache.read(NUMBERS, user, derive);
    expect(derivations).toBe(4); // a was pushed out by c
    expect(cache.last(NUMBERS, 'b')).toBeUndefined(); // then b by a
    await cache.read(NUMBERS, 'c', derive);
    expect(derivations).toBe(4);
    // Another derivation's values count against the same budget.
    const big: Derivation<number> = { name: 'big', sizeOf: () => 200 };
    await cache.read(big, 'a', async () => 1);
    expect(cache.last(NUMBERS, 'c')).toBeUndefined();
    expect(cache.last(big, 'a')).toBe(1);
  });

  it('keeps the later value when a read that raced a write finishes last', async () => {
    const store = versions();
    const cache = new DerivationCache(store, 10_000);
    let release!: (value: string) => void;
    const stale = cache.read(STRINGS, 'a', () => new Promise<string>((resolve) => (release = resolve)));
    await Promise.resolve();
    store.raise('a');
    expect(await cache.read(STRINGS, 'a', async () => 'after the write')).toBe('after the write');
    release('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.read(STRINGS, 'a', async () => 'unused')).toBe('after the write');
  });
});
