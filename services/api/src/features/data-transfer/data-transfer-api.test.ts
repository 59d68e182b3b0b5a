import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import { clientFor, type Client } from '../../test-support/api-client';
import { spyOnStorage } from '../../test-support/storage-spy';
import { createTestApp, signUp, TEST_APP_ORIGIN, USER_DATA_NAMES, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from './backup-format';
import type { ImportAnswer, ImportListItem } from './imports';

const NOW = '2026-11-28T12:00:00Z';
const STRONG_HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

/** A Strong file: one row per [date time, exercise, set order, weight, reps]. */
const strongFile = (rows: [string, string, string, number, number][]) =>
  [STRONG_HEADER, ...rows.map(([date, exercise, order, weight, reps]) => `${date},"Workout",1h,"${exercise}",${order},${weight},${reps},0,0,"","",`)].join(
    '\n',
  );

let failNext: ((call: { collection: string; method: string }) => boolean) | undefined;
let t: TestApp;
beforeAll(async () => {
  // A store that fails the call `failNext` picks, once: a failure in the middle of an import.
  const storage = spyOnStorage(createEmbeddedStorage(':memory:'), {
    before: (call) => {
      if (failNext?.(call)) {
        failNext = undefined;
        throw new Error('disk full');
      }
    },
  });
  t = await createTestApp({ clock: createTestClock(new Date(NOW)), storage });
});
afterAll(() => t.close());

interface Account {
  client: Client;
  userId: string;
  cookie: string;
}

async function newUser(): Promise<Account> {
  const { cookie, userId } = await signUp(t.app);
  return { client: clientFor(t.app, cookie), userId, cookie };
}

/** The file as the page sends it: the body, with the session cookie and the page's origin. */
function importFile(account: Account, body: string | Buffer, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/import${query}`,
    payload: body,
    headers: { cookie: account.cookie, 'content-type': 'text/csv', origin: TEST_APP_ORIGIN, ...headers },
  });
}

function exportFile(account: Account, format: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/export?format=${format}${query}`, headers: { cookie: account.cookie } });
}

/** Every document of every collection of user data, by collection (ids and times included): "nothing changed" is this staying equal. */
async function everything(): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const name of [...USER_DATA_NAMES, 'dataVersions']) all[name] = await t.storage.collection(name).find({} as never);
  return all;
}

/** A backup holding only these body measurements (and, as `extra`, anything else of the frame). */
const measurementsBackup = (measurements: unknown, extra: Partial<Backup> = {}) =>
  JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: NOW,
    units: { stored: 'lbs', display: 'metric' },
    profile: null,
    weights: [],
    routines: [],
    workoutLogs: [],
    trackedOrder: [],
    measurements,
    ...extra,
  });

const measurementsOf = async (client: Client) => (await client.query<{ date: string }[]>('measurements.list')).data;

const historyOf = async (client: Client, name: string) =>
  (await client.query<{ date: string; workingWeight: number }[]>('progress.history', { exerciseName: name })).data;

