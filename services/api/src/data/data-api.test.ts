import { STARTER_ROUTINES } from '@fitness/domain';
import { fromWeightColumns, sortOrderOfId, type WeightColumns } from '@fitness/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test-support/test-app';
import { createTestClock } from '../test-support/test-clock';
import { newId, type Storage } from '../storage';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import { clientFor, sampleLog, type Client } from './api-test-helpers';

const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
let t: TestApp;
let me: Client;
let userId: string;

beforeAll(async () => {
  // A future "now" (session expiry is also checked against real time by the store's TTL index).
  t = await createTestApp({ clock: createTestClock(new Date(NOW)) });
  const account = await signUp(t.app);
  me = clientFor(t.app, account.cookie);
  userId = account.userId;
});
afterAll(() => t.close());

const newUser = () => newUserOn(t);
async function newUserOn(on: { app: TestApp['app'] }) {
  const account = await signUp(on.app);
  return { client: clientFor(on.app, account.cookie), userId: account.userId };
}

/** A second app whose store records every write (collection.method). */
let counted: TestApp & { storage: Storage; writes: string[] };
beforeAll(async () => {
  const writes: string[] = [];
  const storage = countingWrites(createEmbeddedStorage(':memory:'), writes);
  counted = Object.assign(await createTestApp({ clock: createTestClock(new Date(NOW)), storage }), { storage, writes });
});
afterAll(() => counted.close());

function countingWrites(storage: Storage, writes: string[]): Storage {
  const WRITES = new Set(['insertOne', 'insertMany', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany']);
  return {
    ...storage,
    kind: storage.kind,
    ensureIndexes: storage.ensureIndexes.bind(storage),
    close: storage.close.bind(storage),
    collection<T extends { id: string }>(name: string) {
      const inner = storage.collection<T>(name);
      return new Proxy(inner, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (WRITES.has(String(prop))) writes.push(`${name}.${String(prop)}`);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    },
  };
}

describe('profile', () => {
  it('REST: 404 before any profile, then insert (insertId), get with spec field names, update', async () => {
    const { client, userId: id } = await newUser();
    const missing = await client.rest('GET', `/get/profile/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
    const updateFirst = await client.rest('PUT', `/update/profile/${id}`, { weight: 1, height: 1, age: 1, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 });
    expect(updateFirst.statusCode).toBe(404);

    const blank = { userId: id, weight: 0, height: 0, age: 0, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 };
    const inserted = await client.rest('POST', '/insert/profile', blank);
    expect(inserted.statusCode).toBe(200);
    expect(inserted.json()).toMatchObject({ insertId: expect.any(String), affectedRows: 1 }); // the original's OK packet

    const updated = await client.rest('PUT', `/update/profile/${id}`, {
      userId: id,
      weight: 180.5,
      height: 70,
      age: 33,
      activityLevel: 'Active',
      gender: 'Female',
      measurementType: 'metric',
      weightGoal: -2,
      targetWeight: 160,
    });
    expect(updated.statusCode).toBe(200);
    const got = await client.rest('GET', `/get/profile/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      id: inserted.json().insertId,
      user_id: id,
      weight: 180.5,
      height: 70,
      age: 33,
      activity_level: 'Active',
      gender: 'Female',
      measurement_type: 'metric',
      weight_goal: -2,
      target_weight: 160,
    });
    expect(got.json().first_name).toEqual(expect.any(String));
  });

  it('weight goal 0 forces the target weight to 0', async () => {
    const saved = await me.mutate('profile.save', { weight: 150, height: 65, age: 40, activityLevel: 'Sedentary', gender: 'Male', measurementType: 'imperial', weightGoal: 0, targetWeight: 140 });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ weightGoal: 0, targetWeight: 0 });
  });

  it('tRPC: get creates the blank profile (zeros, blanks, imperial) on first read; save replaces it', async () => {
    const { client, userId: id } = await newUser();
    const first = await client.query('profile.get');
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ id: expect.any(String), weight: 0, height: 0, age: 0, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 });
    expect((await client.query('profile.get')).data).toEqual(first.data);
    const saved = await client.mutate('profile.save', { weight: 200, height: 72, age: 30, activityLevel: 'Very Active', gender: 'Male', measurementType: 'imperial', weightGoal: 2, targetWeight: 210 });
    expect(saved.data).toMatchObject({ id: (first.data as { id: string }).id, weight: 200, weightGoal: 2, targetWeight: 210 });
    expect((await client.rest('GET', `/get/profile/${id}`)).json()).toMatchObject({ weight: 200, activity_level: 'Very Active' });
  });

  it('refuses bad profile input with 400 naming the field, writing nothing', async () => {
    const before = (await me.query('profile.get')).data;
    const bad = await me.mutate('profile.save', { weight: 1001, height: 65, age: 40, activityLevel: 'Sedentary', gender: 'Male', measurementType: 'imperial', weightGoal: 3, targetWeight: 0 });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/weight/);
    expect(bad.error?.data.fieldErrors).toHaveProperty('weightGoal');
    const restBad = await me.rest('PUT', `/update/profile/${userId}`, { weight: 150, height: 65, age: 101, activityLevel: 'Lazy', gender: 'Male', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 });
    expect(restBad.statusCode).toBe(400);
    expect(restBad.json().message).toMatch(/age/);
    expect(restBad.json().message).toMatch(/activityLevel/);
    expect((await me.query('profile.get')).data).toEqual(before);
  });
});

