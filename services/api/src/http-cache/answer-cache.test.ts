import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache';
import { DataVersions } from './data-versions';

const answer = (bytes: number) => ({ body: Buffer.alloc(bytes, 1), contentType: 'application/json' });

describe('answer cache', () => {
  it('keeps answers within its byte budget, least recently used out first', () => {
    const cache = new AnswerCache(250);
    cache.set('u1', 'a', answer(100));
    cache.set('u1', 'b', answer(100));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('u2', 'c', answer(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.totalBytes).toBe(200);
  });

  it('drops every answer of one user and no other', () => {
    const cache = new AnswerCache();
    cache.set('u1', 'a', answer(10));
    cache.set('u1', 'b', answer(10));
    cache.set('u2', 'c', answer(10));
    cache.dropUser('u1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(10);
  });

  it('refuses an answer larger than the whole budget and replaces one stored under the same tag', () => {
    const cache = new AnswerCache(50);
    cache.set('u1', 'big', answer(51));
    expect(cache.get('big')).toBeUndefined();
    cache.set('u1', 'a', answer(20));
    cache.set('u1', 'a', answer(30));
    expect(cache.totalBytes).toBe(30);
  });
});

describe('data versions', () => {
  it('tells when it forgets every version under a new instance id (every stored tag goes stale)', () => {
    const reset = vi.fn();
    const versions = new DataVersions(2, reset);
    const now = new Date('2030-06-15T12:00:00Z');
    versions.bump('u1');
    versions.bump('u2');
    versions.bump('u1');
    expect(reset).not.toHaveBeenCalled();
    const before = versions.etag('u1', '/trpc/weight.list', now);
    versions.bump('u3');
    expect(reset).toHaveBeenCalledTimes(1);
    expect(versions.etag('u1', '/trpc/weight.list', now)).not.toBe(before);
  });
});
