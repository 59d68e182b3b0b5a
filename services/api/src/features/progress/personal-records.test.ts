import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalRecords, type ExerciseRecords, type RecordEvent, type RecordKind } from '@fitness/domain';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { spyOnStorage } from '../../test-support/storage-spy';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import { appWithUser, clientFor, newUserOn, type Client } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
let t: TestApp;

beforeAll(async () => {
  ({ t } = await appWithUser(NOW));
});
afterAll(() => t.close());

type Entry = { id: string; date: string; oneRepMax: number | null; includesBodyWeight: boolean; recordKinds: RecordKind[] };
type Records = { oneRepMaxFormula: string; exercises: { exerciseName: string; records: ExerciseRecords; entries?: Entry[] }[] };
type DayRecords = { date: string; oneRepMaxFormula: string; exercises: { exerciseName: string; firstLog: boolean; records: RecordEvent[] }[] };
type LoggedExercise = { name: string; tracked?: boolean; bw?: boolean; sets: [reps: number, weight: number][] };

const PROFILE = { weight: 180, height: 70, age: 35, activityLevel: 'Active', gender: 'Male', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 };

async function log(client: Client, date: string, exercises: LoggedExercise[]) {
  const localLog = {
    exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e, sets: e.sets.map(([reps, weight]) => ({ reps, weight, notes: '' })) })),
  };
  const answer = await client.mutate('workoutLog.sync', { localLog, timezone: 'UTC', date });
  expect(answer.status).toBe(200);
}
const recordsOf = async (client: Client, exerciseName?: string) =>
  (await client.query<Records>('progress.records', exerciseName === undefined ? undefined : { exerciseName })).data;
const oneName = async (client: Client, exerciseName: string) => (await recordsOf(client, exerciseName)).exercises[0]!;
const dayOf = async (client: Client, date: string) => (await client.query<DayRecords>('progress.dayRecords', { date })).data;

