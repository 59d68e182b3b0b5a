import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stampLogEdit } from './log-form-stamps';
import type { ExerciseForm, SetForm } from './workout-draft';

let made = 0;
const newId = () => `new-${(made += 1)}`;
const set = (id: string | undefined, reps: string, changedAt?: number): SetForm => ({ ...(id ? { id } : {}), ...(changedAt !== undefined ? { changedAt } : {}), reps, weight: '100', notes: '' });
const exercise = (id: string | undefined, sets: SetForm[], name = 'Squats', changedAt = 1): ExerciseForm => ({ key: `k-${id}`, ...(id ? { id, changedAt } : {}), name, tracked: true, bw: false, sets });

describe('stamping an edit of the log form', () => {
  it('gives new sets and exercises this device’s ids and now; edited ones now; untouched ones keep their stamps', () => {
    const before = [exercise('e1', [set('s1', '5', 10), set('s2', '5', 10)])];
    const after = [exercise('e1', [set('s1', '5', 10), set('s2', '6', 10), set(undefined, '5')]), exercise(undefined, [set(undefined, '8')], 'Dips')];
    const { exercises, deleted } = stampLogEdit(before, after, new Set(['s1', 's2']), 99, newId);
    expect(exercises[0]!.sets.map((s) => [s.id, s.changedAt])).toEqual([
      ['s1', 10],
      ['s2', 99],
      [expect.stringMatching(/^new-/), 99],
    ]);
    expect(exercises[0]!.changedAt).toBe(1);
    expect(exercises[1]).toMatchObject({ id: expect.stringMatching(/^new-/), changedAt: 99, sets: [{ id: expect.stringMatching(/^new-/), changedAt: 99 }] });
    expect(deleted).toEqual([]);
  });

  it('leaves a tombstone for each saved set removed (an exercise removed removes its sets); none for a set never saved', () => {
    const before = [exercise('e1', [set('s1', '5', 10), set('unsaved', '5', 20)]), exercise('e2', [set('s3', '5', 10)], 'Dips')];
    const { deleted } = stampLogEdit(before, [exercise('e1', [])], new Set(['s1', 's3']), 99, newId);
    expect(deleted).toEqual([
      { setId: 's1', at: 99 },
      { setId: 's3', at: 99 },
    ]);
  });

  it('a rename stamps the exercise, not its sets', () => {
    const before = [exercise('e1', [set('s1', '5', 10)])];
    const { exercises } = stampLogEdit(before, [exercise('e1', [set('s1', '5', 10)], 'Front squats')], new Set(['s1']), 99, newId);
    expect(exercises[0]).toMatchObject({ changedAt: 99, sets: [{ changedAt: 10 }] });
  });

  it('never stamps an unchanged form, and every set ends with an id (property)', () => {
    const form = fc.array(fc.record({ id: fc.option(fc.string({ minLength: 1, maxLength: 4 }), { nil: undefined }), sets: fc.array(fc.record({ reps: fc.constantFrom('1', '5'), stamped: fc.boolean() }), { maxLength: 4 }) }), { maxLength: 4 });
    fc.assert(
      fc.property(form, (shape) => {
        let n = 0;
        const forms = shape.map((e, i) => exercise(e.id ? `${e.id}-${i}` : undefined, e.sets.map((s, j) => set(`s-${i}-${j}`, s.reps, s.stamped ? 5 : undefined))));
        const withIds = stampLogEdit([], forms, new Set(), 7, () => `id-${(n += 1)}`).exercises;
        const again = stampLogEdit(withIds, withIds, new Set(), 8, () => `id-${(n += 1)}`);
        expect(again.exercises).toEqual(withIds);
        expect(again.deleted).toEqual([]);
        expect(withIds.flatMap((e) => e.sets).every((s) => typeof s.id === 'string')).toBe(true);
      }),
    );
  });
});
