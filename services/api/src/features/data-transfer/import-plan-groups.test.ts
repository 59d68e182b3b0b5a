import { describe, expect, it } from 'vitest';
import type { LogExerciseRecord, WorkoutSessionRecord } from '../../shared/records';
import type { ImportedExercise, ImportedSession } from './import-file';
import { mergeDay, type StoredDay } from './import-plan';

let ids = 0;
const newId = () => `id${(ids += 1)}`;
const fromFile = (name: string, group?: string, restSeconds?: number): ImportedExercise => ({
  name,
  kind: 'weightReps',
  tracked: true,
  bw: false,
  sets: [{ reps: 5, weight: 100, notes: '', type: 'normal', rpe: null, seconds: null, meters: null, workout: 'w' }],
  ...(group ? { group: { id: group, ...(restSeconds === undefined ? {} : { restSeconds }) } } : {}),
});
const stored = (name: string, group?: string): LogExerciseRecord => ({
  id: newId(),
  name,
  tracked: true,
  bw: false,
  sets: [{ id: newId(), reps: 5, weight: 100, notes: '' }],
  ...(group ? { group: { id: group } } : {}),
});
const FILE_SESSION: ImportedSession = { startedAt: 1_000, finishedAt: 2_000, notes: 'Felt strong' };
const merge = (day: StoredDay, exercises: ImportedExercise[], session?: ImportedSession) =>
  mergeDay(day, { day: '2026-03-12', exercises, ...(session ? { session } : {}) }, 'import', newId, 5_000);
const groupsOf = (exercises: readonly LogExerciseRecord[]) => exercises.map((e) => [e.name, e.group ?? null]);

describe('merging a file’s groups and session into a day', () => {
  it('gives each of the file’s groups a new id, keeps its rest, and stores no group on an ungrouped exercise', () => {
    const outcome = merge({ exercises: [] }, [
      fromFile('Bench', 'f1', 60),
      fromFile('Row', 'f1', 60),
      fromFile('Plank'),
      fromFile('Curl', 'f2'),
      fromFile('Pushdown', 'f2'),
    ]);
    const [first, second] = [outcome.exercises[0]!.group!.id, outcome.exercises[3]!.group!.id];
    expect(first).not.toBe(second);
    expect([first, second]).not.toContain('f1');
    expect(groupsOf(outcome.exercises)).toEqual([
      ['Bench', { id: first, restSeconds: 60 }],
      ['Row', { id: first, restSeconds: 60 }],
      ['Plank', null],
      ['Curl', { id: second }],
      ['Pushdown', { id: second }],
    ]);
    expect(outcome.exercises.some((e) => 'group' in e && e.group == null)).toBe(false);
    expect(outcome.groups).toBe(2);
  });

  it('a member continued in a stored exercise keeps the stored group: the file’s group left with one dissolves; the stored groups stay', () => {
    const day = { exercises: [stored('Bench', 'mine'), stored('Row', 'mine')] };
    const outcome = merge(day, [fromFile('Bench', 'f1'), fromFile('Fly', 'f1'), fromFile('Dips')]);
    expect(groupsOf(outcome.exercises)).toEqual([
      ['Bench', { id: 'mine' }],
      ['Row', { id: 'mine' }],
      ['Fly', null],
      ['Dips', null],
    ]);
    expect(outcome.groups).toBe(0);
  });

  it('the file’s session, stamped and tagged with the import, fills a day without one', () => {
    expect(merge({ exercises: [] }, [fromFile('Bench')], FILE_SESSION).session).toEqual({ ...FILE_SESSION, changedAt: 5_000, importId: 'import' });
    const empty: WorkoutSessionRecord = { startedAt: null, finishedAt: null, notes: '', changedAt: 1 };
    expect(merge({ exercises: [], session: empty }, [fromFile('Bench')], FILE_SESSION).session).toMatchObject(FILE_SESSION);
    expect(merge({ exercises: [], session: null }, [fromFile('Bench')], FILE_SESSION).session).toMatchObject(FILE_SESSION);
  });

  it('a day’s own session stays as it is; a file without one leaves the day’s alone', () => {
    const mine: WorkoutSessionRecord = { startedAt: 500, finishedAt: null, notes: '', changedAt: 600 };
    expect(merge({ exercises: [], session: mine }, [fromFile('Bench')], FILE_SESSION).session).toBeUndefined();
    expect(merge({ exercises: [] }, [fromFile('Bench')]).session).toBeUndefined();
  });
});
