import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from './backup-format';
import { fixture, transfersOn, type Account } from './kinds-test-support';

// A day's routine name in and out of files (issue #50): Strong's Workout Name, Hevy's title, the backup.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2026-11-28T12:00:00Z')) });
});
afterAll(() => t.close());

const { newUser, imported, exportFile, storedLogs } = transfersOn(() => t);
const STRONG_HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const LONG_NAME = `Upper body strength and conditioning block ${'x'.repeat(10)}`;
// Two workouts on 10 March (the evening one first in the file), one without a name, one with a name over 45 characters.
const STRONG_FILE = [
  STRONG_HEADER,
  '2026-03-10 18:00:00,Legs,1h,Squat (Barbell),1,100,5,0,0,,,',
  '2026-03-10 07:00:00,Push,45m,Bench Press (Barbell),1,80,5,0,0,,,',
  '2026-03-12 07:00:00,,30m,Deadlift (Barbell),1,140,3,0,0,,,',
  `2026-03-14 07:00:00,"${LONG_NAME}",30m,Row (Barbell),1,60,8,0,0,,,`,
].join('\n');

/** Each stored day's routine name, by date. */
const namesOf = async (account: Account) =>
  Object.fromEntries((await storedLogs(account.userId)).map((l) => [l.date, l.routineName ?? null]).sort(([a], [b]) => String(a).localeCompare(String(b))));
const KEEP = '?dryRun=false&units=kg&keepNames=true';

describe('routine names from files', () => {
  it('Strong: the Workout Name names its day (the first workout’s when a day has two), cut to 45 characters; none when blank', async () => {
    const me = await newUser('metric');
    await imported(me, STRONG_FILE, KEEP);
    expect(await namesOf(me)).toEqual({ '2026-03-10': 'Push', '2026-03-12': null, '2026-03-14': LONG_NAME.slice(0, 45).trimEnd() });
    const today = await me.client.query<{ routineName: string | null }>('workoutLog.get', { date: '2026-03-10' });
    expect(today.data.routineName).toBe('Push');
  });

  it('Hevy: the title names its day', async () => {
    const me = await newUser();
    await imported(me, fixture('hevy-lbs.csv'), '?dryRun=false&keepNames=true');
    expect(await namesOf(me)).toMatchObject({ '2026-03-11': 'Lower B', '2026-03-13': 'Upper A' });
  });

  it('names only a day without sets of its own; the undo takes a day it made with its name', async () => {
    const me = await newUser('metric');
    const squat = { name: 'Front Squat', tracked: true, bw: false, sets: [{ reps: 3, weight: 120 }] };
    await me.client.mutate('workoutLog.sync', { localLog: { exercises: [squat] }, timezone: 'UTC', date: '2026-03-10' });
    const answer = await imported(me, STRONG_FILE, KEEP);
    expect(await namesOf(me)).toMatchObject({ '2026-03-10': null, '2026-03-12': null });
    expect((await me.client.rest('DELETE', `/import/${answer.id}`)).statusCode).toBe(200);
    expect(await namesOf(me)).toEqual({ '2026-03-10': null });
  });

  it('the Strong-layout export writes it in Workout Name ("Workout" for a day without one); read back, the days are named again', async () => {
    const me = await newUser('metric');
    await imported(me, STRONG_FILE, KEEP);
    const csv = (await exportFile(me, 'strong-csv')).body;
    expect(csv).toContain('\n2026-03-10 07:00:00,Push,12h,Squat (Barbell),1,100,5,0,0,,,\n');
    expect(csv).toContain('\n2026-03-12 07:00:00,Workout,30m,Deadlift (Barbell),1,140,3,0,0,,,\n');
    const other = await newUser('metric');
    await imported(other, csv, KEEP);
    expect(await namesOf(other)).toMatchObject({ '2026-03-10': 'Push', '2026-03-14': LONG_NAME.slice(0, 45).trimEnd() });
  });

  it('the backup writes it and reads it back (the first log’s name when a day has two); a bad one is listed and its log skipped', async () => {
    const me = await newUser();
    await imported(me, STRONG_FILE, '?dryRun=false&units=lbs&keepNames=true');
    const backup = (await exportFile(me, 'json')).json() as Backup;
    expect(backup.workoutLogs.map((l) => [l.date, l.routineName])).toEqual([
      ['2026-03-10', 'Push'],
      ['2026-03-12', undefined],
      ['2026-03-14', LONG_NAME.slice(0, 45).trimEnd()],
    ]);
    const restored = await newUser();
    await imported(restored, JSON.stringify(backup), '?dryRun=false', 'application/json');
    expect(await namesOf(restored)).toEqual(await namesOf(me));

    const log = (date: string, routineName: unknown) => ({
      date,
      exercises: [{ name: 'Squat', tracked: false, bw: false, sets: [{ reps: 5, weight: 100, notes: '', rpe: null }] }],
      routineName,
    });
    const file = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: '2026-11-01T00:00:00.000Z',
      units: { stored: 'lbs', display: 'imperial' },
      profile: null,
      weights: [],
      routines: [],
      workoutLogs: [log('2026-04-01', 'Push'), log('2026-04-01', 'Legs'), log('2026-04-02', 'n'.repeat(46))],
      trackedOrder: [],
    };
    const fresh = await newUser();
    const preview = await imported(fresh, JSON.stringify(file), '?dryRun=false', 'application/json');
    expect(preview.problems).toEqual([{ line: null, reason: 'workoutLogs[2].routineName: routineName must be at most 45 characters' }]);
    expect(await namesOf(fresh)).toEqual({ '2026-04-01': 'Push' });
  });
});
