import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGED_MESSAGE } from '@fitness/domain';
import { clientFor, type Client } from '../../test-support/api-client';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';

// Two devices of one user and one day: the phone offline, the laptop online (issue #36, docs/decisions/0045).
const NOW = '2030-06-15T12:00:00Z';
const DAY = '2030-06-15';
const T0 = Date.parse(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)) });
});
afterAll(() => t.close());

type Set = { id: string; reps: number; weight: number; notes: string; changedAt?: number; warmup?: boolean; rpe?: number };
type Exercise = { id: string; name: string; tracked: boolean; bw: boolean; changedAt?: number; sets: Set[] };
type Synced = { id: string | null; version: number; merged: boolean; changed: boolean; localLog: { exercises: Exercise[] } };
type Log = { id: string | null; version: number; exercises: Exercise[] };

let ids = 0;
/** A device-made id, in the server's format (24 hex digits). */
const deviceId = () => (0x6b0a0000 + (ids += 1)).toString(16).padStart(24, 'a');
const set = (reps: number, weight: number, changedAt: number, id = deviceId()): Set => ({ id, reps, weight, notes: '', changedAt });
const exercise = (name: string, sets: Set[], id = deviceId()): Exercise => ({ id, name, tracked: true, bw: false, changedAt: T0, sets });

async function device() {
  const account = await signUp(t.app);
  return clientFor(t.app, account.cookie);
}
const sync = (
  client: Client,
  body: { exercises: Exercise[]; deleted?: { setId: string; at: number }[] },
  extra: { baseVersion?: number; changeId?: string } = {},
) => client.mutate<Synced>('workoutLog.sync', { localLog: body, timezone: 'UTC', date: DAY, ...extra });
const logOf = async (client: Client) => (await client.query<Log>('workoutLog.get', { date: DAY })).data;
const setsOf = (log: { exercises: Exercise[] }) => log.exercises.flatMap((e) => e.sets.map((s) => `${e.name} ${s.reps}×${s.weight}`));

