import { describe, expect, it } from 'vitest';
import { previousSetsLabel } from './previous-sets';
import { displayToPounds } from './units';

// "Last time" per kind (issue #47); the weight and reps wording is also covered in workout-draft.test.ts.

const today = '2026-11-25';
const on = (sets: { reps: number; weight: number; seconds?: number | null; meters?: number | null }[], date = '2026-11-18') => ({ date, sets });

describe('previousSetsLabel per kind', () => {
  it('keeps weight and reps exactly as before, with or without the kind given', () => {
    const squats = on([
      { reps: 5, weight: 225 },
      { reps: 3, weight: 205 },
    ]);
    expect(previousSetsLabel(squats, 'imperial', today)).toBe('Last time, Nov 18: 5 × 225, 3 × 205 lbs');
    expect(previousSetsLabel(squats, 'imperial', today, 'weightReps')).toBe('Last time, Nov 18: 5 × 225, 3 × 205 lbs');
    expect(previousSetsLabel(on([{ reps: 8, weight: 0 }]), 'imperial', today, 'weightReps')).toBe('Last time, Nov 18: 8 reps');
  });

  it('says reps only as reps, whatever weight a set carries', () => {
    expect(
      previousSetsLabel(
        on([
          { reps: 8, weight: 0 },
          { reps: 8, weight: 10 },
          { reps: 6, weight: 0 },
        ]),
        'metric',
        today,
        'repsOnly',
      ),
    ).toBe('Last time, Nov 18: 8, 8, 6 reps');
  });

  it('says times one by one as m:ss, with the added weight when above 0', () => {
    const holds = [65, 65, 60].map((seconds) => ({ reps: 1, weight: 0, seconds }));
    expect(previousSetsLabel(on(holds), 'imperial', today, 'time')).toBe('Last time, Nov 18: 1:05, 1:05, 1:00');
    const weighted = holds.map((s) => ({ ...s, weight: displayToPounds(10, 'metric') }));
    expect(previousSetsLabel(on(weighted), 'metric', today, 'time')).toBe('Last time, Nov 18: 1:05, 1:05, 1:00 at 10 kgs');
    const mixed = [
      { reps: 1, weight: 20, seconds: 3725 },
      { reps: 1, weight: 0, seconds: 60 },
    ];
    expect(previousSetsLabel(on(mixed, '2025-12-30'), 'imperial', today, 'time')).toBe('Last time, Dec 30, 2025: 1:02:05 at 20, 1:00 lbs');
  });

  it('says distances in the user’s unit with their time, or alone when no time was logged', () => {
    const run = on([{ reps: 1, weight: 0, meters: 5000, seconds: 1500 }]);
    expect(previousSetsLabel(run, 'metric', today, 'distanceTime')).toBe('Last time, Nov 18: 5 km in 25:00');
    expect(previousSetsLabel(run, 'imperial', today, 'distanceTime')).toBe('Last time, Nov 18: 3.11 mi in 25:00');
    const carry = on([
      { reps: 1, weight: 100, meters: 40, seconds: null },
      { reps: 1, weight: 100, meters: 40 },
    ]);
    expect(previousSetsLabel(carry, 'imperial', today, 'distanceTime')).toBe('Last time, Nov 18: 0.02 mi, 0.02 mi at 100 lbs');
    expect(previousSetsLabel(carry, 'metric', today, 'distanceTime')).toBe('Last time, Nov 18: 0.04 km, 0.04 km at 45.4 kgs');
  });
});
