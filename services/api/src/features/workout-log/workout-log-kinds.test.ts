import { describe, expect, it } from 'vitest';
import { DISTANCE_RANGE_MESSAGE, TIME_RANGE_MESSAGE } from '@fitness/domain';
import { appForFile, type Client } from '../../test-support/api-client';
import type { WorkoutLogRecord } from '../../shared/records';

// Every kind of set through the tRPC log: sync, get, previous (issue #47, docs/decisions/0071).
const NOW = '2030-06-15T12:00:00Z';
const TODAY = '2030-06-15';
const EARLIER = '2030-06-10';
const { t, newUser } = await appForFile(NOW);

type Set = { id: string; reps: number; weight: number; type: string; warmup?: boolean; seconds?: number; meters?: number; changedAt?: number };
type Exercise = { id: string; name: string; kind: string; sets: Set[] };
type Log = { id: string | null; version: number; exercises: Exercise[] };

/** A day with one exercise of each kind and every set type. */
const everyKind = () => ({
  exercises: [
    {
      name: 'Bench Press',
      tracked: true,
      bw: false,
      sets: [
        { reps: 10, weight: 45, warmup: true },
        { reps: 5, weight: 185, type: 'failure' },
        { reps: 8, weight: 135, type: 'drop' },
      ],
    },
    { name: 'Pull-ups', kind: 'repsOnly', tracked: true, bw: true, sets: [{ reps: 10, weight: 25 }] },
    { name: 'Plank', kind: 'time', tracked: true, bw: false, sets: [{ seconds: 65 }, { seconds: 60, weight: 10 }] },
    { name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [{ meters: 5000, seconds: 1500 }] },
    { name: 'Farmer Carry', kind: 'distanceTime', tracked: false, bw: false, sets: [{ meters: 40, weight: 100 }] },
  ],
});

const sync = (client: Client, localLog: object, date = TODAY) =>
  client.mutate<{ localLog: { exercises: Exercise[] } }>('workoutLog.sync', { localLog, timezone: 'UTC', date });
const logOf = async (client: Client, date = TODAY) => (await client.query<Log>('workoutLog.get', { date })).data;
const storedDay = (userId: string, date: string) => t.storage.collection<WorkoutLogRecord>('workoutLogs').findOne({ userId, date });
type Measured = { name: string; kind: string; sets: Pick<Set, 'reps' | 'weight' | 'type' | 'seconds' | 'meters'>[] };
/** An exercise as these tests compare it (toEqual: a measure absent reads as undefined). */
const shape = (e: Measured) => ({
  name: e.name,
  kind: e.kind,
  sets: e.sets.map(({ reps, weight, type, seconds, meters }) => ({ reps, weight, type, seconds, meters })),
});
const EXPECTED = [
  {
    name: 'Bench Press',
    kind: 'weightReps',
    sets: [
      { reps: 10, weight: 45, type: 'warmup' },
      { reps: 5, weight: 185, type: 'failure' },
      { reps: 8, weight: 135, type: 'drop' },
    ],
  },
  // Reps only: the weight sent is dropped.
  { name: 'Pull-ups', kind: 'repsOnly', sets: [{ reps: 10, weight: 0, type: 'normal' }] },
  {
    name: 'Plank',
    kind: 'time',
    sets: [
      { reps: 1, weight: 0, type: 'normal', seconds: 65 },
      { reps: 1, weight: 10, type: 'normal', seconds: 60 },
    ],
  },
  { name: 'Run', kind: 'distanceTime', sets: [{ reps: 1, weight: 0, type: 'normal', seconds: 1500, meters: 5000 }] },
  { name: 'Farmer Carry', kind: 'distanceTime', sets: [{ reps: 1, weight: 100, type: 'normal', meters: 40 }] },
];

