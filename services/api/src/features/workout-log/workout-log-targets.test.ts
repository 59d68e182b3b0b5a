import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayToPounds } from '@fitness/domain';
import { newUserOn, type Client } from '../../test-support/api-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';

const TODAY = '2030-06-15';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(`${TODAY}T12:00:00Z`)) });
});
afterAll(() => t.close());

type Target = { kind: string; weight: number; sets: { reps: number; weight: number }[]; range: { setsLow: number; repsLow: number; repsHigh: number | null } };
type Previous = { name: string; target: Target | null }[];
const PROFILE = { weight: 180, height: 70, age: 35, activityLevel: 'Active', gender: 'Male', weightGoal: 0, targetWeight: 0 };

async function routineWith(client: Client, name: string, exercises: Record<string, unknown>[]) {
  const routine = (await client.mutate<{ id: string }>('routines.create', { name })).data;
  const ids: string[] = [];
  for (const exercise of exercises) ids.push((await client.mutate<{ id: string }>('exercises.create', { routineId: routine.id, ...exercise })).data.id);
  return ids;
}
async function logged(client: Client, date: string, name: string, sets: [reps: number, weight: number][]) {
  const localLog = { exercises: [{ name, tracked: true, bw: false, sets: sets.map(([reps, weight]) => ({ reps, weight, notes: '' })) }] };
  expect((await client.mutate('workoutLog.sync', { localLog, timezone: 'UTC', date })).status).toBe(200);
}
const targetOf = async (client: Client, name: string) =>
  (await client.query<Previous>('workoutLog.previous', { names: [name], before: TODAY })).data[0]?.target ?? null;