describe('workoutLog.sync with a base version: two devices, one day', () => {
  it('keeps the sets both devices added; says the merge happened to the device that learns something', async () => {
    const laptop = await device();
    const phone = laptop; // one account, two devices: the cookie is the user's
    const squats = exercise('Squats', [set(5, 225, T0)]);
    const first = await sync(laptop, { exercises: [squats] }, { baseVersion: 0 });
    expect(first.data).toMatchObject({ version: 1, merged: false, changed: true });

    // Both saw version 1. The laptop adds a set online; the phone, offline, adds another.
    const laptopSet = set(5, 235, T0 + 60_000);
    await sync(laptop, { exercises: [{ ...squats, sets: [...squats.sets, laptopSet] }] }, { baseVersion: 1 });
    const phoneSet = set(3, 245, T0 + 30_000);
    const fromPhone = await sync(phone, { exercises: [{ ...squats, sets: [...squats.sets, phoneSet] }] }, { baseVersion: 1 });

    expect(fromPhone.status).toBe(200);
    expect(fromPhone.data.merged).toBe(true);
    expect(fromPhone.data.version).toBe(3);
    // The laptop changed last, so its order leads; the phone's set follows the set it came after there (0034).
    expect(setsOf(fromPhone.data.localLog)).toEqual(['Squats 5×225', 'Squats 3×245', 'Squats 5×235']);
    expect(setsOf(await logOf(laptop))).toEqual(setsOf(fromPhone.data.localLog));
    expect(MERGED_MESSAGE).toBe('Merged changes from another device');
  });

  it('warm-up flags and RPE travel with their set through a merge', async () => {
    const user = await device();
    const warmup = { ...set(10, 45, T0), warmup: true };
    const working = { ...set(5, 135, T0), rpe: 8 };
    const squats = exercise('Squats', [warmup, working]);
    await sync(user, { exercises: [squats] }, { baseVersion: 0 });
    // The laptop (at version 1) adds a set and raises the working set's RPE; the phone, still at version 1, edits the warm-up's reps.
    await sync(
      user,
      { exercises: [{ ...squats, sets: [warmup, { ...working, rpe: 9, changedAt: T0 + 60_000 }, set(3, 155, T0 + 60_000)] }] },
      { baseVersion: 1 },
    );
    const merged = await sync(user, { exercises: [{ ...squats, sets: [{ ...warmup, reps: 12, changedAt: T0 + 120_000 }, working] }] }, { baseVersion: 1 });
    expect(merged.data.merged).toBe(true);
    const sets = (await logOf(user)).exercises[0]!.sets;
    expect(sets.map((s) => [s.reps, s.warmup ?? false, s.rpe ?? null])).toEqual([
      [12, true, null],
      [5, false, 9],
      [3, false, null],
    ]);
  });

  it('a set changed on both keeps the later change; a set deleted on one stays deleted unless changed after', async () => {
    const user = await device();
    const a = set(5, 200, T0);
    const b = set(5, 210, T0);
    const c = set(5, 220, T0);
    const squats = exercise('Squats', [a, b, c]);
    await sync(user, { exercises: [squats] }, { baseVersion: 0 });
    // Laptop (online, version 1 → 2): edits a at +2 min, deletes b and c at +2 min.
    await sync(
      user,
      {
        exercises: [{ ...squats, sets: [{ ...a, reps: 8, changedAt: T0 + 120_000 }] }],
        deleted: [
          { setId: b.id, at: T0 + 120_000 },
          { setId: c.id, at: T0 + 120_000 },
        ],
      },
      { baseVersion: 1 },
    );
    // Phone (offline since version 1): edited a at +1 min (earlier), and c at +3 min (after the deletion).
    const fromPhone = await sync(
      user,
      { exercises: [{ ...squats, sets: [{ ...a, reps: 6, changedAt: T0 + 60_000 }, b, { ...c, reps: 2, changedAt: T0 + 180_000 }] }] },
      { baseVersion: 1 },
    );
    expect(setsOf(fromPhone.data.localLog)).toEqual(['Squats 8×200', 'Squats 2×220']);
    expect(fromPhone.data.merged).toBe(true);
  });

  it('a device that saw the latest version saves its log as it is, even with a clock behind the other device', async () => {
    const user = await device();
    const a = set(5, 200, T0 + 600_000); // stamped by a clock ten minutes ahead
    const squats = exercise('Squats', [a]);
    await sync(user, { exercises: [squats] }, { baseVersion: 0 });
    const seen = await logOf(user);
    // This device's clock is behind: its edit is stamped earlier, but it edited what it saw.
    const edited = await sync(user, { exercises: [{ ...squats, sets: [{ ...a, reps: 9, changedAt: T0 }] }] }, { baseVersion: seen.version });
    expect(edited.data.merged).toBe(false);
    expect(setsOf(await logOf(user))).toEqual(['Squats 9×200']);
  });

  it('keeps a tombstone for 30 days, so a device with an old copy cannot bring a deleted set back', async () => {
    const user = await device();
    const a = set(5, 200, T0);
    const b = set(5, 210, T0);
    const squats = exercise('Squats', [a, b]);
    await sync(user, { exercises: [squats] }, { baseVersion: 0 });
    // Every set deleted: the day reads as unsaved, its tombstones stay.
    await sync(
      user,
      {
        exercises: [],
        deleted: [
          { setId: a.id, at: T0 + 1 },
          { setId: b.id, at: T0 + 1 },
        ],
      },
      { baseVersion: 1 },
    );
    expect(await logOf(user)).toMatchObject({ id: null, exercises: [] });
    const stale = await sync(user, { exercises: [squats] }, { baseVersion: 1 });
    expect(stale.data.localLog.exercises).toEqual([]);
    expect(stale.data.merged).toBe(true);
  });

  it('refuses one set id twice in a log, and a bad tombstone, with 400, saving nothing', async () => {
    const user = await device();
    const twice = set(5, 200, T0);
    const repeated = await sync(user, { exercises: [exercise('Squats', [twice, { ...twice, reps: 6 }])] }, { baseVersion: 0 });
    expect(repeated.status).toBe(400);
    expect(repeated.error?.message).toContain('set ids must not repeat');
    const badTombstone = await user.mutate('workoutLog.sync', {
      localLog: { exercises: [], deleted: [{ setId: 'x', at: -1 }] },
      timezone: 'UTC',
      baseVersion: 0,
    });
    expect(badTombstone.status).toBe(400);
    expect((await logOf(user)).version).toBe(0);
  });
});

