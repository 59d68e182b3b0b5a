import { STARTER_ROUTINES } from '@fitness/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import type { Storage } from '../../platform/storage';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import { randomLatency, spyOnStorage, WRITE_METHODS } from '../../test-support/storage-spy';
import { clientFor, type Client } from '../../test-support/api-client';

type Routine = { id: string; name: string; sortOrder: number };
type Exercise = { id: string; routineId: string; name: string; sortOrder: number };

/**
 * The app on a store that records every write (collection.method), so a test can count them, and
 * answers after a random few milliseconds, as a networked database would: concurrent requests interleave.
 */
let t: TestApp;
const writes: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ storage: countingWrites(createEmbeddedStorage(':memory:')) });
});
afterAll(() => t.close());

function countingWrites(storage: Storage): Storage {
  const latency = randomLatency(4);
  return spyOnStorage(storage, {
    before: async ({ collection, method }) => {
      await latency();
      // Writes of the routines and exercises themselves (not the data version or sort-order counters).
      if (WRITE_METHODS.has(method) && (collection === 'routines' || collection === 'exercises')) writes.push(`${collection}.${method}`);
    },
  });
}

async function newUser(): Promise<Client> {
  return clientFor(t.app, (await signUp(t.app)).cookie);
}

const routinesOf = async (client: Client) => (await client.query<Routine[]>('routines.list')).data;
const exercisesOf = async (client: Client, routineId?: string) =>
  (await client.query<Exercise[]>('exercises.list', routineId ? { routineId } : undefined)).data;

describe('sort orders of routines and exercises', () => {
  it('gives 25 exercises created at the same moment 25 different sort orders, each after the last', async () => {
    const me = await newUser();
    const routine = (await me.mutate<Routine>('routines.create', { name: 'Push Day' })).data;
    await me.mutate('exercises.create', { routineId: routine.id, name: 'First' });
    const names = Array.from({ length: 25 }, (_, i) => `Lift ${i + 1}`);
    const answers = await Promise.all(names.map((name) => me.mutate<Exercise>('exercises.create', { routineId: routine.id, name })));
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));

    const stored = await exercisesOf(me, routine.id);
    expect(stored).toHaveLength(26);
    expect(new Set(stored.map((e) => e.sortOrder)).size).toBe(26);
    expect(stored[0]!.name).toBe('First');
    expect(stored.map((e) => e.sortOrder)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    // Each answer's sort order is the one stored, so the list reads back in one stable order.
    expect(Object.fromEntries(answers.map((a) => [a.data.id, a.data.sortOrder]))).toEqual(Object.fromEntries(stored.slice(1).map((e) => [e.id, e.sortOrder])));
    expect((await exercisesOf(me, routine.id)).map((e) => e.id)).toEqual(stored.map((e) => e.id));
  });

  it('gives routines created at the same moment different sort orders', async () => {
    const me = await newUser();
    await Promise.all(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => me.mutate('routines.create', { name })));
    await me.mutate('routines.createStarters');
    const routines = await routinesOf(me);
    expect(routines).toHaveLength(11);
    expect(new Set(routines.map((r) => r.sortOrder)).size).toBe(11);
    expect(routines.slice(-3).map((r) => r.name)).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3']);
  });

  it('keeps the starter routines and their exercises in the table order', async () => {
    const me = await newUser();
    await me.mutate('routines.createStarters');
    const routines = await routinesOf(me);
    expect(routines.map((r) => r.name)).toEqual(STARTER_ROUTINES.map((s) => s.name));
    const all = await exercisesOf(me);
    for (const [index, starter] of STARTER_ROUTINES.entries()) {
      expect(all.filter((e) => e.routineId === routines[index]!.id).map((e) => e.name)).toEqual(starter.exercises.map((e) => e.name));
    }
  });

  it('routines.reorder saves a new order in one request, writing only the routines that moved', async () => {
    const me = await newUser();
    await me.mutate('routines.createStarters');
    const [one, two, three] = await routinesOf(me);
    writes.length = 0;
    const answer = await me.mutate<Routine[]>('routines.reorder', { ids: [three!.id, one!.id, two!.id] });
    expect(answer.status).toBe(200);
    expect(answer.data.map((r) => [r.name, r.sortOrder])).toEqual([
      ['Full Body 3', one!.sortOrder],
      ['Full Body 1', two!.sortOrder],
      ['Full Body 2', three!.sortOrder],
    ]);
    expect(writes).toEqual(['routines.updateOne', 'routines.updateOne', 'routines.updateOne']);
    expect((await routinesOf(me)).map((r) => r.name)).toEqual(['Full Body 3', 'Full Body 1', 'Full Body 2']);

    // Moving the last one up one place writes two routines, never all of them.
    writes.length = 0;
    await me.mutate('routines.reorder', { ids: [three!.id, two!.id, one!.id] });
    expect(writes).toEqual(['routines.updateOne', 'routines.updateOne']);
    expect((await routinesOf(me)).map((r) => r.name)).toEqual(['Full Body 3', 'Full Body 2', 'Full Body 1']);
  });

  it("exercises.reorder saves one routine's new order in one request; a create afterwards goes last", async () => {
    const me = await newUser();
    await me.mutate('routines.createStarters');
    const [first] = await routinesOf(me);
    const lifts = await exercisesOf(me, first!.id);
    const ids = [lifts[3]!.id, lifts[0]!.id, lifts[1]!.id, lifts[2]!.id];
    writes.length = 0;
    expect((await me.mutate('exercises.reorder', { ids })).status).toBe(200);
    expect(writes.every((w) => w === 'exercises.updateOne')).toBe(true);
    expect((await exercisesOf(me, first!.id)).map((e) => e.name)).toEqual(['Overhead Press', 'Squats', 'Bench Press', 'Bent-over Rows']);
    await me.mutate('exercises.create', { routineId: first!.id, name: 'Curls' });
    expect((await exercisesOf(me, first!.id)).map((e) => e.name)).toEqual(['Overhead Press', 'Squats', 'Bench Press', 'Bent-over Rows', 'Curls']);
  });

  it('refuses bad orders with 400 or 404 and changes nothing', async () => {
    const me = await newUser();
    const other = await newUser();
    await me.mutate('routines.createStarters');
    await other.mutate('routines.createStarters');
    const mine = await routinesOf(me);
    const theirs = await routinesOf(other);
    const [a, b] = [mine[0]!, mine[1]!];
    const liftsA = await exercisesOf(me, a.id);
    const liftsB = await exercisesOf(me, b.id);
    const before = { routines: mine, exercises: await exercisesOf(me), theirs };

    const empty = await me.mutate('routines.reorder', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.error!.message).toContain('ids must not be empty');
    expect((await me.mutate('routines.reorder', { ids: [a.id, a.id] })).error!.message).toContain('ids must not repeat');
    expect((await me.mutate('routines.reorder', { ids: ['{"$gt":""}'] })).status).toBe(400);
    expect((await me.mutate('routines.reorder', { ids: [theirs[0]!.id, a.id] })).status).toBe(404);
    expect((await other.mutate('routines.reorder', { ids: [b.id, a.id] })).status).toBe(404);
    const mixed = await me.mutate('exercises.reorder', { ids: [liftsB[0]!.id, liftsA[0]!.id] });
    expect(mixed.status).toBe(400);
    expect(mixed.error!.message).toBe('ids must be exercises of one routine');

    expect({ routines: await routinesOf(me), exercises: await exercisesOf(me), theirs: await routinesOf(other) }).toEqual(before);
  });
});
