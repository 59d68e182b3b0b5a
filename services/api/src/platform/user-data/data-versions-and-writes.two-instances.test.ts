import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromWeightColumns } from '@fitness/schemas';
import { clientFor, type Client } from '../../test-support/api-client';
import type { Storage } from '../storage';
import { randomLatency, spyOnStorage } from '../../test-support/storage-spy';
import { signUp } from '../../test-support/test-app';
import { sharedStores, startTwoInstances, type SharedStore, type TwoInstances } from '../../test-support/two-instances';

/** The shared store answering after a random few milliseconds, as a networked database does: requests on A and B interleave. */
const withLatency = (inner: Storage): Storage => spyOnStorage(inner, { before: randomLatency(3) });

type Ordered = { id: string; name?: string; exerciseName?: string; sortOrder: number };

/** Shuffled copy (the orders two devices might send). */
const shuffled = <T>(list: readonly T[]) =>
  [...list]
    .map((item) => [Math.random(), item] as const)
    .sort((x, y) => x[0] - y[0])
    .map(([, item]) => item);

function expectOneOrder(list: Ordered[], ids: string[]) {
  expect([...list.map((o) => o.id)].sort()).toEqual([...ids].sort()); // every one, once: nothing lost, nothing doubled
  expect(new Set(list.map((o) => o.sortOrder)).size).toBe(list.length); // one order, no ties
}

