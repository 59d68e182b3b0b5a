import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWeightColumns } from '@fitness/schemas';
import type { Storage } from '../storage';
import { spyOnStorage, type StoreCall } from '../../test-support/storage-spy';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';

/**
 * The store with one seam: the next call of `collection.method` can be held before it runs or after
 * it answered, until the test releases it. Interleavings are made, not hoped for (no sleeps).
 */
function heldStorage(inner: Storage) {
  let held: { name: string; method: string; when: 'before' | 'after'; reached: () => void; released: Promise<void> } | undefined;
  type Hold = NonNullable<typeof held>;
  const holds = new WeakMap<StoreCall, Hold>();
  const storage = spyOnStorage(inner, {
    before(call) {
      const hold = held?.name === call.collection && held.method === call.method ? held : undefined;
      if (!hold) return;
      held = undefined;
      holds.set(call, hold);
      if (hold.when !== 'before') return;
      hold.reached();
      return hold.released;
    },
    after(call) {
      const hold = holds.get(call);
      if (hold?.when !== 'after') return;
      hold.reached();
      return hold.released;
    },
  });
  return {
    storage,
    hold(name: string, method: string, when: 'before' | 'after') {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { name, method, when, reached, released };
      return { reached: reachedPromise, release };
    },
  };
}

const held = heldStorage(createEmbeddedStorage(':memory:'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storage: held.storage });
});
afterAll(() => t.close());

const get = (cookie: string, path: string, etag?: string) =>
  t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });
const mutate = (cookie: string, path: string, input: unknown) =>
  t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
const weightsOf = (answer: LightMyRequestResponse) => fromWeightColumns(answer.json().result.data).map((w) => [w.date, w.weight]);
const namesOf = (answer: LightMyRequestResponse) => (answer.json().result.data as { name: string }[]).map((r) => r.name);

describe('a read that raced a write is never tagged or memoised as current after it', () => {
  it('a read holding data from before a write answers with the version before it: the next revalidation and read get the new data', async () => {
    const { cookie } = await signUp(t.app);
    expect((await mutate(cookie, 'weight.save', { date: '2020-01-01', weight: 150 })).statusCode).toBe(200);
    // The read takes the version, reads the weights, and is held with them while a write completes.
    const hold = held.hold('weights', 'find', 'after');
    const reading = get(cookie, 'weight.list');
    await hold.reached;
    expect((await mutate(cookie, 'weight.save', { date: '2020-01-02', weight: 151 })).statusCode).toBe(200);
    hold.release();
    const raced = await reading;
    expect(raced.statusCode).toBe(200);
    expect(weightsOf(raced)).toEqual([['2020-01-01', 150]]); // the interleaving happened: data from before the write

    const revalidated = await get(cookie, 'weight.list', raced.headers.etag as string);
    expect(revalidated.statusCode).toBe(200);
    expect(weightsOf(revalidated)).toEqual([
      ['2020-01-01', 150],
      ['2020-01-02', 151],
    ]);
    // Nor did the per-user memo keep the raced answer as current.
    expect(weightsOf(await get(cookie, 'weight.list'))).toEqual(weightsOf(revalidated));
  });

  it('a read made while a write is between its start and its data write is not tagged with the version after it', async () => {
    const { cookie } = await signUp(t.app);
    const routine = (await mutate(cookie, 'routines.create', { name: 'Push' })).json().result.data as { id: string };
    // The rename is held before its one document write; a read runs to the end meanwhile.
    const hold = held.hold('routines', 'updateOne', 'before');
    const renaming = mutate(cookie, 'routines.rename', { id: routine.id, name: 'Pull' });
    await hold.reached;
    const during = await get(cookie, 'routines.list');
    expect(namesOf(during)).toEqual(['Push']);
    hold.release();
    expect((await renaming).statusCode).toBe(200);

    const revalidated = await get(cookie, 'routines.list', during.headers.etag as string);
    expect(revalidated.statusCode).toBe(200);
    expect(namesOf(revalidated)).toEqual(['Pull']);
    expect(namesOf(await get(cookie, 'routines.list'))).toEqual(['Pull']);
    // With no write since, the tag holds.
    expect((await get(cookie, 'routines.list', revalidated.headers.etag as string)).statusCode).toBe(304);
  });
});
