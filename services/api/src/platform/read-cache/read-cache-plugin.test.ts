import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../build-app';
import { loadConfig } from '../config';
import type { Storage } from '../storage';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import { spyOnStorage } from '../../test-support/storage-spy';
import { createTestApp, signUp, TEST_APP_ORIGIN, USER_DATA_NAMES, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { fromWeightColumns } from '@fitness/schemas';
import { ifNoneMatchHas } from '../http/etags';

/** The embedded store, counting every call on a collection of user data (accounts and sessions not counted). */
function countingStorage(inner: Storage): { storage: Storage; dataCalls: () => number } {
  const dataNames = new Set(USER_DATA_NAMES);
  let calls = 0;
  const storage = spyOnStorage(inner, {
    before: ({ collection }) => {
      if (dataNames.has(collection)) calls += 1;
    },
  });
  return { storage, dataCalls: () => calls };
}
const counted = countingStorage(createEmbeddedStorage(':memory:'));

const NOW = '2030-06-15T12:00:00Z';
let t: TestApp;
let a: { cookie: string; userId: string };
let b: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)), storage: counted.storage });
  a = await signUp(t.app);
  b = await signUp(t.app);
});
afterAll(() => t.close());

const query = (path: string, input?: unknown) => `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

function get(url: string, cookie: string | undefined, etag?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) } });
}
function mutate(cookie: string, path: string, input: unknown) {
  return t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
}
const etagOf = (answer: LightMyRequestResponse) => answer.headers.etag as string | undefined;
/** The entries of a `weight.list` answer (it answers columns). */
const weightsOf = (answer: LightMyRequestResponse) => fromWeightColumns(answer.json().result.data);

describe("HTTP revalidation of a user's reads", () => {
  it('tags 200 reads (tRPC, batched tRPC, REST) and answers 304 without a body when the tag is sent back', async () => {
    await mutate(a.cookie, 'routines.create', { name: 'Tagged' }); // the legacy REST list answers 404 while empty
    const batched = `/trpc/profile.get,routines.list?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;
    for (const url of [query('weight.list'), query('workoutLog.get', { timezone: 'UTC' }), batched, `/api/get/routines/${a.userId}`]) {
      const first = await get(url, a.cookie);
      expect(first.statusCode, url).toBe(200);
      const etag = etagOf(first)!;
      expect(etag, url).toMatch(new RegExp(`^W/"${a.userId}-\\d+-[\\w-]+"$`));
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await get(url, a.cookie, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(etagOf(again)).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      // A list of tags (what a cache holding several answers sends) matches too.
      expect((await get(url, a.cookie, `W/"other", ${etag}`)).statusCode).toBe(304);
    }
  });

  it('every URL has its own tag', async () => {
    const one = etagOf(await get(query('workoutLog.get', { date: '2030-06-14' }), a.cookie))!;
    const other = await get(query('workoutLog.get', { date: '2030-06-13' }), a.cookie, one);
    expect(other.statusCode).toBe(200);
    expect(etagOf(other)).not.toBe(one);
  });

  it('answers 200 with the new data after a write through tRPC', async () => {
    const first = await get(query('weight.list'), a.cookie);
    const saved = await mutate(a.cookie, 'weight.save', { date: '2030-06-10', weight: 181 });
    expect(saved.statusCode).toBe(200);
    const after = await get(query('weight.list'), a.cookie, etagOf(first));
    expect(after.statusCode).toBe(200);
    expect(weightsOf(after)).toContainEqual(expect.objectContaining({ date: '2030-06-10', weight: 181 }));
    expect(etagOf(after)).not.toBe(etagOf(first));
    expect((await get(query('weight.list'), a.cookie, etagOf(after))).statusCode).toBe(304);
  });

  it('answers 200 with the new data after a write through REST, for both transports', async () => {
    const restUrl = `/api/get/weight/${a.userId}`;
    const rest = await get(restUrl, a.cookie);
    const trpc = await get(query('weight.list'), a.cookie);
    const inserted = await t.app.inject({
      method: 'POST',
      url: '/api/insert/weight',
      headers: { cookie: a.cookie },
      payload: { userId: a.userId, date: '2030-06-11', weight: 182 },
    });
    expect(inserted.statusCode).toBe(200);
    const restAfter = await get(restUrl, a.cookie, etagOf(rest));
    expect(restAfter.statusCode).toBe(200);
    expect(restAfter.json()).toContainEqual({ id: inserted.json().insertId, user_id: a.userId, date: '2030-06-11T00:00:00.000Z', weight: 182 });
    const trpcAfter = await get(query('weight.list'), a.cookie, etagOf(trpc));
    expect(trpcAfter.statusCode).toBe(200);
    // The profile weight follows the latest entry: a read of another kind sees the write as well.
    expect((await get(query('profile.get'), a.cookie)).json().result.data.weight).toBe(182);
  });

  it('never tags a read that raced a write with the version after it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [read] = await Promise.all([get(query('weight.list'), a.cookie), mutate(a.cookie, 'weight.save', { date: '2030-06-12', weight: 170 + round })]);
      const revalidated = await get(query('weight.list'), a.cookie, etagOf(read));
      expect(revalidated.statusCode).toBe(200);
      expect(weightsOf(revalidated)).toContainEqual(expect.objectContaining({ date: '2030-06-12', weight: 170 + round }));
    }
  });

  it('never answers 304 to another user, even for the same URL and their own tag format', async () => {
    await mutate(a.cookie, 'routines.create', { name: 'Only A' });
    const ofA = await get(query('routines.list'), a.cookie);
    const asB = await get(query('routines.list'), b.cookie, etagOf(ofA));
    expect(asB.statusCode).toBe(200);
    expect(asB.body).not.toContain('Only A');
    expect(etagOf(asB)).toContain(b.userId);
  });

  it('never answers 304 after logout (the old cookie gets 401, untagged)', async () => {
    const account = await signUp(t.app);
    const read = await get(query('routines.list'), account.cookie);
    expect((await mutate(account.cookie, 'auth.logout', null)).statusCode).toBe(200);
    const after = await get(query('routines.list'), account.cookie, etagOf(read));
    expect(after.statusCode).toBe(401);
    expect(etagOf(after)).toBeUndefined();
    const restAfter = await get(`/api/get/routines/${account.userId}`, account.cookie, etagOf(read));
    expect(restAfter.statusCode).toBe(401);
  });

  it('does not tag errors, anonymous reads or writes', async () => {
    const fresh = await signUp(t.app);
    const missingProfile = await get(`/api/get/profile/${fresh.userId}`, fresh.cookie);
    expect(missingProfile.statusCode).toBe(404);
    expect(etagOf(missingProfile)).toBeUndefined();
    const forbidden = await get(`/api/get/profile/${a.userId}`, fresh.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(etagOf(forbidden)).toBeUndefined();
    const unknownName = await get(query('progress.history', { exerciseName: 'Nothing' }), fresh.cookie);
    expect(unknownName.statusCode).toBe(404);
    expect(etagOf(unknownName)).toBeUndefined();
    const badInput = await get(query('workoutLog.get', { timezone: 'Mars/Olympus' }), fresh.cookie);
    expect(badInput.statusCode).toBe(400);
    expect(etagOf(badInput)).toBeUndefined();
    const mixedBatch = await get(
      `/trpc/routines.list,progress.history?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { exerciseName: 'Nothing' } }))}`,
      fresh.cookie,
    );
    expect(mixedBatch.statusCode).toBe(207);
    expect(etagOf(mixedBatch)).toBeUndefined();
    const anonymous = await get(query('system.health'), undefined);
    expect(anonymous.statusCode).toBe(200);
    expect(etagOf(anonymous)).toBeUndefined();
    expect(etagOf(await mutate(fresh.cookie, 'routines.create', { name: 'x' }))).toBeUndefined();
  });

  it('gives answers that depend on today a new tag every quarter hour (today changes at quarter hours in every time zone)', async () => {
    const url = query('workoutLog.get', { timezone: 'Asia/Kathmandu' });
    const first = await get(url, a.cookie);
    t.clock.advanceMinutes(15);
    try {
      const later = await get(url, a.cookie, etagOf(first));
      expect(later.statusCode).toBe(200);
      expect(etagOf(later)).not.toBe(etagOf(first));
    } finally {
      t.clock.set(new Date(NOW));
    }
  });
});

