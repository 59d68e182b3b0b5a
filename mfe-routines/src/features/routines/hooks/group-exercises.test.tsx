import { describe, expect, it } from 'vitest';
import type { Exercise } from '../types';
import { exercisesOf, groupByRoutine, replaceRoutineExercises } from './group-exercises';

const lift = (id: string, routineId: string, sortOrder: number): Exercise => ({
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
  sortOrder,
});

// The API's list: by sort order across all routines.
const all = [lift('a1', 'A', 1), lift('b1', 'B', 1), lift('a2', 'A', 2), lift('b2', 'B', 2), lift('a3', 'A', 5)];

describe('grouping exercises by routine', () => {
  it("keeps each routine's exercises in list order", () => {
    const groups = groupByRoutine(all);
    expect(exercisesOf(groups, 'A').map((e) => e.id)).toEqual(['a1', 'a2', 'a3']);
    expect(exercisesOf(groups, 'B').map((e) => e.id)).toEqual(['b1', 'b2']);
    expect(exercisesOf(groups, 'none')).toEqual([]);
  });

  it('puts one routine in a new order, handing out the sort orders it held, and leaves the others alone', () => {
    const next = [all[4]!, all[0]!, all[2]!];
    const reordered = replaceRoutineExercises(all, 'A', next);
    expect(reordered.map((e) => [e.id, e.sortOrder])).toEqual([
      ['a3', 1],
      ['b1', 1],
      ['a1', 2],
      ['b2', 2],
      ['a2', 5],
    ]);
    expect(exercisesOf(groupByRoutine(reordered), 'A').map((e) => e.id)).toEqual(['a3', 'a1', 'a2']);
    expect(reordered[1]).toBe(all[1]);
  });
});
