import { describe, expect, it } from 'vitest';
import { STARTER_ROUTINES } from './starter-routines';

describe('STARTER_ROUTINES', () => {
  it('holds the spec table, four per routine in order', () => {
    const table = STARTER_ROUTINES.map((r) => [r.name, r.exercises.map((e) => `${e.name} ${e.setsLow}-${e.setsHigh} x ${e.repsLow}-${e.repsHigh}`)]);
    expect(table).toEqual([
      ['Full Body 1', ['Squats 1-3 x 5-8', 'Bench Press 2-4 x 5-8', 'Bent-over Rows 2-4 x 5-8', 'Overhead Press 2-3 x 5-8']],
      ['Full Body 2', ['Dumbbell Romanian Deadlift 1-3 x 5-8', 'Incline Bench Press 1-3 x 5-8', 'Lat Pulldown 3-4 x 5-8', 'Dumbbell Lateral Raise 3-4 x 8-12']],
      ['Full Body 3', ['Lunges 2-4 x 5-8', 'Dips 2-3 x 5-8', 'Pullups (Assisted if needed) 2-4 x 5-8', 'Seated Shoulder Press 2-3 x 5-8']],
    ]);
  });

  it('starts every exercise at weight 0, untracked, non-bodyweight, with empty notes', () => {
    const all = STARTER_ROUTINES.flatMap((r) => r.exercises);
    expect(all).toHaveLength(12);
    for (const e of all) expect(e).toMatchObject({ weight: 0, tracked: false, bw: false, notes: '' });
    for (const e of all) expect(e.name.length).toBeLessThanOrEqual(45);
  });
});
