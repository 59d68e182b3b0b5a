import { fromWeightColumns, type WeightColumns } from '@fitness/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/storage';
import type { TestApp } from '../../test-support/test-app';
import { appForFile, newUserOn, writeRecordingApp } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
const { me, userId, newUser } = await appForFile(NOW);

/** A second app whose store records every write (collection.method). */
let counted: TestApp & { writes: string[] };
beforeAll(async () => {
  counted = await writeRecordingApp(NOW);
});
afterAll(() => counted.close());

describe('weight', () => {
  it('saves one entry per day, lists all sorted by date, and keeps the profile weight on the latest entry', async () => {
    const { client, userId: id } = await newUser();
    await client.rest('POST', '/insert/profile', {
      userId: id,
      weight: 0,
      height: 70,
      age: 30,
      activityLevel: '',
      gender: '',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
    });
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
    expect((await client.rest('GET', `/get/weight/${id}`)).json()).toContainEqual({
      id: c.json().insertId,
      user_id: id,
      weight: 187,
      date: '2024-06-12T00:00:00.000Z',
    });
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
    expect(fromWeightColumns(columns)).toEqual(
      (list.json() as { id: string; weight: number; date: string }[]).map((w) => ({ weight: w.weight, date: w.date.slice(0, 10) })),
    );

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
    for (const input of [
      { date: '2024-02-30', weight: 150 },
      { date: '2024/01/01', weight: 150 },
      { date: '2024-01-01', weight: -1 },
      { date: '2024-01-01', weight: 5000 },
      { date: '2024-01-01' },
    ]) {
      const answer = await me.mutate('weight.save', input);
      expect(answer.status).toBe(400);
    }
    const rest = await me.rest('POST', '/insert/weight', { userId, weight: 'heavy', date: '2024-01-01' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toMatch(/weight/);
    expect((await me.query('weight.list')).data).toEqual({ dates: [], weights: [] });
  });
});
