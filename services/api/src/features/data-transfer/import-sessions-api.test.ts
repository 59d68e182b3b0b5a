import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import type { ExerciseRecord, LogExerciseRecord, WorkoutLogRecord } from '../../shared/records';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from './backup-format';
import { fixture, transfersOn } from './kinds-test-support';

const NOW = new Date('2026-11-28T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(NOW) });
});
afterAll(() => t.close());

const { newUser, imported, exportFile, storedLogs } = transfersOn(() => t);
const at = (iso: string) => Date.parse(iso);
const dayOf = async (userId: string, date: string) => (await storedLogs(userId)).find((l) => l.date === date)!;

/** A day's exercises as [name, group letter or null, its rest]: stored ids are new, only which exercises share one counts. */
function groupsOf(exercises: readonly LogExerciseRecord[]): [string, string | null][] {
  const letters = new Map<string, string>();
  return exercises.map((e) => {
    const id = e.group?.id;
    if (id && !letters.has(id)) letters.set(id, String.fromCharCode(65 + letters.size));
    return [e.name, id ? letters.get(id)! : null];
  });
}

describe('importing supersets and sessions', () => {
  it('Hevy: superset_id → groups of the day’s log, start_time/end_time → its session (in the asked zone), description → notes', async () => {
    const me = await newUser('metric');
    // The file's names as written (keepNames): these tests are about groups and sessions; linking has its own (import-names-api.test.ts).
    const preview = await imported(me, fixture('hevy-supersets.csv'), '?timezone=Europe/Berlin&keepNames=true');
    expect(preview.counts).toMatchObject({ sets: 12, groups: 3, sessions: 2 });
    const answer = await imported(me, fixture('hevy-supersets.csv'), '?dryRun=false&timezone=Europe/Berlin&keepNames=true');
    expect(answer.counts).toMatchObject({ sets: 12, groups: 3, sessions: 2 });

    const day = await dayOf(me.userId, '2026-03-12');
    expect(groupsOf(day.exercises)).toEqual([
      ['Bench Press (Barbell)', 'A'],
      ['Bent Over Row (Barbell)', 'A'],
      ['Plank', null],
      ['Bicep Curl (Dumbbell)', 'B'],
      ['Triceps Pushdown (Cable)', 'B'],
      ['Face Pull (Cable)', 'B'],
      ['Hanging Leg Raise', 'C'],
      ['Crunch', 'C'],
    ]);
    // A group is stored on its members only, without a rest of its own (Hevy has none).
    expect(day.exercises.map((e) => ('group' in e ? Object.keys(e.group!) : null))).toEqual([['id'], ['id'], null, ['id'], ['id'], ['id'], ['id'], ['id']]);
    // 18:02 in Berlin (CET) to the evening workout's 21:20; the first workout's description.
    expect(day.session).toEqual({
      startedAt: at('2026-03-12T18:02:00+01:00'),
      finishedAt: at('2026-03-12T21:20:00+01:00'),
      notes: 'Felt strong, short rests',
      changedAt: NOW.getTime(),
      importId: answer.id,
    });
    expect((await dayOf(me.userId, '2026-03-14')).session).toMatchObject({
      startedAt: at('2026-03-14T07:30:00+01:00'),
      finishedAt: at('2026-03-14T08:15:00+01:00'),
      notes: '',
    });

    // The day's log answers them (through the workout log feature).
    const log = (await me.client.query<{ exercises: { group: { id: string } | null }[]; session: object }>('workoutLog.get', { date: '2026-03-12' })).data;
    expect(log.exercises.map((e) => e.group?.id ?? null)).toEqual(day.exercises.map((e) => e.group?.id ?? null));
    expect(log.session).toEqual({
      startedAt: day.session!.startedAt,
      finishedAt: day.session!.finishedAt,
      notes: 'Felt strong, short rests',
      changedAt: NOW.getTime(),
    });

    // The same file again adds nothing: no set, group or session, and no write.
    const logs = await storedLogs(me.userId);
    expect(await imported(me, fixture('hevy-supersets.csv'), '?dryRun=false&timezone=Europe/Berlin&keepNames=true')).toMatchObject({
      counts: { sets: 0, groups: 0, sessions: 0 },
      alreadyThere: { sets: 12 },
    });
    expect(await storedLogs(me.userId)).toEqual(logs);
  });

  it('Strong: Duration → the session from the row’s date and time to start + duration, Workout Notes → notes; the export writes them back', async () => {
    const me = await newUser('metric');
    await imported(me, fixture('strong-sessions.csv'), '?dryRun=false&units=kg&timezone=America/New_York&keepNames=true');
    const sessions = (await storedLogs(me.userId)).map((l: WorkoutLogRecord) => [l.date, l.session && { ...l.session, importId: undefined }]);
    const session = (from: string, to: string, notes: string) => ({
      startedAt: at(from),
      finishedAt: at(to),
      notes,
      changedAt: NOW.getTime(),
      importId: undefined,
    });
    expect(sessions.sort()).toEqual([
      ['2026-03-09', session('2026-03-09T18:02:00-04:00', '2026-03-09T19:07:00-04:00', 'Felt strong')],
      ['2026-03-11', session('2026-03-11T07:00:00-04:00', '2026-03-11T07:45:00-04:00', '')],
      ['2026-03-13', session('2026-03-13T17:30:00-04:00', '2026-03-13T19:30:00-04:00', 'Long one, "deep" squats\ntwo lines')],
    ]);

    // Strong's layout: the start in the user's zone, the workout's name, Strong's spelling of the duration, the notes on each row.
    const csv = (await t.app.inject({ method: 'GET', url: '/api/export?format=strong-csv&timezone=America/New_York', headers: { cookie: me.cookie } })).body;
    expect(csv).toContain('2026-03-09 18:02:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,Felt strong,\n');
    expect(csv).toContain('2026-03-11 07:00:00,Run,45m,Running,1,0,0,5,1500,,,\n');
    expect(csv).toContain('2026-03-13 17:30:00,Legs,2h,Squat (Barbell),2,100,5,0,0,,"Long one, ""deep"" squats\ntwo lines",\n');
    // Read into another account in the same zone: the same sessions.
    const other = await newUser('metric');
    await imported(other, csv, '?dryRun=false&units=kg&timezone=America/New_York&keepNames=true');
    expect((await storedLogs(other.userId)).map((l) => [l.date, l.session && { ...l.session, importId: undefined }]).sort()).toEqual(sessions.sort());
  });

  it('a day’s own session stays; undo removes the session the import wrote with its sets', async () => {
    const me = await newUser();
    const mine = { startedAt: at('2026-03-09T17:00:00Z'), finishedAt: null, notes: 'my own', changedAt: at('2026-03-09T17:00:00Z') };
    const squat = { name: 'Goblet Squat', tracked: false, bw: false, sets: [{ reps: 10, weight: 50 }] };
    await me.client.mutate('workoutLog.sync', { localLog: { exercises: [squat], session: mine }, timezone: 'UTC', date: '2026-03-09' });
    await me.client.mutate('workoutLog.sync', { localLog: { exercises: [squat] }, timezone: 'UTC', date: '2026-03-11' });
    const answer = await imported(me, fixture('strong-sessions.csv'), '?dryRun=false');
    expect(answer.counts).toMatchObject({ sessions: 2 });
    expect((await dayOf(me.userId, '2026-03-09')).session).toEqual(mine);
    expect((await dayOf(me.userId, '2026-03-11')).session).toMatchObject({ notes: '', importId: answer.id });

    await t.app.inject({ method: 'DELETE', url: `/api/import/${answer.id}`, headers: { cookie: me.cookie } });
    const left = await storedLogs(me.userId);
    expect(left.map((l) => [l.date, l.exercises.map((e) => e.name), l.session ?? null]).sort()).toEqual([
      ['2026-03-09', ['Goblet Squat'], mine],
      ['2026-03-11', ['Goblet Squat'], null],
    ]);
  });

  it('FitNotes has neither: nothing to map', async () => {
    const me = await newUser('metric');
    expect((await imported(me, fixture('fitnotes.csv'), '?dryRun=false')).counts).toMatchObject({ groups: 0, sessions: 0 });
    expect((await storedLogs(me.userId)).map((l) => [l.session ?? null, l.exercises.some((e) => e.group)])).toEqual([
      [null, false],
      [null, false],
    ]);
    // FitNotes' "Flat Barbell Bench Press" is linked by alias: written under the catalogue's name.
    expect((await exportFile(me, 'strong-csv')).body).toContain('2026-01-20 12:00:00,Workout,,Barbell Bench Press,1,80,5,0,0,,,\n');
  });

  it('a backup: groups made whole and given new ids (a routine built from it keeps them), sessions exactly; exported again the same', async () => {
    const me = await newUser();
    const exercise = (name: string, group?: object) => ({ name, kind: 'weightReps' as const, tracked: true, bw: false, ...(group ? { group } : {}) });
    const logExercise = (name: string, group?: object) => ({ ...exercise(name, group), sets: [{ reps: 5, weight: 100, notes: '', warmup: false, rpe: null }] });
    const routineExercise = (name: string, group?: object) => ({
      ...exercise(name, group),
      setsLow: 3,
      setsHigh: null,
      repsLow: 5,
      repsHigh: null,
      weight: 100,
      notes: '',
    });
    const backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: '2026-11-01T00:00:00.000Z',
      units: { stored: 'lbs', display: 'imperial' },
      profile: null,
      weights: [],
      trackedOrder: [],
      routines: [
        {
          name: 'Upper',
          // "x" on one exercise alone is no group; "y" comes back after another exercise: its first run stays.
          exercises: [
            routineExercise('Bench', { id: 'x' }),
            routineExercise('Row', { id: 'y', restSeconds: 120 }),
            routineExercise('Fly', { id: 'y', restSeconds: 60 }),
            routineExercise('Dips'),
            routineExercise('Curl', { id: 'y' }),
          ],
        },
      ],
      workoutLogs: [
        {
          date: '2026-03-12',
          exercises: [
            logExercise('Bench', { id: 'a' }),
            logExercise('Row', { id: 'a' }),
            logExercise('Curl', { id: 'b' }),
            logExercise('Pushdown', { id: 'b' }),
            logExercise('Plank', { id: 'b' }),
          ],
          session: { startedAt: at('2026-03-12T18:02:00Z'), finishedAt: at('2026-03-12T19:05:00Z'), notes: '  Felt strong  ' },
        },
      ],
    };
    expect((await imported(me, JSON.stringify(backup), '?dryRun=false', 'application/json')).counts).toMatchObject({ groups: 2, sessions: 1 });
    const stored = await t.storage.collection<ExerciseRecord>('exercises').find({ userId: me.userId });
    const row = stored.find((e) => e.name === 'Row')!.group!;
    expect(stored.find((e) => e.name === 'Fly')!.group).toEqual({ id: row.id, restSeconds: 120 });
    expect(row.id).not.toBe('y');
    expect(
      stored
        .filter((e) => e.group)
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Fly', 'Row']);
    expect((await dayOf(me.userId, '2026-03-12')).session).toMatchObject({ startedAt: at('2026-03-12T18:02:00Z'), notes: 'Felt strong' });

    const exported = (await exportFile(me, 'json')).json() as Backup;
    expect(exported.routines[0]!.exercises.map((e) => [e.name, e.group ?? null])).toEqual([
      ['Bench', null],
      ['Row', { id: '1', restSeconds: 120 }],
      ['Fly', { id: '1', restSeconds: 120 }],
      ['Dips', null],
      ['Curl', null],
    ]);
    expect(exported.workoutLogs[0]!.exercises.map((e) => e.group?.id ?? null)).toEqual(['1', '1', '2', '2', '2']);
    expect(exported.workoutLogs[0]!.session).toEqual({ startedAt: at('2026-03-12T18:02:00Z'), finishedAt: at('2026-03-12T19:05:00Z'), notes: 'Felt strong' });
    const again = await newUser();
    await imported(again, JSON.stringify(exported), '?dryRun=false', 'application/json');
    expect({ ...((await exportFile(again, 'json')).json() as Backup), exportedAt: '' }).toEqual({ ...exported, exportedAt: '' });
  });
});
