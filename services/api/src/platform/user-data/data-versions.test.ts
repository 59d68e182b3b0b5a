import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { clientFor, type Client } from '../../test-support/api-client';
import { createTestClock } from '../../test-support/test-clock';
import { spyOnStorage } from '../../test-support/storage-spy';
import { DuplicateKeyError } from '../storage/port';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import { DATA_VERSIONS, DataVersions, versionedStorage, type DataVersionRecord } from './data-versions';

// Issue #32: a refused write raised the caller's data version, so every ETag of theirs went stale.
const NOW = '2030-06-15T12:00:00Z';
let t: TestApp;
let owner: { client: Client; userId: string; routineId: string; exerciseId: string; weightId: string };
let caller: { client: Client; userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)) });
  const account = await signUp(t.app);
  const client = clientFor(t.app, account.cookie);
  const routineId = (await client.mutate<{ id: string }>('routines.create', { name: 'Not yours' })).data.id;
  const exerciseId = (await client.mutate<{ id: string }>('exercises.create', { routineId, name: 'Squats' })).data.id;
  await client.rest('POST', '/insert/weight', { userId: account.userId, weight: 180, date: '2030-06-14' });
  const weightId = ((await client.rest('GET', `/get/weight/${account.userId}`)).json() as { id: string }[])[0]!.id;
  owner = { client, userId: account.userId, routineId, exerciseId, weightId };
  const other = await signUp(t.app);
  caller = { client: clientFor(t.app, other.cookie), userId: other.userId, cookie: other.cookie };
  // The caller has data of their own, so their reads carry ETags.
  await caller.client.mutate('routines.create', { name: 'Mine' });
});
afterAll(() => t.close());

