import { describe, expect, it } from 'vitest';
import type { Exercise } from '../types';
import { arrangeExercises, reorderInput, unchanged } from './exercise-arrangement';

const lift = (id: string, routineId: string, group?: Exercise['group']): Exercise => ({
  id,
  routineId,
  name: id,
  setsLow: 1,
  setsHigh: null,
  repsLow: 1,
  repsHigh: null,
  weight: 0,
  tracked: false,
  bw: false,
  notes: '',
  sortOrder: 1,
  ...(group !== undefined && { group }),
});

const superset = { id: 'g1' };
// Every routine's exercises, as the API lists them; routine A has a superset (a1, a2).
const all = [lift('a1', 'A', superset), lift('b1', 'B'), lift('a2', 'A', superset), lift('a3', 'A')];
const [a1, , a2, a3] = all as [Exercise, Exercise, Exercise, Exercise];

describe('what an arrangement of a routine changes', () => {
  it('saves nothing for the same order and groups (a group id on none or null alike)', () => {
    expect(unchanged(arrangeExercises(all, 'A', [a1, a2, a3]))).toBe(true);
    expect(unchanged(arrangeExercises(all, 'A', [a1, a2, { ...a3, group: null }]))).toBe(true);
  });

  it('a new order alone is sent as ids, as before groups existed', () => {
    const moved = arrangeExercises(all, 'A', [a3, a1, a2]);
    expect(moved).toMatchObject({ reordered: true, regrouped: false });
    expect(reorderInput(moved)).toEqual({ ids: ['a3', 'a1', 'a2'] });
  });

  it("a change of groups sends every exercise's group (null for none) with the ids, in one call", () => {
    const joined = arrangeExercises(all, 'A', [a1, a2, { ...a3, group: superset }]);
    expect(joined).toMatchObject({ reordered: false, regrouped: true });
    expect(reorderInput(joined)).toEqual({ ids: ['a1', 'a2', 'a3'], groups: [superset, superset, superset] });

    const left = arrangeExercises(all, 'A', [{ ...a1, group: null }, a3, { ...a2, group: null }]);
    expect(left).toMatchObject({ reordered: true, regrouped: true });
    expect(reorderInput(left)).toEqual({ ids: ['a1', 'a3', 'a2'], groups: [null, null, null] });
  });

  it("a group's own rest counts as a change of group", () => {
    const rested = { ...superset, restSeconds: 120 };
    expect(arrangeExercises(all, 'A', [{ ...a1, group: rested }, { ...a2, group: rested }, a3]).regrouped).toBe(true);
  });
});
