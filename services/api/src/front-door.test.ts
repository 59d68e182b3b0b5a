import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as appPlugin } from './app';
import { loadConfig } from './platform/config';
import { FrontDoor } from './platform/http/front-door';
import { createEmbeddedStorage } from './platform/storage/nedb-driver';
import { COLLECTIONS, type SessionRecord } from './features/auth/account-records';
import { hashSecret } from './features/auth/tokens';
import { createTestApp, signUp, TEST_APP_ORIGIN, type TestApp } from './test-support/test-app';
import { createTestClock } from './test-support/test-clock';

/** Cached reads answered at the server's door, before Fastify routes them (docs/decisions/0076), over real HTTP. */
const clock = createTestClock(new Date('2030-06-15T12:00:00Z'));
const storage = createEmbeddedStorage(':memory:');
let door: FastifyInstance;
let base: string;
/** Requests Fastify routed (the door passed them on). */
let routed = 0;
/** A second instance on the same store, as behind a load balancer. */
let other: TestApp;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', APP_ORIGIN: TEST_APP_ORIGIN, SCRYPT_COST: '10' });
  const frontDoor = new FrontDoor();
  door = Fastify({ logger: false, serverFactory: frontDoor.serverFactory, routerOptions: { maxParamLength: 2000 } });
  door.addHook('onRequest', (_request, _reply, done) => {
    routed += 1;
    done();
  });
  await door.register(appPlugin, { config, storage, clock, frontDoor });
  base = await door.listen({ port: 0, host: '127.0.0.1' });
  other = await createTestApp({ storage, clock });
});
afterAll(async () => {
  await door.close();
  await other.close();
  await storage.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent (brotli). */
  bytes: Buffer;
}
function get(url: string, cookie: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${url}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
/** Routed or not, and what it answered. */
async function counted(ask: () => Promise<Answer>): Promise<Answer & { routed: boolean }> {
  const before = routed;
  const answer = await ask();
  return { ...answer, routed: routed > before };
}
const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;
const batch = `/trpc/profile.get,weight.list?batch=1&input=${encodeURIComponent('{}')}`;
const saveWeight = (cookie: string, weight: number) =>
  door.inject({
    method: 'POST',
    url: '/trpc/weight.save',
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ date: '2030-06-15', weight }),
  });

