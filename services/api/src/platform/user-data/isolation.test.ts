import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { clientFor, type Client, type Method } from '../../test-support/api-client';

/**
 * The isolation matrix: every data route, REST and tRPC, run as a second user against the first
 * user's ids, and without a session. Nothing of the first user may leak or change.
 */
const NOW = '2030-06-15T12:00:00Z';
const DAY = '2030-06-15';
/** A day only A weighed in. */
const A_ONLY_DAY = '2030-06-14';
const SECRET = 'SecretOfA';

let t: TestApp;
let a: Client;
let b: Client;
let anonymous: Client;
let A: string;
let B: string;
const ids: Record<string, string> = {};

async function snapshotOfA() {
  const reads = await Promise.all([
    a.rest('GET', `/get/routines/${A}`),
    a.rest('GET', `/get/exercises/${A}`),
    a.rest('GET', `/get/tracked-exercises/${A}`),
    a.rest('GET', `/get/profile/${A}`),
    a.rest('GET', `/get/weight/${A}`),
    a.rest('GET', `/get/workout-log/${A}/${DAY}`),
    a.rest('GET', `/get/log-exercises/${ids.log}`),
    a.rest('GET', `/get/log-sets/${ids.logExercise}`),
    a.query('workoutLog.get', { date: DAY }),
    a.query('progress.list'),
    a.query('progress.history', { exerciseName: `${SECRET} squat` }),
    a.query('progress.entry', { id: ids.logExercise }),
    a.query('measurements.list'),
  ]);
  return reads.map((r) => ('statusCode' in r ? `${r.statusCode} ${r.body}` : JSON.stringify(r.data)));
}
let before: string[];

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)) });
  const accountA = await signUp(t.app);
  const accountB = await signUp(t.app);
  [a, b, anonymous] = [clientFor(t.app, accountA.cookie), clientFor(t.app, accountB.cookie), clientFor(t.app, undefined)];
  [A, B] = [accountA.userId, accountB.userId];

  await a.rest('POST', '/insert/profile', {
    userId: A,
    weight: 180,
    height: 70,
    age: 30,
    activityLevel: 'Active',
    gender: 'Male',
    measurementType: 'imperial',
    weightGoal: -2,
    targetWeight: 170,
  });
  ids.weight = (await a.rest('POST', '/insert/weight', { userId: A, weight: 180, date: DAY })).json().insertId;
  await a.rest('POST', '/insert/weight', { userId: A, weight: 181, date: A_ONLY_DAY });
  ids.routine = (await a.rest('POST', '/insert/routine', { userId: A, name: `${SECRET} routine` })).json().insertId;
  ids.exercise = (await a.rest('POST', '/insert/exercise', { userId: A, routineId: ids.routine, name: `${SECRET} press`, tracked: true })).json().insertId;
  const synced = await a.mutate<{ id: string; localLog: { exercises: { id: string; sets: { id: string }[] }[] } }>('workoutLog.sync', {
    localLog: { exercises: [{ name: `${SECRET} squat`, tracked: true, bw: false, sets: [{ reps: 5, weight: 100 }] }] },
    timezone: 'UTC',
  });
  ids.log = synced.data.id;
  ids.logExercise = synced.data.localLog.exercises[0]!.id;
  ids.set = synced.data.localLog.exercises[0]!.sets[0]!.id;
  const progress = await a.query<{ id: string }[]>('progress.list');
  ids.order = progress.data[0]!.id;
  ids.measurement = (await a.mutate<{ id: string }>('measurements.add', { date: DAY, waistCm: 81.5 })).data.id;

  // B has data of its own, so "no leak" also means "only B's".
  ids.routineOfB = (await b.mutate<{ id: string }>('routines.create', { name: 'Mine' })).data.id;
  ids.exerciseOfB = (await b.mutate<{ id: string }>('exercises.create', { routineId: ids.routineOfB, name: 'Mine too' })).data.id;
  before = await snapshotOfA();
});
afterAll(() => t.close());

const profileBody = () => ({ weight: 1, height: 1, age: 1, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 });
const exerciseBody = () => ({ name: 'Taken over', repsLow: 1, repsHigh: null, setsLow: 1, setsHigh: null, weight: 0, tracked: false, bw: false, notes: '' });
/** The legacy client's localLog: an array of exercises. */
const log = () => [{ name: 'Intruder', tracked: true, bw: false, sets: [{ reps: 1, weight: 1 }] }];

