import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import { WORKOUT_LOGS, type LogExerciseRecord, type WorkoutLogRecord, type WorkoutSessionRecord } from '../../shared/records';
import { createTestClock } from '../../test-support/test-clock';
import { LogImports, type ImportedDayLog } from './log-imports';

// The import's writes of a day's session and groups, and its undo (docs/decisions/0061, 0072).
const storage = createEmbeddedStorage(':memory:');
afterAll(() => storage.close());
const logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
const imports = new LogImports(storage, createTestClock(new Date('2030-06-15T12:00:00Z')));
const T0 = Date.parse('2030-06-10T18:02:00Z');

const exercise = (id: string, importId: string, group?: string): LogExerciseRecord => ({
  id,
  name: id,
  tracked: true,
  bw: false,
  ...(group ? { group: { id: group } } : {}),
  sets: [{ id: `${id}-s`, reps: 8, weight: 100, notes: '', importId }],
});
const session = (importId: string): WorkoutSessionRecord => ({ startedAt: T0, finishedAt: T0 + 3_900_000, notes: 'From Hevy', changedAt: T0, importId });
const dayOf = (userId: string, date: string) => logs.findOne({ userId, date });

describe('an import of days with sessions and groups', () => {
  it('stores a new day with its session and normalised groups; between answers them; the undo removes the day whole', async () => {
    const days: ImportedDayLog[] = [
      { day: '2030-06-10', exercises: [exercise('bench', 'i1', 'h1'), exercise('row', 'i1', 'h1'), exercise('dip', 'i1', 'lone')], session: session('i1') },
    ];
    await imports.importDays(
      'u1',
      'i1',
      days,
      () => ({ exercises: [], added: [] }),
      async () => {},
    );
    const stored = await dayOf('u1', '2030-06-10');
    expect(stored?.session).toEqual(session('i1'));
    // Stored normalised: a group of one is none.
    expect(stored?.exercises.map((e) => e.group)).toEqual([{ id: 'h1' }, { id: 'h1' }, undefined]);
    expect((await imports.between('u1', '2030-06-01', '2030-06-30')).get('2030-06-10')).toMatchObject({ session: session('i1') });
    expect(await imports.removeImported('u1', 'i1')).toBe(3);
    expect(await dayOf('u1', '2030-06-10')).toBeNull();
  });

  it("into a day already logged: the remerge's session is written; the undo clears it and leaves the user's sets", async () => {
    const mine = { ...exercise('squat', ''), sets: [{ id: 'mine', reps: 5, weight: 225, notes: '' }] };
    await logs.insertOne({ id: 'log2', userId: 'u2', date: '2030-06-11', exercises: [mine], updatedAt: new Date(), revision: 1 });
    const days: ImportedDayLog[] = [{ day: '2030-06-11', exercises: [exercise('curl', 'i2')], session: session('i2') }];
    await imports.importDays(
      'u2',
      'i2',
      days,
      (_day, stored) => ({ exercises: [...stored.exercises, exercise('curl', 'i2')], added: [1], session: stored.session ?? session('i2') }),
      async () => {},
    );
    expect((await dayOf('u2', '2030-06-11'))?.session).toEqual(session('i2'));
    expect(await imports.removeImported('u2', 'i2')).toBe(1);
    const after = await dayOf('u2', '2030-06-11');
    expect(after?.exercises).toEqual([mine]);
    expect(after?.session).toBeNull();
  });

  it('the undo dissolves a group that loses a member with the imported sets', async () => {
    const mine = { ...exercise('press', '', 'g'), sets: [{ id: 'mine2', reps: 5, weight: 95, notes: '' }] };
    await logs.insertOne({ id: 'log3', userId: 'u3', date: '2030-06-12', exercises: [mine, exercise('dip', 'i3', 'g')], updatedAt: new Date(), revision: 1 });
    await imports.removeImported('u3', 'i3');
    expect((await dayOf('u3', '2030-06-12'))?.exercises.map((e) => [e.id, e.group ?? null])).toEqual([['press', null]]);
  });
});