describe('If-None-Match matching', () => {
  it('compares weakly and accepts lists', () => {
    const tag = 'W/"abc-1"';
    expect(ifNoneMatchHas(undefined, tag)).toBe(false);
    expect(ifNoneMatchHas('W/"abc-1"', tag)).toBe(true);
    expect(ifNoneMatchHas('"abc-1"', tag)).toBe(true);
    expect(ifNoneMatchHas('W/"x", W/"abc-1"', tag)).toBe(true);
    expect(ifNoneMatchHas('W/"abc-2"', tag)).toBe(false);
    expect(ifNoneMatchHas('*', tag)).toBe(false);
  });
});

describe('server-side answer cache', () => {
  it('answers a repeat read without running the procedure or touching the store', async () => {
    const c = await signUp(t.app);
    await mutate(c.cookie, 'weight.save', { date: '2030-06-01', weight: 160 });
    const url = query('weight.list');
    const first = await get(url, c.cookie);
    expect(first.statusCode).toBe(200);
    const before = counted.dataCalls();
    const again = await get(url, c.cookie);
    expect(again.headers['x-answer-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(counted.dataCalls()).toBe(before);
    // The control: the same data read through a URL not cached yet goes to the store.
    const rest = await get(`/api/get/weight/${c.userId}`, c.cookie);
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['x-answer-cache']).toBeUndefined();
    expect(counted.dataCalls()).toBeGreaterThan(before);
  });

  it('answers identical reads arriving together by running the read once', async () => {
    const c = await signUp(t.app);
    await mutate(c.cookie, 'weight.save', { date: '2030-06-02', weight: 161 });
    const url = query('weight.list');
    const before = counted.dataCalls();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url, c.cookie)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-answer-cache'] === 'hit')).toHaveLength(4);
    expect(counted.dataCalls() - before).toBe(1); // one weights read for the five
  });

  it("repeats the answer's headers (tRPC's vary) and serves nothing cached to a streaming tRPC client", async () => {
    const c = await signUp(t.app);
    const batched = `/trpc/profile.get,routines.list?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`;
    const first = await get(batched, c.cookie);
    const again = await get(batched, c.cookie);
    expect(again.headers['x-answer-cache']).toBe('hit');
    expect(again.headers.vary).toBe(first.headers.vary);
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    const streamed = await t.app.inject({ method: 'GET', url: batched, headers: { cookie: c.cookie, 'trpc-accept': 'application/jsonl' } });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['x-answer-cache']).toBeUndefined();
    expect(streamed.headers['transfer-encoding']).toBe('chunked');
    // …and its streamed answer is not stored for the plain clients.
    expect((await get(batched, c.cookie)).body).toBe(first.body);
  });

  it('never keeps an answer that raced a write of the same user', async () => {
    const c = await signUp(t.app);
    const url = query('weight.list');
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([get(url, c.cookie), mutate(c.cookie, 'weight.save', { date: '2030-06-12', weight: 140 + round })]);
      const after = await get(url, c.cookie);
      expect(weightsOf(after)).toContainEqual(expect.objectContaining({ date: '2030-06-12', weight: 140 + round }));
    }
  });

  it('serves nothing cached after logout; a new session of the same user gets the answer of the unchanged data', async () => {
    const account = await signUp(t.app);
    const url = query('routines.list');
    await get(url, account.cookie);
    expect((await get(url, account.cookie)).headers['x-answer-cache']).toBe('hit');
    expect((await mutate(account.cookie, 'auth.logout', null)).statusCode).toBe(200);
    const after = await get(url, account.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.headers['x-answer-cache']).toBeUndefined();
    expect(etagOf(after)).toBeUndefined();
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: account.password } });
    const cookie = [login.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ');
    const again = await get(url, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe((await get(url, cookie)).body);
  });

  it('serves a repeat read without a validator from the cache, with the same bytes and tag', async () => {
    const c = await signUp(t.app);
    await mutate(c.cookie, 'routines.create', { name: 'Cached' }); // the legacy REST list answers 404 while empty
    for (const url of [query('routines.list'), `/api/get/routines/${c.userId}`]) {
      const first = await get(url, c.cookie);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['x-answer-cache']).toBeUndefined();
      const again = await get(url, c.cookie);
      expect(again.statusCode, url).toBe(200);
      expect(again.headers['x-answer-cache'], url).toBe('hit');
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(etagOf(again)).toBe(etagOf(first));
    }
  });

  it("drops a user's answers when the user writes, through tRPC or REST", async () => {
    const url = query('weight.list');
    await get(url, b.cookie);
    expect((await get(url, b.cookie)).headers['x-answer-cache']).toBe('hit');
    await mutate(b.cookie, 'weight.save', { date: '2030-06-12', weight: 150 });
    const afterTrpc = await get(url, b.cookie);
    expect(afterTrpc.headers['x-answer-cache']).toBeUndefined();
    expect(weightsOf(afterTrpc)).toContainEqual(expect.objectContaining({ date: '2030-06-12', weight: 150 }));

    expect((await get(url, b.cookie)).headers['x-answer-cache']).toBe('hit');
    await t.app.inject({
      method: 'POST',
      url: '/api/insert/weight',
      headers: { cookie: b.cookie },
      payload: { userId: b.userId, date: '2030-06-13', weight: 151 },
    });
    const afterRest = await get(url, b.cookie);
    expect(afterRest.headers['x-answer-cache']).toBeUndefined();
    expect(weightsOf(afterRest)).toContainEqual(expect.objectContaining({ date: '2030-06-13', weight: 151 }));
  });

  it("drops a user's answers on the later features' writes: measurements, an outbox's weight change, a merged day, equipment", async () => {
    const c = await signUp(t.app);
    const changeId = (n: number) => (0x6c0a0000 + n).toString(16).padStart(24, 'c');
    const exercise = {
      id: changeId(10),
      name: 'Squats',
      tracked: true,
      bw: false,
      changedAt: Date.parse(NOW),
      sets: [{ id: changeId(11), reps: 5, weight: 200, notes: '', changedAt: Date.parse(NOW) }],
    };
    const cases: { read: string; write: () => Promise<LightMyRequestResponse>; holds: (answer: LightMyRequestResponse) => boolean }[] = [
      {
        read: query('measurements.list'),
        write: () => mutate(c.cookie, 'measurements.add', { date: '2030-06-10', waistCm: 80 }),
        holds: (r) => JSON.stringify(r.json()).includes('"waistCm":80'),
      },
      {
        read: query('weight.list'),
        write: () => mutate(c.cookie, 'weight.save', { date: '2030-06-11', weight: 160, changeId: changeId(1) }),
        holds: (r) => weightsOf(r).some((w) => w.date === '2030-06-11'),
      },
      {
        read: query('weight.list'),
        write: () => mutate(c.cookie, 'weight.delete', { date: '2030-06-11', changeId: changeId(2) }),
        holds: (r) => !weightsOf(r).some((w) => w.date === '2030-06-11'),
      },
      {
        read: query('workoutLog.get', { date: '2030-06-15' }),
        write: () =>
          mutate(c.cookie, 'workoutLog.sync', {
            localLog: { exercises: [exercise] },
            timezone: 'UTC',
            date: '2030-06-15',
            baseVersion: 0,
            changeId: changeId(3),
          }),
        holds: (r) => JSON.stringify(r.json()).includes('Squats'),
      },
      {
        read: query('profile.get'),
        write: () => mutate(c.cookie, 'profile.saveEquipment', { barLb: 35, plates: [] }),
        holds: (r) => JSON.stringify(r.json()).includes('"barLb":35'),
      },
    ];
    for (const { read, write, holds } of cases) {
      await get(read, c.cookie);
      expect((await get(read, c.cookie)).headers['x-answer-cache'], read).toBe('hit');
      expect((await write()).statusCode, read).toBe(200);
      const after = await get(read, c.cookie);
      expect(after.headers['x-answer-cache'], read).toBeUndefined();
      expect(holds(after), read).toBe(true);
    }
  });

  it("never answers one user with another user's cached answer, nor without a session", async () => {
    const url = query('profile.get');
    const mine = await get(url, a.cookie);
    await get(url, a.cookie);
    const theirs = await get(url, b.cookie);
    expect(theirs.headers['x-answer-cache']).toBeUndefined();
    expect(theirs.body).not.toBe(mine.body);
    const anonymous = await get(url, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['x-answer-cache']).toBeUndefined();
  });

  it('keeps no error answers', async () => {
    const url = query('progress.history', { exerciseName: 'Nothing Logged' });
    expect((await get(url, a.cookie)).statusCode).toBe(404);
    const again = await get(url, a.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-answer-cache']).toBeUndefined();
  });
});

