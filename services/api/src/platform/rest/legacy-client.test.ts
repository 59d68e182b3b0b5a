import { STARTER_ROUTINES } from '@fitness/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { legacyClient, tempId, type LegacyClient } from '../../test-support/legacy-client';
import { randomLatency, spyOnStorage } from '../../test-support/storage-spy';
import { createEmbeddedStorage } from '../storage/nedb-driver';

/**
 * The original React client's flows against our /api, with its exact payloads
 * (legacy-rest-contract.md; issue #15, cases 1-7).
 */
const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
const TZ = 'America/New_York'; // 08:00 there: the same day
let t: TestApp;
let accounts = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)), smtp: true });
});
afterAll(() => t.close());

async function loggedIn(): Promise<{ client: LegacyClient; userId: string; email: string }> {
  const client = legacyClient(t.app);
  const email = `legacy${(accounts += 1)}@example.com`;
  const user = await client.signUp(email);
  return { client, userId: user.id, email };
}

type Row = Record<string, unknown> & { id: string };
const rows = async (answer: Promise<{ json(): unknown }>) => (await answer).json() as Row[];

/** Dashboard.js handleOnDragEnd: the list's sort_order values, handed out in the new order, one PUT per item in parallel. */
async function dragExercises(client: LegacyClient, list: Row[], from: number, to: number) {
  const values = list.map((e) => e.sort_order);
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  moved.forEach((e, i) => (e.sort_order = values[i]));
  const answers = await Promise.all(
    moved.map((e) =>
      client.put(`/update/exercise/${e.id}`, {
        name: e.name,
        repsLow: e.reps_low,
        repsHigh: e.reps_high,
        setsLow: e.sets_low,
        setsHigh: e.sets_high,
        weight: e.weight,
        tracked: e.tracked,
        bw: e.bw,
        notes: e.notes,
        sortOrder: e.sort_order,
      }),
    ),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  return moved.map((e) => e.name);
}

const routineNames = async (client: LegacyClient, userId: string, routineId: string) =>
  (await rows(client.get(`/get/exercises/${userId}`))).filter((e) => e.routine_id === routineId).map((e) => e.name);

describe('3, 4: register, welcome mail and login answer 200 with the messages the client shows', () => {
  it('registers with 200, sends the welcome mail for {OTP: null}, and answers a duplicate with 200 "User already exists"', async () => {
    const client = legacyClient(t.app);
    const email = 'welcome@example.com';
    const registered = await client.post('/register', { email, password: 'pw one', firstName: 'Wanda' });
    expect(registered.statusCode).toBe(200); // Register.js checks for exactly 200 before the welcome mail
    expect(registered.json()).toMatchObject({ message: 'Registration successful' });

    const welcome = await client.post('/send-email', { OTP: null, recipient_email: email, email_type: 'welcome' });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.body).toBe('Email sent successfully');
    expect((await t.mailbox!.waitForMail(email)).subject).toBe('Welcome to Fitness Tracker');

    const again = await client.post('/register', { email, password: 'pw two', firstName: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'User already exists' });
  });

  it('answers a wrong password and an unknown email with 200 and one message, and a good login with the user rows', async () => {
    const client = legacyClient(t.app);
    await client.post('/register', { email: 'login@example.com', password: 'right pw', firstName: 'Lou' });
    for (const payload of [
      { email: 'login@example.com', password: 'wrong pw' },
      { email: 'nobody@example.com', password: 'right pw' },
    ]) {
      const answer = await client.post('/login', payload);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: 'Wrong email/password combination' });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const good = await client.post('/login', { email: 'login@example.com', password: 'right pw' });
    expect(good.json()).toEqual([{ id: expect.any(String), email: 'login@example.com', first_name: 'Lou' }]);
    expect((await client.get('/login')).json()).toMatchObject({ loggedIn: true, user: { id: good.json()[0].id } });
    const logout = await client.delete('/logout');
    expect(logout.statusCode).toBe(200); // Root.js checks for exactly 200
    expect(logout.json()).toEqual({ message: 'Logout successful' });
    expect((await client.get('/login')).json()).toEqual({ loggedIn: false });
  });

  it("recovery answers the original's shapes but only a server-made code and token reset a password", async () => {
    const { client, email } = await loggedIn();
    const sent = await client.post('/send-email', { OTP: 4321, recipient_email: email, email_type: 'recovery' });
    expect(sent.body).toBe('Email sent successfully'); // no `message`: Login.js goes on to /otp
    expect((await client.post('/send-email', { OTP: 4321, recipient_email: 'nobody@example.com', email_type: 'recovery' })).body).toBe(
      'Email sent successfully',
    );
    const legacyReset = await client.put('/reset-password', { email, password: 'taken over' });
    expect(legacyReset.statusCode).toBe(400);
    expect(legacyReset.json().message).toMatch(/resetToken/);
    expect((await client.post('/login', { email, password: 'taken over' })).json()).toEqual({ message: 'Wrong email/password combination' });
  });
});