describe('progress.records: personal records computed from the logs', () => {
  it("answers one name's records, the set each came from, and each entry's e1RM and trophies", async () => {
    const { client } = await newUserOn(t);
    await log(client, '2030-01-05', [
      {
        name: 'Bench Press',
        sets: [
          [5, 205],
          [5, 205],
          [4, 205],
        ],
      },
    ]);
    await log(client, '2030-01-12', [
      {
        name: 'Bench Press',
        sets: [
          [5, 215],
          [5, 215],
          [3, 215],
        ],
      },
    ]);
    await log(client, '2030-01-19', [
      {
        name: 'Bench Press',
        sets: [
          [8, 185],
          [8, 185],
          [1, 235],
        ],
      },
      { name: 'Curl', tracked: false, sets: [[10, 40]] },
    ]);

    const answer = await recordsOf(client, 'Bench Press');
    expect(answer.oneRepMaxFormula).toBe('epley');
    const bench = answer.exercises[0]!;
    const history = (await client.query<{ id: string; date: string }[]>('progress.history', { exerciseName: 'Bench Press' })).data;
    const [first, second, third] = history.map((e) => e.id);
    expect(bench.records.heaviestWeight).toMatchObject({
      value: 235,
      reps: 1,
      weight: 235,
      date: '2030-01-19',
      entryId: third,
      setIndex: 2,
      setId: expect.any(String),
    });
    // Epley: 215 × 5 → 250.83 beats 185 × 8 → 234.33 and 235 × 1.
    expect(bench.records.bestOneRepMax).toMatchObject({ value: 250.83, reps: 5, weight: 215, date: '2030-01-12', entryId: second, setIndex: 0 });
    expect(bench.records.bestSetVolume).toMatchObject({ value: 1480, reps: 8, weight: 185, entryId: third });
    expect(bench.records.bestSessionVolume).toEqual({ date: '2030-01-19', entryIds: [third], value: 3195 });
    expect(bench.records.repRecords.map((r) => [r.weight, r.reps])).toEqual([
      [235, 1],
      [215, 5],
      [185, 8],
    ]);
    expect(bench.entries).toEqual([
      { id: first, date: '2030-01-05', oneRepMax: 239.17, includesBodyWeight: false, recordKinds: [] },
      { id: second, date: '2030-01-12', oneRepMax: 250.83, includesBodyWeight: false, recordKinds: ['heaviestWeight', 'bestOneRepMax', 'bestSetVolume'] },
      {
        id: third,
        date: '2030-01-19',
        oneRepMax: 235,
        includesBodyWeight: false,
        recordKinds: ['heaviestWeight', 'bestSetVolume', 'bestSessionVolume', 'repRecord'],
      },
    ]);
    // The same as the domain computes from the history.
    const sets = await Promise.all(
      history.map(async (e) => (await client.query<{ sets: { id: string; reps: number; weight: number }[] }>('progress.entry', { id: e.id })).data.sets),
    );
    expect(bench.records).toEqual(personalRecords(history.map((e, i) => ({ id: e.id, date: e.date, bw: false, sets: sets[i]! }))).records);

    // Every name at once: records only, in display order; an untracked name has none.
    await log(client, '2030-01-20', [{ name: 'Squats', sets: [[5, 225]] }]);
    const all = await recordsOf(client);
    expect(all.exercises.map((e) => e.exerciseName)).toEqual(['Bench Press', 'Squats']);
    expect(all.exercises[0]).toEqual({ exerciseName: 'Bench Press', kind: 'weightReps', records: bench.records });
    expect((await client.query('progress.records', { exerciseName: 'Curl' })).status).toBe(404);
    expect((await client.query('progress.records', { exerciseName: 'x'.repeat(46) })).status).toBe(400);
  });

  it("uses the profile's 1RM formula (Brzycki once chosen; a client that does not send it keeps it)", async () => {
    const { client, userId } = await newUserOn(t);
    await log(client, '2030-02-01', [{ name: 'Squats', sets: [[5, 225]] }]);
    expect((await client.query<{ oneRepMaxFormula: string }>('profile.get')).data.oneRepMaxFormula).toBe('epley');
    expect((await oneName(client, 'Squats')).records.bestOneRepMax?.value).toBe(262.5);

    expect((await client.mutate('profile.save', { ...PROFILE, oneRepMaxFormula: 'brzycki' })).status).toBe(200);
    const brzycki = await recordsOf(client, 'Squats');
    expect(brzycki.oneRepMaxFormula).toBe('brzycki');
    expect(brzycki.exercises[0]!.records.bestOneRepMax?.value).toBe(253.13);
    expect(brzycki.exercises[0]!.entries![0]!.oneRepMax).toBe(253.13);

    // The legacy REST update and an older client's save leave the choice alone.
    expect((await client.rest('PUT', `/update/profile/${userId}`, { ...PROFILE, age: 36 })).statusCode).toBe(200);
    expect((await client.mutate('profile.save', { ...PROFILE, age: 37 })).status).toBe(200);
    expect((await client.query<{ oneRepMaxFormula: string; age: number }>('profile.get')).data).toMatchObject({ age: 37, oneRepMaxFormula: 'brzycki' });
    expect((await client.mutate('profile.save', { ...PROFILE, oneRepMaxFormula: 'lombardi' })).status).toBe(400);
    expect((await client.query<{ oneRepMaxFormula: string }>('profile.get')).data.oneRepMaxFormula).toBe('brzycki');
  });

  it("uses the body weight of the entry's day on a bodyweight-compared exercise, and says so", async () => {
    const { client } = await newUserOn(t);
    expect((await client.mutate('profile.save', PROFILE)).status).toBe(200);
    await client.mutate('weight.save', { date: '2030-03-01', weight: 200 });
    await client.mutate('weight.save', { date: '2030-03-10', weight: 190 });
    await log(client, '2030-03-05', [{ name: 'Dips', bw: true, sets: [[5, 25]] }]);
    await log(client, '2030-03-12', [{ name: 'Dips', bw: true, sets: [[5, 30]] }]);
    const dips = await oneName(client, 'Dips');
    // 200 + 25 = 225 × 5 → 262.5; then 190 + 30 = 220 × 5 → 256.67: heavier added weight, lighter lifter, no e1RM record.
    expect(dips.entries!.map((e) => [e.oneRepMax, e.includesBodyWeight])).toEqual([
      [262.5, true],
      [256.67, true],
    ]);
    expect(dips.records.bestOneRepMax).toMatchObject({ value: 262.5, includesBodyWeight: true, weight: 25 });
    expect(dips.records.heaviestWeight).toMatchObject({ value: 30 });
  });

  it('follows a merge, a deleted entry and a back-dated log: records are recomputed, a deleted record never stays', async () => {
    const { client } = await newUserOn(t);
    await log(client, '2030-04-01', [{ name: 'Bench', sets: [[5, 200]] }]);
    await log(client, '2030-04-08', [{ name: 'Bench Press', sets: [[5, 210]] }]);
    await log(client, '2030-04-15', [{ name: 'Bench', sets: [[5, 220]] }]);
    expect((await oneName(client, 'Bench')).records.heaviestWeight?.value).toBe(220);

    expect((await client.mutate('progress.rename', { name: 'Bench', newName: 'Bench Press' })).status).toBe(200);
    const merged = await oneName(client, 'Bench Press');
    expect(merged.entries!.map((e) => [e.date, e.recordKinds.includes('heaviestWeight')])).toEqual([
      ['2030-04-01', false],
      ['2030-04-08', true],
      ['2030-04-15', true],
    ]);
    expect((await client.query('progress.records', { exerciseName: 'Bench' })).status).toBe(404);

    const heaviest = merged.entries![2]!.id;
    expect((await client.mutate('progress.deleteEntry', { id: heaviest })).status).toBe(200);
    const afterDelete = await oneName(client, 'Bench Press');
    expect(afterDelete.records.heaviestWeight).toMatchObject({ value: 210, date: '2030-04-08' });
    expect(JSON.stringify(afterDelete)).not.toContain(heaviest);

    // A missed day logged later is judged against the days before it only, and moves later trophies.
    await log(client, '2030-04-05', [{ name: 'Bench Press', sets: [[5, 215]] }]);
    const backDated = await oneName(client, 'Bench Press');
    expect(backDated.entries!.map((e) => [e.date, e.recordKinds.includes('heaviestWeight')])).toEqual([
      ['2030-04-01', false],
      ['2030-04-05', true],
      ['2030-04-08', false],
    ]);
    expect((await dayOf(client, '2030-04-05')).exercises).toEqual([
      {
        exerciseName: 'Bench Press',
        firstLog: false,
        records: expect.arrayContaining([expect.objectContaining({ kind: 'heaviestWeight', value: 215, previous: 200 })]),
      },
    ]);
  });

  it('after a write, a name it left alone keeps its records and a changed one is recomputed (edits, weigh-ins, the formula)', async () => {
    const { client } = await newUserOn(t);
    await client.mutate('profile.save', PROFILE);
    await client.mutate('weight.save', { date: '2030-02-10', weight: 200 });
    await log(client, '2030-02-11', [
      { name: 'Squats', sets: [[5, 225]] },
      { name: 'Dips', bw: true, sets: [[5, 0]] },
    ]);
    await log(client, '2030-02-13', [
      { name: 'Squats', sets: [[5, 235]] },
      { name: 'Rows', sets: [[8, 135]] },
    ]);
    const first = await recordsOf(client);
    const byName = (answer: Records) => Object.fromEntries(answer.exercises.map((e) => [e.exerciseName, e.records]));

    // Edit the Rows of Feb 13 (the same log holds Squats, which stays as it was).
    await log(client, '2030-02-13', [
      { name: 'Squats', sets: [[5, 235]] },
      { name: 'Rows', sets: [[8, 155]] },
    ]);
    const edited = byName(await recordsOf(client));
    expect(edited.Squats).toEqual(byName(first).Squats);
    expect(edited.Dips).toEqual(byName(first).Dips);
    expect(edited.Rows!.heaviestWeight?.value).toBe(155);

    // A weigh-in on Feb 11 changes the body weight Dips was lifted with: 190 × (1 + 5/30).
    await client.mutate('weight.save', { date: '2030-02-11', weight: 190 });
    const weighed = byName(await recordsOf(client));
    expect(weighed.Dips!.bestOneRepMax?.value).toBe(221.67);
    expect(weighed.Squats).toEqual(edited.Squats);

    // Another formula changes every e1RM.
    await client.mutate('profile.save', { ...PROFILE, oneRepMaxFormula: 'brzycki' });
    const brzycki = byName(await recordsOf(client));
    expect(brzycki.Squats!.bestOneRepMax?.value).toBe(264.38);
    expect(brzycki.Dips!.bestOneRepMax?.value).toBe(213.75);
  });

  it('progress.dayRecords: a saved day\'s new records with what they beat, "first log" for a new name, nothing for untracked names', async () => {
    const { client } = await newUserOn(t);
    await log(client, '2030-05-01', [
      {
        name: 'Squats',
        sets: [
          [6, 225],
          [6, 225],
        ],
      },
    ]);
    await log(client, '2030-05-03', [
      {
        name: 'Squats',
        sets: [
          [8, 225],
          [8, 225],
        ],
      },
      { name: 'Bench Press', sets: [[5, 185]] },
      { name: 'Stretching', tracked: false, sets: [[1, 0]] },
    ]);
    const day = await dayOf(client, '2030-05-03');
    expect(day.date).toBe('2030-05-03');
    const squats = day.exercises.find((e) => e.exerciseName === 'Squats')!;
    expect(squats.firstLog).toBe(false);
    expect(squats.records.map((r) => [r.kind, r.value, r.previous])).toEqual([
      ['bestOneRepMax', 285, 270],
      ['bestSetVolume', 1800, 1350],
      ['bestSessionVolume', 3600, 2700],
      ['repRecord', 8, 6],
    ]);
    expect(day.exercises.find((e) => e.exerciseName === 'Bench Press')).toEqual({ exerciseName: 'Bench Press', firstLog: true, records: [] });
    expect(day.exercises.map((e) => e.exerciseName).sort()).toEqual(['Bench Press', 'Squats']);
    expect((await dayOf(client, '2030-05-02')).exercises).toEqual([]);
    expect((await client.query('progress.dayRecords', { date: '2030-02-30' })).status).toBe(400);
  });

  it('leaves warm-up sets out: a heavy warm-up holds no record, has no e1RM and makes no "New records"', async () => {
    const { client } = await newUserOn(t);
    const sync = (date: string, sets: { reps: number; weight: number; warmup?: boolean }[]) =>
      client.mutate('workoutLog.sync', {
        localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets: sets.map((s) => ({ notes: '', ...s })) }] },
        timezone: 'UTC',
        date,
      });
    expect((await sync('2030-02-01', [{ reps: 5, weight: 225 }])).status).toBe(200);
    // A mislabelled warm-up far above the working sets: marked as a warm-up, it counts for nothing.
    expect(
      (
        await sync('2030-02-08', [
          { reps: 3, weight: 315, warmup: true },
          { reps: 5, weight: 225 },
        ])
      ).status,
    ).toBe(200);
    const squats = await oneName(client, 'Squats');
    expect(squats.records.heaviestWeight).toMatchObject({ weight: 225, date: '2030-02-01' });
    expect(squats.records.bestOneRepMax).toMatchObject({ value: 262.5, date: '2030-02-01' });
    expect(squats.entries!.map((e) => [e.date, e.oneRepMax, e.recordKinds])).toEqual([
      ['2030-02-01', 262.5, []],
      ['2030-02-08', 262.5, []],
    ]);
    expect((await dayOf(client, '2030-02-08')).exercises).toEqual([{ exerciseName: 'Squats', firstLog: false, records: [] }]);
  });

  it("reads the weigh-ins again after a weigh-in or a profile save, not after a workout's save", async () => {
    const weightReads: string[] = [];
    const storage = spyOnStorage(createEmbeddedStorage(':memory:'), {
      before: ({ collection, method }) => void (collection === 'weights' && method === 'find' && weightReads.push(method)),
    });
    const own = await createTestApp({ clock: createTestClock(new Date(NOW)), storage });
    try {
      const { client } = await newUserOn(own);
      await client.mutate('profile.save', PROFILE);
      await client.mutate('weight.save', { date: '2030-02-10', weight: 200 });
      await log(client, '2030-02-11', [{ name: 'Dips', bw: true, sets: [[5, 0]] }]);
      const dips = async () => (await oneName(client, 'Dips')).records.bestOneRepMax?.value;
      expect(await dips()).toBe(233.33);
      const readsAfterFirst = weightReads.length;

      await log(client, '2030-02-12', [{ name: 'Dips', bw: true, sets: [[6, 0]] }]);
      expect(await dips()).toBe(240);
      expect(weightReads.length).toBe(readsAfterFirst);

      await client.mutate('weight.save', { date: '2030-02-12', weight: 190 });
      expect(await dips()).toBe(233.33);
      const readsAfterWeighIn = weightReads.length;
      expect(readsAfterWeighIn).toBeGreaterThan(readsAfterFirst);

      // The profile's weight stands in before the first weigh-in.
      await client.mutate('profile.save', { ...PROFILE, weight: 185 });
      await dips();
      expect(weightReads.length).toBeGreaterThan(readsAfterWeighIn);
    } finally {
      await own.close();
    }
  });

  it("never answers another user's records, and needs a session", async () => {
    const a = await newUserOn(t);
    const b = await newUserOn(t);
    await log(a.client, '2030-06-01', [{ name: 'Deadlift', sets: [[5, 315]] }]);
    expect((await b.client.query('progress.records', { exerciseName: 'Deadlift' })).status).toBe(404);
    expect((await b.client.query<Records>('progress.records')).data.exercises).toEqual([]);
    expect((await b.client.query<DayRecords>('progress.dayRecords', { date: '2030-06-01' })).data.exercises).toEqual([]);
    expect((await clientFor(t.app, undefined).query('progress.records')).status).toBe(401);
  });
});
