import { describe, expect, it } from 'vitest';
import { TIME_RANGE_MESSAGE } from '@fitness/domain';
import { appForFile, type Client } from '../../test-support/api-client';

// Routine exercises of every kind, with their target time and distance (issue #47, docs/decisions/0071).
const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
const { newUser } = await appForFile(NOW);

type Listed = { id: string; name: string; kind: string; setsLow: number; targetSeconds?: number | null; targetMeters?: number | null; notes: string };
const list = async (client: Client) => (await client.query<Listed[]>('exercises.list')).data;
const byName = async (client: Client, name: string) => (await list(client)).find((e) => e.name === name)!;

/** A routine with a plank (3 × 60 s), a 5 km run in 25:00 and squats (no kind sent). */
async function routine(client: Client) {
  const routineId = (await client.mutate<{ id: string }>('routines.create', { name: 'Conditioning' })).data.id;
  const create = async (fields: object) => (await client.mutate<Listed>('exercises.create', { routineId, ...fields })).data;
  const plank = await create({ name: 'Plank', kind: 'time', setsLow: 3, targetSeconds: 60 });
  const run = await create({ name: 'Run', kind: 'distanceTime', targetMeters: 5000, targetSeconds: 1500 });
  const squats = await create({ name: 'Squats', setsLow: 3, repsLow: 5 });
  return { routineId, plank, run, squats };
}

/** The legacy client's full exercise update (it knows none of the new fields). */
const legacyUpdate = (userId: string, name: string) => ({
  userId,
  name,
  repsHigh: null,
  repsLow: 1,
  setsHigh: null,
  setsLow: 3,
  weight: 0,
  tracked: true,
  bw: false,
  notes: 'legacy',
  sortOrder: 1,
});

describe('routine exercises of every kind', () => {
  it('tRPC: create and list with kind and targets; an exercise without a kind answers weightReps', async () => {
    const { client } = await newUser();
    const { plank, run, squats } = await routine(client);
    expect(plank).toMatchObject({ kind: 'time', setsLow: 3, targetSeconds: 60 });
    expect(run).toMatchObject({ kind: 'distanceTime', targetMeters: 5000, targetSeconds: 1500 });
    expect(squats.kind).toBe('weightReps');
    expect(squats).not.toHaveProperty('targetSeconds');
    expect((await list(client)).map((e) => [e.name, e.kind])).toEqual([
      ['Plank', 'time'],
      ['Run', 'distanceTime'],
      ['Squats', 'weightReps'],
    ]);
  });

  it('tRPC: an update without kind or targets keeps them; a sent one changes; null clears a target', async () => {
    const { client } = await newUser();
    const { plank, run } = await routine(client);
    expect((await client.mutate('exercises.update', { id: plank.id, name: 'Plank', setsLow: 4 })).status).toBe(200);
    expect(await byName(client, 'Plank')).toMatchObject({ kind: 'time', setsLow: 4, targetSeconds: 60 });
    await client.mutate('exercises.update', { id: plank.id, name: 'Plank', targetSeconds: 90 });
    expect(await byName(client, 'Plank')).toMatchObject({ kind: 'time', targetSeconds: 90 });
    await client.mutate('exercises.update', { id: run.id, name: 'Run', targetSeconds: null, targetMeters: 10_000 });
    expect(await byName(client, 'Run')).toMatchObject({ kind: 'distanceTime', targetSeconds: null, targetMeters: 10_000 });
    await client.mutate('exercises.update', { id: plank.id, name: 'Plank', kind: 'weightReps' });
    expect((await byName(client, 'Plank')).kind).toBe('weightReps');
  });

  it('refuses a target time or distance out of range with 400 and the message, writing nothing', async () => {
    const { client } = await newUser();
    const { routineId, plank } = await routine(client);
    const before = await list(client);
    const created = await client.mutate('exercises.create', { routineId, name: 'Wall Sit', kind: 'time', targetSeconds: 0 });
    expect(created.status).toBe(400);
    expect(created.error?.message).toContain(TIME_RANGE_MESSAGE);
    const updated = await client.mutate('exercises.update', { id: plank.id, name: 'Plank', targetSeconds: 86_401 });
    expect(updated.status).toBe(400);
    expect(updated.error?.message).toContain(TIME_RANGE_MESSAGE);
    expect((await client.mutate('exercises.update', { id: plank.id, name: 'Plank', kind: 'cardio' })).status).toBe(400);
    expect(await list(client)).toEqual(before);
  });

  it('REST: the exercise list leaves out other kinds and shows no new field; a legacy update keeps the kind and targets', async () => {
    const { client, userId } = await newUser();
    const { plank } = await routine(client);
    const rows = (await client.rest('GET', `/get/exercises/${userId}`)).json() as Record<string, unknown>[];
    expect(rows.map((r) => r.name)).toEqual(['Squats']);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['bw', 'id', 'name', 'notes', 'reps_high', 'reps_low', 'routine_id', 'sets_high', 'sets_low', 'sort_order', 'tracked', 'user_id', 'weight'].sort(),
    );
    expect((await client.rest('PUT', `/update/exercise/${plank.id}`, legacyUpdate(userId, 'Front Plank'))).statusCode).toBe(200);
    expect(await byName(client, 'Front Plank')).toMatchObject({ kind: 'time', targetSeconds: 60, notes: 'legacy' });
  });

  it("REST: a user with only other kinds' exercises gets the list's 404, as with none", async () => {
    const { client, userId } = await newUser();
    const routineId = (await client.mutate<{ id: string }>('routines.create', { name: 'Cardio' })).data.id;
    await client.mutate('exercises.create', { routineId, name: 'Run', kind: 'distanceTime', targetMeters: 5000 });
    const answer = await client.rest('GET', `/get/exercises/${userId}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'Not Found', message: 'Exercises not found' });
  });

  it("previous: the routine exercise's kind and targets reach the next-session target", async () => {
    const { client } = await newUser();
    await routine(client);
    const plank = { name: 'Plank', kind: 'time', tracked: true, bw: false, sets: [{ seconds: 60 }, { seconds: 62 }, { seconds: 61 }] };
    const run = { name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [{ meters: 5000, seconds: 1490 }] };
    await client.mutate('workoutLog.sync', { localLog: { exercises: [plank, run] }, timezone: 'UTC', date: '2030-06-10' });
    type Previous = { name: string; kind: string; target: { kind: string; sets: { seconds?: number; meters?: number }[]; range: object } | null };
    const [plankLast, runLast] = (await client.query<Previous[]>('workoutLog.previous', { names: ['Plank', 'Run'], before: TODAY })).data;
    expect(plankLast!.target!.range).toEqual({ setsLow: 3, repsLow: 1, repsHigh: null, kind: 'time', targetSeconds: 60, targetMeters: null });
    // Every set reached 60 s: 5 s more next time.
    expect(plankLast!.target).toMatchObject({ kind: 'more-time', sets: [{ seconds: 65 }, { seconds: 65 }, { seconds: 65 }] });
    expect(runLast!.target!.range).toEqual({ setsLow: 1, repsLow: 1, repsHigh: null, kind: 'distanceTime', targetSeconds: 1500, targetMeters: 5000 });
    // The last distance again, with its time to beat.
    expect(runLast!.target).toMatchObject({ kind: 'beat-time', sets: [{ meters: 5000, seconds: 1490 }] });
  });
});