describe('a change sent again (its answer was lost): applied once', () => {
  it('workoutLog.sync with the same change id answers as the first time and writes nothing more', async () => {
    const user = await device();
    const squats = exercise('Squats', [set(5, 225, T0)]);
    const first = await sync(user, { exercises: [squats] }, { baseVersion: 0, changeId: 'change-log-1' });
    // Meanwhile another device changed the day.
    await sync(user, { exercises: [{ ...squats, sets: [...squats.sets, set(1, 300, T0 + 5)] }] }, { baseVersion: 1 });
    const replay = await sync(user, { exercises: [squats] }, { baseVersion: 0, changeId: 'change-log-1' });
    expect(replay.status).toBe(200);
    expect(replay.data).toEqual(first.data);
    expect((await logOf(user)).version).toBe(2);
    expect(setsOf(await logOf(user))).toEqual(['Squats 5×225', 'Squats 1×300']);
  });

  it('a weigh-in deleted offline and replayed after a new weigh-in of that day deletes only once', async () => {
    const user = await device();
    await user.mutate('weight.save', { date: '2030-06-14', weight: 180, changeId: 'w-1' });
    const deleted = await user.mutate('weight.delete', { date: '2030-06-14', changeId: 'w-2' });
    expect(deleted.status).toBe(200);
    await user.mutate('weight.save', { date: '2030-06-14', weight: 181, changeId: 'w-3' });
    // The phone never heard the delete's answer and sends it again: the new weigh-in stays.
    const replayed = await user.mutate('weight.delete', { date: '2030-06-14', changeId: 'w-2' });
    expect(replayed.status).toBe(200);
    expect((await user.query<{ dates: string[]; weights: number[] }>('weight.list')).data).toEqual({ dates: ['2030-06-14'], weights: [181] });
    // And a save replayed after an edit does not undo the edit.
    await user.mutate('weight.save', { date: '2030-06-14', weight: 182, changeId: 'w-4' });
    await user.mutate('weight.save', { date: '2030-06-14', weight: 181, changeId: 'w-3' });
    expect((await user.query<{ weights: number[] }>('weight.list')).data.weights).toEqual([182]);
  });

  it('a change that failed is not remembered: sent again, it is applied', async () => {
    const user = await device();
    expect((await user.mutate('weight.delete', { date: '2030-06-13', changeId: 'w-missing' })).status).toBe(404);
    await user.mutate('weight.save', { date: '2030-06-13', weight: 170 });
    expect((await user.mutate('weight.delete', { date: '2030-06-13', changeId: 'w-missing' })).status).toBe(200);
    expect((await user.query<{ dates: string[] }>('weight.list')).data.dates).toEqual([]);
  });

  it('change ids are per user: the same id from another user is that user’s own change', async () => {
    const ada = await device();
    const bob = await device();
    await ada.mutate('weight.save', { date: '2030-06-12', weight: 150, changeId: 'same-id' });
    const bobs = await bob.mutate<{ weight: number }>('weight.save', { date: '2030-06-12', weight: 210, changeId: 'same-id' });
    expect(bobs.data.weight).toBe(210);
    expect((await bob.query<{ weights: number[] }>('weight.list')).data.weights).toEqual([210]);
    expect((await ada.query<{ weights: number[] }>('weight.list')).data.weights).toEqual([150]);
  });
});

describe('the sync without a base version (REST, older clients) overwrites the day as before', () => {
  it('the REST sync replaces today’s sets; the sets it dropped leave tombstones, so a merge later does not revive them', async () => {
    const user = await device();
    const me = await user.query<{ user: { id: string } }>('auth.status');
    const userId = me.data.user.id;
    const a = set(5, 200, T0);
    const b = set(5, 210, T0);
    const squats = exercise('Squats', [a, b]);
    await sync(user, { exercises: [squats] }, { baseVersion: 0 });
    // The legacy client sends today's log without set b.
    const rest = await user.rest('POST', '/sync/workout-log', {
      userId,
      timezone: 'UTC',
      localLog: [{ id: squats.id, name: 'Squats', tracked: true, bw: false, sets: [{ id: a.id, reps: 5, weight: 200, notes: '' }] }],
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({
      success: true,
      localLog: [{ id: squats.id, name: 'Squats', tracked: true, bw: false, sets: [{ id: a.id, reps: 5, weight: 200, notes: '' }] }],
    });
    // A phone offline since version 1 still has b: it stays deleted.
    const fromPhone = await sync(user, { exercises: [squats] }, { baseVersion: 1 });
    expect(setsOf(fromPhone.data.localLog)).toEqual(['Squats 5×200']);
  });
});