describe('workout log: every kind of set', () => {
  it('each kind goes through sync, get and previous with its kind, set types, seconds and metres', async () => {
    const { client } = await newUser();
    const synced = await sync(client, everyKind(), EARLIER);
    expect(synced.status).toBe(200);
    expect(synced.data.localLog.exercises.map(shape)).toEqual(EXPECTED);
    const log = await logOf(client, EARLIER);
    expect(log.exercises.map(shape)).toEqual(EXPECTED);
    // Older clients read `warmup`: it stays equal to type === 'warmup'.
    expect(log.exercises[0]!.sets.map((s) => s.warmup ?? false)).toEqual([true, false, false]);

    const names = EXPECTED.map((e) => e.name);
    const previous = (await client.query<Measured[]>('workoutLog.previous', { names, before: TODAY })).data;
    expect(previous.map(shape)).toEqual(EXPECTED);
  });

  it('stores a kind only when not weight and reps, and a type only for drop sets and sets to failure (older documents need no migration)', async () => {
    const { client, userId } = await newUser();
    await sync(client, everyKind(), EARLIER);
    const stored = (await storedDay(userId, EARLIER))!;
    expect(stored.exercises.map((e) => e.kind)).toEqual([undefined, 'repsOnly', 'time', 'distanceTime', 'distanceTime']);
    expect(stored.exercises[0]).not.toHaveProperty('kind');
    const [warmup, failure, drop] = stored.exercises[0]!.sets;
    expect(warmup).toMatchObject({ warmup: true });
    expect(warmup).not.toHaveProperty('type');
    expect(failure).toMatchObject({ type: 'failure' });
    expect(drop).toMatchObject({ type: 'drop' });
    expect(stored.exercises[2]!.sets[0]).not.toHaveProperty('type');
    expect(stored.exercises[2]!.sets[0]).not.toHaveProperty('meters');
  });

  it('reads a day stored before kinds as weight and reps with normal sets and warm-ups', async () => {
    const { client, userId } = await newUser();
    await t.storage.collection<WorkoutLogRecord>('workoutLogs').insertOne({
      id: 'a'.repeat(24),
      userId,
      date: EARLIER,
      exercises: [
        {
          id: 'b'.repeat(24),
          name: 'Squats',
          tracked: true,
          bw: false,
          sets: [
            { id: 'c'.repeat(24), reps: 10, weight: 95, notes: '', warmup: true },
            { id: 'd'.repeat(24), reps: 5, weight: 225, notes: '' },
          ],
        },
      ],
      updatedAt: new Date(NOW),
      revision: 1,
    });
    const log = await logOf(client, EARLIER);
    expect(log.exercises.map((e) => [e.kind, e.sets.map((s) => s.type)])).toEqual([['weightReps', ['warmup', 'normal']]]);
  });

  it('accepts older payloads (no kind, no type, warm-up flag) as they meant; type wins over warmup', async () => {
    const { client, userId } = await newUser();
    const older = {
      exercises: [
        {
          name: 'Squats',
          tracked: true,
          bw: false,
          sets: [
            { reps: 10, weight: 95, warmup: true },
            { reps: 5, weight: 225 },
          ],
        },
      ],
    };
    expect((await sync(client, older)).status).toBe(200);
    expect((await logOf(client)).exercises[0]!.sets.map((s) => [s.type, s.warmup ?? false])).toEqual([
      ['warmup', true],
      ['normal', false],
    ]);
    const both = { exercises: [{ name: 'Squats', tracked: true, bw: false, sets: [{ reps: 10, weight: 95, warmup: true, type: 'drop' }] }] };
    expect((await sync(client, both)).status).toBe(200);
    expect((await logOf(client)).exercises[0]!.sets.map((s) => [s.type, s.warmup ?? false])).toEqual([['drop', false]]);
    expect((await storedDay(userId, TODAY))!.exercises[0]!.sets[0]).not.toHaveProperty('warmup');
  });

  it('an older client (warm-up flag only) re-saving the day keeps its drop set and set to failure, and may untick a warm-up', async () => {
    const { client } = await newUser();
    const first = (await sync(client, everyKind())).data.localLog.exercises[0]!;
    // What a client from before set types sends back: every set with its id and `warmup`, one edited.
    const older = (warmups: boolean[]) => ({
      exercises: [
        {
          id: first.id,
          name: 'Bench Press',
          tracked: true,
          bw: false,
          sets: first.sets.map((s, i) => ({ id: s.id, reps: i === 2 ? 9 : s.reps, weight: s.weight, warmup: warmups[i] })),
        },
      ],
    });
    expect((await sync(client, older([true, false, false]))).status).toBe(200);
    expect((await logOf(client)).exercises[0]!.sets.map((s) => [s.type, s.reps])).toEqual([
      ['warmup', 10],
      ['failure', 5],
      ['drop', 9],
    ]);
    // Its warm-up tick still works both ways: off makes the warm-up a working set, on makes a drop set a warm-up.
    expect((await sync(client, older([false, false, true]))).status).toBe(200);
    expect((await logOf(client)).exercises[0]!.sets.map((s) => s.type)).toEqual(['normal', 'failure', 'warmup']);
  });

  it('refuses a time or distance out of range, or missing, with 400 and the message, leaving the day unchanged', async () => {
    const { client } = await newUser();
    await sync(client, everyKind());
    const before = await logOf(client);
    const bad: [object, string][] = [
      [{ name: 'Plank', kind: 'time', sets: [{ weight: 10 }] }, TIME_RANGE_MESSAGE],
      [{ name: 'Plank', kind: 'time', sets: [{ seconds: 0 }] }, TIME_RANGE_MESSAGE],
      [{ name: 'Plank', kind: 'time', sets: [{ seconds: 86_401 }] }, TIME_RANGE_MESSAGE],
      [{ name: 'Run', kind: 'distanceTime', sets: [{ seconds: 600 }] }, DISTANCE_RANGE_MESSAGE],
      [{ name: 'Run', kind: 'distanceTime', sets: [{ meters: 1_000_001, seconds: 600 }] }, DISTANCE_RANGE_MESSAGE],
      [{ name: 'Run', kind: 'distanceTime', sets: [{ meters: 5000, seconds: 90_000 }] }, TIME_RANGE_MESSAGE],
    ];
    for (const [exercise, message] of bad) {
      const answer = await sync(client, { exercises: [...everyKind().exercises, { tracked: false, bw: false, ...exercise }] });
      expect(answer.status, JSON.stringify(exercise)).toBe(400);
      expect(answer.error?.message).toContain(message);
    }
    expect(await logOf(client)).toEqual(before);
  });
});