describe('store reads of a cached read', () => {
  it('one per request, whatever the answer: the session, which carries its user and data version', async () => {
    const calls: string[] = [];
    const storage = spyOnStorage(createEmbeddedStorage(':memory:'), { before: ({ collection, method }) => void calls.push(`${collection}.${method}`) });
    const own = await createTestApp({ clock: createTestClock(new Date(NOW)), storage });
    try {
      const c = await signUp(own.app);
      await own.app.inject({
        method: 'POST',
        url: '/trpc/weight.save',
        headers: { cookie: c.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ date: '2030-06-01', weight: 150 }),
      });
      const url = query('weight.list');
      const first = await own.app.inject({ method: 'GET', url, headers: { cookie: c.cookie } });
      for (const headers of [{}, { 'if-none-match': String(first.headers.etag) }]) {
        calls.length = 0;
        const again = await own.app.inject({ method: 'GET', url, headers: { cookie: c.cookie, ...headers } });
        expect([200, 304]).toContain(again.statusCode);
        expect(calls).toEqual(['sessions.findOne']);
      }
      // A write raises the version the session carries: the old tag is answered in full.
      await own.app.inject({
        method: 'POST',
        url: '/trpc/weight.save',
        headers: { cookie: c.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ date: '2030-06-02', weight: 151 }),
      });
      const after = await own.app.inject({ method: 'GET', url, headers: { cookie: c.cookie, 'if-none-match': String(first.headers.etag) } });
      expect(after.statusCode).toBe(200);
      expect(weightsOf(after)).toContainEqual(expect.objectContaining({ date: '2030-06-02', weight: 151 }));
    } finally {
      await own.close();
    }
  });
});

describe('read cache byte budget', () => {
  it('evicts the least recently used answer once the budget (READ_CACHE_MB) is full', async () => {
    // Room for one of the two answers below with its bookkeeping, not for both.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      APP_ORIGIN: TEST_APP_ORIGIN,
      SCRYPT_COST: '10',
      READ_CACHE_MB: String(1400 / 2 ** 20),
    });
    const app = await buildApp({ config, storage: createEmbeddedStorage(':memory:'), clock: createTestClock(new Date(NOW)) }, { logger: false });
    try {
      const c = await signUp(app);
      const read = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: c.cookie } });
      const one = query('workoutLog.get', { date: '2030-06-14' });
      const two = query('workoutLog.get', { date: '2030-06-13' });
      expect((await read(one)).statusCode).toBe(200);
      expect((await read(one)).headers['x-answer-cache']).toBe('hit');
      await read(two);
      expect((await read(two)).headers['x-answer-cache']).toBe('hit');
      expect((await read(one)).headers['x-answer-cache']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
