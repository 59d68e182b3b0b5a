import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MEASUREMENT_MESSAGE } from '@fitness/domain';
import type { MeasurementsOfDay } from '@fitness/schemas';
import { DATA_VERSIONS } from '../../platform/user-data/data-versions';
import { clientFor, newUserOn, writeRecordingApp, type Client } from '../../test-support/api-client';
import type { TestApp } from '../../test-support/test-app';

// Noon UTC on June 15: June 16 has begun east of UTC+12, June 17 nowhere yet.
const NOW = '2030-06-15T12:00:00Z';

/** The app with a store that records every write (collection.method). */
let t: TestApp & { writes: string[] };
beforeAll(async () => {
  t = await writeRecordingApp(NOW);
});
afterAll(() => t.close());

const newUser = () => newUserOn(t);
const list = async (client: Client) => (await client.query<MeasurementsOfDay[]>('measurements.list')).data;
const versionOf = async (userId: string) => (await t.storage.collection<{ id: string; version: number }>(DATA_VERSIONS).findOne({ id: userId }))?.version ?? 0;

/** Calls `act` and gives the writes it made to the store. */
async function writesOf(act: () => Promise<unknown>): Promise<string[]> {
  const before = t.writes.length;
  await act();
  return t.writes.slice(before);
}

describe('measurements', () => {
  it("adds a day's measurements, lists them oldest first, and raises the data version", async () => {
    const { client, userId } = await newUser();
    expect(await list(client)).toEqual([]);
    const version = await versionOf(userId);

    const added = await client.mutate<MeasurementsOfDay>('measurements.add', { date: '2030-06-10', waistCm: 86.36, bodyFatPct: 21.5 });
    expect(added.status).toBe(200);
    expect(added.data).toEqual({ id: expect.any(String), date: '2030-06-10', waistCm: 86.36, bodyFatPct: 21.5 });
    expect(await versionOf(userId)).toBe(version + 1);

    await client.mutate('measurements.add', { date: '2030-05-01', waistCm: 90, hipsCm: 101.6, chestCm: 104, armsCm: 35.5, thighsCm: 60.25, bodyFatPct: 24 });
    expect(await list(client)).toEqual([
      { id: expect.any(String), date: '2030-05-01', waistCm: 90, hipsCm: 101.6, chestCm: 104, armsCm: 35.5, thighsCm: 60.25, bodyFatPct: 24 },
      added.data,
    ]);
    // Today anywhere on Earth is fine (June 16 east of UTC+12).
    expect((await client.mutate('measurements.add', { date: '2030-06-16', armsCm: 36 })).status).toBe(200);
  });

  it("replaces a day's values when that day already has an entry, as a weight of the day does", async () => {
    const { client } = await newUser();
    const first = (await client.mutate<MeasurementsOfDay>('measurements.add', { date: '2030-06-01', waistCm: 80, hipsCm: 95 })).data;
    const again = await client.mutate<MeasurementsOfDay>('measurements.add', { date: '2030-06-01', waistCm: 79.5, bodyFatPct: 18 });
    // Same entry (same id), exactly the values sent: hips were left out, so they are no longer measured that day.
    expect(again.data).toEqual({ id: first.id, date: '2030-06-01', waistCm: 79.5, bodyFatPct: 18 });
    expect(await list(client)).toEqual([again.data]);
  });

  it('refuses values out of bounds, a future day, an empty entry and unknown fields with clear errors, and writes nothing', async () => {
    const { client, userId } = await newUser();
    await client.mutate('measurements.add', { date: '2030-06-01', waistCm: 80 });
    const before = await list(client);
    const version = await versionOf(userId);

    const refusals: [unknown, string, Record<string, string[]> | null][] = [
      [
        { date: '2030-06-02', waistCm: 29.9, bodyFatPct: 80 },
        'Waist must be between 30 and 300 cm',
        { waistCm: ['Waist must be between 30 and 300 cm'], bodyFatPct: ['Body fat must be between 2 and 75 %'] },
      ],
      [{ date: '2030-06-02', armsCm: 100.5 }, 'Arms must be between 10 and 100 cm', { armsCm: ['Arms must be between 10 and 100 cm'] }],
      [{ date: '2030-06-02', bodyFatPct: 1.5 }, 'Body fat must be between 2 and 75 %', { bodyFatPct: ['Body fat must be between 2 and 75 %'] }],
      [{ date: '2030-06-02', hipsCm: '90' }, 'Hips must be a number', { hipsCm: ['Hips must be a number'] }],
      [{ date: '2030-06-02' }, NO_MEASUREMENT_MESSAGE, {}],
      [{ date: '2030-06-02', waist: 80, waistCm: 80 }, 'unknown field: waist', {}],
      [{ date: '2030-06-31', waistCm: 80 }, 'date must be a real calendar day', { date: ['date must be a real calendar day'] }],
      [{ date: '2030-06-17', waistCm: 80 }, 'date cannot be in the future', null],
    ];
    for (const [input, message, fieldErrors] of refusals) {
      const writes = await writesOf(async () => {
        const answer = await client.mutate('measurements.add', input);
        expect(answer.status, JSON.stringify(input)).toBe(400);
        expect(answer.error?.message).toContain(message);
        expect(answer.error?.data.fieldErrors).toEqual(fieldErrors);
      });
      expect(writes, JSON.stringify(input)).toEqual([]);
    }
    expect(await list(client)).toEqual(before);
    expect(await versionOf(userId)).toBe(version);
  });

  it('deletes an entry by its id; a missing one answers 404 and changes nothing', async () => {
    const { client } = await newUser();
    const kept = (await client.mutate<MeasurementsOfDay>('measurements.add', { date: '2030-06-01', waistCm: 80 })).data;
    const gone = (await client.mutate<MeasurementsOfDay>('measurements.add', { date: '2030-06-08', waistCm: 79 })).data;
    const deleted = await client.mutate('measurements.delete', { id: gone.id });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ id: gone.id });
    expect(await list(client)).toEqual([kept]);

    const again = await client.mutate('measurements.delete', { id: gone.id });
    expect(again.status).toBe(404);
    expect(again.error?.message).toBe('No such measurements entry');
    expect((await client.mutate('measurements.delete', { date: '2030-06-01' })).status).toBe(400);
    expect(await list(client)).toEqual([kept]);
  });

  it("keeps each user to their own entries: another user's id answers 404, a day of theirs is a new entry, without a session 401", async () => {
    const a = await newUser();
    const b = await newUser();
    const ofA = (await a.client.mutate<MeasurementsOfDay>('measurements.add', { date: '2030-06-01', waistCm: 80, bodyFatPct: 20 })).data;
    const versionOfA = await versionOf(a.userId);

    expect(await list(b.client)).toEqual([]);
    const stolen = await b.client.mutate('measurements.delete', { id: ofA.id });
    expect(stolen.status).toBe(404);
    expect(stolen.error?.message).toBe('No such measurements entry');
    // B adding on A's day makes B's own entry; A's stays as it was.
    const ofB = (await b.client.mutate<MeasurementsOfDay>('measurements.add', { date: '2030-06-01', waistCm: 100 })).data;
    expect(ofB.id).not.toBe(ofA.id);
    expect(await list(a.client)).toEqual([ofA]);
    expect(await list(b.client)).toEqual([ofB]);
    expect(await versionOf(a.userId)).toBe(versionOfA);

    const anonymous = clientFor(t.app, undefined);
    expect((await anonymous.query('measurements.list')).status).toBe(401);
    expect((await anonymous.mutate('measurements.add', { date: '2030-06-01', waistCm: 80 })).status).toBe(401);
    expect((await anonymous.mutate('measurements.delete', { id: ofA.id })).status).toBe(401);
    expect(await list(a.client)).toEqual([ofA]);
  });

  it('reads write nothing', async () => {
    const { client } = await newUser();
    await client.mutate('measurements.add', { date: '2030-06-01', chestCm: 100 });
    expect(await writesOf(() => list(client))).toEqual([]);
  });
});
