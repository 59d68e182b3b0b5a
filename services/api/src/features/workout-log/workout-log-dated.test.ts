import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, sampleLog, type Client } from '../../test-support/api-client';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';

// 2030-06-15 12:00 UTC: still 2030-06-15 in Honolulu (UTC−10), already 2030-06-16 in Kiritimati (UTC+14).
const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)) });
});
afterAll(() => t.close());

async function newUser() {
  const account = await signUp(t.app);
  return { client: clientFor(t.app, account.cookie), userId: account.userId };
}

type Synced = {
  date: string;
  id: string | null;
  changed: boolean;
  localLog: { exercises: { id: string; name: string; sets: { id: string; reps: number; weight: number }[] }[] };
};
type Log = { id: string | null; date: string; exercises: { name: string; sets: { reps: number; weight: number }[] }[] };
type Previous = { name: string; date: string; tracked: boolean; bw: boolean; sets: { reps: number; weight: number; notes: string }[] }[];

const oneExercise = (name: string, sets: [reps: number, weight: number][], tracked = true) => ({
  exercises: [{ name, tracked, bw: false, sets: sets.map(([reps, weight]) => ({ reps, weight, notes: '' })) }],
});
const logOf = async (client: Client, date: string) => (await client.query<Log>('workoutLog.get', { date })).data;

describe('workoutLog.sync with a date (a missed day)', () => {
  it('saves an earlier day and leaves today alone; get reads that day back', async () => {
    const { client } = await newUser();
    await client.mutate('workoutLog.sync', { localLog: oneExercise('Squats', [[5, 225]]), timezone: 'UTC' });

    const missed = await client.mutate<Synced>('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC', date: '2030-06-12' });
    expect(missed.status).toBe(200);
    expect(missed.data).toMatchObject({ date: '2030-06-12', changed: true, id: expect.any(String) });
    expect(missed.data.localLog.exercises.map((e) => e.name)).toEqual(['Squats', 'Dips', 'Stretching']);

    const day = await logOf(client, '2030-06-12');
    expect(day.id).toBe(missed.data.id);
    expect(day.exercises.map((e) => e.name)).toEqual(['Squats', 'Dips', 'Stretching']);
    // Today's log is untouched by the dated save.
    expect((await logOf(client, TODAY)).exercises).toEqual([
      expect.objectContaining({ name: 'Squats', sets: [expect.objectContaining({ reps: 5, weight: 225 })] }),
    ]);

    // Saving the same day again edits it (same id), and an emptied day is removed.
    const edited = await client.mutate<Synced>('workoutLog.sync', { localLog: oneExercise('Rows', [[8, 95]]), timezone: 'UTC', date: '2030-06-12' });
    expect(edited.data.id).toBe(missed.data.id);
    expect((await logOf(client, '2030-06-12')).exercises.map((e) => e.name)).toEqual(['Rows']);
    await client.mutate('workoutLog.sync', { localLog: { exercises: [] }, timezone: 'UTC', date: '2030-06-12' });
    expect(await logOf(client, '2030-06-12')).toEqual({
      id: null,
      date: '2030-06-12',
      version: expect.any(Number),
      exercises: [],
      // Tombstones of the sets it held (Squats, then Rows), for a device merging a stale draft (0068).
      deleted: expect.arrayContaining([{ setId: edited.data.localLog.exercises[0]!.sets[0]!.id, at: expect.any(Number) }]),
      session: null,
      routineName: null,
    });
  });

  it("accepts today in the user's time zone, even when the server's (UTC) day is different", async () => {
    const { client } = await newUser();
    const kiritimati = await client.mutate<Synced>('workoutLog.sync', { localLog: sampleLog(), timezone: 'Pacific/Kiritimati', date: '2030-06-16' });
    expect(kiritimati.status).toBe(200);
    expect(kiritimati.data.date).toBe('2030-06-16');
  });

  it('refuses a future date with 400 and a clear message, writing nothing', async () => {
    const { client } = await newUser();
    const tomorrow = await client.mutate('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC', date: '2030-06-16' });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.error?.message).toBe('date 2030-06-16 is after today (2030-06-15 in UTC): a workout cannot be logged in the future');
    // Already the 16th in Kiritimati, still the 15th in Honolulu: the zone decides.
    const honolulu = await client.mutate('workoutLog.sync', { localLog: sampleLog(), timezone: 'Pacific/Honolulu', date: '2030-06-16' });
    expect(honolulu.status).toBe(400);
    expect((await logOf(client, '2030-06-16')).id).toBeNull();
    expect((await client.mutate('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC', date: '2030-02-30' })).status).toBe(400);
    expect((await client.mutate('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC', date: '15/06/2030' })).status).toBe(400);
  });

  it('refuses unknown fields with 400 instead of dropping them (an older server would save yesterday as today)', async () => {
    const { client } = await newUser();
    const top = await client.mutate('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC', day: '2030-06-12' });
    expect(top.status).toBe(400);
    expect(top.error?.message).toContain('unknown field: day');
    const inLog = await client.mutate('workoutLog.sync', { localLog: { ...sampleLog(), date: '2030-06-12' }, timezone: 'UTC' });
    expect(inLog.status).toBe(400);
    expect(inLog.error?.message).toContain('unknown field: date');
    expect((await logOf(client, TODAY)).id).toBeNull();
    expect((await logOf(client, '2030-06-12')).id).toBeNull();
  });

  it('the REST sync keeps saving today in the given time zone', async () => {
    const { client, userId } = await newUser();
    t.clock.set(new Date('2030-06-15T08:00:00Z')); // 2030-06-14 22:00 in Honolulu
    try {
      const synced = await client.rest('POST', '/sync/workout-log', { userId, localLog: sampleLog().exercises, timezone: 'Pacific/Honolulu' });
      expect(synced.statusCode).toBe(200);
      expect((await logOf(client, '2030-06-14')).exercises.map((e) => e.name)).toEqual(['Squats', 'Dips', 'Stretching']);
      expect((await client.rest('GET', `/get/workout-log/${userId}/2030-06-14`)).statusCode).toBe(200);
    } finally {
      t.clock.set(new Date(NOW));
    }
  });
});

