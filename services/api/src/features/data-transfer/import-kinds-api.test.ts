import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { BACKUP_FORMAT, BACKUP_VERSION } from './backup-format';
import { fixture, plain, transfersOn } from './kinds-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2026-11-28T12:00:00Z')) });
});
afterAll(() => t.close());

const { newUser, imported, storedLogs } = transfersOn(() => t);

describe('importing every kind of set', () => {
  it('the preview counts sets by kind, skipping nothing for being cardio and listing what cannot be kept', async () => {
    const me = await newUser();
    expect(await imported(me, fixture('strong-kinds.csv'), '?units=kg')).toMatchObject({
      counts: { workouts: 2, exercises: 4, sets: 11, setsByKind: { weightReps: 4, repsOnly: 0, time: 3, distanceTime: 4 }, warmupSets: 1 },
      skipped: { cardio: 0, restTimers: 1, empty: 1 },
      problemCount: 1,
    });
    expect(await imported(me, fixture('hevy-kinds.csv'), '')).toMatchObject({
      counts: { sets: 8, setsByKind: { weightReps: 4, repsOnly: 0, time: 2, distanceTime: 2 }, warmupSets: 1 },
      skipped: { cardio: 0 },
    });
    expect(await imported(me, fixture('fitnotes-kinds.csv'), '')).toMatchObject({
      counts: { sets: 7, setsByKind: { weightReps: 2, repsOnly: 0, time: 2, distanceTime: 3 }, warmupSets: 0 },
      skipped: { cardio: 0 },
    });
  });

  it('stores the kind on the exercise, the type and measures on the set (a warm-up as warmup: true); the same file again adds nothing', async () => {
    const me = await newUser('metric');
    // The file's names as written (keepNames): these tests are about kinds; linking has its own (import-names-api.test.ts).
    expect(await imported(me, fixture('strong-kinds.csv'), '?dryRun=false&units=kg&keepNames=true')).toMatchObject({ counts: { sets: 11 } });
    const day = (await storedLogs(me.userId)).find((l) => l.date === '2026-04-06')!;
    expect(day.exercises.map(plain)).toEqual([
      { name: 'Running', kind: 'distanceTime', tracked: true, bw: false, sets: [{ reps: 1, weight: 0, notes: 'easy pace', seconds: 1500, meters: 5000 }] },
      {
        name: 'Plank',
        kind: 'time',
        tracked: true,
        bw: false,
        sets: [
          { reps: 1, weight: 0, notes: '', seconds: 60 },
          { reps: 1, weight: 0, notes: '', seconds: 65 },
          { reps: 1, weight: 22.05, notes: 'plate on back', seconds: 45 },
        ],
      },
      {
        name: 'Farmers Walk',
        kind: 'distanceTime',
        tracked: true,
        bw: false,
        sets: [
          { reps: 1, weight: 70.55, notes: '', meters: 40 },
          { reps: 1, weight: 70.55, notes: '', seconds: 35, meters: 40 },
        ],
      },
      {
        name: 'Bench Press (Barbell)',
        tracked: true,
        bw: false,
        sets: [
          { reps: 10, weight: 88.18, notes: '', warmup: true },
          { reps: 5, weight: 176.37, notes: '', rpe: 8 },
          { reps: 4, weight: 176.37, notes: '', type: 'failure', rpe: 10 },
          { reps: 8, weight: 132.28, notes: '', type: 'drop' },
        ],
      },
    ]);

    const logs = await storedLogs(me.userId);
    expect(await imported(me, fixture('strong-kinds.csv'), '?dryRun=false&units=kg&keepNames=true')).toMatchObject({
      counts: { sets: 0, setsByKind: { weightReps: 0, repsOnly: 0, time: 0, distanceTime: 0 } },
      alreadyThere: { sets: 11 },
    });
    expect(await storedLogs(me.userId)).toEqual(logs);
  });

  it('a Hevy or FitNotes file imported again adds nothing', async () => {
    const me = await newUser();
    for (const name of ['hevy-kinds.csv', 'fitnotes-kinds.csv']) {
      expect((await imported(me, fixture(name), '?dryRun=false')).counts.sets, name).toBeGreaterThan(0);
      const logs = await storedLogs(me.userId);
      const again = await imported(me, fixture(name), '?dryRun=false');
      expect(again, name).toMatchObject({ counts: { sets: 0 }, alreadyThere: { sets: name === 'hevy-kinds.csv' ? 8 : 7 } });
      expect(await storedLogs(me.userId), name).toEqual(logs);
    }
  });

  it('a backup’s timed set without a time, or distance set without a distance, is listed with the app’s message and its day left out', async () => {
    const me = await newUser();
    const day = (date: string, exercise: object) => ({ date, exercises: [{ tracked: true, bw: false, ...exercise }] });
    const sets = (extra: object) => [{ reps: 1, weight: 0, notes: '', warmup: false, rpe: null, ...extra }];
    const backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: '2026-11-01T00:00:00.000Z',
      units: { stored: 'lbs', display: 'imperial' },
      profile: null,
      weights: [],
      routines: [],
      trackedOrder: [],
      workoutLogs: [
        day('2026-04-01', { name: 'Plank', kind: 'time', sets: sets({}) }),
        day('2026-04-02', { name: 'Run', kind: 'distanceTime', sets: sets({ seconds: 600 }) }),
        day('2026-04-03', { name: 'Plank', kind: 'time', sets: sets({ seconds: 0 }) }),
        day('2026-04-04', { name: 'Carry', kind: 'distanceTime', sets: sets({ meters: 40, type: 'drop' }) }),
      ],
    };
    const answer = await imported(me, JSON.stringify(backup), '?dryRun=false', 'application/json');
    expect(answer.problems).toEqual([
      { line: null, reason: 'workoutLogs[0].exercises[0].sets[0].seconds: Time must be between 0:01 and 24:00:00' },
      { line: null, reason: 'workoutLogs[1].exercises[0].sets[0].meters: Distance must be between 1 m and 1,000 km' },
      { line: null, reason: 'workoutLogs[2].exercises[0].sets[0].seconds: Time must be between 0:01 and 24:00:00' },
    ]);
    expect(answer.counts).toMatchObject({ sets: 1, setsByKind: { distanceTime: 1 } });
    expect((await storedLogs(me.userId)).map((l) => [l.date, l.exercises.map(plain)])).toEqual([
      ['2026-04-04', [{ name: 'Carry', kind: 'distanceTime', tracked: true, bw: false, sets: [{ reps: 1, weight: 0, notes: '', type: 'drop', meters: 40 }] }]],
    ]);
  });

  it('the day’s log answers each kind and set type (through the workout log feature)', async () => {
    const me = await newUser('metric');
    await imported(me, fixture('hevy-kinds.csv'), '?dryRun=false&keepNames=true');
    const log = (
      await me.client.query<{ exercises: { name: string; kind: string; sets: { type: string; seconds?: number; meters?: number }[] }[] }>('workoutLog.get', {
        date: '2026-04-06',
      })
    ).data;
    expect(log.exercises.map((e) => [e.name, e.kind, e.sets.map((s) => [s.type, s.seconds ?? null, s.meters ?? null])])).toEqual([
      [
        'Squat (Barbell)',
        'weightReps',
        [
          ['warmup', null, null],
          ['normal', null, null],
          ['failure', null, null],
          ['drop', null, null],
        ],
      ],
      [
        'Plank',
        'time',
        [
          ['normal', 60, null],
          ['normal', 75, null],
        ],
      ],
      ['Farmers Walk (Dumbbell)', 'distanceTime', [['normal', 40, 50]]],
      ['Running', 'distanceTime', [['normal', 1080, 3200]]],
    ]);
  });
});
