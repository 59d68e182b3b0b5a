import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomExerciseItem, ExerciseLinkItem } from '@fitness/schemas';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import type { Backup } from './backup-format';
import { transfersOn, type Account } from './kinds-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2026-11-28T12:00:00Z')) });
});
afterAll(() => t.close());

const { newUser, imported, exportFile, storedLogs } = transfersOn(() => t);

const STRONG_HEADER = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
/** A Strong file of one workout on `day`: a set of 5 × 100 lb per name. */
const strongFile = (day: string, names: string[]) =>
  [STRONG_HEADER, ...names.map((name) => `${day} 18:00:00,"Workout",1h,"${name}",1,100,5,0,0,"","",`)].join('\n');
const namesOn = async (account: Account, day: string) => (await storedLogs(account.userId)).find((l) => l.date === day)!.exercises.map((e) => e.name);
const log = (account: Account, date: string, names: string[]) =>
  account.client.mutate('workoutLog.sync', {
    date,
    timezone: 'UTC',
    localLog: { exercises: names.map((name) => ({ name, tracked: true, bw: false, sets: [{ reps: 5, weight: 100 }] })) },
  });

describe('the import links names', () => {
  it('writes a name linked by alias under the catalogue’s name, on the history logged under it; the preview lists each name', async () => {
    const me = await newUser();
    await log(me, '2026-03-01', ['Barbell Bench Press']);
    const file = strongFile('2026-03-02', ['Bench Press (Barbell)', 'Mystery Move']);
    const preview = await imported(me, file, '?units=lbs');
    expect(preview.names).toEqual([
      { fileName: 'Bench Press (Barbell)', name: 'Barbell Bench Press', linked: true },
      { fileName: 'Mystery Move', name: 'Mystery Move', linked: false },
    ]);
    const summary = await imported(me, file, '?units=lbs&dryRun=false');
    expect(summary.names).toEqual(preview.names);
    expect(await namesOn(me, '2026-03-02')).toEqual(['Barbell Bench Press', 'Mystery Move']);
    const history = await me.client.query<{ date: string }[]>('progress.history', { exerciseName: 'Barbell Bench Press' });
    expect(history.data.map((entry) => entry.date)).toEqual(['2026-03-01', '2026-03-02']);
  });

  it("keeps the file's names with keepNames=true (“Keep the file's names”): linked, not renamed", async () => {
    const me = await newUser();
    const file = strongFile('2026-03-02', ['Bench Press (Barbell)', 'Mystery Move']);
    const summary = await imported(me, file, '?units=lbs&dryRun=false&keepNames=true');
    expect(summary.names).toEqual([
      { fileName: 'Bench Press (Barbell)', name: 'Bench Press (Barbell)', linked: true },
      { fileName: 'Mystery Move', name: 'Mystery Move', linked: false },
    ]);
    expect(await namesOn(me, '2026-03-02')).toEqual(['Bench Press (Barbell)', 'Mystery Move']);
  });

  it("lands on the user's own names: the name they log an entry under, a custom exercise's name as written, a name linked by hand as it is", async () => {
    const me = await newUser();
    // "Squat" is an alias of Barbell Back Squat: the user's history of that entry is under it.
    await log(me, '2026-03-01', ['Squat']);
    const zercher = (await me.client.mutate<CustomExerciseItem>('customExercises.create', { name: 'Zercher Squat', primary: ['quads'] })).data;
    await me.client.mutate('customExercises.link', { name: 'Benchpress', catalogueId: 'barbell-bench-press' });
    await me.client.mutate('customExercises.link', { name: 'Zerchers', customId: zercher.id });
    const file = strongFile('2026-03-02', ['Squat (Barbell)', 'zercher squat', 'Benchpress', 'Zerchers', 'Deadlift (Barbell)']);
    const summary = await imported(me, file, '?units=lbs&dryRun=false');
    expect(summary.names).toEqual([
      { fileName: 'Squat (Barbell)', name: 'Squat', linked: true },
      { fileName: 'zercher squat', name: 'Zercher Squat', linked: true },
      { fileName: 'Benchpress', name: 'Benchpress', linked: true },
      { fileName: 'Zerchers', name: 'Zerchers', linked: true },
      { fileName: 'Deadlift (Barbell)', name: 'Barbell Deadlift', linked: true },
    ]);
    expect(await namesOn(me, '2026-03-02')).toEqual(['Squat', 'Zercher Squat', 'Benchpress', 'Zerchers', 'Barbell Deadlift']);
  });
});