describe('two devices editing a time set (docs/decisions/0045)', () => {
  const T0 = Date.parse(NOW);
  let ids = 0;
  const deviceId = () => (0x6c0a0000 + (ids += 1)).toString(16).padStart(24, 'a');

  it("keeps the later version of the set whole (time and type) and the other device's new distance exercise", async () => {
    const { client: laptop } = await newUser();
    const phone = laptop; // one account, two devices
    const set = { id: deviceId(), seconds: 60, changedAt: T0 };
    const plank = { id: deviceId(), name: 'Plank', kind: 'time', tracked: true, bw: false, changedAt: T0, sets: [set] };
    const save = (exercises: object[]) =>
      laptop.mutate<{ merged: boolean }>('workoutLog.sync', { localLog: { exercises }, timezone: 'UTC', date: TODAY, baseVersion: 1 });
    expect((await laptop.mutate('workoutLog.sync', { localLog: { exercises: [plank] }, timezone: 'UTC', date: TODAY, baseVersion: 0 })).status).toBe(200);

    // Both saw version 1. The laptop makes the set 1:15 to failure a minute later; the phone, offline, made it 1:05 and added a run.
    await save([{ ...plank, sets: [{ ...set, seconds: 75, type: 'failure', changedAt: T0 + 60_000 }] }]);
    const run = {
      id: deviceId(),
      name: 'Run',
      kind: 'distanceTime',
      tracked: true,
      bw: false,
      changedAt: T0 + 30_000,
      sets: [{ id: deviceId(), meters: 5000, seconds: 1500, changedAt: T0 + 30_000 }],
    };
    const fromPhone = await save([{ ...plank, sets: [{ ...set, seconds: 65, changedAt: T0 + 30_000 }] }, run]);
    expect(fromPhone.data.merged).toBe(true);
    const log = await logOf(phone);
    expect(log.exercises.map(shape)).toEqual([
      { name: 'Plank', kind: 'time', sets: [{ reps: 1, weight: 0, type: 'failure', seconds: 75 }] },
      { name: 'Run', kind: 'distanceTime', sets: [{ reps: 1, weight: 0, type: 'normal', seconds: 1500, meters: 5000 }] },
    ]);
  });
});