describe('isolation of dated logs', () => {
  it("another user's day is never read or written", async () => {
    const a = await newUser();
    const b = await newUser();
    const aSaved = await a.client.mutate<Synced>('workoutLog.sync', { localLog: oneExercise('Deadlift', [[3, 315]]), timezone: 'UTC', date: '2030-06-10' });

    // B reads the same day: B's own (empty) log, not A's.
    expect(await logOf(b.client, '2030-06-10')).toEqual({
      id: null,
      date: '2030-06-10',
      version: 0,
      exercises: [],
      deleted: [],
      session: null,
      routineName: null,
    });
    // B saves the same day, even sending A's ids: B gets a log of its own, A's stays as it was.
    const bSaved = await b.client.mutate<Synced>('workoutLog.sync', {
      localLog: { exercises: aSaved.data.localLog.exercises.map((e) => ({ ...e, name: 'Intruder', tracked: true, bw: false })) },
      timezone: 'UTC',
      date: '2030-06-10',
    });
    expect(bSaved.status).toBe(200);
    expect(bSaved.data.id).not.toBe(aSaved.data.id);
    expect(bSaved.data.localLog.exercises[0]!.id).not.toBe(aSaved.data.localLog.exercises[0]!.id);
    expect((await logOf(a.client, '2030-06-10')).exercises).toEqual([
      expect.objectContaining({ name: 'Deadlift', sets: [expect.objectContaining({ reps: 3, weight: 315 })] }),
    ]);
    // Neither sees the other's numbers as "last time".
    expect((await a.client.query<Previous>('workoutLog.previous', { names: ['Intruder'], before: TODAY })).data).toEqual([]);
    expect((await b.client.query<Previous>('workoutLog.previous', { names: ['Deadlift'], before: TODAY })).data).toEqual([]);
    // Without a session nothing is read or written.
    const anonymous = clientFor(t.app, undefined);
    expect((await anonymous.mutate('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC', date: '2030-06-10' })).status).toBe(401);
    expect((await anonymous.query('workoutLog.previous', { names: ['Deadlift'], before: TODAY })).status).toBe(401);
  });
});