describe('cached reads at the front door', () => {
  it('answers a repeat read and its revalidation before routing, with the bytes and headers the routed answer had', async () => {
    const { cookie } = await signUp(door);
    const first = await counted(() => get(batch, cookie));
    expect(first).toMatchObject({ status: 200, routed: true });
    const repeat = await counted(() => get(batch, cookie));
    expect(repeat).toMatchObject({ status: 200, routed: false });
    expect(repeat.bytes.equals(first.bytes)).toBe(true);
    expect(withoutDate(repeat.headers)).toEqual({ ...withoutDate(first.headers), 'x-answer-cache': 'hit' });

    const revalidated = await counted(() => get(batch, cookie, { 'if-none-match': first.headers.etag! }));
    expect(revalidated).toMatchObject({ status: 304, routed: false });
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': 'private, no-cache', vary: 'accept-encoding' });
    // A read with a (empty) body goes on to Fastify, whose hook answers the same 304.
    const routed304 = await counted(() => get(batch, cookie, { 'if-none-match': first.headers.etag!, 'content-length': '0' }));
    expect(routed304).toMatchObject({ status: 304, routed: true });
    expect(withoutDate(revalidated.headers)).toEqual(withoutDate(routed304.headers));
    // Another tag, another encoding: not this answer.
    expect((await counted(() => get(batch, cookie, { 'if-none-match': 'W/"someone-else"' }))).status).toBe(200);
    expect(await counted(() => get(batch, cookie, { 'accept-encoding': 'gzip' }))).toMatchObject({ status: 200, routed: true });
  });

  it("never answers one user's read with another's, nor revalidates another user's tag", async () => {
    const a = await signUp(door);
    const b = await signUp(door);
    await saveWeight(a.cookie, 181);
    const ofA = await get(batch, a.cookie);
    await get(batch, a.cookie);
    const ofB = await counted(() => get(batch, b.cookie));
    expect(ofB).toMatchObject({ status: 200, routed: true });
    expect(ofB.headers['x-answer-cache']).toBeUndefined();
    expect(ofB.bytes.equals(ofA.bytes)).toBe(false);
    expect((await get(batch, b.cookie, { 'if-none-match': ofA.headers.etag! })).status).toBe(200);
    // Revalidations of two users one after the other: each 304 names its own user's tag.
    const [againA, againB] = await Promise.all([
      get(batch, a.cookie, { 'if-none-match': ofA.headers.etag! }),
      get(batch, b.cookie, { 'if-none-match': ofB.headers.etag! }),
    ]);
    expect([againA.status, againA.headers.etag, againB.status, againB.headers.etag]).toEqual([304, ofA.headers.etag, 304, ofB.headers.etag]);
  });

  it('answers the read right after a write fresh, and the old tag with the new answer', async () => {
    const { cookie } = await signUp(door);
    await saveWeight(cookie, 180);
    const before = await get(batch, cookie);
    await get(batch, cookie);
    expect((await saveWeight(cookie, 185.5)).statusCode).toBe(200);
    const after = await counted(() => get(batch, cookie));
    expect(after).toMatchObject({ status: 200, routed: true });
    expect(after.headers['x-answer-cache']).toBeUndefined();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const revalidated = await get(batch, cookie, { 'if-none-match': before.headers.etag! });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.etag).toBe(after.headers.etag);
    // A write on another instance: the session this door reads carries the new data version at once.
    await get(batch, cookie);
    const elsewhere = await other.app.inject({
      method: 'POST',
      url: '/trpc/weight.save',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ date: '2030-06-14', weight: 184 }),
    });
    expect(elsewhere.statusCode).toBe(200);
    const afterElsewhere = await counted(() => get(batch, cookie, { 'if-none-match': after.headers.etag! }));
    expect(afterElsewhere).toMatchObject({ status: 200, routed: true });
    expect(afterElsewhere.headers.etag).not.toBe(after.headers.etag);
    expect(afterElsewhere.bytes.equals(after.bytes)).toBe(false);
  });

  it('answers 401 at once for a session ended on another instance, with or without its tag', async () => {
    const { cookie } = await signUp(other.app);
    const read = await get(batch, cookie);
    expect((await get(batch, cookie)).headers['x-answer-cache']).toBe('hit');
    expect((await other.app.inject({ method: 'DELETE', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    for (const headers of [{}, { 'if-none-match': read.headers.etag! }] as Record<string, string>[]) {
      const ended = await counted(() => get(batch, cookie, headers));
      expect(ended).toMatchObject({ status: 401, routed: true });
      expect(String(ended.headers['set-cookie'])).toMatch(/^fitness_session=;/);
    }
  });

  it('sends the refreshed session cookie with a cached answer, as the routed answer does', async () => {
    const { cookie } = await signUp(door);
    const token = cookie.split('=')[1]!;
    const sessions = storage.collection<SessionRecord>(COLLECTIONS.sessions);
    // A session last pushed forward two hours ago: this request pushes it again.
    const pushedBack = () =>
      sessions.updateOne({ tokenHash: hashSecret(token) }, { $set: { expiresAt: new Date(clock.now().getTime() + 14 * 86_400_000 - 7_200_000) } });
    await get(batch, cookie);
    await pushedBack();
    const routedAnswer = await door.inject({ method: 'GET', url: batch, headers: { cookie, 'accept-encoding': 'br' } });
    await pushedBack();
    const atTheDoor = await counted(() => get(batch, cookie));
    expect(atTheDoor).toMatchObject({ status: 200, routed: false });
    expect(atTheDoor.headers['set-cookie']).toEqual([routedAnswer.headers['set-cookie']].flat());
    expect(String(atTheDoor.headers['set-cookie'])).toMatch(/^fitness_session=[\w-]+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect((await counted(() => get(batch, cookie))).headers['set-cookie']).toBeUndefined();
    // A revalidation that pushes the session forward carries the cookie too; the next one does not.
    await pushedBack();
    const tag = (await get(batch, cookie)).headers.etag!;
    await pushedBack();
    const notModified = await counted(() => get(batch, cookie, { 'if-none-match': tag }));
    expect(notModified).toMatchObject({ status: 304, routed: false });
    expect(notModified.headers['set-cookie']).toEqual(atTheDoor.headers['set-cookie']);
    expect((await get(batch, cookie, { 'if-none-match': tag })).headers['set-cookie']).toBeUndefined();
    // A miss goes on to Fastify, which reads the session again: the cookie the door's read pushed forward still goes out.
    await saveWeight(cookie, 175);
    await pushedBack();
    const missed = await counted(() => get(batch, cookie));
    expect(missed).toMatchObject({ status: 200, routed: true });
    expect(missed.headers['set-cookie']).toEqual(atTheDoor.headers['set-cookie']);
  });

  it('passes on what it does not answer: a body, a streamed batch, no session', async () => {
    const { cookie } = await signUp(door);
    await get(batch, cookie);
    for (const headers of [{ 'trpc-accept': 'application/jsonl' }, { 'content-length': '0' }] as Record<string, string>[]) {
      expect((await counted(() => get(batch, cookie, headers))).routed, JSON.stringify(headers)).toBe(true);
    }
    expect(await counted(() => get(batch, ''))).toMatchObject({ status: 401, routed: true });
  });
});
