import { describe, expect, it } from 'vitest';
import { appForFile, type Client } from '../../test-support/api-client';

// Progress and records of every kind of set, through tRPC and the legacy REST answer (issue #47, docs/decisions/0071).

const NOW = '2030-06-15T12:00:00Z';
const { t, newUser } = await appForFile(NOW);

type LogSet = { reps?: number; weight?: number; seconds?: number; meters?: number; type?: 'normal' | 'warmup' | 'drop' | 'failure'; warmup?: boolean };
type LogExercise = { name: string; kind?: 'weightReps' | 'repsOnly' | 'time' | 'distanceTime'; tracked?: boolean; bw?: boolean; sets: LogSet[] };

/** Saves each day's log through workoutLog.sync, as the app does. */
async function logDays(client: Client, days: [string, LogExercise[]][]) {
  for (const [day, exercises] of days) {
    t.clock.set(new Date(`${day}T12:00:00Z`));
    const answer = await client.mutate('workoutLog.sync', {
      localLog: { exercises: exercises.map((e) => ({ tracked: true, bw: false, ...e })) },
      timezone: 'UTC',
    });
    expect(answer.status).toBe(200);
  }
  t.clock.set(new Date(NOW));
}

const holds = (...seconds: number[]): LogSet[] => seconds.map((s) => ({ seconds: s }));
const plank = (...seconds: number[]): LogExercise => ({ name: 'Plank', kind: 'time', sets: holds(...seconds) });
const run = (meters: number, seconds: number): LogExercise => ({ name: 'Run', kind: 'distanceTime', sets: [{ meters, seconds }] });
const squats: LogExercise = {
  name: 'Squats',
  sets: [
    { reps: 5, weight: 200 },
    { reps: 8, weight: 150, type: 'drop' },
  ],
};

type Summary = Record<string, unknown> & { id: string; date: string; kind: string };
type Tracked = { exerciseName: string; entryCount: number; first: Summary | null; latest: Summary | null };
type RecordSet = Record<string, unknown> & { value: number; entryId: string };
type Records = {
  exercises: {
    exerciseName: string;
    kind: string;
    records: Record<string, RecordSet | RecordSet[] | null>;
    entries?: { date: string; recordKinds: string[]; oneRepMax: number | null }[];
  }[];
};

const none = { longestSeconds: 0, totalSeconds: 0, totalMeters: 0, longestMeters: 0, bestPaceSecondsPerKm: null };

describe('progress per kind (tRPC)', () => {
  it("gives each entry its kind and its kind's figures, and each entry's sets as logged", async () => {
    const { client } = await newUser();
    await logDays(client, [
      [
        '2030-06-01',
        [
          { ...plank(65, 65, 60), sets: [{ seconds: 20, type: 'warmup' }, ...holds(65, 65), { seconds: 60, type: 'failure', weight: 20 }] },
          run(5000, 1500),
          { name: 'Pull-ups', kind: 'repsOnly', sets: [{ reps: 10 }, { reps: 8 }] },
          squats,
        ],
      ],
    ]);
    const list = (await client.query<Tracked[]>('progress.list')).data;
    const byName = Object.fromEntries(list.map((item) => [item.exerciseName, item.latest]));
    expect(byName.Plank).toEqual({
      id: expect.any(String),
      kind: 'time',
      date: '2030-06-01',
      bw: false,
      workingWeight: 0,
      volume: 0,
      workingSetCount: 3,
      repsLow: 0,
      repsHigh: null,
      ...none,
      longestSeconds: 65,
      totalSeconds: 190,
    });
    expect(byName.Run).toMatchObject({
      kind: 'distanceTime',
      totalMeters: 5000,
      longestMeters: 5000,
      totalSeconds: 1500,
      bestPaceSecondsPerKm: 300,
      workingWeight: 0,
    });
    expect(byName['Pull-ups']).toMatchObject({ kind: 'repsOnly', workingSetCount: 2, repsLow: 8, repsHigh: 10, workingWeight: 0, volume: 0, ...none });
    expect(byName.Squats).toMatchObject({ kind: 'weightReps', workingWeight: 200, volume: 2200, ...none });

    const history = (await client.query<Summary[]>('progress.history', { exerciseName: 'Run' })).data;
    expect(history.map((e) => [e.kind, e.bestPaceSecondsPerKm])).toEqual([['distanceTime', 300]]);
    const entry = (await client.query<{ kind: string; sets: LogSet[] }>('progress.entry', { id: byName.Plank!.id })).data;
    expect(entry.kind).toBe('time');
    expect(entry.sets.map(({ seconds, weight, warmup, type }) => ({ seconds, weight, warmup, type }))).toEqual([
      { seconds: 20, weight: 0, warmup: true, type: undefined },
      { seconds: 65, weight: 0, warmup: undefined, type: undefined },
      { seconds: 65, weight: 0, warmup: undefined, type: undefined },
      { seconds: 60, weight: 20, warmup: undefined, type: 'failure' },
    ]);
  });
});

