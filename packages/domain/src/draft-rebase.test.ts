import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebaseDayLogForm, type DayLogForm } from './draft-rebase';
import type { ExerciseForm, SetForm } from './workout-draft';

const NOW = 10_000_000;
const set = (id: string, reps: number, weight: number, changedAt = 100): SetForm => ({ id, changedAt, reps: String(reps), weight: String(weight), notes: '' });
const exercise = (id: string, name: string, sets: SetForm[], extra: Partial<ExerciseForm> = {}): ExerciseForm => ({
  key: `key-${id}`,
  id,
  name,
  tracked: true,
  bw: false,
  sets,
  ...extra,
});
let ids = 0;
const newId = () => `new-${(ids += 1)}`;
const shown = (log: DayLogForm) => log.exercises.map((e) => `${e.name}: ${e.sets.map((s) => `${s.reps}×${s.weight}`).join(', ')}`);

describe('rebaseDayLogForm: a draft meets a newer saved day', () => {
  // The phone saw version 1: Bench Press 5 × 230, 4 × 230 and Dips; it typed 3 × 240 and kept the draft.
  const phone: DayLogForm = {
    exercises: [exercise('bench', 'Bench Press', [set('b1', 5, 230), set('b2', 4, 230), set('b3', 3, 240, 500)]), exercise('dips', 'Dips', [set('d1', 10, 0)])],
    deleted: [],
  };
  // Another client overwrote the day (no base version): ten exercises; the phone's saved sets are tombstoned.
  const names = ['Squat', 'Bench Press', 'Deadlift', 'Overhead Press', 'Barbell Row', 'Pull Up', 'Lunge', 'Leg Press', 'Tricep Pushdown', 'Bicep Curl'];
  const saved: DayLogForm = {
    exercises: names.map((name, i) => exercise(`x${i}`, name, [set(`x${i}s`, 5, 100 + i, 900)], { changedAt: 900 })),
    deleted: ['b1', 'b2', 'd1'].map((setId) => ({ setId, at: 900 })),
  };

  it('shows every saved exercise and the typed set, which joins the saved exercise of the same name', () => {
    const rebased = rebaseDayLogForm(phone, saved, NOW, newId);
    expect(shown(rebased)).toEqual([
      'Squat: 5×100',
      'Bench Press: 5×101, 3×240',
      'Deadlift: 5×102',
      'Overhead Press: 5×103',
      'Barbell Row: 5×104',
      'Pull Up: 5×105',
      'Lunge: 5×106',
      'Leg Press: 5×107',
      'Tricep Pushdown: 5×108',
      'Bicep Curl: 5×109',
    ]);
    expect(rebased.merged).toBe(true);
    expect(rebased.deleted.map((t) => t.setId)).toEqual(['b1', 'b2', 'd1']);
  });

  it('keeps a set typed into an exercise both sides know in that exercise', () => {
    const savedAgain: DayLogForm = {
      exercises: [
        exercise('bench', 'Bench Press', [set('b1', 5, 230), set('b2', 4, 230), set('b9', 2, 250, 800)]),
        exercise('dips', 'Dips', [set('d1', 10, 0)]),
      ],
      deleted: [],
    };
    const rebased = rebaseDayLogForm(phone, savedAgain, NOW, newId);
    expect(shown(rebased)).toEqual(['Bench Press: 5×230, 4×230, 3×240, 2×250', 'Dips: 10×0']);
    expect(rebased.merged).toBe(true);
  });

  it('keeps exercises without sets where they were, and joins one named like a new saved exercise', () => {
    const started: DayLogForm = {
      exercises: [exercise('a', 'Squat', []), exercise('bench', 'Bench Press', [set('b3', 3, 240, 500)]), exercise('c', 'Plank', [])],
      deleted: [],
    };
    const rebased = rebaseDayLogForm(started, saved, NOW, newId);
    expect(rebased.exercises.map((e) => e.name)).toEqual([names[0], names[1], 'Plank', ...names.slice(2)]);
    expect(rebased.exercises.find((e) => e.name === 'Bench Press')!.sets.map((s) => s.reps)).toEqual(['5', '3']);
  });

  it('joins a typed exercise only to a saved one of the same kind, and keeps its times and set types', () => {
    const timed = (id: string, seconds: string, changedAt: number) => ({ ...set(id, 1, 0, changedAt), seconds, type: 'failure' as const });
    const mine: DayLogForm = { exercises: [exercise('p1', 'Plank', [timed('p1s', '1:05', 500)], { kind: 'time' })], deleted: [] };
    const sameKind: DayLogForm = { exercises: [exercise('p2', 'Plank', [timed('p2s', '1:00', 900)], { kind: 'time', changedAt: 900 })], deleted: [] };
    const joined = rebaseDayLogForm(mine, sameKind, NOW, newId);
    expect(joined.exercises.map((e) => [e.name, e.kind, e.sets.map((s) => [s.seconds, s.type])])).toEqual([
      [
        'Plank',
        'time',
        [
          ['1:00', 'failure'],
          ['1:05', 'failure'],
        ],
      ],
    ]);
    const otherKind: DayLogForm = { exercises: [exercise('p2', 'Plank', [set('p2s', 10, 25, 900)], { changedAt: 900 })], deleted: [] };
    const apart = rebaseDayLogForm(mine, otherKind, NOW, newId).exercises.map((e) => [e.name, e.kind ?? 'weightReps', e.sets.length]);
    expect(apart.sort()).toEqual([
      ['Plank', 'time', 1],
      ['Plank', 'weightReps', 1],
    ]);
  });

  it('gives ids to sets and exercises typed before ids, and says nothing merged when the saved day is what the device has', () => {
    const old: DayLogForm = { exercises: [{ key: 'k', name: 'Curl', tracked: false, bw: false, sets: [{ reps: '8', weight: '30', notes: '' }] }], deleted: [] };
    const rebased = rebaseDayLogForm(old, { exercises: [], deleted: [] }, NOW, newId);
    expect(rebased.exercises[0]!.id).toMatch(/^new-/);
    expect(rebased.exercises[0]!.sets[0]!.id).toMatch(/^new-/);
    expect(rebased.merged).toBe(false);
    expect(rebaseDayLogForm(phone, phone, NOW, newId).merged).toBe(false);
  });

  it('loses no set of either side that is not deleted, and shows no set twice (property)', () => {
    const arbSet = (prefix: string) =>
      fc.record({
        id: fc.constantFrom(`${prefix}1`, `${prefix}2`, 's1', 's2', 's3'),
        reps: fc.integer({ min: 1, max: 20 }),
        at: fc.integer({ min: 0, max: 1000 }),
      });
    const arbExercise = (prefix: string) =>
      fc.record({
        id: fc.constantFrom(`${prefix}e`, 'e1', 'e2'),
        name: fc.constantFrom('Bench Press', 'bench press ', 'Squat', ''),
        sets: fc.array(arbSet(prefix), { maxLength: 3 }),
      });
    const arbLog = (prefix: string) =>
      fc.record({
        exercises: fc.uniqueArray(arbExercise(prefix), { selector: (e) => e.id, maxLength: 3 }),
        deleted: fc.uniqueArray(fc.record({ setId: fc.constantFrom('s1', 's2', 's3', `${prefix}1`), at: fc.integer({ min: 0, max: 1000 }) }), {
          selector: (t) => t.setId,
        }),
      });
    const toForm = (log: {
      exercises: { id: string; name: string; sets: { id: string; reps: number; at: number }[] }[];
      deleted: { setId: string; at: number }[];
    }) => {
      const seen = new Set<string>();
      return {
        exercises: log.exercises.map((e) =>
          exercise(
            e.id,
            e.name,
            // A set id stands once in a log.
            e.sets.filter((s) => !seen.has(s.id) && seen.add(s.id)).map((s) => set(s.id, s.reps, 100, s.at)),
          ),
        ),
        deleted: log.deleted,
      };
    };
    fc.assert(
      fc.property(arbLog('m'), arbLog('t'), (m, t) => {
        const mine = toForm(m);
        const theirs = toForm(t);
        const result = rebaseDayLogForm(mine, theirs, NOW, newId);
        const resultIds = result.exercises.flatMap((e) => e.sets.map((s) => s.id!));
        expect(new Set(resultIds).size).toBe(resultIds.length);
        const deletedAt = new Map<string, number>();
        for (const d of [...mine.deleted, ...theirs.deleted]) deletedAt.set(d.setId, Math.max(deletedAt.get(d.setId) ?? -1, d.at));
        for (const s of [...mine.exercises, ...theirs.exercises].flatMap((e) => e.sets)) {
          const latest = Math.max(...[...mine.exercises, ...theirs.exercises].flatMap((e) => e.sets.filter((x) => x.id === s.id).map((x) => x.changedAt!)));
          const deleted = deletedAt.get(s.id!);
          expect(resultIds.includes(s.id!)).toBe(deleted === undefined || latest > deleted);
        }
        // Every exercise the device had without sets is still there.
        for (const e of mine.exercises.filter((x) => x.sets.length === 0 && x.name.trim() === ''))
          expect(result.exercises.some((r) => r.id === e.id)).toBe(true);
      }),
    );
  });
});
