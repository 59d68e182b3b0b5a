import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const answer = (bytes: number) => ({ body: Buffer.alloc(bytes, 1), contentType: 'application/json' });

describe('answer cache', () => {
  it('keeps answers within its byte budget, least recently used out first', () => {
    const cache = new AnswerCache(250);
    cache.set('a', answer(100));
    cache.set('b', answer(100));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', answer(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.totalBytes).toBe(200);
    expect(cache.size).toBe(2);
  });

  it('refuses an answer larger than the whole budget and replaces one stored under the same tag', () => {
    const cache = new AnswerCache(50);
    cache.set('big', answer(51));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', answer(20));
    cache.set('a', answer(30));
    expect(cache.totalBytes).toBe(30);
  });
});