describe('workoutLog.previous: next-session targets (double progression)', () => {
  it('adds 5 lb once every set reached the top of the range, else one more rep where short; repeats without a range', async () => {
    const { client } = await newUserOn(t);
    await routineWith(client, 'Push', [
      { name: 'Bench Press', setsLow: 3, setsHigh: 4, repsLow: 5, repsHigh: 8, tracked: true },
      { name: 'Overhead Press', setsLow: 3, repsLow: 5, repsHigh: null },
    ]);
    await logged(client, '2030-06-10', 'Bench Press', [
      [8, 185],
      [8, 185],
      [9, 185],
    ]);
    expect(await targetOf(client, 'Bench Press')).toEqual({
      kind: 'increase',
      weight: 190,
      sets: [
        { reps: 5, weight: 190 },
        { reps: 5, weight: 190 },
        { reps: 5, weight: 190 },
      ],
      range: { setsLow: 3, repsLow: 5, repsHigh: 8, kind: 'weightReps' },
    });
    await logged(client, '2030-06-12', 'Bench Press', [
      [8, 190],
      [7, 190],
      [5, 190],
    ]);
    expect(await targetOf(client, 'Bench Press')).toMatchObject({ kind: 'more-reps', weight: 190, sets: [{ reps: 8 }, { reps: 8 }, { reps: 6 }] });
    await logged(client, '2030-06-12', 'Overhead Press', [
      [5, 95],
      [5, 95],
      [4, 95],
    ]);
    expect(await targetOf(client, 'Overhead Press')).toMatchObject({ kind: 'repeat', weight: 95, sets: [{ reps: 5 }, { reps: 5 }, { reps: 4 }] });
  });

  it('steps a metric lifter by 2.5 kg, by the exercise\'s own "Increase by" when set, and by the user\'s plates when stored', async () => {
    const { client, userId } = await newUserOn(t);
    await client.mutate('profile.save', { ...PROFILE, measurementType: 'metric' });
    const [squatsId] = await routineWith(client, 'Legs', [{ name: 'Squats', setsLow: 2, repsLow: 5, repsHigh: 6 }]);
    const hundredKg = displayToPounds(100, 'metric');
    await logged(client, '2030-06-10', 'Squats', [
      [6, hundredKg],
      [6, hundredKg],
    ]);
    expect((await targetOf(client, 'Squats'))?.weight).toBe(displayToPounds(102.5, 'metric'));

    // The user's plates (gym tools): the lightest pair is 2 × 0.5 kg, so the next loadable weight is 101 kg.
    const equipment = {
      barLb: displayToPounds(20, 'metric'),
      plates: [
        { weightLb: displayToPounds(20, 'metric'), pairs: 4 },
        { weightLb: displayToPounds(0.5, 'metric'), pairs: 2 },
      ],
    };
    await t.storage.collection<{ id: string; userId: string; equipment: unknown }>('profiles').updateOne({ userId }, { $set: { equipment } });
    await client.mutate('profile.save', { ...PROFILE, measurementType: 'metric' }); // a write: the memo takes the new profile
    expect((await targetOf(client, 'Squats'))?.weight).toBe(displayToPounds(101, 'metric'));

    // "Increase by" wins over plates and defaults; null gives the choice back.
    expect(
      (await client.mutate('exercises.update', { id: squatsId, name: 'Squats', setsLow: 2, repsLow: 5, repsHigh: 6, increaseBy: displayToPounds(5, 'metric') }))
        .status,
    ).toBe(200);
    expect((await targetOf(client, 'Squats'))?.weight).toBe(displayToPounds(105, 'metric'));
    expect((await client.mutate('exercises.update', { id: squatsId, name: 'Squats', setsLow: 2, repsLow: 5, repsHigh: 6, increaseBy: null })).status).toBe(200);
    expect((await targetOf(client, 'Squats'))?.weight).toBe(displayToPounds(101, 'metric'));
  });

  it("has no target for a name no routine holds, and takes the first routine's exercise when several hold it", async () => {
    const { client } = await newUserOn(t);
    await routineWith(client, 'A', [{ name: 'Rows', setsLow: 3, repsLow: 8, repsHigh: 12 }]);
    await routineWith(client, 'B', [{ name: 'Rows', setsLow: 2, repsLow: 5, repsHigh: 6 }]);
    await logged(client, '2030-06-10', 'Rows', [
      [6, 135],
      [6, 135],
    ]);
    await logged(client, '2030-06-11', 'Face Pull', [[15, 40]]);
    // Routine A (first in order): 6 < 12, so more reps, and a third set of 8.
    expect(await targetOf(client, 'Rows')).toMatchObject({
      kind: 'more-reps',
      range: { setsLow: 3, repsLow: 8, repsHigh: 12 },
      sets: [{ reps: 7 }, { reps: 7 }, { reps: 8 }],
    });
    expect(await targetOf(client, 'Face Pull')).toBeNull();
  });

  it('"Increase by" is validated, kept when a client does not send it, and stays off the legacy REST answer', async () => {
    const { client, userId } = await newUserOn(t);
    const [id] = await routineWith(client, 'A', [{ name: 'Curl', increaseBy: 2.5 }]);
    const list = async () => (await client.query<{ id: string; increaseBy?: number | null; notes: string }[]>('exercises.list')).data;
    expect((await list())[0]).toMatchObject({ id, increaseBy: 2.5 });
    expect((await client.mutate('exercises.update', { id, name: 'Curl', notes: 'slow' })).status).toBe(200);
    expect((await list())[0]).toMatchObject({ increaseBy: 2.5, notes: 'slow' });
    for (const bad of [0, -5, 111, 'five']) {
      const answer = await client.mutate('exercises.update', { id, name: 'Curl', increaseBy: bad });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/increaseBy/);
    }
    const rest = await client.rest('PUT', `/update/exercise/${id}`, {
      userId,
      name: 'Curl',
      repsLow: 8,
      repsHigh: 12,
      setsLow: 3,
      setsHigh: null,
      weight: 30,
      tracked: false,
      bw: false,
      notes: '',
      sortOrder: 1,
    });
    expect(rest.statusCode).toBe(200);
    expect((await list())[0]).toMatchObject({ increaseBy: 2.5, repsHigh: 12 });
    const restList = (await client.rest('GET', `/get/exercises/${userId}`)).json() as Record<string, unknown>[];
    expect(Object.keys(restList[0]!)).not.toContain('increaseBy');
    expect(Object.keys(restList[0]!)).not.toContain('increase_by');
  });
});
