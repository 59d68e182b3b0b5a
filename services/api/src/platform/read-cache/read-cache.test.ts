import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReadCache, type StoredAnswer } from './read-cache';

const answer = (bytes: number): StoredAnswer => ({ body: Buffer.alloc(bytes, 1), headers: { 'content-type': 'application/json' } });
/** A read answered and stored, as the plugin does it. */
const store = (cache: ReadCache, key: string, stored: StoredAnswer) => cache.begin(key)(stored);

describe('read cache', () => {
  it('keeps answers within its byte budget, least recently used out first', () => {
    const cache = new ReadCache(3000);
    store(cache, 'a', answer(600));
    store(cache, 'b', answer(600));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    store(cache, 'c', answer(600));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(3000);
  });

  it('never holds more than its budget, whatever answers arrive (each counted with its key, headers and bookkeeping)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 50_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 20_000 })), { maxLength: 300 }),
        (budget, writes) => {
          const cache = new ReadCache(budget);
          let held = 0;
          for (const [key, bytes] of writes) {
            store(cache, `W/"user-${key}" br`, answer(bytes));
            held = cache.size;
            expect(held).toBeLessThanOrEqual(budget);
          }
          return held <= budget;
        },
      ),
    );
  });

  it('stores nothing larger than the whole budget, and counts more than the bytes of each answer', () => {
    const cache = new ReadCache(2000);
    store(cache, 'big', answer(2001));
    expect(cache.get('big')).toBeUndefined();
    store(cache, 'small', answer(100));
    expect(cache.size).toBeGreaterThan(100);
  });

  it('lets identical reads wait for the one in flight, with its answer or without one', async () => {
    const cache = new ReadCache(10_000);
    expect(cache.whenAnswered('k')).toBeUndefined();
    const settle = cache.begin('k');
    const waiting = cache.whenAnswered('k');
    const stored = answer(10);
    settle(stored);
    expect(await waiting).toBe(stored);
    expect(cache.get('k')).toBe(stored);
    expect(cache.whenAnswered('k')).toBeUndefined();

    const failed = cache.begin('f');
    const waitingForFailure = cache.whenAnswered('f');
    failed();
    expect(await waitingForFailure).toBeUndefined();
    expect(cache.get('f')).toBeUndefined();
  });
});