describe('import', () => {
  it('a dry run answers the preview and writes nothing', async () => {
    const me = await newUser();
    const before = await everything();
    const response = await importFile(me, fixture('strong-current.csv'), '?dryRun=true&units=kg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      dryRun: true,
      id: null,
      format: 'strong',
      formatName: 'Strong',
      unit: 'kg',
      unitAsked: true,
      track: true,
      dateRange: { from: '2026-03-02', to: '2026-03-04' },
      // The treadmill run and the plank are sets now (docs/decisions/0071).
      counts: { workouts: 3, exercises: 5, sets: 12, setsByKind: { weightReps: 10, repsOnly: 0, time: 1, distanceTime: 1 }, warmupSets: 1, weighIns: 0 },
      alreadyThere: { sets: 0, weighIns: 0 },
      skipped: { cardio: 0, restTimers: 2, empty: 0 },
      problemCount: 5,
      overCap: [],
    });
    expect((response.json() as ImportAnswer).problems[0]).toEqual({ line: 17, reason: 'reps "five" is not a number' });
    // No dryRun at all is a dry run too.
    expect((await importFile(me, fixture('strong-current.csv'))).json()).toMatchObject({ dryRun: true, unit: 'lbs' });
    expect(await everything()).toEqual(before);
  });

  it('imports: the progress panel has the history at once (warm-ups out of its numbers), the list has the import; the same file again adds nothing', async () => {
    const me = await newUser();
    const { client } = me;
    const imported = await importFile(me, fixture('strong-current.csv'), '?dryRun=false&name=strong.csv');
    expect(imported.statusCode).toBe(200);
    const summary = imported.json() as ImportAnswer;
    expect(summary).toMatchObject({ dryRun: false, id: expect.stringMatching(/^[0-9a-f]{24}$/), counts: { workouts: 3, sets: 12 } });
    // Strong's names linked by alias are written under the catalogue's (docs/decisions/0074).
    expect(await historyOf(client, 'Barbell Bench Press')).toEqual([expect.objectContaining({ date: '2026-03-02', workingWeight: 185 })]);
    const log = (
      await client.query<{ exercises: { name: string; tracked: boolean; sets: { warmup?: boolean; rpe?: number }[] }[] }>('workoutLog.get', {
        date: '2026-03-02',
      })
    ).data;
    expect(log.exercises.map((e) => [e.name, e.tracked, e.sets.length])).toEqual([
      ['Treadmill Running', true, 1],
      ['Plank', true, 1],
      ['Triceps Dip', true, 3],
      ['Barbell Bench Press', true, 5],
    ]);
    expect(log.exercises[3]!.sets[0]).toMatchObject({ warmup: true });
    expect(log.exercises[3]!.sets[1]).toMatchObject({ rpe: 8 });
    const list = (await client.query<ImportListItem[]>('dataTransfer.imports')).data;
    expect(list).toEqual([
      {
        id: summary.id,
        format: 'strong',
        formatName: 'Strong',
        fileName: 'strong.csv',
        createdAt: NOW.replace('Z', '.000Z'),
        state: 'done',
        counts: summary.counts,
      },
    ]);

    const before = await everything();
    const again = await importFile(me, fixture('strong-current.csv'), '?dryRun=false');
    expect(again.json()).toMatchObject({ counts: { workouts: 0, sets: 0 }, alreadyThere: { sets: 12 } });
    const after = await everything();
    // The second import added no set, no log, no weigh-in (only its own record in the list).
    for (const name of ['workoutLogs', 'weights', 'routines', 'exercises']) expect(after[name], name).toEqual(before[name]);
  });

  it('merges into a day the user logged: their exercises first, the file’s after; an exercise the file continues gets only its further sets', async () => {
    const me = await newUser();
    const { client } = me;
    await client.mutate('workoutLog.sync', {
      date: '2026-03-10',
      timezone: 'UTC',
      localLog: {
        exercises: [
          { name: 'Squat', tracked: true, bw: false, sets: [{ reps: 5, weight: 200 }] },
          { name: 'Curl', tracked: false, bw: false, sets: [{ reps: 12, weight: 30 }] },
        ],
      },
    });
    const file = strongFile([
      ['2026-03-10 18:00:00', 'Squat', '1', 200, 5],
      ['2026-03-10 18:00:00', 'Squat', '2', 210, 3],
      ['2026-03-10 18:00:00', 'Row', '1', 135, 8],
    ]);
    const summary = (await importFile(me, file, '?dryRun=false&units=lbs&track=false')).json() as ImportAnswer;
    expect(summary).toMatchObject({ counts: { sets: 2, exercises: 2 }, alreadyThere: { sets: 1 } });
    const log = (
      await client.query<{ exercises: { name: string; tracked: boolean; sets: { reps: number; weight: number }[] }[] }>('workoutLog.get', {
        date: '2026-03-10',
      })
    ).data;
    expect(log.exercises.map((e) => [e.name, e.tracked, e.sets.map((s) => `${s.reps}x${s.weight}`)])).toEqual([
      ['Squat', true, ['5x200', '3x210']],
      ['Curl', false, ['12x30']],
      ['Row', false, ['8x135']],
    ]);
  });

  it('lists what is over the day caps (50 exercises, 50 sets) and skips it', async () => {
    const me = await newUser();
    const rows: [string, string, string, number, number][] = [];
    for (let i = 1; i <= 52; i += 1) rows.push(['2026-02-01 10:00:00', 'Curl', String(i), 20, 10]);
    for (let e = 1; e <= 51; e += 1) rows.push(['2026-02-02 10:00:00', `Exercise ${e}`, '1', 20, 10]);
    const preview = (await importFile(me, strongFile(rows), '?units=lbs')).json() as ImportAnswer;
    expect(preview.overCap).toEqual([
      { day: '2026-02-01', exercise: 'Curl', sets: 2, reason: 'an exercise holds at most 50 sets a day' },
      { day: '2026-02-02', exercise: 'Exercise 51', sets: 1, reason: 'the day already has 50 exercises' },
    ]);
    expect(preview).toMatchObject({ overCapSets: 3, counts: { sets: 100 } });
  });

  it('refuses a file that is none of the formats (400 naming what was expected) and one over 20 MB (413), writing nothing', async () => {
    const me = await newUser();
    const { client } = me;
    const before = await everything();
    const unknown = await importFile(me, 'name,amount\nrent,1200\n', '?dryRun=false');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(/none of the formats.*Expected a CSV exported by Strong .*Hevy .*FitNotes .*JSON backup/),
    });
    const empty = await importFile(me, '', '?dryRun=false');
    expect(empty.statusCode).toBe(400);

    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
    const announced = await importFile(me, big, '?dryRun=false');
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toEqual({ error: 'Payload Too Large', message: expect.stringContaining('larger than 20 MB') });
    // Without a Content-Length (chunked), counted as it arrives.
    const head = Buffer.from(`${STRONG_HEADER}\n2026-01-01 10:00:00,W,1h,Squat,1,100,5,0,0,,,\n`);
    const streamed = await importFile(me, Readable.from([head, big]) as unknown as Buffer, '?dryRun=false');
    expect(streamed.statusCode).toBe(413);
    expect(await everything()).toEqual(before);
    // The app's 256 KiB body limit stays for everything else.
    const bigJson = await client.rest('POST', '/insert/routine', { userId: 'x', name: 'y'.repeat(300 * 1024) });
    expect(bigJson.statusCode).toBe(413);
  });

  it('refuses a backup whose measurements are not a list (400 naming them); a bad day of measurements is listed and none of it is written', async () => {
    const me = await newUser();
    const json = { 'content-type': 'application/json' };
    const before = await everything();
    const refused = await importFile(me, measurementsBackup({ date: '2026-11-01', waistCm: 80 }), '?dryRun=false', json);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(/^This JSON file is not a backup of this app \(file\.measurements: .*\)\. Expected/),
    });
    expect(await everything()).toEqual(before);

    const file = measurementsBackup([
      { date: '2026-11-01', waistCm: 80, bodyFatPct: 18 },
      { date: '2026-11-02', waistCm: 20 },
      { date: '2026-11-03', waist: 80 },
      { date: '2026-11-04', armsCm: '36' },
      { date: '2026-11-05' },
      { date: '2026-11-30', chestCm: 100 },
      { date: '2026-11-01', waistCm: 81 },
    ]);
    const preview = (await importFile(me, file, '?dryRun=true', json)).json() as ImportAnswer;
    expect(preview).toMatchObject({ counts: { measurements: 1 }, problemCount: 6 });
    expect(preview.problems).toEqual([
      { line: null, reason: 'measurements[1].waistCm: Waist must be between 30 and 300 cm' },
      { line: null, reason: 'measurements[2]: unknown field: waist; measurements[2]: Enter at least one measurement' },
      { line: null, reason: 'measurements[3].armsCm: Arms must be a number' },
      { line: null, reason: 'measurements[4]: Enter at least one measurement' },
      { line: null, reason: 'measurements[5]: date 2026-11-30 is in the future' },
      { line: null, reason: 'measurements[6]: a second measurements entry on 2026-11-01: the first one is kept' },
    ]);
    expect(await everything()).toEqual(before);
    const imported = (await importFile(me, file, '?dryRun=false', json)).json() as ImportAnswer;
    expect(imported).toMatchObject({ counts: { measurements: 1 } });
    expect(await measurementsOf(me.client)).toEqual([{ id: expect.any(String), date: '2026-11-01', waistCm: 80, bodyFatPct: 18 }]);
  });

  it('an import that fails halfway removes what it wrote', async () => {
    const me = await newUser();
    const { client } = me;
    await client.mutate('workoutLog.sync', {
      date: '2026-01-05',
      timezone: 'UTC',
      localLog: { exercises: [{ name: 'Mine', tracked: true, bw: false, sets: [{ reps: 1, weight: 1 }] }] },
    });
    const rows: [string, string, string, number, number][] = [];
    // 300 days: two batches of new logs, the failure on the second.
    for (let d = 0; d < 300; d += 1)
      rows.push([`${new Date(Date.UTC(2025, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)} 10:00:00`, 'Squat', '1', 100, 5]);
    rows.push(['2026-01-05 10:00:00', 'Squat', '1', 100, 5]);
    const before = await everything();
    let inserts = 0;
    failNext = (call) => call.collection === 'workoutLogs' && call.method === 'insertMany' && ++inserts === 2;
    const failed = await importFile(me, strongFile(rows), '?dryRun=false&units=lbs');
    expect(failed.statusCode).toBe(500);
    expect(inserts).toBe(2);
    const after = await everything();
    for (const name of ['workoutLogs', 'weights', 'imports'])
      expect(after[name], name).toEqual(before[name]!.map((doc) => expect.objectContaining({ id: (doc as { id: string }).id })));
    expect((await client.query<{ exercises: { name: string }[] }>('workoutLog.get', { date: '2026-01-05' })).data.exercises.map((e) => e.name)).toEqual([
      'Mine',
    ]);
    expect((await client.query<unknown[]>('dataTransfer.imports')).data).toEqual([]);
  });

  it('a backup whose measurements fail to write leaves nothing of it: its logs and weigh-ins are removed too', async () => {
    const me = await newUser();
    const file = measurementsBackup([{ date: '2026-09-01', waistCm: 88 }], {
      weights: [{ date: '2026-09-01', weight: 180 }],
      workoutLogs: [
        { date: '2026-09-01', exercises: [{ name: 'Squat', tracked: true, bw: false, sets: [{ reps: 5, weight: 200, notes: '', warmup: false, rpe: null }] }] },
      ],
    });
    const before = await everything();
    failNext = (call) => call.collection === 'measurements' && call.method === 'insertMany';
    const failed = await importFile(me, file, '?dryRun=false', { 'content-type': 'application/json' });
    expect(failed.statusCode).toBe(500);
    expect(failNext).toBeUndefined();
    const after = await everything();
    for (const name of ['workoutLogs', 'weights', 'measurements', 'imports']) expect(after[name], name).toEqual(before[name]);
  });

  it('streams progress lines, then the summary, when asked for NDJSON', async () => {
    const me = await newUser();
    const response = await importFile(me, fixture('hevy-lbs.csv'), '?dryRun=false', { accept: 'application/x-ndjson' });
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; done?: number; total?: number });
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 8 });
    expect(lines.at(-2)).toEqual({ type: 'progress', done: 8, total: 8 });
    expect(lines.at(-1)).toMatchObject({ type: 'summary', dryRun: false, format: 'hevy', counts: { sets: 8 } });
  });
});