describe('the backup and custom exercises', () => {
  it('carries custom exercises and links: into an empty account as the same, exported again the same; undo removes them', async () => {
    const me = await newUser();
    const create = async (input: object) => (await me.client.mutate<CustomExerciseItem>('customExercises.create', input)).data;
    const zercher = await create({ name: 'Zercher Squat', primary: ['quads', 'glutes'], secondary: ['abs'], equipment: ['barbell'] });
    await create({ name: 'Prowler Drag', kind: 'distanceTime' });
    await me.client.mutate('customExercises.link', { name: 'Benchpress', catalogueId: 'barbell-bench-press' });
    await me.client.mutate('customExercises.link', { name: 'Zerchers', customId: zercher.id });
    // A backup's names are this app's own: they stay, aliases too.
    await log(me, '2026-03-01', ['Bench Press (Barbell)', 'Zerchers']);

    const backup = (await exportFile(me, 'json')).json() as Backup;
    expect(backup.customExercises).toEqual([
      { name: 'Zercher Squat', kind: 'weightReps', primary: ['quads', 'glutes'], secondary: ['abs'], equipment: ['barbell'] },
      { name: 'Prowler Drag', kind: 'distanceTime', primary: [], secondary: [], equipment: [] },
    ]);
    expect(backup.exerciseLinks).toEqual([
      { name: 'Benchpress', catalogueId: 'barbell-bench-press' },
      { name: 'Zerchers', customName: 'Zercher Squat' },
    ]);

    const fresh = await newUser();
    const answer = await imported(fresh, JSON.stringify(backup), '?dryRun=false', 'application/json');
    expect(answer.names).toEqual([
      { fileName: 'Bench Press (Barbell)', name: 'Bench Press (Barbell)', linked: true },
      { fileName: 'Zerchers', name: 'Zerchers', linked: true },
    ]);
    const listed = async (account: Account) => ({
      customs: (await account.client.query<CustomExerciseItem[]>('customExercises.list')).data.map(({ id: _id, ...rest }) => rest),
      links: (await account.client.query<ExerciseLinkItem[]>('customExercises.links')).data.map((l) => ({ ...l, customId: l.customId && 'a custom' })),
    });
    expect(await listed(fresh)).toEqual(await listed(me));
    const again = (await exportFile(fresh, 'json')).json() as Backup;
    expect({ ...again, exportedAt: null }).toEqual({ ...backup, exportedAt: null });
    // The link points at the fresh account's own exercise.
    const freshZercher = (await fresh.client.query<CustomExerciseItem[]>('customExercises.list')).data.find((c) => c.name === 'Zercher Squat')!;
    expect((await fresh.client.query<ExerciseLinkItem[]>('customExercises.links')).data).toContainEqual({ name: 'Zerchers', customId: freshZercher.id });

    await fresh.client.rest('DELETE', `/import/${answer.id}`);
    expect(await listed(fresh)).toEqual({ customs: [], links: [] });
  });

  it('keeps what the account has: a custom exercise or link of the same name stays; a bad item is listed and skipped', async () => {
    const me = await newUser();
    await me.client.mutate('customExercises.create', { name: 'Zercher Squat', kind: 'repsOnly' });
    await me.client.mutate('customExercises.link', { name: 'Benchpress', catalogueId: 'dumbbell-bench-press' });
    const backup = {
      ...{ format: 'fitness-tracker-backup', version: 1, exportedAt: '2026-11-01T00:00:00.000Z', units: { stored: 'lbs', display: 'imperial' } },
      ...{ profile: null, weights: [], routines: [], workoutLogs: [], trackedOrder: [] },
      customExercises: [
        { name: 'zercher squat', kind: 'weightReps' },
        { name: 'Flat Bench' },
        { name: 'Sandbag Carry', primary: ['legs'] },
        { name: 'Hatfield Squat', primary: ['quads'] },
      ],
      exerciseLinks: [
        { name: 'Benchpress', catalogueId: 'barbell-bench-press' },
        { name: 'Safety Bar', customName: 'Hatfield Squat' },
        { name: 'Old Lift', catalogueId: 'gone-from-the-catalogue' },
        { name: 'No Target' },
      ],
    };
    const answer = await imported(me, JSON.stringify(backup), '?dryRun=false', 'application/json');
    expect(answer.problems.map((p) => p.reason)).toEqual([
      expect.stringMatching(/^customExercises\[2\]\.primary\[0\]: primary holds "legs", which is not a muscle/),
      expect.stringMatching(/^exerciseLinks\[3\]: a link is \{name, catalogueId\} or \{name, customName\}/),
    ]);
    const customs = (await me.client.query<CustomExerciseItem[]>('customExercises.list')).data;
    expect(customs.map((c) => [c.name, c.kind])).toEqual([
      ['Hatfield Squat', 'weightReps'],
      ['Zercher Squat', 'repsOnly'],
    ]);
    const links = (await me.client.query<ExerciseLinkItem[]>('customExercises.links')).data;
    expect(links).toEqual([
      { name: 'Benchpress', catalogueId: 'dumbbell-bench-press' },
      { name: 'Safety Bar', customId: customs[0]!.id },
    ]);
  });
});