describe('5: the dashboard, profile and weights', () => {
  it('answers 404 for a missing profile and for no weights, so the client creates the profile and saves its first weight', async () => {
    const { client, userId } = await loggedIn();
    const [routines, exercises, tracked, profile, log] = await Promise.all([
      client.get(`/get/routines/${userId}`),
      client.get(`/get/exercises/${userId}`),
      client.get(`/get/tracked-exercises/${userId}`),
      client.get(`/get/profile/${userId}`),
      client.get(`/get/workout-log/${userId}/${TODAY}`),
    ]);
    expect([routines, exercises, tracked, profile, log].map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(profile.json()).toEqual({ error: 'Not Found', message: 'Profile not found' });

    const blank = { weight: 0, height: 0, age: 0, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 };
    expect((await client.post('/insert/profile', { userId, ...blank })).statusCode).toBe(200);
    expect((await client.get(`/get/profile/${userId}`)).json()).toMatchObject({
      weight: 0,
      height: 0,
      age: 0,
      activity_level: '',
      gender: '',
      measurement_type: 'imperial',
    });

    const weights = await client.get(`/get/weight/${userId}`);
    expect(weights.statusCode).toBe(404); // with 200 [] the client throws on its first save
    expect(weights.json()).toEqual({ error: 'Not Found', message: 'Weights not found' });

    // ProfileForm: the profile, then (no previous weight) an insert with the client's UTC ISO date.
    const profileForm = {
      weight: 180.5,
      height: 70,
      age: 33,
      activityLevel: 'Active',
      gender: 'Female',
      measurementType: 'imperial',
      weightGoal: -2,
      targetWeight: 170,
    };
    expect((await client.put(`/update/profile/${userId}`, profileForm)).statusCode).toBe(200);
    expect((await client.post('/insert/weight', { userId, weight: 180.5, date: `${TODAY}T12:00:00.000Z` })).statusCode).toBe(200);
    const [first] = await rows(client.get(`/get/weight/${userId}`));
    expect(first).toEqual({ id: expect.any(String), user_id: userId, weight: 180.5, date: `${TODAY}T00:00:00.000Z` });

    // AddWeightModal, same day: the latest entry's date.slice(0, 10) is today, so it PUTs the day's weight.
    expect((await client.put(`/update/weight/${userId}`, { userId, weight: 179, date: TODAY })).statusCode).toBe(200);
    expect((await client.post('/insert/weight', { userId, weight: 181, date: '2030-06-10T09:00:00.000Z' })).statusCode).toBe(200);
    const list = await rows(client.get(`/get/weight/${userId}`));
    expect(list.map((w) => [w.date, w.weight])).toEqual([
      ['2030-06-10T00:00:00.000Z', 181],
      [`${TODAY}T00:00:00.000Z`, 179],
    ]);
    const removed = await client.delete(`/delete/weight/${list[0]!.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await rows(client.get(`/get/weight/${userId}`))).toHaveLength(1);
  });
});

describe('6, 7: routines and exercises in the order the client shows them', () => {
  /**
   * StarterRoutinesModal.js, call for call: the three routines in parallel, then the twelve exercises
   * in parallel (its exact body: `sets: 3`, no sortOrder), then, without awaiting, a PUT of each with
   * sortOrder = its own id. The reload must show the table's order.
   */
  async function starterRoutinesAsTheClientMakesThem(client: LegacyClient, userId: string, creatingExercises: (on: boolean) => void) {
    const routineIds = await Promise.all(
      STARTER_ROUTINES.map(async (r) => ((await client.post('/insert/routine', { userId, name: r.name })).json() as { insertId: string }).insertId),
    );
    creatingExercises(true);
    const data = STARTER_ROUTINES.flatMap((r, i) =>
      r.exercises.map((e) => ({
        userId,
        routineId: routineIds[i]!,
        name: e.name,
        repsHigh: e.repsHigh,
        repsLow: e.repsLow,
        sets: 3,
        weight: 0,
        tracked: false,
        bw: false,
        notes: '',
      })),
    );
    const ids = await Promise.all(data.map(async (e) => ((await client.post('/insert/exercise', e)).json() as { insertId: string }).insertId));
    creatingExercises(false);
    const puts = await Promise.all(data.map((e, i) => client.put(`/update/exercise/${ids[i]}`, { ...e, sortOrder: ids[i] })));
    expect(puts.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    return routineIds;
  }

  it("6: starter routines made as the client makes them (parallel inserts, then sortOrder = own id) show the table's order after a reload, 50 times out of 50", async () => {
    // While the exercises are created, the calls their create makes (routine check, counter, insert) answer
    // after a random few milliseconds, as a networked store's do: requests that arrived in order finish out of it.
    let jitter = false;
    const latency = randomLatency(4);
    const storage = spyOnStorage(createEmbeddedStorage(':memory:'), {
      before: ({ collection }) => (jitter && ['routines', 'exercises', 'sortOrderCounters'].includes(collection) ? latency() : undefined),
    });
    const own = await createTestApp({ clock: createTestClock(new Date(NOW)), storage });
    try {
      const client = legacyClient(own.app);
      // One user (fifty sign-ups would meet the login rate limit): each round's routines are new lists.
      const userId = (await client.signUp('starters@example.com')).id;
      const table = STARTER_ROUTINES.map((r) => [r.name, r.exercises.map((e) => e.name)]);
      for (let round = 1; round <= 50; round += 1) {
        const routineIds = await starterRoutinesAsTheClientMakesThem(client, userId, (on) => (jitter = on));
        const routines = (await rows(client.get(`/get/routines/${userId}`))).slice(-3);
        const exercises = await rows(client.get(`/get/exercises/${userId}`));
        const shown = routines.map((r) => [r.name, exercises.filter((e) => e.routine_id === r.id).map((e) => e.name)]);
        expect(shown, `round ${round}`).toEqual(table);
        expect(routines.map((r) => r.id)).toEqual(routineIds);
        for (const routineId of routineIds) expect(new Set(exercises.filter((e) => e.routine_id === routineId).map((e) => e.sort_order)).size).toBe(4);
      }
    } finally {
      await own.close();
    }
  });

  it('7: reorders right after creating, when the sort_order values are the new ids, and again after a reload', async () => {
    const { client, userId } = await loggedIn();
    const routineId = ((await client.post('/insert/routine', { userId, name: 'Push' })).json() as { insertId: string }).insertId;
    // CreateExerciseModal: insert, then PUT sortOrder = the new id; the local item keeps sort_order = id.
    const local: Row[] = [];
    for (const name of ['Bench', 'Dips', 'Flyes']) {
      const fields = { name, repsLow: 8, repsHigh: 12, setsLow: 3, setsHigh: null, weight: 50, tracked: true, bw: false, notes: '' };
      const insertId = ((await client.post('/insert/exercise', { userId, routineId, ...fields })).json() as { insertId: string }).insertId;
      expect((await client.put(`/update/exercise/${insertId}`, { ...fields, sortOrder: insertId })).statusCode).toBe(200);
      local.push({
        id: insertId,
        name,
        reps_low: 8,
        reps_high: 12,
        sets_low: 3,
        sets_high: null,
        weight: 50,
        tracked: true,
        bw: false,
        notes: '',
        sort_order: insertId,
      });
    }
    // Drag Flyes to the top: its PUT carries Bench's id, Bench's carries Dips' id, Dips' its own.
    expect(await dragExercises(client, local, 2, 0)).toEqual(['Flyes', 'Bench', 'Dips']);
    expect(await routineNames(client, userId, routineId)).toEqual(['Flyes', 'Bench', 'Dips']);

    // After a reload the values are numbers; a new exercise (sort_order = its id) is dragged between them.
    const reloaded = (await rows(client.get(`/get/exercises/${userId}`))).filter((e) => e.routine_id === routineId);
    const fields = { name: 'Pushups', repsLow: 10, repsHigh: null, setsLow: 2, setsHigh: null, weight: 0, tracked: 1, bw: 1, notes: '' };
    const newId = ((await client.post('/insert/exercise', { userId, routineId, ...fields })).json() as { insertId: string }).insertId;
    await client.put(`/update/exercise/${newId}`, { ...fields, sortOrder: newId });
    reloaded.push({
      id: newId,
      name: 'Pushups',
      reps_low: 10,
      reps_high: null,
      sets_low: 2,
      sets_high: null,
      weight: 0,
      tracked: 1,
      bw: 1,
      notes: '',
      sort_order: newId,
    });
    expect(await dragExercises(client, reloaded, 3, 1)).toEqual(['Flyes', 'Pushups', 'Bench', 'Dips']);
    expect(await routineNames(client, userId, routineId)).toEqual(['Flyes', 'Pushups', 'Bench', 'Dips']);

    // Routine rename and deletes answer as the original did.
    expect((await client.put(`/update/routine/${routineId}`, { name: 'Push day' })).json()).toMatchObject({ affectedRows: 1, insertId: 0 });
    expect((await rows(client.get(`/get/routines/${userId}`))).map((r) => r.name)).toEqual(['Push day']);
    expect((await client.delete(`/delete/exercise/${newId}`)).statusCode).toBe(204);
    expect((await client.delete(`/delete/routine/${routineId}`)).statusCode).toBe(204);
    expect((await client.get(`/get/exercises/${userId}`)).statusCode).toBe(404);
  });

  it('refuses a sortOrder that is not a number or an id it gave, changing nothing', async () => {
    const { client, userId } = await loggedIn();
    const routineId = ((await client.post('/insert/routine', { userId, name: 'Legs' })).json() as { insertId: string }).insertId;
    const id = ((await client.post('/insert/exercise', { userId, routineId, name: 'Squats' })).json() as { insertId: string }).insertId;
    for (const sortOrder of ['1732512345678-0.5', -1, { $gt: 0 }]) {
      const answer = await client.put(`/update/exercise/${id}`, { name: 'Squats', sortOrder });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining('sortOrder') });
    }
    expect((await rows(client.get(`/get/exercises/${userId}`)))[0]).toMatchObject({ id, sort_order: 1 });
  });
});

describe('1, 2: the workout log and the progress lists', () => {
  /** WorkoutLogModal's local log: temporary ids, numbers as the inputs give them. */
  const todaysLog = () => [
    {
      id: tempId(),
      name: 'Squats',
      tracked: true,
      bw: false,
      sets: [
        { id: tempId(), reps: 5, weight: 200, notes: '' },
        { id: tempId(), reps: 5, weight: 200, notes: '' },
        { id: tempId(), reps: 3, weight: 210, notes: 'heavy' },
      ],
    },
    { id: tempId(), name: 'Dips', tracked: true, bw: true, sets: [{ id: tempId(), reps: 8, weight: '', notes: '' }] },
    { id: tempId(), name: 'Stretching', tracked: false, bw: false, sets: [{ id: tempId(), reps: 1, weight: 0, notes: '' }] },
  ];

  it('1: saves the array localLog, answers {success, localLog} with ids filled in, and re-opens it after a reload without duplicates', async () => {
    const { client, userId } = await loggedIn();
    const sent = todaysLog();
    const synced = await client.post('/sync/workout-log', { userId, localLog: sent, timezone: TZ });
    expect(synced.statusCode).toBe(200);
    const body = synced.json() as { success: boolean; localLog: (Row & { sets: Row[] })[] };
    expect(body.success).toBe(true);
    expect(body.localLog.map((e) => e.name)).toEqual(['Squats', 'Dips', 'Stretching']);
    for (const e of body.localLog) {
      expect(e.id).toMatch(/^[0-9a-f]{24}$/);
      for (const s of e.sets) expect(s.id).toMatch(/^[0-9a-f]{24}$/);
    }
    expect(body.localLog[1]!.sets[0]).toMatchObject({ reps: 8, weight: 0 }); // '' is the default 0

    // Re-opening in the same page reuses the answered ids: saving again updates in place.
    const again = await client.post('/sync/workout-log', { userId, localLog: body.localLog, timezone: TZ });
    expect((again.json() as typeof body).localLog.map((e) => e.id)).toEqual(body.localLog.map((e) => e.id));

    // App.js after a reload: today's log id, its exercises, their sets.
    const log = await client.get(`/get/workout-log/${userId}/${TODAY}`);
    expect(log.json()).toEqual({ id: expect.any(String), user_id: userId, log_date: `${TODAY}T00:00:00.000Z` });
    const logExercises = await rows(client.get(`/get/log-exercises/${log.json().id}`));
    expect(logExercises.map((e) => [e.exercise_name, e.tracked, e.bw])).toEqual([
      ['Squats', 1, 0],
      ['Dips', 1, 1],
      ['Stretching', 0, 0],
    ]);
    const reopened = await Promise.all(
      logExercises.map(async (e) => ({ name: e.exercise_name, tracked: e.tracked, bw: e.bw, sets: await rows(client.get(`/get/log-sets/${e.id}`)) })),
    );
    expect(reopened[0]!.sets[2]).toEqual({ id: body.localLog[0]!.sets[2]!.id, log_exercise_id: logExercises[0]!.id, reps: 3, weight: 210, notes: 'heavy' });

    // The first save after the reload: no exercise ids (temp ones), sets with their server ids; one more set on Squats.
    const edited = reopened.map((e, i) => ({ ...e, id: tempId(), sets: i === 0 ? [...e.sets, { id: tempId(), reps: 2, weight: 220, notes: '' }] : e.sets }));
    const saved = await client.post('/sync/workout-log', { userId, localLog: edited, timezone: TZ });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as typeof body).localLog.map((e) => e.id)).toEqual(body.localLog.map((e) => e.id));
    const tracked = (await client.get(`/get/tracked-exercises/${userId}`)).json() as Record<string, Row[]>;
    expect(tracked.Squats).toHaveLength(1); // one entry for the day, not a duplicate
    expect(tracked.Squats![0]!.sets).toHaveLength(4);
  });

  it('a tracked name the shape reserves ("sortOrder") or JavaScript treats apart ("__proto__") still comes back, and the client can rename it', async () => {
    const { client, userId } = await loggedIn();
    const set = () => ({ id: tempId(), reps: 5, weight: 100, notes: '' });
    const names = ['sortOrder', '__proto__', 'Squats'];
    expect(
      (await client.post('/sync/workout-log', { userId, localLog: names.map((name) => ({ name, tracked: true, bw: false, sets: [set()] })), timezone: TZ }))
        .statusCode,
    ).toBe(200);
    const read = async () => JSON.parse((await client.get(`/get/tracked-exercises/${userId}`)).body) as Record<string, Row[]> & { sortOrder: Row[] };
    const answer = await read();
    // TrackedExerciseWidget: every sortOrder item's name is a key holding that name's entries.
    expect(answer.sortOrder).toHaveLength(3);
    for (const item of answer.sortOrder) {
      const entries = Object.hasOwn(answer, item.exercise_name as string) ? answer[item.exercise_name as string]! : [];
      expect(entries, String(item.exercise_name)).toHaveLength(1);
      expect(entries[0]).toMatchObject({ exercise_name: item.exercise_name, order_id: item.id, sets: [{ reps: 5, weight: 100 }] });
    }
    // "sortOrder" travels as "sortOrder " (names are trimmed, so no name is spelt so): the key the order list holds stays free.
    const reserved = answer.sortOrder.find((o) => String(o.exercise_name).trim() === 'sortOrder')!;
    expect(reserved.exercise_name).toBe('sortOrder ');
    expect(answer['sortOrder ']![0]!.name).toBe('sortOrder');
    // What the client sends back names the exercise: a reorder and a rename of "sortOrder ".
    expect((await client.put(`/update/tracked-exercise-order/${reserved.id}`, { name: reserved.exercise_name, sortOrder: 1 })).statusCode).toBe(200);
    expect((await read()).sortOrder[0]).toMatchObject({ id: reserved.id, exercise_name: 'sortOrder ' });
    expect((await client.put(`/update/tracked-exercise/${userId}`, { name: reserved.exercise_name, newName: 'Deadlift' })).statusCode).toBe(200);
    const renamed = await read();
    expect(renamed.sortOrder.map((o) => o.exercise_name)).toEqual(['Deadlift', '__proto__', 'Squats']);
    expect(renamed.Deadlift).toHaveLength(1);
  });

  it('2: answers each tracked name at the top level with sort_order items; rename, merge, delete and reorder work with what the client sends', async () => {
    const { client, userId } = await loggedIn();
    const day = async (date: string, log: unknown[]) => {
      t.clock.set(new Date(`${date}T15:00:00Z`));
      expect((await client.post('/sync/workout-log', { userId, localLog: log, timezone: TZ })).statusCode).toBe(200);
    };
    const set = (reps: number, weight: number) => ({ id: tempId(), reps, weight, notes: '' });
    try {
      await day('2030-06-01', [
        { name: 'Bench', tracked: true, bw: false, sets: [set(5, 100), set(5, 100)] },
        { name: 'Row', tracked: true, bw: false, sets: [set(8, 80)] },
      ]);
      await day('2030-06-03', [
        { name: 'Bench Press', tracked: true, bw: false, sets: [set(5, 110)] },
        { name: 'Dips', tracked: 1, bw: 1, sets: [set(10, 0)] },
      ]);
      await day('2030-06-05', [{ name: 'Bench', tracked: true, bw: false, sets: [set(3, 120), set(5, 115)] }]);
    } finally {
      t.clock.set(new Date(NOW));
    }
    const read = async () => (await client.get(`/get/tracked-exercises/${userId}`)).json() as Record<string, Row[]> & { sortOrder: Row[] };
    const answer = await read();
    // TrackedExerciseWidget: iterate sortOrder, read answer[exercise_name] and sort_order.
    expect(answer.sortOrder.map((o) => o.exercise_name)).toEqual(['Bench', 'Row', 'Bench Press', 'Dips']);
    for (const item of answer.sortOrder) {
      expect(item).toEqual({ id: expect.any(String), user_id: userId, exercise_name: item.exercise_name, sort_order: expect.any(Number) });
      expect(answer[item.exercise_name as string]![0]!.exercise_name).toBe(item.exercise_name);
    }
    expect(answer.Bench!.map((e) => [e.date, e.working_weight, e.working_set_count, e.reps_low, e.reps_high, e.volume])).toEqual([
      ['2030-06-01T00:00:00.000Z', 100, 2, 5, null, 1000],
      ['2030-06-05T00:00:00.000Z', 120, 1, 3, null, 935],
    ]);
    expect(answer.Dips![0]).toMatchObject({ bw: 1, name: 'Dips', order_id: answer.sortOrder[3]!.id, sort_order: answer.sortOrder[3]!.sort_order });

    // Drag Dips to the top: swap the sort_order values, one PUT per item, in parallel.
    const values = answer.sortOrder.map((o) => o.sort_order);
    const dragged = [answer.sortOrder[3]!, ...answer.sortOrder.slice(0, 3)];
    await Promise.all(dragged.map((o, i) => client.put(`/update/tracked-exercise-order/${o.id}`, { name: o.exercise_name, sortOrder: values[i] })));
    expect((await read()).sortOrder.map((o) => o.exercise_name)).toEqual(['Dips', 'Bench', 'Row', 'Bench Press']);
    // An id this server gave is a sort order too (the original set each order row's sort_order to its id).
    const row = (await read()).sortOrder[2]!;
    expect((await client.put(`/update/tracked-exercise-order/${row.id}`, { name: row.exercise_name, sortOrder: row.id })).statusCode).toBe(200);
    expect((await read()).sortOrder.map((o) => o.exercise_name)).toEqual(['Dips', 'Bench', 'Bench Press', 'Row']);

    // UpdateTrackedExerciseNameModal, merge: DELETE the target's order row and PUT the rename, not awaited.
    const before = await read();
    const target = before.sortOrder.find((o) => o.exercise_name === 'Bench Press')!;
    const [deletedOrder, renamed] = await Promise.all([
      client.delete(`/delete/tracked-exercise-order/${target.id}`),
      client.put(`/update/tracked-exercise/${userId}`, { name: 'Bench', newName: 'Bench Press' }),
    ]);
    expect(deletedOrder.statusCode).toBe(204);
    expect(renamed.statusCode).toBe(200);
    const merged = await read();
    expect(merged.sortOrder.map((o) => o.exercise_name)).toEqual(['Dips', 'Bench Press', 'Row']); // Bench's place, as the client shows it
    expect(merged['Bench Press']!.map((e) => String(e.date).slice(0, 10))).toEqual(['2030-06-01', '2030-06-03', '2030-06-05']);
    expect(merged.Bench).toBeUndefined();
    // A plain rename keeps the place.
    expect((await client.put(`/update/tracked-exercise/${userId}`, { name: 'Row', newName: 'Barbell Row' })).statusCode).toBe(200);
    expect((await read()).sortOrder.map((o) => o.exercise_name)).toEqual(['Dips', 'Bench Press', 'Barbell Row']);

    // The merge's two calls arriving the other way round: the target's record is already gone (204, as the original answered).
    const [, benchPress, barbellRow] = (await read()).sortOrder;
    expect((await client.put(`/update/tracked-exercise/${userId}`, { name: 'Bench Press', newName: 'Barbell Row' })).statusCode).toBe(200);
    expect((await client.delete(`/delete/tracked-exercise-order/${barbellRow!.id}`)).statusCode).toBe(204);
    expect((await read()).sortOrder).toEqual([expect.objectContaining({ exercise_name: 'Dips' }), { ...benchPress, exercise_name: 'Barbell Row' }]);
    expect((await read())['Barbell Row']).toHaveLength(4);

    // DeleteTrackedExerciseModal: delete the last entry of a name, then its order row (already gone: 204, as the original answered).
    const last = await read();
    expect((await client.delete(`/delete/tracked-exercise/${last.Dips![0]!.id}`)).statusCode).toBe(204);
    expect((await client.delete(`/delete/tracked-exercise-order/${last.sortOrder[0]!.id}`)).statusCode).toBe(204);
    expect((await read()).sortOrder.map((o) => o.exercise_name)).toEqual(['Barbell Row']);
  });
});