describe('undo', () => {
  it('removes exactly what the import added: a set logged on an imported day since stays, other imports stay', async () => {
    const me = await newUser();
    const { client } = me;
    const first = (await importFile(me, fixture('fitnotes.csv'), '?dryRun=false')).json() as ImportAnswer;
    const second = (await importFile(me, fixture('hevy-kg.csv'), '?dryRun=false')).json() as ImportAnswer;
    // The user adds a set to an imported day, through the daily log (the imported sets keep their ids).
    const day = (
      await client.query<{ exercises: { id: string; name: string; tracked: boolean; bw: boolean; sets: object[] }[] }>('workoutLog.get', { date: '2026-01-20' })
    ).data;
    await client.mutate('workoutLog.sync', {
      date: '2026-01-20',
      timezone: 'UTC',
      localLog: { exercises: [...day.exercises, { name: 'Mine', tracked: true, bw: false, sets: [{ reps: 3, weight: 50 }] }] },
    });
    const before = await everything();
    const undone = await client.rest('DELETE', `/import/${first.id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ id: first.id, removed: { sets: 5, weighIns: 0, measurements: 0, routines: 0, routineExercises: 0 } });
    expect((await client.query<{ exercises: { name: string }[] }>('workoutLog.get', { date: '2026-01-20' })).data.exercises.map((e) => e.name)).toEqual([
      'Mine',
    ]);
    expect((await client.query<{ id: string | null }>('workoutLog.get', { date: '2026-01-22' })).data.id).toBeNull();
    expect((await historyOf(client, 'Barbell Overhead Press')).length).toBe(1);
    expect((await client.query<ImportListItem[]>('dataTransfer.imports')).data.map((i) => i.id)).toEqual([second.id]);
    // Only the logs of the undone import changed.
    const after = await everything();
    const logsOf = (all: Record<string, unknown[]>) =>
      (all.workoutLogs as { date: string; userId: string }[]).filter((l) => l.date === '2026-02-02' || !l.date.startsWith('2026-01'));
    expect(logsOf(after)).toEqual(logsOf(before));
    expect((await client.rest('DELETE', `/import/${first.id}`)).statusCode).toBe(404);
  });

  it('a backup’s measurements: a day the user measured keeps its entry; undo removes exactly the imported days', async () => {
    const me = await newUser();
    const { client } = me;
    const json = { 'content-type': 'application/json' };
    const mine = (await client.mutate<{ id: string }>('measurements.add', { date: '2026-10-10', waistCm: 90 })).data;
    const file = measurementsBackup([
      { date: '2026-10-01', waistCm: 92.25, hipsCm: 101 },
      { date: '2026-10-10', waistCm: 91 },
      { date: '2026-10-20', bodyFatPct: 20.5 },
    ]);
    const preview = (await importFile(me, file, '?dryRun=true', json)).json() as ImportAnswer;
    expect(preview).toMatchObject({ dateRange: { from: '2026-10-01', to: '2026-10-20' }, counts: { measurements: 2 }, alreadyThere: { measurements: 1 } });
    const imported = (await importFile(me, file, '?dryRun=false', json)).json() as ImportAnswer;
    expect(imported).toMatchObject({ counts: { measurements: 2 } });
    expect(await measurementsOf(client)).toEqual([
      { id: expect.any(String), date: '2026-10-01', waistCm: 92.25, hipsCm: 101 },
      { id: mine.id, date: '2026-10-10', waistCm: 90 },
      { id: expect.any(String), date: '2026-10-20', bodyFatPct: 20.5 },
    ]);
    expect((await client.query<ImportListItem[]>('dataTransfer.imports')).data[0]!.counts).toMatchObject({ measurements: 2 });
    // Importing it again adds nothing.
    expect((await importFile(me, file, '?dryRun=true', json)).json()).toMatchObject({ counts: { measurements: 0 }, alreadyThere: { measurements: 3 } });

    // After the import, the user measures a new day: undo leaves it (and their own earlier day).
    await client.mutate('measurements.add', { date: '2026-10-25', chestCm: 100 });
    const undone = await client.rest('DELETE', `/import/${imported.id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ id: imported.id, removed: { sets: 0, weighIns: 0, measurements: 2, routines: 0, routineExercises: 0 } });
    expect(await measurementsOf(client)).toEqual([
      { id: mine.id, date: '2026-10-10', waistCm: 90 },
      { id: expect.any(String), date: '2026-10-25', chestCm: 100 },
    ]);
  });

  it('another user’s import id answers 404 and removes nothing; without a session 401', async () => {
    const a = await newUser();
    const b = await newUser();
    const imported = (await importFile(a, fixture('hevy-kg.csv'), '?dryRun=false')).json() as ImportAnswer;
    const before = await everything();
    expect((await b.client.rest('DELETE', `/import/${imported.id}`)).statusCode).toBe(404);
    expect((await clientFor(t.app, undefined).rest('DELETE', `/import/${imported.id}`)).statusCode).toBe(401);
    expect((await clientFor(t.app, undefined).rest('GET', '/export?format=json')).statusCode).toBe(401);
    expect(await everything()).toEqual(before);
  });
});

