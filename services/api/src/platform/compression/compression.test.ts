import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { COMPRESS_FROM_BYTES } from './encode';

let t: TestApp;
let user: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2030-06-15T12:00:00Z')) });
  user = await signUp(t.app);
  // Two months of daily weights: an answer well above the threshold.
  for (let day = 0; day < 60; day += 1) {
    const date = new Date(Date.UTC(2030, 0, 1 + day)).toISOString().slice(0, 10);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/trpc/weight.save',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ date, weight: 180 + (day % 7) / 10 }),
    });
    expect(saved.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie, ...headers } });
}

const decoded = (answer: LightMyRequestResponse) => {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(answer.rawPayload) : encoding === 'gzip' ? gunzipSync(answer.rawPayload) : answer.rawPayload;
  return JSON.parse(bytes.toString('utf8')) as unknown;
};

describe('compressed API answers', () => {
  it('sends a large tRPC answer brotli- or gzip-encoded as the browser accepts, decoding to the same JSON', async () => {
    const plain = await get('/trpc/weight.list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await get('/trpc/weight.list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(decoded(br)).toEqual(plain.json());
    const gz = await get('/trpc/weight.list', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toEqual(plain.json());
    for (const answer of [plain, br, gz]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses batched tRPC reads and the REST reading paths alike', async () => {
    const batch = await get('/trpc/weight.list,profile.get?batch=1&input=%7B%7D', { 'accept-encoding': 'br' });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['content-encoding']).toBe('br');
    expect(decoded(batch)).toHaveLength(2);
    const rest = await get(`/api/get/weight/${user.userId}`, { 'accept-encoding': 'br' });
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-encoding']).toBe('br');
    expect(decoded(rest)).toEqual((await get(`/api/get/weight/${user.userId}`)).json());
  });

  it('keeps the ETag: a revalidation with it answers 304, empty and unencoded, in either encoding', async () => {
    const first = await get('/trpc/weight.list', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    // The same data in another encoding carries the same (weak) validator.
    expect((await get('/trpc/weight.list', { 'accept-encoding': 'gzip' })).headers.etag).toBe(etag);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get('/trpc/weight.list', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    // The stored answer (no validator: another tab) goes out compressed too, identical once decoded.
    const repeat = await get('/trpc/weight.list', { 'accept-encoding': 'br' });
    expect(repeat.headers['x-answer-cache']).toBe('hit');
    expect(repeat.headers['content-encoding']).toBe('br');
    expect(decoded(repeat)).toEqual(decoded(first));
  });

  it('never sends encoded bytes of an older version: after a write the next read decodes to the new data', async () => {
    const before = await get('/trpc/weight.list', { 'accept-encoding': 'br' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/trpc/weight.save',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ date: '2030-04-01', weight: 199.9 }),
    });
    expect(saved.statusCode).toBe(200);
    for (const encoding of ['br', 'gzip']) {
      const after = await get('/trpc/weight.list', { 'accept-encoding': encoding });
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.headers['content-encoding']).toBe(encoding);
      expect(decoded(after)).toEqual((await get('/trpc/weight.list')).json());
      expect(JSON.stringify(decoded(after))).toContain('199.9');
    }
  });

  it('leaves small answers as they are, still marked as varying by encoding', async () => {
    const status = await get('/trpc/auth.status', { 'accept-encoding': 'br' });
    expect(status.statusCode).toBe(200);
    expect(status.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(status.headers.vary).toMatch(/accept-encoding/i);
    expect(status.json()).toMatchObject({ result: { data: { loggedIn: true } } });
  });

  it("keeps tRPC's status and headers of errors and writes (its answers are web Responses)", async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/trpc/weight.list', headers: { 'accept-encoding': 'br' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toMatch(/^application\/json/);
    expect(decoded(signedOut)).toMatchObject({ error: { data: { code: 'UNAUTHORIZED' } } });
    // A batch of many failures is large enough to be compressed: its status survives.
    const paths = Array.from({ length: 12 }, () => 'weight.list').join(',');
    const batch = await t.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=%7B%7D`, headers: { 'accept-encoding': 'br' } });
    expect(batch.statusCode).toBe(401);
    expect(batch.headers['content-encoding']).toBe('br');
    expect(decoded(batch)).toHaveLength(12);
    const write = await t.app.inject({
      method: 'POST',
      url: '/trpc/weight.save',
      headers: { cookie: user.cookie, 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ date: '2030-03-01', weight: 'heavy' }),
    });
    expect(write.statusCode).toBe(400);
    expect(decoded(write)).toMatchObject({ error: { data: { code: 'BAD_REQUEST' } } });
  });
});
