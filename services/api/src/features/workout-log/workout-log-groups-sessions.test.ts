import { describe, expect, it } from 'vitest';
import { SESSION_NOTES_MESSAGE } from '@fitness/domain';
import { appForFile, type Client } from '../../test-support/api-client';

// Groups on a day's exercises and the day's session through tRPC (issue #48, docs/decisions/0072).
const NOW = '2030-06-15T12:00:00Z';
const DAY = '2030-06-15';
const T0 = Date.parse('2030-06-15T07:00:00Z');
const MIN = 60_000;
const { newUser } = await appForFile(NOW);

type Group = { id: string; restSeconds?: number };
type Exercise = { id: string; name: string; tracked: boolean; bw: boolean; changedAt?: number; group?: Group; sets: { id: string; reps: number }[] };
type Session = { startedAt: number | null; finishedAt: number | null; notes: string; changedAt: number };
type Log = { id: string | null; version: number; exercises: Exercise[]; session: Session | null };
type Synced = { id: string | null; version: number; merged: boolean; changed: boolean; localLog: { exercises: Exercise[] }; session: Session | null };

let ids = 0;
const deviceId = () => (0x5c0a0000 + (ids += 1)).toString(16).padStart(24, 'b');
const exercise = (name: string, group?: Group, changedAt = T0): Exercise => ({
  id: deviceId(),
  name,
  tracked: true,
  bw: false,
  changedAt,
  ...(group ? { group } : {}),
  sets: [{ id: deviceId(), reps: 8 }],
});
const sync = (client: Client, localLog: { exercises: Exercise[]; session?: Session | null }, extra: { baseVersion?: number } = {}) =>
  client.mutate<Synced>('workoutLog.sync', { localLog, timezone: 'UTC', date: DAY, ...extra });
const logOf = async (client: Client) => (await client.query<Log>('workoutLog.get', { date: DAY })).data;
const groupsOf = (log: { exercises: Exercise[] }) => log.exercises.map((e) => `${e.name}:${e.group?.id ?? '-'}`).join(' ');
const morning: Session = { startedAt: T0, finishedAt: T0 + 63 * MIN, notes: 'Felt strong', changedAt: T0 + 63 * MIN };

describe('a day with supersets and a session', () => {
  it('stores and answers the groups and the session; a group stays only where it holds', async () => {
    const { client } = await newUser();
    const day = [exercise('Bench Press', { id: 'ss', restSeconds: 60 }), exercise('Barbell Row', { id: 'ss' }), exercise('Curl', { id: 'lone' })];
    const saved = await sync(client, { exercises: day, session: morning }, { baseVersion: 0 });
    expect(saved.status).toBe(200);
    expect(saved.data.session).toEqual(morning);
    const log = await logOf(client);
    expect(groupsOf(log)).toBe('Bench Press:ss Barbell Row:ss Curl:-');
    // The first member's rest is the group's; a group of one is none (not stored at all).
    expect(log.exercises.map((e) => e.group)).toEqual([{ id: 'ss', restSeconds: 60 }, { id: 'ss', restSeconds: 60 }, undefined]);
    expect(log.session).toEqual(morning);
  });

  it('a sync without a session (an older client, the legacy path) keeps the stored one; null too', async () => {
    const { client } = await newUser();
    const bench = exercise('Bench Press');
    await sync(client, { exercises: [bench], session: morning });
    expect((await sync(client, { exercises: [{ ...bench, sets: [...bench.sets, { id: deviceId(), reps: 6 }] }] })).data.session).toEqual(morning);
    expect((await sync(client, { exercises: [bench], session: null })).data.session).toEqual(morning);
    expect((await logOf(client)).session).toEqual(morning);
  });

  it('a started workout before any set is stored (the day reads unsaved, with its session)', async () => {
    const { client } = await newUser();
    const started: Session = { startedAt: T0, finishedAt: null, notes: '', changedAt: T0 };
    const saved = await sync(client, { exercises: [], session: started }, { baseVersion: 0 });
    expect(saved.data).toMatchObject({ id: null, version: 1, session: started });
    expect(await logOf(client)).toMatchObject({ id: null, exercises: [], session: started });
  });

  it('a second workout the same day from a device that did not see the first keeps the first start and moves the finish', async () => {
    const { client } = await newUser();
    await sync(client, { exercises: [exercise('Squat')], session: morning }, { baseVersion: 0 });
    const evening: Session = { startedAt: T0 + 600 * MIN, finishedAt: T0 + 650 * MIN, notes: 'Arms', changedAt: T0 + 650 * MIN };
    const second = await sync(client, { exercises: [exercise('Curl')], session: evening }, { baseVersion: 0 });
    expect(second.data.merged).toBe(true);
    expect(second.data.session).toEqual({ ...evening, startedAt: morning.startedAt });
    expect((await logOf(client)).exercises.map((e) => e.name).sort()).toEqual(['Curl', 'Squat']);
  });

  it('the two-device merge: the later change wins for the session and for each member; a member ungrouped on one device is ungrouped after', async () => {
    const { client } = await newUser();
    const circuit = [exercise('Squat', { id: 'c' }), exercise('Lunge', { id: 'c' }), exercise('Step-up', { id: 'c' })];
    const v1 = (await sync(client, { exercises: circuit, session: morning }, { baseVersion: 0 })).data.version;
    // The laptop (online) edits the notes and renames Squat; the phone (offline, from v1) ungroups Lunge later.
    const laptopSession = { ...morning, notes: 'Laptop notes', changedAt: T0 + 70 * MIN };
    await sync(
      client,
      { exercises: [{ ...circuit[0]!, name: 'Back Squat', changedAt: T0 + 70 * MIN }, circuit[1]!, circuit[2]!], session: laptopSession },
      { baseVersion: v1 },
    );
    const phoneSession = { ...morning, finishedAt: T0 + 65 * MIN, changedAt: T0 + 65 * MIN };
    const lungeAlone = { ...circuit[1]!, group: undefined, changedAt: T0 + 80 * MIN };
    const fromPhone = await sync(client, { exercises: [circuit[0]!, circuit[2]!, lungeAlone], session: phoneSession }, { baseVersion: v1 });
    expect(fromPhone.data.merged).toBe(true);
    expect(fromPhone.data.session).toEqual(laptopSession);
    expect(groupsOf(await logOf(client))).toBe('Back Squat:c Step-up:c Lunge:-');
  });

  it('refuses bad groups and sessions with 400 and a clear message, writing nothing', async () => {
    const { client } = await newUser();
    await sync(client, { exercises: [exercise('Bench Press')], session: morning });
    const before = await logOf(client);
    const tooLong = await sync(client, { exercises: [], session: { ...morning, notes: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.message).toContain(SESSION_NOTES_MESSAGE);
    const backwards = await sync(client, { exercises: [], session: { ...morning, finishedAt: T0 - MIN } });
    expect(backwards.status).toBe(400);
    expect(backwards.error?.message).toContain('The finish must not be before the start');
    const badGroup = await sync(client, { exercises: [exercise('Row', { id: 'no spaces please' })] });
    expect(badGroup.status).toBe(400);
    const unknown = await client.mutate('workoutLog.sync', { localLog: { exercises: [], session: { ...morning, duration: 60 } }, timezone: 'UTC', date: DAY });
    expect(unknown.status).toBe(400);
    expect(await logOf(client)).toEqual(before);
  });
});
