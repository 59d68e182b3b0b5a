import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomExerciseItem, ExerciseLinkItem } from '@fitness/schemas';
import { newUserOn, writeRecordingApp, type Client } from '../../test-support/api-client';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp & { writes: string[] };
beforeAll(async () => {
  t = await writeRecordingApp('2030-06-15T12:00:00Z');
});
afterAll(() => t.close());

const links = async (client: Client) => (await client.query<ExerciseLinkItem[]>('customExercises.links')).data;
const link = (client: Client, input: object) => client.mutate<ExerciseLinkItem>('customExercises.link', input);

describe('customExercises.link, links and unlink', () => {
  it('links names by hand to a catalogue entry or a custom exercise, lists them by name, relinks and unlinks', async () => {
    const { client } = await newUserOn(t);
    const zercher = (await client.mutate<CustomExerciseItem>('customExercises.create', { name: 'Zercher Squat' })).data;
    expect(await links(client)).toEqual([]);

    const benchpress = await link(client, { name: ' Benchpress ', catalogueId: 'barbell-bench-press' });
    expect([benchpress.status, benchpress.data]).toEqual([200, { name: 'Benchpress', catalogueId: 'barbell-bench-press' }]);
    expect((await link(client, { name: 'Zerchers', customId: zercher.id })).data).toEqual({ name: 'Zerchers', customId: zercher.id });
    expect(await links(client)).toEqual([
      { name: 'Benchpress', catalogueId: 'barbell-bench-press' },
      { name: 'Zerchers', customId: zercher.id },
    ]);

    // One link per name (case and spaces aside): linking it again moves it.
    await link(client, { name: 'benchpress', catalogueId: 'dumbbell-bench-press' });
    expect(await links(client)).toEqual([
      { name: 'benchpress', catalogueId: 'dumbbell-bench-press' },
      { name: 'Zerchers', customId: zercher.id },
    ]);

    expect((await client.mutate('customExercises.unlink', { name: 'BENCHPRESS' })).data).toEqual({ name: 'BENCHPRESS' });
    expect(await links(client)).toEqual([{ name: 'Zerchers', customId: zercher.id }]);
    const again = await client.mutate('customExercises.unlink', { name: 'Benchpress' });
    expect([again.status, again.error?.message]).toEqual([404, '“Benchpress” is not linked by hand']);
  });

  it('refuses a link to no exercise or two, an unknown catalogue id and a name linked without it, with 400 and no write', async () => {
    const { client } = await newUserOn(t);
    const zercher = (await client.mutate<CustomExerciseItem>('customExercises.create', { name: 'Zercher Squat' })).data;
    const refusals: [object, string][] = [
      [{ name: 'Benchpress' }, 'Link the name to one exercise: send catalogueId or customId, not both'],
      [{ name: 'Benchpress', catalogueId: 'barbell-bench-press', customId: zercher.id }, 'Link the name to one exercise'],
      [{ name: 'Benchpress', catalogueId: 'no-such-lift' }, 'catalogueId “no-such-lift” is not an exercise of the catalogue'],
      [{ name: '', catalogueId: 'barbell-bench-press' }, 'name is required'],
      [{ name: 'z'.repeat(46), catalogueId: 'barbell-bench-press' }, 'name must be at most 45 characters'],
      [{ name: 'Flat Bench', catalogueId: 'dumbbell-bench-press' }, "“Flat Bench” is the catalogue's Barbell Bench Press: pick it instead of linking it"],
      [{ name: 'zercher squat', catalogueId: 'barbell-back-squat' }, '“zercher squat” is your custom exercise Zercher Squat: it is linked already'],
    ];
    for (const [input, message] of refusals) {
      const before = t.writes.length;
      const answer = await link(client, input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.error?.message, JSON.stringify(input)).toContain(message);
      expect(t.writes.slice(before), JSON.stringify(input)).toEqual([]);
    }
    expect(await links(client)).toEqual([]);
  });

  it('a custom exercise made under a name linked by hand takes the name over', async () => {
    const { client } = await newUserOn(t);
    await link(client, { name: 'Hatfield Squat', catalogueId: 'barbell-bench-press' });
    await client.mutate('customExercises.create', { name: 'hatfield squat', primary: ['quads'] });
    expect(await links(client)).toEqual([]);
  });
});