/** [method, path, body, status as B]. */
function restRoutes(): [Method, string, unknown, number][] {
  return [
    ['GET', `/get/routines/${A}`, undefined, 403],
    ['GET', `/get/exercises/${A}`, undefined, 403],
    ['GET', `/get/tracked-exercises/${A}`, undefined, 403],
    ['GET', `/get/profile/${A}`, undefined, 403],
    ['GET', `/get/weight/${A}`, undefined, 403],
    ['GET', `/get/workout-log/${A}/${DAY}`, undefined, 403],
    ['GET', `/get/log-exercises/${ids.log}`, undefined, 404],
    ['GET', `/get/log-sets/${ids.logExercise}`, undefined, 404],
    ['POST', '/insert/routine', { userId: A, name: 'x' }, 403],
    ['PUT', `/update/routine/${ids.routine}`, { name: 'Taken over' }, 404],
    ['DELETE', `/delete/routine/${ids.routine}`, undefined, 404],
    ['POST', '/insert/exercise', { userId: A, routineId: ids.routineOfB, ...exerciseBody() }, 403],
    ['POST', '/insert/exercise', { userId: B, routineId: ids.routine, ...exerciseBody() }, 404],
    ['PUT', `/update/exercise/${ids.exercise}`, exerciseBody(), 404],
    ['PUT', `/update/exercise/${ids.exercise}`, { userId: B, routineId: ids.routineOfB, ...exerciseBody() }, 404],
    ['PUT', `/update/exercise/${ids.exerciseOfB}`, { userId: B, routineId: ids.routine, ...exerciseBody() }, 404],
    ['PUT', `/update/exercise/${ids.exerciseOfB}`, { userId: A, ...exerciseBody() }, 403],
    ['DELETE', `/delete/exercise/${ids.exercise}`, undefined, 404],
    ['POST', '/insert/profile', { userId: A, ...profileBody() }, 403],
    ['PUT', `/update/profile/${A}`, profileBody(), 403],
    ['PUT', `/update/profile/${B}`, { userId: A, ...profileBody() }, 403],
    ['POST', '/insert/weight', { userId: A, weight: 1, date: DAY }, 403],
    ['PUT', `/update/weight/${A}`, { userId: A, weight: 1, date: DAY }, 403],
    ['PUT', `/update/weight/${B}`, { userId: A, weight: 1, date: DAY }, 403],
    ['DELETE', `/delete/weight/${ids.weight}`, undefined, 404],
    ['PUT', `/update/tracked-exercise/${A}`, { name: `${SECRET} squat`, newName: 'Taken over' }, 403],
    ['PUT', `/update/tracked-exercise/${B}`, { name: `${SECRET} squat`, newName: 'Taken over' }, 404],
    ['PUT', `/update/tracked-exercise-order/${ids.order}`, { name: 'Taken over', sortOrder: 9 }, 404],
    ['DELETE', `/delete/tracked-exercise/${ids.logExercise}`, undefined, 404],
    // The original answered 204 whether or not a record matched (its client sends it for records already gone): changes nothing here.
    ['DELETE', `/delete/tracked-exercise-order/${ids.order}`, undefined, 204],
    ['POST', '/sync/workout-log', { userId: A, localLog: log(), timezone: 'UTC' }, 403],
  ];
}