describe('isolation', () => {
  it('an import writes only the caller’s data, and their export holds only theirs', async () => {
    const a = await newUser();
    const b = await newUser();
    await b.client.mutate('workoutLog.sync', {
      date: '2026-03-02',
      timezone: 'UTC',
      localLog: { exercises: [{ name: 'B only', tracked: true, bw: false, sets: [{ reps: 1, weight: 1 }] }] },
    });
    const othersBefore = (await everything()) as Record<string, { userId?: string; id: string }[]>;
    await importFile(a, fixture('strong-current.csv'), '?dryRun=false&units=lbs');
    const after = (await everything()) as Record<string, { userId?: string; id: string }[]>;
    for (const name of USER_DATA_NAMES) {
      expect(
        after[name]!.filter((doc) => doc.userId !== a.userId),
        name,
      ).toEqual(othersBefore[name]!.filter((doc) => doc.userId !== a.userId));
    }
    const backup = (await exportFile(a, 'json')).json() as { workoutLogs: { exercises: { name: string }[] }[] };
    expect(backup.workoutLogs.flatMap((l) => l.exercises.map((e) => e.name))).not.toContain('B only');
  });
});

describe('export', () => {
  it('downloads the backup as a dated attachment, streamed, that imports into an empty account as the same data', async () => {
    const me = await newUser();
    const { client } = me;
    await client.mutate('profile.save', {
      weight: 180,
      height: 70,
      age: 35,
      activityLevel: 'Active',
      gender: 'Male',
      measurementType: 'metric',
      weightGoal: -2,
      targetWeight: 170,
    });
    await client.mutate('weight.save', { date: '2026-11-01', weight: 181.2 });
    await client.mutate('measurements.add', { date: '2026-11-20', waistCm: 84.5 });
    await client.mutate('measurements.add', { date: '2026-10-02', waistCm: 86.36, chestCm: 101.6, bodyFatPct: 22 });
    await client.mutate('routines.createStarters');
    await importFile(me, fixture('strong-current.csv'), '?dryRun=false&units=kg');
    const response = await exportFile(me, 'json', '&timezone=Pacific/Kiritimati');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="fitness-2026-11-29.json"');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const backup = response.json() as Record<string, unknown> & { routines: unknown[]; workoutLogs: unknown[]; measurements: unknown[] };
    expect(backup).toMatchObject({
      format: 'fitness-tracker-backup',
      version: 1,
      units: { stored: 'lbs', display: 'metric' },
      profile: { weight: 181.2, measurementType: 'metric' },
    });
    expect(backup.routines).toHaveLength(3);
    expect(backup.workoutLogs).toHaveLength(2);
    // Body measurements as stored (cm, %), oldest first, each day with the fields measured.
    expect(backup.measurements).toEqual([
      { date: '2026-10-02', waistCm: 86.36, chestCm: 101.6, bodyFatPct: 22 },
      { date: '2026-11-20', waistCm: 84.5 },
    ]);

    const fresh = await newUser();
    const restored = await importFile(fresh, response.body, '?dryRun=false', { 'content-type': 'application/json' });
    expect(restored.json()).toMatchObject({
      format: 'json',
      profile: 'filled',
      counts: { routines: 3, routineExercises: 12, weighIns: 1, measurements: 2, sets: 12 },
    });
    const again = (await exportFile(fresh, 'json')).json() as Record<string, unknown>;
    expect({ ...again, exportedAt: null }).toEqual({ ...backup, exportedAt: null });
  });

  it('gives workouts in Strong’s layout in the user’s units (read back by the importer as the same sets) and weigh-ins as Date,Weight', async () => {
    const me = await newUser();
    const { client } = me;
    await client.mutate('profile.save', {
      weight: 0,
      height: 0,
      age: 0,
      activityLevel: '',
      gender: '',
      measurementType: 'metric',
      weightGoal: 0,
      targetWeight: 0,
    });
    await client.mutate('weight.save', { date: '2026-11-01', weight: 176.37 });
    // The file's names as written: this test is about Strong's layout.
    await importFile(me, fixture('hevy-lbs.csv'), '?dryRun=false&keepNames=true');
    const csv = await exportFile(me, 'strong-csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="fitness-2026-11-28-workouts.csv"');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(STRONG_HEADER);
    // The workout at its start (15:22 to 16:30 in Hevy's file, no zone asked: UTC), under its title, with its duration.
    expect(lines).toContain('2026-03-13 15:22:00,Upper A,1h 8m,Bench Press (Barbell),W,43.09,10,0,0,"Elbows tucked, ""slow"" down",,');
    expect(lines).toContain('2026-03-13 15:22:00,Upper A,1h 8m,Bench Press (Barbell),1,83.915,6,0,0,,,8');
    expect(lines).toContain('2026-03-13 15:22:00,Upper A,1h 8m,Bench Press (Barbell),F,83.915,4,0,0,,,10');
    // Hevy's 1.5 mi treadmill run, in km for this metric user.
    expect(lines).toContain('2026-03-13 15:22:00,Upper A,1h 8m,Treadmill,1,0,0,2.414,900,,,');
    // Hevy's description as the Workout Notes, line break kept.
    expect(csv.body).toContain('2026-03-11 07:05:00,Lower B,55m,Squat (Barbell),1,102.06,5,0,0,,"Morning\nsession",');
    // Read back (the unit asked is the user's): every set is already there.
    const preview = (await importFile(me, csv.body)).json() as ImportAnswer;
    expect(preview).toMatchObject({ format: 'strong', unit: 'kg', counts: { sets: 0 }, alreadyThere: { sets: 8 } });

    const weights = await exportFile(me, 'weights-csv');
    expect(weights.headers['content-disposition']).toBe('attachment; filename="fitness-2026-11-28-weights.csv"');
    expect(weights.body).toBe('Date,Weight (kg)\n2026-11-01,80\n');
  });

  it('refuses an unknown format with 400', async () => {
    const me = await newUser();
    const response = await exportFile(me, 'xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/format must be json, strong-csv or weights-csv/);
  });
});
