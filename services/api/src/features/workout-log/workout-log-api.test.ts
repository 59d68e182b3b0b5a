import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { appForFile, newUserOn, sampleLog, writeRecordingApp } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
const { t, newUser } = await appForFile(NOW);

/** A second app whose store records every write (collection.method). */
let counted: TestApp & { writes: string[] };
beforeAll(async () => {
  counted = await writeRecordingApp(NOW);
});
afterAll(() => counted.close());

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
    expect(sets.json()).toEqual(
      body.localLog[0]!.sets.map((s, i) => ({
        id: s.id,
        log_exercise_id: exercises[0]!.id,
        reps: [5, 5, 3][i],
        weight: [200, 200, 210][i],
        notes: ['', '', 'heavy'][i],
      })),
    );
    expect((await client.rest('GET', `/get/log-exercises/${'0'.repeat(24)}`)).statusCode).toBe(404);
    expect((await client.rest('GET', `/get/log-sets/${'0'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('keeps warm-up flags and RPE through tRPC, leaves warm-ups out of progress, and the REST client neither sees nor loses them', async () => {
    const { client, userId } = await newUser();
    const sets = [
      { reps: 10, weight: 45, warmup: true },
      { reps: 5, weight: 135, rpe: 8.5 },
      { reps: 5, weight: 135 },
    ];
    const synced = await client.mutate<{ localLog: { exercises: { id: string; sets: { id: string }[] }[] } }>('workoutLog.sync', {
      localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets }] },
      timezone: 'UTC',
    });
    const saved = (await client.query<{ exercises: { sets: object[] }[] }>('workoutLog.get', { date: TODAY })).data.exercises[0]!.sets;
    expect(saved).toEqual([
      { id: expect.any(String), changedAt: expect.any(Number), reps: 10, weight: 45, notes: '', warmup: true, type: 'warmup' },
      { id: expect.any(String), changedAt: expect.any(Number), reps: 5, weight: 135, notes: '', rpe: 8.5, type: 'normal' },
      { id: expect.any(String), changedAt: expect.any(Number), reps: 5, weight: 135, notes: '', type: 'normal' },
    ]);
    const latest = (await client.query<{ latest: { workingWeight: number; volume: number; workingSetCount: number } }[]>('progress.list')).data[0]!.latest;
    expect(latest).toMatchObject({ workingWeight: 135, workingSetCount: 2, volume: 1350 });

    // The legacy client re-saves the log with the set ids it read: answers without the new fields, stored ones kept.
    const exercise = synced.data.localLog.exercises[0]!;
    const legacySets = exercise.sets.map((s, i) => ({ id: s.id, reps: sets[i]!.reps, weight: sets[i]!.weight, notes: i === 2 ? 'easy' : '' }));
    const legacy = await client.rest('POST', '/sync/workout-log', {
      userId,
      localLog: [{ id: exercise.id, name: 'Squats', tracked: true, bw: false, sets: legacySets }],
      timezone: 'UTC',
    });
    expect(legacy.json().localLog[0].sets).toEqual(legacySets);
    const rows = (await client.rest('GET', `/get/log-sets/${exercise.id}`)).json() as object[];
    expect(rows.map((row) => Object.keys(row).sort())).toEqual(Array(3).fill(['id', 'log_exercise_id', 'notes', 'reps', 'weight']));
    const after = (await client.query<{ exercises: { sets: object[] }[] }>('workoutLog.get', { date: TODAY })).data.exercises[0]!.sets;
    expect(after).toEqual([saved[0], saved[1], { ...saved[2], notes: 'easy' }]);
  });

  it("computes today in the given time zone, not the server's", async () => {
    const { client } = await newUser();
    t.clock.set(new Date('2030-06-15T08:00:00Z')); // 2030-06-14 22:00 in Honolulu
    try {
      const honolulu = await client.mutate<{ date: string }>('workoutLog.sync', { localLog: sampleLog(), timezone: 'Pacific/Honolulu' });
      expect(honolulu.data.date).toBe('2030-06-14');
      const tokyo = await client.mutate<{ date: string }>('workoutLog.sync', { localLog: sampleLog(), timezone: 'Asia/Tokyo' });
      expect(tokyo.data.date).toBe(TODAY);
      expect((await client.query<{ date: string; id: string | null }>('workoutLog.get', { timezone: 'Pacific/Honolulu' })).data).toMatchObject({
        date: '2030-06-14',
        id: expect.any(String),
      });
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
    const first = await client.mutate<{ id: string; changed: boolean; localLog: { exercises: { id: string; sets: { id: string }[] }[] } }>('workoutLog.sync', {
      localLog: sampleLog(),
      timezone: 'UTC',
    });
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
    // The emptied day keeps a tombstone for the set it held, for a device merging a stale draft (0068).
    const row = foreign.data.localLog.exercises[0]!.sets[0]!.id;
    expect((await client.query('workoutLog.get', { date: TODAY })).data).toEqual({
      id: null,
      date: TODAY,
      version: expect.any(Number),
      exercises: [],
      deleted: expect.arrayContaining([{ setId: row, at: expect.any(Number) }]),
      session: null,
      routineName: null,
    });
  });

  it("saving a day is one document write, then the user's data version is raised", async () => {
    const { client } = await newUserOn(counted);
    counted.writes.length = 0;
    const first = await client.mutate<{ localLog: { exercises: { sets: unknown[] }[] } }>('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC' });
    // The raise copies the version into the user's sessions (docs/decisions/0030).
    expect(counted.writes).toEqual(['workoutLogs.insertOne', 'dataVersions.updateOne', 'sessions.updateMany']);
    counted.writes.length = 0;
    const changed = first.data.localLog.exercises.map((e) => ({ ...e, sets: e.sets.slice(0, 1) }));
    await client.mutate('workoutLog.sync', { localLog: { exercises: changed }, timezone: 'UTC' });
    expect(counted.writes).toEqual(['workoutLogs.updateOne', 'dataVersions.updateOne', 'sessions.updateMany']);
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
      [
        { localLog: { exercises: [{ name: 'a', tracked: false, bw: false, sets: [{ reps: 1, weight: 0, notes: 'n'.repeat(301) }] }] }, timezone: 'UTC' },
        /notes/,
      ],
    ];
    for (const [input, field] of bad) {
      const trpc = await client.mutate('workoutLog.sync', input);
      expect(trpc.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      const rest = await client.rest('POST', '/sync/workout-log', {
        userId: id,
        ...input,
        localLog: (input as { localLog: { exercises: unknown[] } }).localLog.exercises,
      });
      expect(rest.statusCode).toBe(400);
      expect(rest.json().message).toMatch(field);
    }
    expect((await client.query('workoutLog.get', { date: TODAY })).data).toMatchObject({ id: null });
    expect((await client.query('workoutLog.get', { date: '2024-13-01' })).status).toBe(400);
    expect((await client.rest('GET', `/get/workout-log/${id}/yesterday`)).statusCode).toBe(400);
  });
});
