import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomExerciseItem, ExerciseLinkItem } from '@fitness/schemas';
import { DATA_VERSIONS } from '../../platform/user-data/data-versions';
import { newUserOn, writeRecordingApp, type Client } from '../../test-support/api-client';
import { TEST_PASSWORD, type TestApp } from '../../test-support/test-app';
import { CUSTOM_EXERCISES, EXERCISE_LINKS } from './custom-exercise-records';

let t: TestApp & { writes: string[] };
beforeAll(async () => {
  t = await writeRecordingApp('2030-06-15T12:00:00Z');
});
afterAll(() => t.close());

const newUser = () => newUserOn(t);
const list = async (client: Client) => (await client.query<CustomExerciseItem[]>('customExercises.list')).data;
const links = async (client: Client) => (await client.query<ExerciseLinkItem[]>('customExercises.links')).data;
const create = (client: Client, input: object) => client.mutate<CustomExerciseItem>('customExercises.create', input);
const versionOf = async (userId: string) => (await t.storage.collection<{ id: string; version: number }>(DATA_VERSIONS).findOne({ id: userId }))?.version ?? 0;

/** Calls `act` and gives the writes it made to the store. */
async function writesOf(act: () => Promise<unknown>): Promise<string[]> {
  const before = t.writes.length;
  await act();
  return t.writes.slice(before);
}

const ZERCHER = { name: 'Zercher Squat', kind: 'weightReps', primary: ['quads', 'glutes'], secondary: ['abs', 'upper back'], equipment: ['barbell'] };

describe('customExercises.create and list', () => {
  it('makes custom exercises (trimmed; kind Weight and reps and empty lists when not given), lists them newest first, and raises the data version', async () => {
    const { client, userId } = await newUser();
    expect(await list(client)).toEqual([]);
    const version = await versionOf(userId);
    const zercher = await create(client, { ...ZERCHER, name: '  Zercher Squat ' });
    expect(zercher.status, zercher.response.body).toBe(200);
    expect(zercher.data).toEqual({ id: expect.any(String), ...ZERCHER });
    expect(await versionOf(userId)).toBe(version + 1);
    const sled = (await create(client, { name: 'Prowler Drag', kind: 'distanceTime' })).data;
    expect(sled).toEqual({ id: expect.any(String), name: 'Prowler Drag', kind: 'distanceTime', primary: [], secondary: [], equipment: [] });
    // A muscle given twice counts once; one given as primary is not secondary too.
    const carry = (await create(client, { name: 'Sandbag Carry', primary: ['forearms', 'traps', 'forearms'], secondary: ['traps', 'abs'] })).data;
    expect(carry).toMatchObject({ kind: 'weightReps', primary: ['forearms', 'traps'], secondary: ['abs'] });
    expect(await list(client)).toEqual([carry, sled, zercher.data]);
  });

  it('refuses an empty or 46-character name, unknown muscles or equipment, unknown fields, a catalogue name and a name it has, with 400 and no write', async () => {
    const { client, userId } = await newUser();
    const kept = (await create(client, ZERCHER)).data;
    const version = await versionOf(userId);
    const refusals: [object, string][] = [
      [{ name: '' }, 'name is required'],
      [{ name: '   ' }, 'name is required'],
      [{ name: 'x'.repeat(46) }, 'name must be at most 45 characters'],
      [{ name: 'Prowler Drag', primary: ['legs'] }, 'primary holds "legs", which is not a muscle (chest, upper back, lats,'],
      [{ name: 'Prowler Drag', secondary: ['quads', 'Quads'] }, 'secondary holds "Quads", which is not a muscle'],
      [{ name: 'Prowler Drag', equipment: ['sled'] }, 'equipment holds "sled", which is not equipment (barbell, dumbbell,'],
      [{ name: 'Prowler Drag', primary: 'quads' }, 'primary must be a list'],
      [{ name: 'Prowler Drag', kind: 'cardio' }, 'kind must be one of weightReps, repsOnly, time, distanceTime'],
      [{ name: 'Prowler Drag', muscles: ['quads'] }, 'unknown field: muscles'],
      [{ name: 'Bench Press (Barbell)' }, "“Bench Press (Barbell)” is the catalogue's Barbell Bench Press: pick it instead of making your own"],
      [{ name: 'zercher  SQUAT' }, 'You have a custom exercise named “Zercher Squat” already'],
    ];
    for (const [input, message] of refusals) {
      const writes = await writesOf(async () => {
        const answer = await create(client, input);
        expect(answer.status, JSON.stringify(input)).toBe(400);
        expect(answer.error?.message, JSON.stringify(input)).toContain(message);
      });
      expect(writes, JSON.stringify(input)).toEqual([]);
    }
    expect(await list(client)).toEqual([kept]);
    expect(await versionOf(userId)).toBe(version);
  });
});