/** Per-user data versions, revalidation and writes with two API instances over one store (issue #18). */
describe.each(sharedStores)('data versions and writes across two instances: $name', ({ open }) => {
  let store: SharedStore;
  let both: TwoInstances;
  beforeEach(async () => {
    store = await open();
    both = await startTwoInstances(withLatency(store.storage));
  });
  afterEach(async () => {
    await both.close();
    await store.close();
  });

  const read = (app: FastifyInstance, cookie: string, url: string, etag?: string) =>
    app.inject({ method: 'GET', url, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });
  const weightsOf = (answer: LightMyRequestResponse) => fromWeightColumns(answer.json().result.data).map((w) => [w.date, w.weight]);
  const on = (cookie: string): [Client, Client] => [clientFor(both.a.app, cookie), clientFor(both.b.app, cookie)];

  it("a write on A makes B's tag stale: B answers 200 with the new data, never a stale 304 (tRPC and REST)", async () => {
    const { cookie, userId } = await signUp(both.a.app);
    const [onA, onB] = on(cookie);
    await onA.mutate('weight.save', { date: '2020-05-01', weight: 170 });
    const first = await read(both.b.app, cookie, '/trpc/weight.list');
    const tag = first.headers.etag as string;
    expect((await read(both.b.app, cookie, '/trpc/weight.list', tag)).statusCode).toBe(304);
    // Both instances make the same tag from the stored version.
    expect((await read(both.a.app, cookie, '/trpc/weight.list', tag)).statusCode).toBe(304);

    expect((await onA.mutate('weight.save', { date: '2020-05-02', weight: 171 })).status).toBe(200);
    const after = await read(both.b.app, cookie, '/trpc/weight.list', tag);
    expect(after.statusCode).toBe(200);
    expect(weightsOf(after)).toEqual([
      ['2020-05-01', 170],
      ['2020-05-02', 171],
    ]);

    // And the other way round, through the legacy REST paths.
    expect((await onA.rest('POST', '/insert/routine', { userId, name: 'Legs' })).statusCode).toBe(200);
    const routines = await read(both.a.app, cookie, `/api/get/routines/${userId}`);
    expect((await onB.rest('POST', '/insert/routine', { userId, name: 'Arms' })).statusCode).toBe(200);
    const restAfter = await read(both.a.app, cookie, `/api/get/routines/${userId}`, routines.headers.etag as string);
    expect(restAfter.statusCode).toBe(200);
    expect((restAfter.json() as { name: string }[]).map((r) => r.name)).toEqual(['Legs', 'Arms']);
  });

  it('interleaved creates and reorders of routines and exercises on A and B lose nothing and tie nothing', async () => {
    const { cookie } = await signUp(both.a.app);
    const [onA, onB] = on(cookie);
    const routine = (await onA.mutate<{ id: string }>('routines.create', { name: 'Push' })).data;
    const first = await Promise.all(
      ['Bench', 'Dips', 'Flyes', 'Press'].map((name, i) => (i % 2 ? onB : onA).mutate<{ id: string }>('exercises.create', { routineId: routine.id, name })),
    );
    const startIds = first.map((answer) => answer.data.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const client = i % 2 ? onB : onA;
        return i % 3 === 0
          ? client.mutate('exercises.create', { routineId: routine.id, name: `Lift ${i}` })
          : client.mutate('exercises.reorder', { ids: shuffled(startIds) });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const created = answers.filter((_, i) => i % 3 === 0).map((answer) => (answer.data as { id: string }).id);
    expectOneOrder((await onB.query<Ordered[]>('exercises.list', { routineId: routine.id })).data, [...startIds, ...created]);

    const routineAnswers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? onB : onA).mutate<{ id: string }>('routines.create', { name: `Day ${i}` })),
    );
    const routineIds = [routine.id, ...routineAnswers.map((answer) => answer.data.id)];
    const reorders = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? onA : onB).mutate('routines.reorder', { ids: shuffled(routineIds) })));
    expect(reorders.map((answer) => answer.status)).toEqual(reorders.map(() => 200));
    expectOneOrder((await onA.query<Ordered[]>('routines.list')).data, routineIds);
  });

  it('interleaved progress reorders and new tracked names on A and B: every name once, in one order', async () => {
    const { cookie } = await signUp(both.a.app);
    const [onA, onB] = on(cookie);
    const day = (date: string, names: string[]) => ({
      localLog: { exercises: names.map((name) => ({ name, tracked: true, bw: false, sets: [{ reps: 5, weight: 100, notes: '' }] })) },
      timezone: 'UTC',
      date,
    });
    await onA.mutate('workoutLog.sync', day('2020-06-01', ['Squats', 'Press', 'Rows', 'Curls']));
    const shown = (await onB.query<Ordered[]>('progress.list')).data.map((o) => o.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const client = i % 2 ? onB : onA;
        return i % 4 === 0
          ? client.mutate('workoutLog.sync', day(`2020-06-${10 + i}`, [`New ${i}`]))
          : client.mutate('progress.reorder', { ids: shuffled(shown) });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const list = (await onA.query<Ordered[]>('progress.list')).data;
    expect(list.map((o) => o.exerciseName).sort()).toEqual(['Curls', 'New 0', 'New 4', 'New 8', 'Press', 'Rows', 'Squats']);
    expectOneOrder(
      list,
      list.map((o) => o.id),
    );
    // The order ids the lists show are the stored ones: both instances show the same, and a reorder by them applies.
    expect((await onB.query<Ordered[]>('progress.list')).data).toEqual(list);
    const reversed = [...list].reverse().map((o) => o.id);
    expect((await onB.mutate('progress.reorder', { ids: reversed })).status).toBe(200);
    expect((await onA.query<Ordered[]>('progress.list')).data.map((o) => o.id)).toEqual(reversed);
  });

  it('changes of different order records made at once on A and B all stay (no whole-order write from a stale read)', async () => {
    const { cookie } = await signUp(both.a.app);
    const [onA, onB] = on(cookie);
    const names = ['Squats', 'Press', 'Rows', 'Curls', 'Dips', 'Lunges'];
    await onA.mutate('workoutLog.sync', {
      localLog: { exercises: names.map((name) => ({ name, tracked: true, bw: false, sets: [{ reps: 5, weight: 100, notes: '' }] })) },
      timezone: 'UTC',
      date: '2020-06-01',
    });
    const shown = (await onB.query<Ordered[]>('progress.list')).data;
    const answers = await Promise.all(shown.map((item, i) => (i % 2 ? onB : onA).mutate('progress.updateOrder', { id: item.id, sortOrder: 100 - i })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const list = (await onA.query<Ordered[]>('progress.list')).data;
    expect(list.map((o) => [o.exerciseName, o.sortOrder])).toEqual([...names].reverse().map((name, i) => [name, 100 - (names.length - 1) + i]));
  });

  it("the profile weight ends as the latest entry's when saves and deletes race on A and B", async () => {
    const { cookie } = await signUp(both.a.app);
    const [onA, onB] = on(cookie);
    for (const month of ['07', '08', '09']) {
      const days = shuffled(Array.from({ length: 16 }, (_, i) => 10 + i));
      const saved = await Promise.all(days.map((day, i) => (i % 2 ? onB : onA).mutate('weight.save', { date: `2020-${month}-${day}`, weight: 100 + day })));
      expect(saved.map((answer) => answer.status)).toEqual(saved.map(() => 200));
      expect((await onB.query<{ weight: number }>('profile.get')).data.weight).toBe(125);
    }
    // Delete the latest two while other days are saved again.
    const [latest, second] = (await onA.query<{ dates: string[] }>('weight.list')).data.dates.slice(-2).reverse();
    await Promise.all([
      onA.mutate('weight.delete', { date: latest }),
      onB.mutate('weight.delete', { date: second }),
      onA.mutate('weight.save', { date: '2020-09-12', weight: 160 }),
      onB.mutate('weight.save', { date: '2020-09-17', weight: 161 }),
    ]);
    const weights = fromWeightColumns((await onB.query<Parameters<typeof fromWeightColumns>[0]>('weight.list')).data);
    expect(weights.at(-1)).toMatchObject({ date: '2020-09-23', weight: 123 });
    expect((await onA.query<{ weight: number }>('profile.get')).data.weight).toBe(123);
  });
});