/** [kind, procedure, input, status as B]. */
function trpcProcedures(): ['query' | 'mutation', string, unknown, number][] {
  return [
    ['query', 'profile.get', undefined, 200],
    ['mutation', 'profile.save', profileBody(), 200],
    ['query', 'weight.list', undefined, 200],
    ['mutation', 'weight.save', { date: DAY, weight: 1 }, 200],
    // By day: B has no entry on A's other day, so nothing is found; A's entry of that day stays.
    ['mutation', 'weight.delete', { date: A_ONLY_DAY }, 404],
    ['query', 'routines.list', undefined, 200],
    ['mutation', 'routines.create', { name: 'B routine' }, 200],
    ['mutation', 'routines.rename', { id: ids.routine, name: 'Taken over' }, 404],
    ['mutation', 'routines.delete', { id: ids.routine }, 404],
    ['mutation', 'routines.createStarters', undefined, 200],
    ['query', 'exercises.list', undefined, 200],
    ['query', 'exercises.list', { routineId: ids.routine }, 200],
    ['mutation', 'exercises.create', { routineId: ids.routine, ...exerciseBody() }, 404],
    ['mutation', 'exercises.update', { id: ids.exercise, ...exerciseBody() }, 404],
    ['mutation', 'exercises.update', { id: ids.exerciseOfB, routineId: ids.routine, ...exerciseBody() }, 404],
    ['mutation', 'exercises.delete', { id: ids.exercise }, 404],
    ['mutation', 'exercises.reorder', { ids: [ids.exercise] }, 404],
    ['mutation', 'exercises.reorder', { ids: [ids.exerciseOfB, ids.exercise] }, 404],
    ['query', 'workoutLog.get', { date: DAY }, 200],
    ['query', 'workoutLog.get', { timezone: 'UTC' }, 200],
    [
      'mutation',
      'workoutLog.sync',
      {
        localLog: { exercises: [{ id: ids.logExercise, name: 'Intruder', tracked: true, bw: false, sets: [{ id: ids.set, reps: 1, weight: 1 }] }] },
        timezone: 'UTC',
      },
      200,
    ],
    ['query', 'progress.list', undefined, 200],
    ['query', 'progress.history', { exerciseName: `${SECRET} squat` }, 404],
    ['query', 'progress.entry', { id: ids.logExercise }, 404],
    ['query', 'progress.records', { exerciseName: `${SECRET} squat` }, 404],
    ['query', 'progress.records', undefined, 200],
    ['query', 'progress.dayRecords', { date: DAY }, 200],
    ['mutation', 'progress.rename', { name: `${SECRET} squat`, newName: 'Taken over' }, 404],
    ['mutation', 'progress.deleteEntry', { id: ids.logExercise }, 404],
    ['mutation', 'progress.reorder', { ids: [ids.order] }, 404],
    ['mutation', 'progress.updateOrder', { id: ids.order, sortOrder: 9 }, 404],
    ['mutation', 'progress.deleteOrder', { id: ids.order }, 404],
    ['query', 'measurements.list', undefined, 200],
    // By day, B's own entry: A's entry of that day stays.
    ['mutation', 'measurements.add', { date: DAY, waistCm: 99 }, 200],
    ['mutation', 'measurements.delete', { id: ids.measurement }, 404],
  ];
}

const leaksA = (body: string) =>
  body.includes(SECRET) || Object.entries(ids).some(([key, id]) => !key.endsWith('OfB') && body.includes(id)) || body.includes(A);

describe('isolation matrix', () => {
  it('every REST route as another user answers 403 (their userId) or 404 (their record ids; 204 for a delete the original answered so), and leaks nothing', async () => {
    for (const [method, path, body, status] of restRoutes()) {
      const answer = await b.rest(method, path, body);
      expect(answer.statusCode, `${method} ${path} ${answer.body}`).toBe(status);
      if (status === 204) expect(answer.body).toBe('');
      else expect(answer.json(), `${method} ${path}`).toEqual({ error: expect.any(String), message: expect.any(String) });
      expect(leaksA(answer.body), `${method} ${path} ${answer.body}`).toBe(false);
    }
  });

  it("every tRPC procedure as another user acts on that user only (404 for the first user's ids), and leaks nothing", async () => {
    for (const [kind, path, input, status] of trpcProcedures()) {
      const answer = kind === 'query' ? await b.query(path, input) : await b.mutate(path, input);
      expect(answer.status, `${path} ${answer.response.body}`).toBe(status);
      expect(leaksA(answer.response.body), `${path} ${answer.response.body}`).toBe(false);
    }
  });

  it('every route without a session answers 401 and changes nothing', async () => {
    for (const [method, path, body] of restRoutes()) {
      const answer = await anonymous.rest(method, path, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(401);
      expect(leaksA(answer.body)).toBe(false);
    }
    for (const [kind, path, input] of trpcProcedures()) {
      const answer = kind === 'query' ? await anonymous.query(path, input) : await anonymous.mutate(path, input);
      expect(answer.status, path).toBe(401);
      expect(answer.error?.data.code).toBe('UNAUTHORIZED');
    }
  });

  it("the first user's data is exactly as before, and the second user's reads hold only their own", async () => {
    expect(await snapshotOfA()).toEqual(before);
    for (const path of [`/get/routines/${B}`, `/get/exercises/${B}`, `/get/tracked-exercises/${B}`, `/get/profile/${B}`, `/get/weight/${B}`]) {
      const answer = await b.rest('GET', path);
      expect(answer.statusCode, path).toBe(200);
      expect(leaksA(answer.body), path).toBe(false);
    }
    // B's sync with A's log ids got fresh ids: A's entry still has its own.
    const historyOfB = await b.query<{ id: string }[]>('progress.history', { exerciseName: 'Intruder' });
    expect(historyOfB.data[0]!.id).not.toBe(ids.logExercise);
    expect((await b.query('progress.entry', { id: historyOfB.data[0]!.id })).status).toBe(200);
  });
});