describe('weight', () => {
  it('saves one entry per day, lists all sorted by date, and keeps the profile weight on the latest entry', async () => {
    const { client, userId: id } = await newUser();
    await client.rest('POST', '/insert/profile', { userId: id, weight: 0, height: 70, age: 30, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 });
    const profileWeight = async () => (await client.rest('GET', `/get/profile/${id}`)).json().weight as number;

    const a = await client.rest('POST', '/insert/weight', { userId: id, weight: 190, date: '2024-06-10' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ insertId: expect.any(String) });
    expect(await profileWeight()).toBe(190);
    // An older day does not move the profile weight.
    const b = await client.mutate<{ date: string; weight: number }>('weight.save', { date: '2024-06-01', weight: 195 });
    expect(b.status).toBe(200);
    expect(b.data).toEqual({ date: '2024-06-01', weight: 195 });
    const bId = ((await client.rest('GET', `/get/weight/${id}`)).json() as { id: string; date: string }[]).find((w) => w.date.startsWith('2024-06-01'))!.id;
    expect(await profileWeight()).toBe(190);
    // Full ISO date strings are cut to their day (the spec compares the first 10 characters).
    const c = await client.rest('POST', '/insert/weight', { userId: id, weight: '188.4', date: '2024-06-12T07:30:00.000Z' });
    expect(c.statusCode).toBe(200);
    expect(await profileWeight()).toBe(188.4);
    // Same day again: the day's entry is updated, not duplicated.
    const again = await client.rest('PUT', `/update/weight/${id}`, { userId: id, weight: 187, date: '2024-06-12' });
    expect(again.statusCode).toBe(200);
    expect((await client.rest('GET', `/get/weight/${id}`)).json()).toContainEqual({ id: c.json().insertId, user_id: id, weight: 187, date: '2024-06-12T00:00:00.000Z' });
    const sameDayInsert = await client.rest('POST', '/insert/weight', { userId: id, weight: 186, date: '2024-06-12' });
    expect(sameDayInsert.statusCode).toBe(200);
    expect(sameDayInsert.json().insertId).toBe(c.json().insertId);
    expect(await profileWeight()).toBe(186);

    const list = await client.rest('GET', `/get/weight/${id}`);
    // The original's rows: user_id, and the day as an ISO datetime (the client reads its first 10 characters).
    expect(list.json()).toEqual([
      { id: bId, user_id: id, weight: 195, date: '2024-06-01T00:00:00.000Z' },
      { id: a.json().insertId, user_id: id, weight: 190, date: '2024-06-10T00:00:00.000Z' },
      { id: c.json().insertId, user_id: id, weight: 186, date: '2024-06-12T00:00:00.000Z' },
    ]);
    // tRPC answers the same entries as columns of days and weights, oldest first: no ids (a day names its entry).
    const columns = (await client.query<WeightColumns>('weight.list')).data;
    expect(columns).toEqual({ dates: ['2024-06-01', '2024-06-10', '2024-06-12'], weights: [195, 190, 186] });
    expect(fromWeightColumns(columns)).toEqual((list.json() as { id: string; weight: number; date: string }[]).map((w) => ({ weight: w.weight, date: w.date.slice(0, 10) })));

    // Deleting the latest entry moves the profile weight back to the new latest.
    const deleted = await client.rest('DELETE', `/delete/weight/${c.json().insertId}`);
    expect(deleted.statusCode).toBe(204);
    expect(await profileWeight()).toBe(190);
    // tRPC deletes by day.
    expect((await client.mutate('weight.delete', { date: '2024-06-10' })).status).toBe(200);
    expect(await profileWeight()).toBe(195);
    expect((await client.mutate('weight.delete', { date: '2024-06-10' })).status).toBe(404);
    expect((await client.mutate('weight.delete', { date: '2024/06/01' })).status).toBe(400);
    expect((await client.mutate('weight.delete', { id: bId })).status).toBe(400);
    expect((await client.rest('GET', `/get/weight/${id}`)).json()).toHaveLength(1);
  });

  it('lists every entry with no row cap', async () => {
    const { client, userId: id } = await newUserOn(counted);
    const days = Array.from({ length: 1500 }, (_, i) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10));
    await counted.storage.collection('weights').insertMany([...days].reverse().map((date, i) => ({ id: newId(), userId: id, date, weight: 150 + i / 10 })));
    const list = fromWeightColumns((await client.query<WeightColumns>('weight.list')).data);
    expect(list).toHaveLength(1500);
    expect(list.map((e) => e.date)).toEqual(days);
    expect((await client.rest('GET', `/get/weight/${id}`)).json()).toHaveLength(1500);
  });

  it('a weight save creates the profile when there is none, with the entry weight', async () => {
    const { client } = await newUser();
    await client.mutate('weight.save', { date: '2024-01-01', weight: 170 });
    expect((await client.query('profile.get')).data).toMatchObject({ weight: 170, measurementType: 'imperial' });
  });

  it('refuses bad weights and dates with 400, writing nothing', async () => {
    for (const input of [{ date: '2024-02-30', weight: 150 }, { date: '2024/01/01', weight: 150 }, { date: '2024-01-01', weight: -1 }, { date: '2024-01-01', weight: 5000 }, { date: '2024-01-01' }]) {
      const answer = await me.mutate('weight.save', input);
      expect(answer.status).toBe(400);
    }
    const rest = await me.rest('POST', '/insert/weight', { userId, weight: 'heavy', date: '2024-01-01' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toMatch(/weight/);
    expect((await me.query('weight.list')).data).toEqual({ dates: [], weights: [] });
  });
});


describe('routines and exercises', () => {
  it('REST: insert, list, rename, exercises insert/update/list/delete, routine delete takes its exercises', async () => {
    const routine = await me.rest('POST', '/insert/routine', { userId, name: 'Push day' });
    expect(routine.statusCode).toBe(200);
    const routineId = routine.json().insertId as string;
    expect((await me.rest('PUT', `/update/routine/${routineId}`, { name: 'Push' })).json()).toMatchObject({ insertId: 0, changedRows: 1 });
    expect((await me.rest('GET', `/get/routines/${userId}`)).json()).toContainEqual({ id: routineId, user_id: userId, name: 'Push', sort_order: expect.any(Number) });

    const insert = (name: string, extra: object = {}) =>
      me.rest('POST', '/insert/exercise', { userId, routineId, name, repsHigh: 8, repsLow: 5, setsHigh: 3, setsLow: 2, weight: 135, tracked: true, bw: false, notes: 'slow', ...extra });
    const first = (await insert('Bench Press')).json().insertId as string;
    const second = (await insert('Dips', { tracked: false, bw: true, setsHigh: 2, repsHigh: null })).json().insertId as string;
    // The legacy client then sets the sort order to the new id: accepted, the exercise stays last (decision 0012).
    const legacy = await me.rest('PUT', `/update/exercise/${second}`, { name: 'Dips', repsLow: 5, repsHigh: null, setsLow: 2, setsHigh: 2, weight: 0, tracked: false, bw: true, notes: '', sortOrder: second });
    expect(legacy.statusCode).toBe(200);

    const list = (await me.rest('GET', `/get/exercises/${userId}`)).json() as Record<string, unknown>[];
    const mine = list.filter((e) => e.routine_id === routineId);
    expect(mine.map((e) => e.name)).toEqual(['Bench Press', 'Dips']);
    expect(mine[0]).toEqual({
      id: first,
      user_id: userId,
      routine_id: routineId,
      name: 'Bench Press',
      reps_low: 5,
      reps_high: 8,
      sets_low: 2,
      sets_high: 3,
      weight: 135,
      tracked: 1,
      bw: 0,
      notes: 'slow',
      sort_order: 1,
    });
    // High values not above low are stored as null; bodyweight comparison needs tracking. The id stands for a sort order after 1.
    expect(mine[1]).toMatchObject({ sets_high: null, reps_high: null, bw: 0, sort_order: sortOrderOfId(second) });

    // Update carrying userId and routineId (the second variant), including sortOrder.
    const updated = await me.rest('PUT', `/update/exercise/${first}`, {
      userId,
      routineId,
      name: 'Incline Bench',
      repsLow: 6,
      repsHigh: 10,
      setsLow: 3,
      setsHigh: 4,
      weight: 145.5,
      tracked: true,
      bw: true,
      notes: 'pause',
      sortOrder: 7,
    });
    expect(updated.statusCode).toBe(200);
    const reordered = ((await me.rest('GET', `/get/exercises/${userId}`)).json() as { routine_id: string; name: string }[]).filter((e) => e.routine_id === routineId);
    expect(reordered.map((e) => e.name)).toEqual(['Incline Bench', 'Dips']);
    expect(reordered[0]).toMatchObject({ name: 'Incline Bench', reps_low: 6, reps_high: 10, weight: 145.5, bw: 1, sort_order: 7 });

    expect((await me.rest('DELETE', `/delete/exercise/${second}`)).statusCode).toBe(204);
    expect((await me.rest('DELETE', `/delete/exercise/${second}`)).statusCode).toBe(404);
    const deleted = await me.rest('DELETE', `/delete/routine/${routineId}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    // Gone from both lists (an empty list answers 404, as the original did).
    expect((await me.rest('GET', `/get/exercises/${userId}`)).body).not.toContain(routineId);
    expect((await me.rest('GET', `/get/routines/${userId}`)).body).not.toContain(routineId);
  });

  it('tRPC: create, rename, list, exercises create (after the last) / update / reorder in one call / delete', async () => {
    const { client } = await newUser();
    const routine = (await client.mutate<{ id: string; name: string; sortOrder: number }>('routines.create', { name: 'Legs' })).data;
    expect(routine).toEqual({ id: expect.any(String), name: 'Legs', sortOrder: 1 });
    expect((await client.mutate('routines.rename', { id: routine.id, name: 'Leg day' })).data).toMatchObject({ name: 'Leg day' });
    expect((await client.query('routines.list')).data).toEqual([{ ...routine, name: 'Leg day' }]);

    const names = ['Squats', 'Lunges', 'Calf Raise'];
    const created: { id: string; sortOrder: number }[] = [];
    for (const name of names) created.push((await client.mutate<{ id: string; sortOrder: number }>('exercises.create', { routineId: routine.id, name })).data);
    expect(created.map((e) => e.sortOrder)).toEqual([1, 2, 3]);
    const one = (await client.query<Record<string, unknown>[]>('exercises.list', { routineId: routine.id })).data[0];
    expect(one).toEqual({ id: created[0]!.id, routineId: routine.id, name: 'Squats', setsLow: 1, setsHigh: null, repsLow: 1, repsHigh: null, weight: 0, tracked: false, bw: false, notes: '', sortOrder: 1 });

    const update = await client.mutate('exercises.update', { id: created[1]!.id, name: 'Walking Lunges', setsLow: 2, setsHigh: 4, repsLow: 8, repsHigh: 12, weight: 40, tracked: true, bw: true, notes: 'each leg' });
    expect(update.data).toMatchObject({ name: 'Walking Lunges', setsHigh: 4, bw: true, sortOrder: 2 });

    const order = [created[2]!.id, created[0]!.id, created[1]!.id];
    const reorder = await client.mutate<{ id: string; sortOrder: number }[]>('exercises.reorder', { ids: order });
    expect(reorder.status).toBe(200);
    expect((await client.query<{ id: string }[]>('exercises.list')).data.map((e) => e.id)).toEqual(order);

    expect((await client.mutate('exercises.delete', { id: created[0]!.id })).status).toBe(200);
    expect((await client.query<unknown[]>('exercises.list')).data).toHaveLength(2);
    expect((await client.mutate('routines.delete', { id: routine.id })).data).toEqual({ id: routine.id, deletedExercises: 2 });
    expect((await client.query<unknown[]>('exercises.list')).data).toEqual([]);
  });

  it('creates the starter routines (Full Body 1-3, twelve exercises) in one call', async () => {
    const { client, userId: id } = await newUser();
    const starters = await client.mutate<{ routines: { id: string; name: string }[]; exercises: { routineId: string; name: string; setsLow: number; setsHigh: number; repsLow: number; repsHigh: number }[] }>(
      'routines.createStarters',
    );
    expect(starters.status).toBe(200);
    expect(starters.data.routines.map((r) => r.name)).toEqual(['Full Body 1', 'Full Body 2', 'Full Body 3']);
    expect(starters.data.exercises).toHaveLength(12);
    const rest = (await client.rest('GET', `/get/exercises/${id}`)).json() as { routine_id: string; name: string; sets_low: number; sets_high: number; reps_low: number; reps_high: number; weight: number; tracked: 0 | 1; bw: 0 | 1; notes: string }[];
    for (const [index, starter] of STARTER_ROUTINES.entries()) {
      const routineId = starters.data.routines[index]!.id;
      expect(rest.filter((e) => e.routine_id === routineId).map((e) => [e.name, e.sets_low, e.sets_high, e.reps_low, e.reps_high, e.weight, e.tracked, e.bw, e.notes])).toEqual(
        starter.exercises.map((e) => [e.name, e.setsLow, e.setsHigh, e.repsLow, e.repsHigh, 0, 0, 0, '']),
      );
    }
  });

  it('refuses bad routine and exercise input with 400 naming the field, writing nothing', async () => {
    const { client, userId: id } = await newUser();
    const long = 'x'.repeat(46);
    expect((await client.mutate('routines.create', { name: long })).status).toBe(400);
    expect((await client.rest('POST', '/insert/routine', { userId: id, name: '' })).statusCode).toBe(400);
    const routineId = (await client.mutate<{ id: string }>('routines.create', { name: 'Ok' })).data.id;
    const cases: [object, RegExp][] = [
      [{ name: long }, /name/],
      [{ name: 'a', notes: 'n'.repeat(301) }, /notes/],
      [{ name: 'a', setsLow: 0 }, /setsLow/],
      [{ name: 'a', repsLow: 100 }, /repsLow/],
      [{ name: 'a', repsHigh: 100 }, /repsHigh/],
      [{ name: 'a', weight: 2000 }, /weight/],
      [{ name: 'a', tracked: 'yes' }, /tracked/],
    ];
    for (const [fields, field] of cases) {
      const answer = await client.rest('POST', '/insert/exercise', { userId: id, routineId, ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().message).toMatch(field);
      expect((await client.mutate('exercises.create', { routineId, ...fields })).status).toBe(400);
    }
    expect((await client.query<unknown[]>('exercises.list')).data).toEqual([]);
    expect((await client.query<unknown[]>('routines.list')).data).toHaveLength(1);
  });
});

describe('workout log', () => {
  it('REST: sync saves today (in the given time zone), keeps exercises with sets, gives ids; then get the log, its exercises and sets', async () => {
    const { client, userId: id } = await newUser();
    // The legacy client's localLog is an array; the answer echoes it with ids filled in.
    const synced = await client.rest('POST', '/sync/workout-log', { userId: id, localLog: sampleLog().exercises, timezone: 'Europe/Paris' });
    expect(synced.statusCode).toBe(200);
    const body = synced.json() as { success: boolean; localLog: { id: string; name: string; tracked: boolean; bw: boolean; sets: { id: string }[] }[] };
    expect(body.success).toBe(true);
    expect(body.localLog.map((e) => e.name)).toEqual(['Squats', 'Dips', 'Stretching']);
    for (const e of body.localLog) {
      expect(e.id).toMatch(/^[0-9a-f]{24}$/);
      for (const s of e.sets) expect(s.id).toMatch(/^[0-9a-f]{24}$/);
    }

    const log = await client.rest('GET', `/get/workout-log/${id}/${TODAY}`);
    expect(log.statusCode).toBe(200);
    const logId = log.json().id as string;
    expect(log.json()).toEqual({ id: logId, user_id: id, log_date: `${TODAY}T00:00:00.000Z` });
    expect((await client.rest('GET', `/get/workout-log/${id}/2030-06-14`)).statusCode).toBe(404);
    const exercises = (await client.rest('GET', `/get/log-exercises/${logId}`)).json() as { id: string }[];
    expect(exercises).toEqual([
      { id: body.localLog[0]!.id, workout_log_id: logId, exercise_name: 'Squats', tracked: 1, bw: 0 },
      { id: body.localLog[1]!.id, workout_log_id: logId, exercise_name: 'Dips', tracked: 1, bw: 1 },
      { id: body.localLog[2]!.id, workout_log_id: logId, exercise_name: 'Stretching', tracked: 0, bw: 0 },
    ]);
    const sets = await client.rest('GET', `/get/log-sets/${exercises[0]!.id}`);
    expect(sets.json()).toEqual(body.localLog[0]!.sets.map((s, i) => ({ id: s.id, log_exercise_id: exercises[0]!.id, reps: [5, 5, 3][i], weight: [200, 200, 210][i], notes: ['', '', 'heavy'][i] })));
    expect((await client.rest('GET', `/get/log-exercises/${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect((await client.rest('GET', `/get/log-sets/${'0'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('computes today in the given time zone, not the server\'s', async () => {
    const { client } = await newUser();
    t.clock.set(new Date('2030-06-15T08:00:00Z')); // 2030-06-14 22:00 in Honolulu
    try {
      const honolulu = await client.mutate<{ date: string }>('workoutLog.sync', { localLog: sampleLog(), timezone: 'Pacific/Honolulu' });
      expect(honolulu.data.date).toBe('2030-06-14');
      const tokyo = await client.mutate<{ date: string }>('workoutLog.sync', { localLog: sampleLog(), timezone: 'Asia/Tokyo' });
      expect(tokyo.data.date).toBe(TODAY);
      expect((await client.query<{ date: string; id: string | null }>('workoutLog.get', { timezone: 'Pacific/Honolulu' })).data).toMatchObject({ date: '2030-06-14', id: expect.any(String) });
    } finally {
      t.clock.set(new Date(NOW));
    }
  });

  it('moves to the next day at local midnight, also in a zone a quarter hour off the hour', async () => {
    const { client } = await newUser();
    const today = async () => (await client.query<{ date: string }>('workoutLog.get', { timezone: 'Asia/Kathmandu' })).data.date; // UTC+5:45
    try {
      t.clock.set(new Date('2030-06-15T18:14:59Z'));
      expect(await today()).toBe('2030-06-15');
      t.clock.set(new Date('2030-06-15T18:15:00Z'));
      expect(await today()).toBe('2030-06-16');
    } finally {
      t.clock.set(new Date(NOW));
    }
  });

  it('sending the same log twice changes nothing; edits keep ids; an emptied day is removed', async () => {
    const { client } = await newUser();
    const first = await client.mutate<{ id: string; changed: boolean; localLog: { exercises: { id: string; sets: { id: string }[] }[] } }>('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC' });
    expect(first.data.changed).toBe(true);
    const stored = (await client.query('workoutLog.get', { date: TODAY })).data;
    // The very same body (no ids) and the answered log (with ids) both leave the log as it is.
    const again = await client.mutate<typeof first.data>('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC' });
    expect(again.data.changed).toBe(false);
    expect(again.data.localLog).toEqual(first.data.localLog);
    const withIds = await client.mutate<typeof first.data>('workoutLog.sync', { localLog: first.data.localLog, timezone: 'UTC' });
    expect(withIds.data.changed).toBe(false);
    expect((await client.query('workoutLog.get', { date: TODAY })).data).toEqual(stored);

    // An edit: one more set on Squats keeps the existing ids and adds one.
    const edited = first.data.localLog.exercises.map((e, i) => (i === 0 ? { ...e, sets: [...e.sets, { reps: 2, weight: 220, notes: '' }] } : e));
    const saved = await client.mutate<typeof first.data>('workoutLog.sync', { localLog: { exercises: edited }, timezone: 'UTC' });
    expect(saved.data.changed).toBe(true);
    expect(saved.data.id).toBe(first.data.id);
    expect(saved.data.localLog.exercises[0]!.sets.slice(0, 3).map((s) => s.id)).toEqual(first.data.localLog.exercises[0]!.sets.map((s) => s.id));
    expect(saved.data.localLog.exercises[0]!.sets[3]!.id).toMatch(/^[0-9a-f]{24}$/);

    // Ids the stored log does not hold are replaced, never trusted.
    const foreign = await client.mutate<typeof first.data>('workoutLog.sync', {
      localLog: { exercises: [{ id: 'made-up-id', name: 'Row', tracked: false, bw: false, sets: [{ id: 'also-made-up', reps: 5, weight: 50 }] }] },
      timezone: 'UTC',
    });
    expect(foreign.data.localLog.exercises[0]!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(foreign.data.localLog.exercises[0]!.sets[0]!.id).toMatch(/^[0-9a-f]{24}$/);

    const emptied = await client.mutate<{ id: string | null }>('workoutLog.sync', { localLog: { exercises: [] }, timezone: 'UTC' });
    expect(emptied.data.id).toBeNull();
    expect((await client.query('workoutLog.get', { date: TODAY })).data).toEqual({ id: null, date: TODAY, exercises: [] });
  });

  it('saving a day is one document write, then the user\'s data version is raised', async () => {
    const { client } = await newUserOn(counted);
    counted.writes.length = 0;
    const first = await client.mutate<{ localLog: { exercises: { sets: unknown[] }[] } }>('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC' });
    expect(counted.writes).toEqual(['workoutLogs.insertOne', 'dataVersions.updateOne']);
    counted.writes.length = 0;
    const changed = first.data.localLog.exercises.map((e) => ({ ...e, sets: e.sets.slice(0, 1) }));
    await client.mutate('workoutLog.sync', { localLog: { exercises: changed }, timezone: 'UTC' });
    expect(counted.writes).toEqual(['workoutLogs.updateOne', 'dataVersions.updateOne']);
    counted.writes.length = 0;
    await client.mutate('workoutLog.sync', { localLog: { exercises: changed }, timezone: 'UTC' });
    expect(counted.writes).toEqual([]);
  });

  it('refuses bad logs and time zones with 400, writing nothing', async () => {
    const { client, userId: id } = await newUser();
    const bad: [object, RegExp][] = [
      [{ localLog: sampleLog(), timezone: 'Mars/Olympus' }, /timezone/],
      [{ localLog: { exercises: [{ name: 'x'.repeat(46), tracked: false, bw: false, sets: [{ reps: 1, weight: 0 }] }] }, timezone: 'UTC' }, /name/],
      [{ localLog: { exercises: [{ name: 'a', tracked: false, bw: false, sets: [{ reps: 100, weight: 0 }] }] }, timezone: 'UTC' }, /reps/],
      [{ localLog: { exercises: [{ name: 'a', tracked: false, bw: false, sets: [{ reps: 1, weight: 1700 }] }] }, timezone: 'UTC' }, /weight/],
      [{ localLog: { exercises: [{ name: 'a', tracked: false, bw: false, sets: [{ reps: 1, weight: 0, notes: 'n'.repeat(301) }] }] }, timezone: 'UTC' }, /notes/],
    ];
    for (const [input, field] of bad) {
      const trpc = await client.mutate('workoutLog.sync', input);
      expect(trpc.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      const rest = await client.rest('POST', '/sync/workout-log', { userId: id, ...input, localLog: (input as { localLog: { exercises: unknown[] } }).localLog.exercises });
      expect(rest.statusCode).toBe(400);
      expect(rest.json().message).toMatch(field);
    }
    expect((await client.query('workoutLog.get', { date: TODAY })).data).toMatchObject({ id: null });
    expect((await client.query('workoutLog.get', { date: '2024-13-01' })).status).toBe(400);
    expect((await client.rest('GET', `/get/workout-log/${id}/yesterday`)).statusCode).toBe(400);
  });
});

describe('progress (tracked exercises)', () => {
  type Summary = { id: string; date: string; workingWeight: number; volume: number; workingSetCount: number; repsLow: number; repsHigh: number | null; bw: boolean };
  type Tracked = { id: string; exerciseName: string; sortOrder: number; entryCount: number; first: Summary | null; latest: Summary | null };

  async function logDays(client: Client, days: [string, { name: string; tracked: boolean; bw?: boolean; sets: { reps: number; weight: number }[] }[]][]) {
    for (const [day, exercises] of days) {
      t.clock.set(new Date(`${day}T12:00:00Z`));
      const answer = await client.mutate('workoutLog.sync', { localLog: { exercises: exercises.map((e) => ({ bw: false, ...e })) }, timezone: 'UTC' });
      expect(answer.status).toBe(200);
    }
    t.clock.set(new Date(NOW));
  }
  const listOf = async (client: Client) => (await client.query<Tracked[]>('progress.list')).data;
  const historyOf = async (client: Client, exerciseName: string) => (await client.query<Summary[]>('progress.history', { exerciseName })).data;

  it('lists each tracked name in order with its entry count and first and latest entries, without sets; history and entry on demand', async () => {
    const { client } = await newUser();
    await logDays(client, [
      ['2024-06-02', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 200 }, { reps: 6, weight: 200 }, { reps: 3, weight: 220 }] }, { name: 'Curl', tracked: false, sets: [{ reps: 10, weight: 20 }] }]],
      ['2024-06-01', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 190 }] }, { name: 'Dips', tracked: true, bw: true, sets: [{ reps: 8, weight: 0 }, { reps: 8, weight: 0 }] }]],
    ]);
    const list = await listOf(client);
    expect(list.map((item) => item.exerciseName)).toEqual(['Squats', 'Dips']);
    const [squats, dips] = list as [Tracked, Tracked];
    const latestSquats = { id: expect.any(String), date: '2024-06-02', workingWeight: 200, volume: 5 * 200 + 6 * 200 + 3 * 220, workingSetCount: 2, repsLow: 5, repsHigh: 6, bw: false };
    expect(squats).toEqual({
      id: expect.any(String),
      exerciseName: 'Squats',
      sortOrder: expect.any(Number),
      entryCount: 2,
      first: { id: expect.any(String), date: '2024-06-01', workingWeight: 190, volume: 950, workingSetCount: 1, repsLow: 5, repsHigh: null, bw: false },
      latest: latestSquats,
    });
    expect(dips).toMatchObject({ entryCount: 1, first: { workingWeight: 0, workingSetCount: 2, repsLow: 8, repsHigh: null, bw: true } });
    expect(dips.latest).toEqual(dips.first);

    const history = await historyOf(client, 'Squats');
    expect(history).toEqual([squats.first, squats.latest]);
    expect((await client.query('progress.history', { exerciseName: 'Curl' })).status).toBe(404);
    expect((await client.query('progress.history', { exerciseName: 'constructor' })).status).toBe(404);

    const entry = await client.query<Record<string, unknown>>('progress.entry', { id: squats.latest!.id });
    expect(entry.data).toMatchObject({ ...latestSquats, id: squats.latest!.id, exerciseName: 'Squats', logId: expect.any(String) });
    expect(entry.data.sets).toEqual([
      { id: expect.any(String), reps: 5, weight: 200, notes: '' },
      { id: expect.any(String), reps: 6, weight: 200, notes: '' },
      { id: expect.any(String), reps: 3, weight: 220, notes: '' },
    ]);
    // An untracked log exercise and an unknown id are not entries.
    const log = (await client.query<{ exercises: { id: string; name: string }[] }>('workoutLog.get', { date: '2024-06-02' })).data;
    expect((await client.query('progress.entry', { id: log.exercises.find((e) => e.name === 'Curl')!.id })).status).toBe(404);
    expect((await client.query('progress.entry', { id: '0'.repeat(24) })).status).toBe(404);
  });

  it('REST keeps the legacy shape: every entry with its sets by name, plus the sortOrder list', async () => {
    const { client, userId: id } = await newUser();
    await logDays(client, [
      ['2024-06-02', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 200 }, { reps: 6, weight: 200 }, { reps: 3, weight: 220 }] }]],
      ['2024-06-01', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 190 }] }, { name: 'Dips', tracked: true, bw: true, sets: [{ reps: 8, weight: 0 }] }]],
    ]);
    const list = await listOf(client);
    // The original's shape: each name at the top level (the client reads answer[name]), plus sortOrder.
    const rest = (await client.rest('GET', `/get/tracked-exercises/${id}`)).json() as Record<string, Record<string, unknown>[]>;
    expect(rest.sortOrder).toEqual(list.map((o) => ({ id: o.id, user_id: id, exercise_name: o.exerciseName, sort_order: o.sortOrder })));
    expect(Object.keys(rest).sort()).toEqual(['Dips', 'Squats', 'sortOrder']);
    expect(rest.Squats!.map((e) => e.date)).toEqual(['2024-06-01T00:00:00.000Z', '2024-06-02T00:00:00.000Z']);
    expect(rest.Squats![1]).toEqual({
      id: list[0]!.latest!.id,
      user_id: id,
      log_exercise_id: list[0]!.latest!.id,
      order_id: list[0]!.id,
      name: 'Squats',
      exercise_name: 'Squats',
      date: '2024-06-02T00:00:00.000Z',
      working_weight: 200,
      volume: 2860,
      working_set_count: 2,
      reps_low: 5,
      reps_high: 6,
      bw: 0,
      notes: '',
      sort_order: list[0]!.sortOrder,
      sets: [
        { id: expect.any(String), reps: 5, weight: 200, notes: '' },
        { id: expect.any(String), reps: 6, weight: 200, notes: '' },
        { id: expect.any(String), reps: 3, weight: 220, notes: '' },
      ],
    });
    // A later sync shows at once in the (cached) legacy answer too.
    await logDays(client, [['2024-06-03', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 210 }] }]]]);
    const after = (await client.rest('GET', `/get/tracked-exercises/${id}`)).json() as Record<string, { date: string }[]>;
    expect(after.Squats!.map((e) => e.date.slice(0, 10))).toEqual(['2024-06-01', '2024-06-02', '2024-06-03']);
  });

  it('renames (plain, merge sorted by date with the old order record gone, same name no-op) via tRPC and REST', async () => {
    const { client, userId: id } = await newUser();
    await logDays(client, [
      ['2024-05-01', [{ name: 'Bench', tracked: true, sets: [{ reps: 5, weight: 100 }] }, { name: 'Row', tracked: true, sets: [{ reps: 5, weight: 80 }] }]],
      ['2024-05-03', [{ name: 'Bench Press', tracked: true, sets: [{ reps: 5, weight: 110 }] }]],
      ['2024-05-05', [{ name: 'Bench', tracked: true, sets: [{ reps: 5, weight: 120 }] }]],
    ]);
    const before = await listOf(client);
    expect(before.map((o) => o.exerciseName)).toEqual(['Bench', 'Row', 'Bench Press']);

    const same = await client.mutate('progress.rename', { name: 'Row', newName: 'Row' });
    expect(same.data).toEqual({ outcome: 'unchanged', renamedEntries: 0 });
    const merged = await client.rest('PUT', `/update/tracked-exercise/${id}`, { name: 'Bench', newName: 'Bench Press' });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ result1: { affectedRows: 2 }, result2: { affectedRows: 1 } }); // the original's two OK packets
    expect((await historyOf(client, 'Bench Press')).map((e) => [e.date, e.workingWeight])).toEqual([
      ['2024-05-01', 100],
      ['2024-05-03', 110],
      ['2024-05-05', 120],
    ]);
    expect((await client.query('progress.history', { exerciseName: 'Bench' })).status).toBe(404);
    // REST merges as the legacy client shows it: the merged list keeps the renamed name's place and record.
    const afterMerge = await listOf(client);
    expect(afterMerge.map((o) => o.exerciseName)).toEqual(['Bench Press', 'Row']);
    expect(afterMerge.find((o) => o.exerciseName === 'Bench Press')).toMatchObject({ id: before[0]!.id, entryCount: 3, first: { date: '2024-05-01' }, latest: { date: '2024-05-05' } });

    const renamed = await client.mutate('progress.rename', { name: 'Row', newName: 'Barbell Row' });
    expect(renamed.data).toEqual({ outcome: 'rename', renamedEntries: 1 });
    const afterRename = await listOf(client);
    expect(afterRename).toEqual([
      expect.objectContaining({ exerciseName: 'Bench Press' }),
      expect.objectContaining({ id: before[1]!.id, sortOrder: before[1]!.sortOrder, exerciseName: 'Barbell Row' }),
    ]);
    expect((await client.mutate('progress.rename', { name: 'Nope', newName: 'x' })).status).toBe(404);
    expect((await client.mutate('progress.rename', { name: 'Row', newName: 'y'.repeat(46) })).status).toBe(400);
  });

  it('deletes one entry; deleting the last entry of a name removes it from the order', async () => {
    const { client } = await newUser();
    await logDays(client, [
      ['2024-04-01', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 100 }] }, { name: 'Press', tracked: true, sets: [{ reps: 5, weight: 60 }] }]],
      ['2024-04-02', [{ name: 'Squats', tracked: true, sets: [{ reps: 5, weight: 105 }] }]],
    ]);
    const [firstSquat] = await historyOf(client, 'Squats');
    const [onlyPress] = await historyOf(client, 'Press');
    expect((await client.query('progress.entry', { id: firstSquat!.id })).status).toBe(200);
    const rest = await client.rest('DELETE', `/delete/tracked-exercise/${firstSquat!.id}`);
    expect(rest.statusCode).toBe(204);
    expect((await historyOf(client, 'Squats')).map((e) => e.date)).toEqual(['2024-04-02']);
    expect((await client.query('progress.entry', { id: firstSquat!.id })).status).toBe(404);
    expect((await listOf(client)).map((o) => [o.exerciseName, o.entryCount])).toEqual([
      ['Squats', 1],
      ['Press', 1],
    ]);
    const last = await client.mutate<{ orderRemoved: boolean }>('progress.deleteEntry', { id: onlyPress!.id });
    expect(last.data.orderRemoved).toBe(true);
    expect((await client.query('progress.history', { exerciseName: 'Press' })).status).toBe(404);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['Squats']);
    expect((await client.mutate('progress.deleteEntry', { id: onlyPress!.id })).status).toBe(404);
    // The day's log keeps the exercise; it is just no longer tracked.
    const log = (await client.query<{ exercises: { name: string; tracked: boolean }[] }>('workoutLog.get', { date: '2024-04-01' })).data;
    expect(log.exercises).toEqual([expect.objectContaining({ name: 'Squats', tracked: false }), expect.objectContaining({ name: 'Press', tracked: false })]);
  });

  it('reorders in one call, updates and deletes order records (tRPC and REST)', async () => {
    const { client } = await newUser();
    await logDays(client, [['2024-03-01', ['A', 'B', 'C'].map((name) => ({ name, tracked: true, sets: [{ reps: 1, weight: 10 }] }))]]);
    const order = await listOf(client);
    const reordered = await client.mutate<{ id: string; exerciseName: string }[]>('progress.reorder', { ids: [order[2]!.id, order[0]!.id, order[1]!.id] });
    expect(reordered.data.map((o) => o.exerciseName)).toEqual(['C', 'A', 'B']);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['C', 'A', 'B']);

    // REST keeps the per-item updates of the legacy drag (swap sort orders).
    const items = await listOf(client);
    const [c, a] = [items[0]!, items[1]!];
    expect((await client.rest('PUT', `/update/tracked-exercise-order/${c.id}`, { name: 'C', sortOrder: a.sortOrder })).statusCode).toBe(200);
    const second = await client.rest('PUT', `/update/tracked-exercise-order/${a.id}`, { name: 'A', sortOrder: c.sortOrder });
    expect(second.json()).toMatchObject({ affectedRows: 1, changedRows: 1 });
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['A', 'C', 'B']);
    expect((await client.mutate('progress.updateOrder', { id: a.id, sortOrder: 99 })).status).toBe(200);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['C', 'B', 'A']);

    expect((await client.rest('DELETE', `/delete/tracked-exercise-order/${a.id}`)).statusCode).toBe(204);
    expect((await client.rest('DELETE', `/delete/tracked-exercise-order/${a.id}`)).statusCode).toBe(404);
    expect((await client.mutate('progress.deleteOrder', { id: c.id })).status).toBe(200);
    expect((await client.mutate('progress.reorder', { ids: [c.id] })).status).toBe(404);
  });

  it('sees new syncs and renames right away (the per-user reads are dropped on writes)', async () => {
    const { client } = await newUser();
    await logDays(client, [['2024-02-01', [{ name: 'Pullups', tracked: true, sets: [{ reps: 5, weight: 0 }] }]]]);
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['Pullups']);
    expect(await historyOf(client, 'Pullups')).toHaveLength(1);
    await logDays(client, [['2024-02-02', [{ name: 'Pullups', tracked: true, sets: [{ reps: 6, weight: 0 }] }]]]);
    expect((await listOf(client))[0]).toMatchObject({ entryCount: 2, latest: { date: '2024-02-02', repsLow: 6 } });
    expect(await historyOf(client, 'Pullups')).toHaveLength(2);
    await client.mutate('progress.rename', { name: 'Pullups', newName: 'Chin-ups' });
    expect((await listOf(client)).map((o) => o.exerciseName)).toEqual(['Chin-ups']);
    expect(await historyOf(client, 'Chin-ups')).toHaveLength(2);
  });
});

describe('transport errors', () => {
  it('malformed JSON, a missing body and unknown routes answer 4xx in the API error shape, never 500', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/insert/routine', headers: { cookie: (await signUp(t.app)).cookie, 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Bad Request', message: expect.any(String) });
    const noBody = await me.rest('POST', '/insert/routine');
    expect(noBody.statusCode).toBe(400);
    const arrayBody = await me.rest('POST', '/insert/routine', [1, 2]);
    expect(arrayBody.statusCode).toBe(400);
    const operator = await me.rest('POST', '/insert/routine', { userId: { $ne: null }, name: 'x' });
    expect(operator.statusCode).toBe(400);
    const trpcMalformed = await t.app.inject({ method: 'POST', url: '/trpc/routines.create', headers: { cookie: (await signUp(t.app)).cookie, 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(trpcMalformed.statusCode).toBe(400);
  });

  it('a bad path id answers 400 naming it', async () => {
    const answer = await me.rest('DELETE', '/delete/routine/..%2F..%2Fetc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/id/);
  });
});