const versionOf = async (userId: string) => (await t.storage.collection<DataVersionRecord>(DATA_VERSIONS).findOne({ id: userId }))?.version ?? 0;
const routinesRead = (etag?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: '/trpc/routines.list', headers: { cookie: caller.cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

describe("a refused write leaves the user's data version (and so their ETags)", () => {
  const refusals: Array<[string, () => Promise<number>]> = [
    [
      "PUT /api/update/routine/:id of another user's routine",
      async () => (await caller.client.rest('PUT', `/update/routine/${owner.routineId}`, { name: 'Taken over' })).statusCode,
    ],
    [
      "DELETE /api/delete/exercise/:id of another user's exercise",
      async () => (await caller.client.rest('DELETE', `/delete/exercise/${owner.exerciseId}`)).statusCode,
    ],
    ["DELETE /api/delete/weight/:id of another user's entry", async () => (await caller.client.rest('DELETE', `/delete/weight/${owner.weightId}`)).statusCode],
    [
      "tRPC routines.rename of another user's routine",
      async () => (await caller.client.mutate('routines.rename', { id: owner.routineId, name: 'Taken over' })).status,
    ],
    ['tRPC exercises.delete when nothing matched', async () => (await caller.client.mutate('exercises.delete', { id: owner.exerciseId })).status],
  ];

  it.each(refusals)("%s answers 404, raises no version and the caller's ETag still answers 304", async (_name, refusedWrite) => {
    const read = await routinesRead();
    const etag = read.headers.etag as string;
    expect(etag).toBeTruthy();
    const [callerVersion, ownerVersion] = [await versionOf(caller.userId), await versionOf(owner.userId)];

    expect(await refusedWrite()).toBe(404);

    expect(await versionOf(caller.userId)).toBe(callerVersion);
    expect(await versionOf(owner.userId)).toBe(ownerVersion);
    expect((await routinesRead(etag)).statusCode).toBe(304);
  });

  it('a write that changed something still raises the version, and the old ETag answers 200 with the change', async () => {
    const etag = (await routinesRead()).headers.etag as string;
    const before = await versionOf(caller.userId);
    const mine = (await caller.client.query<{ id: string; name: string }[]>('routines.list')).data[0]!;
    expect((await caller.client.mutate('routines.rename', { id: mine.id, name: 'Renamed' })).status).toBe(200);
    expect(await versionOf(caller.userId)).toBeGreaterThan(before);
    const after = await routinesRead(etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().result.data[0]).toMatchObject({ id: mine.id, name: 'Renamed' });

    // A delete that matched raises it too.
    const version = await versionOf(caller.userId);
    const exercise = (await caller.client.mutate<{ id: string }>('exercises.create', { routineId: mine.id, name: 'Dips' })).data;
    expect(await versionOf(caller.userId)).toBeGreaterThan(version);
    const beforeDelete = await versionOf(caller.userId);
    expect((await caller.client.mutate('exercises.delete', { id: exercise.id })).status).toBe(200);
    expect(await versionOf(caller.userId)).toBeGreaterThan(beforeDelete);
  });

  it("the owner's records are untouched by the refusals", async () => {
    expect((await owner.client.query<{ id: string; name: string }[]>('routines.list')).data).toEqual([
      expect.objectContaining({ id: owner.routineId, name: 'Not yours' }),
    ]);
    expect((await owner.client.query<{ id: string }[]>('exercises.list')).data.map((e) => e.id)).toEqual([owner.exerciseId]);
    expect(((await owner.client.rest('GET', `/get/weight/${owner.userId}`)).json() as { id: string }[]).map((w) => w.id)).toEqual([owner.weightId]);
  });
});

describe('the versioned store, write by write', () => {
  type Entry = { id: string; userId: string; day: string };
  const ENTRIES = { name: 'entries', indexes: [{ fields: ['userId', 'day'], unique: true }] };

  async function versionedEntries(failing?: string) {
    const plain = createEmbeddedStorage(':memory:');
    await plain.ensureIndexes(ENTRIES.name, ENTRIES.indexes);
    // A call that fails on its way to the store: whether it was written is not known.
    const inner = spyOnStorage(plain, { before: ({ method }) => (method === failing ? Promise.reject(new Error('connection reset')) : undefined) });
    const versions = new DataVersions(plain);
    const entries = versionedStorage(inner, versions, [ENTRIES]).collection<Entry>(ENTRIES.name);
    return { entries, version: () => versions.current('u1') };
  }

  it('raises only after writes that matched, upserted, inserted or deleted something', async () => {
    const { entries, version } = await versionedEntries();
    await entries.insertOne({ id: 'a', userId: 'u1', day: '2030-06-01' });
    expect(await version()).toBe(1);
    await expect(entries.insertOne({ id: 'b', userId: 'u1', day: '2030-06-01' })).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await version()).toBe(1);
    expect((await entries.updateOne({ id: 'missing', userId: 'u1' }, { $set: { day: '2030-06-02' } })).matched).toBe(0);
    expect(await entries.updateMany({ userId: 'u1', day: '1999-01-01' }, { $set: { day: '2030-06-02' } })).toBe(0);
    expect(await entries.findOneAndUpdate({ id: 'missing', userId: 'u1' }, { $set: { day: '2030-06-02' } })).toBeNull();
    expect(await entries.deleteOne({ id: 'missing', userId: 'u1' })).toBe(0);
    expect(await entries.deleteMany({ userId: 'u1', day: '1999-01-01' })).toBe(0);
    await entries.insertMany([]);
    expect(await version()).toBe(1);

    await entries.updateOne({ id: 'a', userId: 'u1' }, { $set: { day: '2030-06-02' } });
    await entries.updateOne({ id: 'c', userId: 'u1' }, { $set: { day: '2030-06-03' } }, { upsert: true });
    await entries.findOneAndUpdate({ id: 'c', userId: 'u1' }, { $set: { day: '2030-06-04' } });
    await entries.updateMany({ userId: 'u1', id: 'a' }, { $set: { day: '2030-06-05' } });
    await entries.insertMany([{ id: 'd', userId: 'u1', day: '2030-06-09' }]);
    await entries.deleteOne({ id: 'd', userId: 'u1' });
    await entries.deleteMany({ userId: 'u1' });
    expect(await version()).toBe(8);
  });

  it('raises after a write whose outcome is unknown (it failed on the way)', async () => {
    const { entries, version } = await versionedEntries('updateOne');
    await expect(entries.updateOne({ id: 'a', userId: 'u1' }, { $set: { day: '2030-06-02' } })).rejects.toThrow('connection reset');
    expect(await version()).toBe(1);
  });
});
