import { describe, expect, it } from 'vitest';
import { VersionedMemo } from './versioned-memo';

/** Data versions in memory: what the store holds for each user. */
function versions() {
  const byUser = new Map<string, number>();
  return { current: async (userId: string) => byUser.get(userId) ?? 0, raise: (userId: string) => byUser.set(userId, (byUser.get(userId) ?? 0) + 1) };
}

describe('a value derived per user and data version', () => {
  it('is derived once per version, again after a write, and never shared across users', async () => {
    const store = versions();
    const memo = new VersionedMemo<string>(store, 10_000, () => 10);
    let derivations = 0;
    const derive = (value: string) => async () => {
      derivations += 1;
      return value;
    };
    expect(await memo.read('a', derive('a0'))).toBe('a0');
    expect(await memo.read('a', derive('unused'))).toBe('a0');
    expect(await memo.read('b', derive('b0'))).toBe('b0');
    store.raise('a');
    expect(await memo.read('a', derive('a1'))).toBe('a1');
    expect(derivations).toBe(3);
  });

  it('derives once for reads arriving together, and keeps nothing of a failed derivation', async () => {
    const memo = new VersionedMemo<number>(versions(), 10_000, () => 10);
    let derivations = 0;
    let release!: (value: number) => void;
    const slow = () => {
      derivations += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const both = Promise.all([memo.read('a', slow), memo.read('a', slow)]);
    await Promise.resolve();
    await Promise.resolve();
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(derivations).toBe(1);

    const failing = new VersionedMemo<number>(versions(), 10_000, () => 10);
    await expect(failing.read('a', async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await failing.read('a', async () => 8)).toBe(8);
  });

  it('holds its values within its byte budget, least recently used out first', async () => {
    const memo = new VersionedMemo<number>(versions(), 250, () => 100);
    let derivations = 0;
    const derive = async () => (derivations += 1);
    for (const user of ['a', 'b', 'c', 'a']) await memo.read(user, derive);
    expect(derivations).toBe(4); // a was pushed out by c
    await memo.read('c', derive);
    expect(derivations).toBe(4);
  });
});