describe('customExercises.update and delete', () => {
  it('replaces the fields sent and keeps the others; a rename keeps the old name linked to the exercise', async () => {
    const { client } = await newUser();
    const { id } = (await create(client, ZERCHER)).data;
    const edited = await client.mutate<CustomExerciseItem>('customExercises.update', { id, kind: 'repsOnly', secondary: ['abs', 'quads'] });
    expect(edited.data).toEqual({ ...ZERCHER, id, kind: 'repsOnly', secondary: ['abs'] });
    expect(await links(client)).toEqual([]);

    const renamed = await client.mutate<CustomExerciseItem>('customExercises.update', { id, name: 'Zercher Box Squat' });
    expect(renamed.data).toEqual({ ...edited.data, name: 'Zercher Box Squat' });
    expect(await list(client)).toEqual([renamed.data]);
    // What was logged as "Zercher Squat" still counts for the exercise's muscles.
    expect(await links(client)).toEqual([{ name: 'Zercher Squat', customId: id }]);
    // A change of case only is no rename.
    await client.mutate('customExercises.update', { id, name: 'zercher box squat' });
    expect(await links(client)).toEqual([{ name: 'Zercher Squat', customId: id }]);
  });

  it('refuses bad edits with 400 and no write, as create does', async () => {
    const { client } = await newUser();
    const { id } = (await create(client, ZERCHER)).data;
    await create(client, { name: 'Prowler Drag' });
    const before = await list(client);
    const refusals: [object, string][] = [
      [{ id, name: '' }, 'name is required'],
      [{ id, name: 'y'.repeat(46) }, 'name must be at most 45 characters'],
      [{ id, primary: ['hips'] }, 'primary holds "hips", which is not a muscle'],
      [{ id, name: 'Prowler drag' }, 'You have a custom exercise named “Prowler Drag” already'],
      [{ id, name: 'Flat Bench' }, "“Flat Bench” is the catalogue's Barbell Bench Press"],
      [{ name: 'No id' }, 'id'],
    ];
    for (const [input, message] of refusals) {
      const writes = await writesOf(async () => {
        const answer = await client.mutate('customExercises.update', input);
        expect(answer.status, JSON.stringify(input)).toBe(400);
        expect(answer.error?.message, JSON.stringify(input)).toContain(message);
      });
      expect(writes, JSON.stringify(input)).toEqual([]);
    }
    expect(await list(client)).toEqual(before);
  });

  it('deletes a custom exercise and the hand links to it; the logged history stays under its name', async () => {
    const { client } = await newUser();
    const { id } = (await create(client, ZERCHER)).data;
    const sets = [{ reps: 5, weight: 135, notes: '' }];
    await client.mutate('workoutLog.sync', { localLog: { exercises: [{ name: 'Zercher Squat', tracked: true, bw: false, sets }] }, timezone: 'UTC' });
    await client.mutate('customExercises.link', { name: 'Zerchers', customId: id });
    await client.mutate('customExercises.link', { name: 'Benchpress', catalogueId: 'barbell-bench-press' });

    const deleted = await client.mutate('customExercises.delete', { id });
    expect([deleted.status, deleted.data]).toEqual([200, { id }]);
    expect(await list(client)).toEqual([]);
    expect(await links(client)).toEqual([{ name: 'Benchpress', catalogueId: 'barbell-bench-press' }]);
    const log = await client.query<{ exercises: { name: string }[] }>('workoutLog.get', { timezone: 'UTC' });
    expect(log.data.exercises.map((e) => e.name)).toEqual(['Zercher Squat']);
    const again = await client.mutate('customExercises.delete', { id });
    expect([again.status, again.error?.message]).toEqual([404, 'No such custom exercise']);
  });
});

describe("another user's custom exercises", () => {
  it('answer 404 to update, delete and link, change nothing, and never show in the lists', async () => {
    const a = await newUser();
    const b = await newUser();
    const ofA = (await create(a.client, ZERCHER)).data;
    await a.client.mutate('customExercises.link', { name: 'Benchpress', catalogueId: 'barbell-bench-press' });
    const calls: [string, object][] = [
      ['customExercises.update', { id: ofA.id, name: 'Taken over' }],
      ['customExercises.delete', { id: ofA.id }],
      ['customExercises.link', { name: 'Mine now', customId: ofA.id }],
    ];
    for (const [path, input] of calls) {
      const writes = await writesOf(async () => {
        const answer = await b.client.mutate(path, input);
        expect([answer.status, answer.error?.message], path).toEqual([404, 'No such custom exercise']);
      });
      expect(writes, path).toEqual([]);
    }
    expect((await b.client.mutate('customExercises.unlink', { name: 'Benchpress' })).status).toBe(404);
    expect(await list(b.client)).toEqual([]);
    expect(await links(b.client)).toEqual([]);
    // B may make an exercise of the same name: names are per user.
    expect((await create(b.client, ZERCHER)).status).toBe(200);
    expect(await list(a.client)).toEqual([ofA]);
    expect(await links(a.client)).toEqual([{ name: 'Benchpress', catalogueId: 'barbell-bench-press' }]);
  });

  it('answer 401 without a session', async () => {
    const { client } = await newUser();
    await create(client, ZERCHER);
    const anonymous = await t.app.inject({ method: 'GET', url: '/trpc/customExercises.list' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an account deletion', () => {
  it("removes the user's custom exercises and links, and no one else's", async () => {
    const gone = await newUser();
    const stays = await newUser();
    for (const { client } of [gone, stays]) {
      const { id } = (await create(client, ZERCHER)).data;
      await client.mutate('customExercises.link', { name: 'Zerchers', customId: id });
    }
    const deleted = await gone.client.mutate('account.delete', { currentPassword: TEST_PASSWORD, confirmation: 'DELETE' });
    expect(deleted.status, deleted.response.body).toBe(200);
    for (const collection of [CUSTOM_EXERCISES.name, EXERCISE_LINKS.name]) {
      expect(await t.storage.collection<{ id: string; userId: string }>(collection).count({ userId: gone.userId }), collection).toBe(0);
      expect(await t.storage.collection<{ id: string; userId: string }>(collection).count({ userId: stays.userId }), collection).toBe(1);
    }
  });
});