describe('records per kind (tRPC)', () => {
  it('takes the pace record only from 1 km or more, and says what each day set', async () => {
    const { client } = await newUser();
    await logDays(client, [
      ['2030-06-01', [run(5000, 1500), plank(60, 60, 60), squats]],
      ['2030-06-02', [run(400, 90), plank(65, 60, 60)]],
      ['2030-06-03', [run(2000, 570), plank(62)]],
    ]);
    const one = (await client.query<Records>('progress.records', { exerciseName: 'Run' })).data.exercises[0]!;
    expect(one.kind).toBe('distanceTime');
    expect(one.records.bestPace).toMatchObject({ value: 285, meters: 2000, seconds: 570, date: '2030-06-03' });
    expect(one.records.farthest).toMatchObject({ value: 5000, meters: 5000, date: '2030-06-01' });
    expect([one.records.heaviestWeight, one.records.bestOneRepMax, one.records.longestTime]).toEqual([null, null, null]);
    expect(one.entries!.map((e) => [e.date, e.recordKinds, e.oneRepMax])).toEqual([
      ['2030-06-01', [], null],
      ['2030-06-02', [], null],
      ['2030-06-03', ['bestPace'], null],
    ]);

    const all = (await client.query<Records>('progress.records')).data.exercises;
    const plankRecords = all.find((e) => e.exerciseName === 'Plank')!;
    expect(plankRecords.kind).toBe('time');
    expect(plankRecords.records.longestTime).toMatchObject({ value: 65, seconds: 65, date: '2030-06-02' });
    expect(plankRecords.records.repRecords).toEqual([]);
    expect(all.find((e) => e.exerciseName === 'Squats')!.records.heaviestWeight).toMatchObject({ value: 200 });

    type Day = { exercises: { exerciseName: string; firstLog: boolean; records: { kind: string; value: number; previous: number }[] }[] };
    const sprint = (await client.query<Day>('progress.dayRecords', { date: '2030-06-02' })).data.exercises;
    expect(sprint.map((e) => [e.exerciseName, e.records.map((r) => [r.kind, r.value, r.previous])])).toEqual([
      ['Run', []],
      ['Plank', [['longestTime', 65, 60]]],
    ]);
    const faster = (await client.query<Day>('progress.dayRecords', { date: '2030-06-03' })).data.exercises;
    expect(faster.find((e) => e.exerciseName === 'Run')!.records.map((r) => [r.kind, r.value, r.previous])).toEqual([['bestPace', 285, 300]]);
  });

  it('keeps the rep record of a reps-only exercise and no weight record; warm-ups never count', async () => {
    const { client } = await newUser();
    await logDays(client, [
      ['2030-06-01', [{ name: 'Dips', kind: 'repsOnly', bw: true, sets: [{ reps: 10 }] }]],
      [
        '2030-06-02',
        [
          {
            name: 'Dips',
            kind: 'repsOnly',
            bw: true,
            sets: [
              { reps: 20, warmup: true },
              { reps: 12, type: 'failure' },
            ],
          },
        ],
      ],
    ]);
    const dips = (await client.query<Records>('progress.records', { exerciseName: 'Dips' })).data.exercises[0]!;
    expect(dips.records.repRecords).toEqual([expect.objectContaining({ reps: 12, weight: 0, date: '2030-06-02' })]);
    expect([dips.records.heaviestWeight, dips.records.bestOneRepMax, dips.records.bestSetVolume, dips.records.bestSessionVolume]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(dips.entries!.map((e) => [e.recordKinds, e.oneRepMax])).toEqual([
      [[], null],
      [['repRecord'], null],
    ]);
  });

  it("follows a day's change of kind: records are recomputed from what is stored now", async () => {
    const { client } = await newUser();
    await logDays(client, [
      ['2030-06-01', [plank(60)]],
      ['2030-06-02', [plank(90)]],
    ]);
    const longest = async () => (await client.query<Records>('progress.records', { exerciseName: 'Plank' })).data.exercises[0]!.records.longestTime;
    expect(await longest()).toMatchObject({ value: 90 });
    await logDays(client, [['2030-06-02', [{ name: 'Plank', kind: 'repsOnly', sets: [{ reps: 3 }] }]]]);
    expect(await longest()).toMatchObject({ value: 60, date: '2030-06-01' });
    expect((await client.query<Records>('progress.records', { exerciseName: 'Plank' })).data.exercises[0]!.kind).toBe('repsOnly');
  });
});

describe('the legacy REST progress answer', () => {
  const LEGACY_ENTRY_KEYS = [
    'bw',
    'date',
    'exercise_name',
    'id',
    'log_exercise_id',
    'name',
    'notes',
    'order_id',
    'reps_high',
    'reps_low',
    'sets',
    'sort_order',
    'user_id',
    'volume',
    'working_set_count',
    'working_weight',
  ];

  it('leaves out entries of other kinds and their names, and gains no field', async () => {
    const { client, userId } = await newUser();
    await logDays(client, [
      ['2030-06-01', [plank(60), run(5000, 1500), { name: 'Pull-ups', kind: 'repsOnly', sets: [{ reps: 8 }] }, squats]],
      // A name logged first as Time and later as weight and reps keeps only its weight and reps entry.
      ['2030-06-02', [{ name: 'Plank', sets: [{ reps: 1, weight: 45 }] }]],
    ]);
    const answer = await client.rest('GET', `/get/tracked-exercises/${userId}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as Record<string, Record<string, unknown>[]> & { sortOrder: { exercise_name: string }[] };
    expect(Object.keys(body).sort()).toEqual(['Plank', 'Squats', 'sortOrder']);
    expect(body.sortOrder.map((o) => o.exercise_name).sort()).toEqual(['Plank', 'Squats']);
    expect(body.Plank!.map((e) => e.date)).toEqual(['2030-06-02T00:00:00.000Z']);
    for (const entry of [...body.Plank!, ...body.Squats!]) {
      expect(Object.keys(entry).sort()).toEqual(LEGACY_ENTRY_KEYS);
      for (const set of entry.sets as Record<string, unknown>[]) expect(Object.keys(set).sort()).toEqual(['id', 'notes', 'reps', 'weight']);
    }
    expect(body.Squats![0]).toMatchObject({ working_weight: 200, volume: 2200, working_set_count: 1 });
    // tRPC still has every name.
    expect((await client.query<Tracked[]>('progress.list')).data.map((e) => e.exerciseName).sort()).toEqual(['Plank', 'Pull-ups', 'Run', 'Squats']);
  });

  it('answers 404 as for nothing tracked when only other kinds are tracked', async () => {
    const { client, userId } = await newUser();
    await logDays(client, [['2030-06-01', [plank(60), run(1000, 300)]]]);
    const answer = await client.rest('GET', `/get/tracked-exercises/${userId}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: 'Exercises not found' });
  });
});
