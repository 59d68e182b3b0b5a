import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
const { me, userId, newUser } = await appForFile(NOW);

describe('profile', () => {
  it('REST: 404 before any profile, then insert (insertId), get with spec field names, update', async () => {
    const { client, userId: id } = await newUser();
    const missing = await client.rest('GET', `/get/profile/${id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
    const updateFirst = await client.rest('PUT', `/update/profile/${id}`, {
      weight: 1,
      height: 1,
      age: 1,
      activityLevel: '',
      gender: '',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
    });
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
    const saved = await me.mutate('profile.save', {
      weight: 150,
      height: 65,
      age: 40,
      activityLevel: 'Sedentary',
      gender: 'Male',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 140,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ weightGoal: 0, targetWeight: 0 });
  });

  it('tRPC: get creates the blank profile (zeros, blanks, imperial, Epley) on first read; save replaces it', async () => {
    const { client, userId: id } = await newUser();
    const first = await client.query('profile.get');
    expect(first.status).toBe(200);
    expect(first.data).toEqual({
      id: expect.any(String),
      weight: 0,
      height: 0,
      age: 0,
      activityLevel: '',
      gender: '',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
      oneRepMaxFormula: 'epley',
    });
    expect((await client.query('profile.get')).data).toEqual(first.data);
    const saved = await client.mutate('profile.save', {
      weight: 200,
      height: 72,
      age: 30,
      activityLevel: 'Very Active',
      gender: 'Male',
      measurementType: 'imperial',
      weightGoal: 2,
      targetWeight: 210,
    });
    expect(saved.data).toMatchObject({ id: (first.data as { id: string }).id, weight: 200, weightGoal: 2, targetWeight: 210 });
    expect((await client.rest('GET', `/get/profile/${id}`)).json()).toMatchObject({ weight: 200, activity_level: 'Very Active' });
  });

  it('refuses bad profile input with 400 naming the field, writing nothing', async () => {
    const before = (await me.query('profile.get')).data;
    const bad = await me.mutate('profile.save', {
      weight: 1001,
      height: 65,
      age: 40,
      activityLevel: 'Sedentary',
      gender: 'Male',
      measurementType: 'imperial',
      weightGoal: 3,
      targetWeight: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/weight/);
    expect(bad.error?.data.fieldErrors).toHaveProperty('weightGoal');
    const restBad = await me.rest('PUT', `/update/profile/${userId}`, {
      weight: 150,
      height: 65,
      age: 101,
      activityLevel: 'Lazy',
      gender: 'Male',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
    });
    expect(restBad.statusCode).toBe(400);
    expect(restBad.json().message).toMatch(/age/);
    expect(restBad.json().message).toMatch(/activityLevel/);
    expect((await me.query('profile.get')).data).toEqual(before);
  });

  it('equipment: saved alone (the rest of the profile stays), answered by profile.get, kept by a profile save and a REST update, never in REST answers', async () => {
    const { client, userId: id } = await newUser();
    const profile = {
      weight: 150,
      height: 65,
      age: 40,
      activityLevel: 'Sedentary',
      gender: 'Male',
      measurementType: 'imperial',
      weightGoal: 0,
      targetWeight: 0,
    };
    await client.mutate('profile.save', profile);
    const equipment = {
      barLb: 35,
      plates: [
        { weightLb: 45, pairs: 3 },
        { weightLb: 2.76, pairs: 2 },
      ],
    };
    const saved = await client.mutate('profile.saveEquipment', equipment);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ...profile, equipment });
    await client.mutate('profile.save', { ...profile, age: 41 });
    await client.rest('PUT', `/update/profile/${id}`, { ...profile, userId: id, age: 42 });
    expect((await client.query('profile.get')).data).toMatchObject({ age: 42, equipment });
    const rest = (await client.rest('GET', `/get/profile/${id}`)).json();
    expect(rest).not.toHaveProperty('equipment');
    expect(rest.age).toBe(42);
  });

  it('equipment before any profile makes the blank profile with it; profiles stored before equipment existed answer none', async () => {
    const { client } = await newUser();
    expect((await client.query('profile.get')).data).not.toHaveProperty('equipment');
    const saved = await client.mutate('profile.saveEquipment', { barLb: 44.09, plates: [] });
    expect(saved.data).toMatchObject({ weight: 0, measurementType: 'imperial', equipment: { barLb: 44.09, plates: [] } });
  });

  it('refuses bad equipment with 400 naming the field, writing nothing', async () => {
    const { client } = await newUser();
    const good = { barLb: 45, plates: [{ weightLb: 45, pairs: 4 }] };
    await client.mutate('profile.saveEquipment', good);
    const tooMany = Array.from({ length: 13 }, (_, i) => ({ weightLb: i + 1, pairs: 1 }));
    for (const [bad, field] of [
      [{ barLb: -1, plates: [] }, 'barLb'],
      [{ barLb: 151, plates: [] }, 'barLb'],
      [{ barLb: 45.001, plates: [] }, 'barLb'],
      [{ barLb: 45, plates: [{ weightLb: 0, pairs: 1 }] }, 'weightLb'],
      [{ barLb: 45, plates: [{ weightLb: 45, pairs: 11 }] }, 'pairs'],
      [{ barLb: 45, plates: [{ weightLb: 45, pairs: 1.5 }] }, 'pairs'],
      [{ barLb: 45, plates: tooMany }, 'plate sizes'],
      [{ barLb: 45 }, 'plates'],
    ] as const) {
      const answer = await client.mutate('profile.saveEquipment', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.error?.message).toMatch(field);
    }
    expect((await client.query('profile.get')).data).toMatchObject({ equipment: good });
  });
});
