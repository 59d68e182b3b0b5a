import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from './backup-format';
import { fixture, transfersOn } from './kinds-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2026-11-28T12:00:00Z')) });
});
afterAll(() => t.close());

const { newUser, imported, exportFile } = transfersOn(() => t);

describe('exporting every kind of set', () => {
  it('the Strong CSV fills Distance (km for metric users) and Seconds and writes W, F and D; read back, every set is already there', async () => {
    const me = await newUser('metric');
    // The file's names as written (keepNames): these tests are about kinds; linking has its own (import-names-api.test.ts).
    await imported(me, fixture('strong-kinds.csv'), '?dryRun=false&units=kg&keepNames=true');
    const lines = (await exportFile(me, 'strong-csv')).body.trim().split('\n');
    const at = '2026-04-06 07:00:00,Conditioning,50m';
    for (const line of [
      `${at},Running,1,0,0,5,1500,easy pace,,`,
      `${at},Plank,1,0,0,0,60,,,`,
      `${at},Plank,3,10,0,0,45,plate on back,,`,
      `${at},Farmers Walk,1,32,0,0.04,0,,,`,
      `${at},Farmers Walk,2,32,0,0.04,35,,,`,
      `${at},Bench Press (Barbell),W,40,10,0,0,,,`,
      `${at},Bench Press (Barbell),1,80,5,0,0,,,8`,
      `${at},Bench Press (Barbell),F,80,4,0,0,,,10`,
      `${at},Bench Press (Barbell),D,60,8,0,0,,,`,
    ])
      expect(lines).toContain(line);
    expect(await imported(me, lines.join('\n'), '')).toMatchObject({ unit: 'kg', counts: { sets: 0 }, alreadyThere: { sets: 11 }, problemCount: 0 });
  });

  it('the Strong CSV writes miles for imperial users, with the fewest decimals that read back as the same metres', async () => {
    const me = await newUser('imperial');
    await imported(me, fixture('hevy-kinds.csv'), '?dryRun=false&keepNames=true');
    const lines = (await exportFile(me, 'strong-csv')).body.trim().split('\n');
    const at = '2026-04-06 18:00:00,Legs,1h 10m';
    // 3,200 m = 1.98839 mi (1.988 would read back as 3,199 m); 50 m = 0.031 mi.
    expect(lines).toContain(`${at},Running,1,0,0,1.9884,1080,,,`);
    expect(lines).toContain(`${at},Farmers Walk (Dumbbell),1,52.91,0,0.031,40,,,`);
    expect(lines).toContain(`${at},Squat (Barbell),F,220.46,3,0,0,,,10`);
    expect(await imported(me, lines.join('\n'), '')).toMatchObject({ unit: 'lbs', counts: { sets: 0 }, alreadyThere: { sets: 8 } });
  });

  it('the backup round-trips kinds, set types, distances and times, and routine exercises’ kinds and targets', async () => {
    const me = await newUser('metric');
    const routines: Backup['routines'] = [
      {
        name: 'Conditioning',
        exercises: [
          {
            name: 'Plank',
            kind: 'time',
            targetSeconds: 60,
            setsLow: 3,
            setsHigh: null,
            repsLow: 1,
            repsHigh: null,
            weight: 0,
            tracked: true,
            bw: false,
            notes: '',
          },
          {
            name: 'Run',
            kind: 'distanceTime',
            targetSeconds: 1500,
            targetMeters: 5000,
            setsLow: 1,
            setsHigh: null,
            repsLow: 1,
            repsHigh: null,
            weight: 0,
            tracked: true,
            bw: false,
            notes: '',
          },
          { name: 'Pull Up', kind: 'repsOnly', setsLow: 3, setsHigh: null, repsLow: 5, repsHigh: 8, weight: 0, tracked: true, bw: false, notes: '' },
        ],
      },
    ];
    const withRoutines = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: '2026-11-01T00:00:00.000Z',
      units: { stored: 'lbs', display: 'metric' },
    };
    const frame = { ...withRoutines, profile: null, weights: [], routines, workoutLogs: [], trackedOrder: [] };
    await imported(me, JSON.stringify(frame), '?dryRun=false', 'application/json');
    for (const [name, query] of [
      ['strong-kinds.csv', '?dryRun=false&units=kg&keepNames=true'],
      ['hevy-kinds.csv', '?dryRun=false&keepNames=true'],
      ['fitnotes-kinds.csv', '?dryRun=false&keepNames=true'],
    ] as const)
      await imported(me, fixture(name), query);
    const backup = (await exportFile(me, 'json')).json() as Backup;
    expect(backup.routines).toEqual(routines);
    const april6 = backup.workoutLogs.find((l) => l.date === '2026-04-06')!;
    expect(april6.exercises.find((e) => e.name === 'Farmers Walk')).toEqual({
      name: 'Farmers Walk',
      kind: 'distanceTime',
      tracked: true,
      bw: false,
      sets: [
        { reps: 1, weight: 70.55, notes: '', warmup: false, type: 'normal', rpe: null, meters: 40 },
        { reps: 1, weight: 70.55, notes: '', warmup: false, type: 'normal', rpe: null, seconds: 35, meters: 40 },
      ],
    });
    expect(april6.exercises.find((e) => e.name === 'Bench Press (Barbell)')!.sets.map((s) => [s.type, s.warmup])).toEqual([
      ['warmup', true],
      ['normal', false],
      ['failure', false],
      ['drop', false],
    ]);

    const fresh = await newUser();
    expect(await imported(fresh, JSON.stringify(backup), '?dryRun=false', 'application/json')).toMatchObject({
      counts: { sets: 26, setsByKind: { weightReps: 10, repsOnly: 0, time: 7, distanceTime: 9 }, routineExercises: 3 },
    });
    const again = (await exportFile(fresh, 'json')).json() as Backup;
    expect({ ...again, exportedAt: null }).toEqual({ ...backup, exportedAt: null });
  });

  it('a backup written before kinds reads as weight-and-reps exercises of normal sets and warm-ups', async () => {
    const me = await newUser();
    const set = { reps: 5, weight: 100, notes: '' };
    const old = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: '2025-01-01T00:00:00.000Z',
      units: { stored: 'lbs', display: 'imperial' },
      profile: null,
      weights: [],
      routines: [
        { name: 'A', exercises: [{ name: 'Squat', setsLow: 3, setsHigh: null, repsLow: 5, repsHigh: null, weight: 100, tracked: true, bw: false, notes: '' }] },
      ],
      workoutLogs: [
        {
          date: '2025-01-01',
          exercises: [
            {
              name: 'Squat',
              tracked: true,
              bw: false,
              sets: [
                { ...set, warmup: true, rpe: null },
                { ...set, warmup: false, rpe: 8 },
              ],
            },
          ],
        },
      ],
      trackedOrder: [],
    };
    await imported(me, JSON.stringify(old), '?dryRun=false', 'application/json');
    const backup = (await exportFile(me, 'json')).json() as Backup;
    expect(backup.routines[0]!.exercises[0]).toMatchObject({ name: 'Squat', kind: 'weightReps' });
    expect(backup.routines[0]!.exercises[0]).not.toHaveProperty('targetSeconds');
    expect(backup.workoutLogs[0]!.exercises).toEqual([
      {
        name: 'Squat',
        kind: 'weightReps',
        tracked: true,
        bw: false,
        sets: [
          { ...set, warmup: true, type: 'warmup', rpe: null },
          { ...set, warmup: false, type: 'normal', rpe: 8 },
        ],
      },
    ]);
  });
});
