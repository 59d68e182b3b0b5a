import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../storage';
import { createTestApp, signUp, USER_DATA_NAMES, type TestApp } from '../../test-support/test-app';
import { clientFor, type Client } from '../../test-support/api-client';
import { DATA_VERSIONS } from './data-versions';
import { SORT_ORDER_COUNTERS } from './sort-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every document of the user's data, its data version and its sort-order counters, as stored. */
async function everything(storage: Storage) {
  const names = [...USER_DATA_NAMES, DATA_VERSIONS, SORT_ORDER_COUNTERS];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await storage.collection(name).find({}, { sort: { id: 1 } })] as const)));
}

/** Every read the dashboard and the legacy client make, through tRPC and REST. */
async function readEverything(client: Client, userId: string) {
  const statuses = [
    (await client.query('profile.get')).status,
    (await client.query('weight.list')).status,
    (await client.query('routines.list')).status,
    (await client.query('exercises.list')).status,
    (await client.query('workoutLog.get', { date: '2020-03-02' })).status,
    (await client.query('workoutLog.previous', { names: ['Squats'], before: '2020-03-03' })).status,
    (await client.query('progress.list')).status,
    (await client.query('progress.history', { exerciseName: 'Squats' })).status,
    (await client.query('progress.records')).status,
    (await client.query('progress.records', { exerciseName: 'Squats' })).status,
    (await client.query('progress.dayRecords', { date: '2020-03-02' })).status,
    (await client.query('measurements.list')).status,
    (await client.rest('GET', `/get/profile/${userId}`)).statusCode,
    (await client.rest('GET', `/get/weight/${userId}`)).statusCode,
    (await client.rest('GET', `/get/routines/${userId}`)).statusCode,
    (await client.rest('GET', `/get/tracked-exercises/${userId}`)).statusCode,
  ];
  for (const status of statuses) expect(status).toBeLessThan(500);
}

const squats = (weight: number) => ({ name: 'Squats', tracked: true, bw: false, sets: [{ reps: 5, weight, notes: '' }] });

describe("GET requests never write the user's data", () => {
  it("a new user's reads leave the store as it was, and the profile read answers the blank profile without creating it", async () => {
    const { cookie, userId } = await signUp(t.app);
    const client = clientFor(t.app, cookie);
    const before = await everything(t.storage);
    await readEverything(client, userId);
    expect(await everything(t.storage)).toEqual(before);

    const profile = await client.query<{ id: string; weight: number; measurementType: string }>('profile.get');
    expect(profile.data).toMatchObject({ id: userId, weight: 0, height: 0, age: 0, measurementType: 'imperial', weightGoal: 0 });
    expect((await client.rest('GET', `/get/profile/${userId}`)).statusCode).toBe(404);
    // The first write stores it under the id the read showed.
    const saved = await client.mutate<{ id: string }>('profile.save', { ...profile.data, age: 40 });
    expect(saved.data.id).toBe(userId);
    expect((await client.query('profile.get')).data).toMatchObject({ id: userId, age: 40 });
  });

  it('the progress list shows new names in order without storing the order; the next order write stores the ids it showed', async () => {
    const { cookie, userId } = await signUp(t.app);
    const client = clientFor(t.app, cookie);
    await client.mutate('workoutLog.sync', { localLog: { exercises: [squats(100), { ...squats(50), name: 'Press' }] }, timezone: 'UTC', date: '2020-03-01' });
    await client.mutate('workoutLog.sync', { localLog: { exercises: [squats(105), { ...squats(10), name: 'Curls' }] }, timezone: 'UTC', date: '2020-03-02' });
    const before = await everything(t.storage);
    await readEverything(client, userId);
    expect(await everything(t.storage)).toEqual(before);
    expect(before.trackedOrder).toEqual([]);

    const shown = (await client.query<{ id: string; exerciseName: string }[]>('progress.list')).data;
    expect(shown.map((o) => o.exerciseName)).toEqual(['Squats', 'Press', 'Curls']);
    // Every read (on any instance) shows the same ids until a write stores them.
    expect((await client.query<{ id: string }[]>('progress.list')).data.map((o) => o.id)).toEqual(shown.map((o) => o.id));
    const reordered = await client.mutate<{ id: string; exerciseName: string }[]>('progress.reorder', { ids: [shown[2]!.id, shown[0]!.id, shown[1]!.id] });
    expect(reordered.status).toBe(200);
    expect((await client.query<{ id: string; exerciseName: string }[]>('progress.list')).data.map((o) => [o.id, o.exerciseName])).toEqual([
      [shown[2]!.id, 'Curls'],
      [shown[0]!.id, 'Squats'],
      [shown[1]!.id, 'Press'],
    ]);
    expect(await t.storage.collection<{ id: string; userId: string }>('trackedOrder').count({ userId })).toBe(1);
  });
});