describe('workoutLog.previous (what the lifter did last time)', () => {
  it('answers, per name, the latest earlier log that has the exercise with sets, tracked or not', async () => {
    const { client } = await newUser();
    const save = (date: string, log: object) => client.mutate('workoutLog.sync', { localLog: log, timezone: 'UTC', date });
    await save('2030-06-01', oneExercise('Squats', [[5, 200]]));
    await save('2030-06-05', {
      exercises: [
        {
          name: 'Squats',
          tracked: true,
          bw: false,
          sets: [
            { reps: 5, weight: 225 },
            { reps: 5, weight: 225 },
            { reps: 3, weight: 205, notes: 'tired' },
          ],
        },
        { name: 'Curl', tracked: false, bw: false, sets: [{ reps: 12, weight: 30 }] },
      ],
    });
    await save('2030-06-09', oneExercise('Bench Press', [[8, 135]]));
    await save(TODAY, oneExercise('Squats', [[5, 235]]));

    const before = async (names: string[], day: string) => (await client.query<Previous>('workoutLog.previous', { names, before: day })).data;
    expect(await before(['Squats', 'Curl', 'Lunges'], TODAY)).toEqual([
      {
        name: 'Squats',
        date: '2030-06-05',
        kind: 'weightReps',
        tracked: true,
        bw: false,
        sets: [
          { reps: 5, weight: 225, notes: '', type: 'normal' },
          { reps: 5, weight: 225, notes: '', type: 'normal' },
          { reps: 3, weight: 205, notes: 'tired', type: 'normal' },
        ],
        // No routine holds these names: no target.
        target: null,
      },
      {
        name: 'Curl',
        date: '2030-06-05',
        kind: 'weightReps',
        tracked: false,
        bw: false,
        sets: [{ reps: 12, weight: 30, notes: '', type: 'normal' }],
        target: null,
      },
    ]);
    // Strictly before the given day: a missed day looks back from itself.
    expect((await before(['Squats'], '2030-06-05'))[0]).toMatchObject({ date: '2030-06-01', sets: [{ reps: 5, weight: 200 }] });
    expect(await before(['Squats'], '2030-06-01')).toEqual([]);
    // A new save shows up at once (the cached answer is dropped by the write).
    await save('2030-06-12', oneExercise('Squats', [[4, 230]]));
    expect((await before(['Squats'], TODAY))[0]).toMatchObject({ date: '2030-06-12', sets: [{ reps: 4, weight: 230 }] });
  });

  it('looks back past many newer logs for a name last done long ago, answering in the order asked', async () => {
    const { client } = await newUser();
    await client.mutate('workoutLog.sync', {
      localLog: { exercises: [oneExercise('Squats', [[5, 100]]).exercises[0], oneExercise('Curl', [[10, 25]], false).exercises[0]] },
      timezone: 'UTC',
      date: '2030-05-01',
    });
    for (let day = 2; day <= 12; day += 1) {
      await client.mutate('workoutLog.sync', {
        localLog: oneExercise('Squats', [[5, 100 + day]]),
        timezone: 'UTC',
        date: `2030-05-${String(day).padStart(2, '0')}`,
      });
    }
    const answer = (await client.query<Previous>('workoutLog.previous', { names: ['Curl', 'Squats', 'Never'], before: TODAY })).data;
    expect(answer.map((p) => [p.name, p.date, p.sets[0]!.weight])).toEqual([
      ['Curl', '2030-05-01', 25],
      ['Squats', '2030-05-12', 112],
    ]);
  });

  it('refuses bad input with 400', async () => {
    const { client } = await newUser();
    expect((await client.query('workoutLog.previous', { names: ['Squats'], before: 'yesterday' })).status).toBe(400);
    expect((await client.query('workoutLog.previous', { names: ['x'.repeat(46)], before: TODAY })).status).toBe(400);
    expect((await client.query('workoutLog.previous', { names: Array.from({ length: 51 }, (_, i) => `E${i}`), before: TODAY })).status).toBe(400);
    expect((await client.query('workoutLog.previous', { names: ['Squats'], before: TODAY, userId: 'someone' })).status).toBe(400);
  });
});
