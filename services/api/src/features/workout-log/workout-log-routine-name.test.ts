import { describe, expect, it } from 'vitest';
import { appForFile, type Client } from '../../test-support/api-client';

// A day's log remembers the routine it was started from (issue #50): sync and get, two devices, the legacy path.
const NOW = '2030-06-15T12:00:00Z';
const DAY = '2030-06-15';
const { newUser } = await appForFile(NOW);

type Exercise = { id?: string; name: string; tracked: boolean; bw: boolean; sets: { id?: string; reps: number; weight: number; notes?: string }[] };
type Log = { id: string | null; version: number; exercises: Exercise[]; routineName: string | null };
type Synced = { id: string | null; version: number; changed: boolean; routineName: string | null; localLog: { exercises: Exercise[] } };
type LocalLog = { exercises: Exercise[]; routineName?: string | null };

const bench = (reps: number): Exercise => ({ name: 'Bench Press', tracked: true, bw: false, sets: [{ reps, weight: 135 }] });
const sync = (client: Client, localLog: LocalLog, baseVersion?: number) =>
  client.mutate<Synced>('workoutLog.sync', { localLog, timezone: 'UTC', date: DAY, ...(baseVersion === undefined ? {} : { baseVersion }) });
const logOf = async (client: Client) => (await client.query<Log>('workoutLog.get', { date: DAY })).data;

describe('the routine a day’s log came from', () => {
  it('is saved with the day and answered by sync and get (null for a day started from scratch)', async () => {
    const { client } = await newUser();
    expect((await logOf(client)).routineName).toBeNull();
    const saved = await sync(client, { exercises: [bench(5)], routineName: ' Push ' }, 0);
    expect(saved.status).toBe(200);
    expect(saved.data.routineName).toBe('Push');
    expect((await logOf(client)).routineName).toBe('Push');

    const scratch = await newUser();
    expect((await sync(scratch.client, { exercises: [bench(5)] }, 0)).data.routineName).toBeNull();
    expect((await logOf(scratch.client)).routineName).toBeNull();
  });

  it('a second device’s save without it (an older client) keeps it, and sending it again changes nothing', async () => {
    const { client } = await newUser();
    const first = await sync(client, { exercises: [bench(5)], routineName: 'Push' }, 0);
    const other = await sync(client, { exercises: [bench(6)] }, first.data.version);
    expect(other.data.routineName).toBe('Push');
    const again = await sync(client, { exercises: (await logOf(client)).exercises, routineName: 'Push' }, other.data.version);
    expect(again.data.changed).toBe(false);
    expect(await logOf(client)).toMatchObject({ routineName: 'Push', version: other.data.version });
  });

  it('the day keeps its first name unless the device that saw the stored day changes it (null clears it)', async () => {
    const { client } = await newUser();
    const first = await sync(client, { exercises: [bench(5)], routineName: 'Push' }, 0);
    // A device that started from an older version (here: before the day's first save) names it otherwise: the first name stays.
    const stale = await sync(client, { exercises: [bench(8)], routineName: 'Legs' }, 0);
    expect(stale.data.routineName).toBe('Push');
    // The device that saw the stored day renames it, then clears it.
    const seen = await sync(client, { exercises: [bench(8)], routineName: 'Legs' }, stale.data.version);
    expect(seen.data.routineName).toBe('Legs');
    const cleared = await sync(client, { exercises: [bench(8)], routineName: null }, seen.data.version);
    expect(cleared.data.routineName).toBeNull();
    expect((await logOf(client)).routineName).toBeNull();
    // A day without a name takes one from any device.
    expect((await sync(client, { exercises: [bench(9)], routineName: 'Pull' }, first.data.version)).data.routineName).toBe('Pull');
  });

  it('a name alone makes no day', async () => {
    const { client } = await newUser();
    const answer = await sync(client, { exercises: [], routineName: 'Push' }, 0);
    expect(answer.data).toMatchObject({ id: null, version: 0, routineName: null });
    expect(await logOf(client)).toMatchObject({ id: null, version: 0, routineName: null });
  });

  it('refuses a blank name, one over 45 characters or not text with 400, writing nothing', async () => {
    const { client } = await newUser();
    await sync(client, { exercises: [bench(5)], routineName: 'Push' }, 0);
    const before = await logOf(client);
    for (const routineName of ['  ', 'n'.repeat(46), 7]) {
      const answer = await client.mutate('workoutLog.sync', { localLog: { exercises: [bench(6)], routineName }, timezone: 'UTC', date: DAY });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toContain('routineName');
    }
    expect(await logOf(client)).toEqual(before);
  });

  it('the legacy REST client’s sync keeps it, and its answers keep their shapes', async () => {
    const { client, userId } = await newUser();
    await sync(client, { exercises: [bench(5)], routineName: 'Push' }, 0);
    const day = await logOf(client);
    const localLog = day.exercises.map((e) => ({ ...e, sets: e.sets.map((s) => ({ id: s.id, reps: s.reps + 1, weight: s.weight, notes: '' })) }));
    const answer = await client.rest('POST', '/sync/workout-log', { userId, localLog, timezone: 'UTC' });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json() as object).sort()).toEqual(['localLog', 'success']);
    const row = (await client.rest('GET', `/get/workout-log/${userId}/${DAY}`)).json() as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(['id', 'log_date', 'user_id']);
    expect(await logOf(client)).toMatchObject({ routineName: 'Push', exercises: [{ sets: [{ reps: 6 }] }] });
  });
});
