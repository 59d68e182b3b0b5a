import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
const { newUser } = await appForFile(NOW);

describe('routines and exercises', () => {
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
    expect(one).toEqual({
      id: created[0]!.id,
      routineId: routine.id,
      name: 'Squats',
      setsLow: 1,
      setsHigh: null,
      repsLow: 1,
      repsHigh: null,
      weight: 0,
      tracked: false,
      bw: false,
      notes: '',
      sortOrder: 1,
      kind: 'weightReps',
      group: null,
    });

    const update = await client.mutate('exercises.update', {
      id: created[1]!.id,
      name: 'Walking Lunges',
      setsLow: 2,
      setsHigh: 4,
      repsLow: 8,
      repsHigh: 12,
      weight: 40,
      tracked: true,
      bw: true,
      notes: 'each leg',
    });
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

  it('rest seconds: optional (absent on older exercises), 0–600 in 15 s steps, kept by updates that leave it out (REST included), never in REST answers', async () => {
    const { client, userId: id } = await newUser();
    const routineId = (await client.mutate<{ id: string }>('routines.create', { name: 'Push' })).data.id;
    const plain = (await client.mutate<Record<string, unknown>>('exercises.create', { routineId, name: 'Dips' })).data;
    expect(plain).not.toHaveProperty('restSeconds');
    const bench = (await client.mutate<{ id: string; restSeconds: number }>('exercises.create', { routineId, name: 'Bench Press', restSeconds: 120 })).data;
    expect(bench.restSeconds).toBe(120);
    await client.mutate('exercises.update', { id: bench.id, name: 'Bench Press', setsLow: 3 });
    const restUpdate = await client.rest('PUT', `/update/exercise/${bench.id}`, {
      userId: id,
      routineId,
      name: 'Bench Press',
      setsLow: 3,
      setsHigh: null,
      repsLow: 5,
      repsHigh: null,
      weight: 0,
      tracked: false,
      bw: false,
      notes: '',
    });
    expect(restUpdate.statusCode).toBe(200);
    const listed = (await client.query<{ id: string; restSeconds?: number }[]>('exercises.list', { routineId })).data;
    expect(listed.find((e) => e.id === bench.id)!.restSeconds).toBe(120);
    expect((await client.mutate<{ restSeconds: number }>('exercises.update', { id: bench.id, name: 'Bench Press', restSeconds: 0 })).data.restSeconds).toBe(0);
    const restList = (await client.rest('GET', `/get/exercises/${id}`)).json() as object[];
    expect(restList.every((e) => !('restSeconds' in e) && !('rest_seconds' in e))).toBe(true);
    for (const bad of [-15, 7, 615, 1.5, '90']) {
      const answer = await client.mutate('exercises.create', { routineId, name: 'x', restSeconds: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.error?.message).toMatch(/restSeconds/);
    }
    expect((await client.query<unknown[]>('exercises.list', { routineId })).data).toHaveLength(2);
  });
});
