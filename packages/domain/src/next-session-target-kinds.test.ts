import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSessionTarget, nextSessionTargetLabel, nextSessionTargetReason, type LastSessionSet, type RoutineRepRange } from './next-session-target';
import { displayToPounds } from './units';

// Next-session targets of the Time and Distance and time kinds, and set types (issue #47).

const imperial = { type: 'imperial' as const };
const plank: RoutineRepRange = { kind: 'time', setsLow: 3, repsLow: 1, repsHigh: null, targetSeconds: 60 };
const holds = (...seconds: number[]): LastSessionSet[] => seconds.map((s) => ({ reps: 1, weight: 0, seconds: s }));
const runRange: RoutineRepRange = { kind: 'distanceTime', setsLow: 1, repsLow: 1, repsHigh: null, targetMeters: 5000 };

describe('Time targets', () => {
  it('adds 5 s to the shortest set once every working set reached the target time', () => {
    expect(nextSessionTarget(plank, holds(65, 70, 65), imperial)).toEqual({
      kind: 'more-time',
      weight: 0,
      targetSeconds: 60,
      sets: [
        { reps: 1, weight: 0, seconds: 70 },
        { reps: 1, weight: 0, seconds: 70 },
        { reps: 1, weight: 0, seconds: 70 },
      ],
    });
  });

  it('holds the target time while a set fell short, or fewer sets than the routine asks were done', () => {
    const same = { kind: 'same-time', weight: 0, targetSeconds: 60, sets: Array.from({ length: 3 }, () => ({ reps: 1, weight: 0, seconds: 60 })) };
    expect(nextSessionTarget(plank, holds(65, 59, 70), imperial)).toEqual(same);
    expect(nextSessionTarget(plank, holds(90, 90), imperial)).toEqual(same);
  });

  it('ignores warm-ups (either spelling), counts drop sets and sets to failure, and keeps the added weight', () => {
    const last: LastSessionSet[] = [
      { reps: 1, weight: 0, seconds: 20, warmup: true },
      { reps: 1, weight: 0, seconds: 30, type: 'warmup' },
      { reps: 1, weight: 25, seconds: 60 },
      { reps: 1, weight: 25, seconds: 62, type: 'failure' },
      { reps: 1, weight: 25, seconds: 61, type: 'drop' },
    ];
    expect(nextSessionTarget(plank, last, imperial)).toMatchObject({ kind: 'more-time', weight: 25, sets: [{ seconds: 65, weight: 25 }, {}, {}] });
    expect(nextSessionTarget(plank, last.slice(0, 2), imperial)).toBeNull();
    expect(nextSessionTarget(plank, [], imperial)).toBeNull();
  });

  it("repeats last time's times without a routine time, and never goes past 24:00:00", () => {
    expect(nextSessionTarget({ ...plank, targetSeconds: null }, holds(65, 65, 60), imperial)).toEqual({
      kind: 'repeat',
      weight: 0,
      sets: [
        { reps: 1, weight: 0, seconds: 65 },
        { reps: 1, weight: 0, seconds: 65 },
        { reps: 1, weight: 0, seconds: 60 },
      ],
    });
    expect(nextSessionTarget({ ...plank, setsLow: 1 }, holds(86_398), imperial)?.sets).toEqual([{ reps: 1, weight: 0, seconds: 86_400 }]);
  });

  it('property: more time exactly when enough sets reached the target, and the target never asks for less than the routine', () => {
    const setArb = fc.record({ reps: fc.constant(1), weight: fc.constant(0), seconds: fc.integer({ min: 1, max: 200 }), warmup: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 180 }), fc.array(setArb, { maxLength: 7 }), (setsLow, targetSeconds, last) => {
        const target = nextSessionTarget({ kind: 'time', setsLow, repsLow: 1, repsHigh: null, targetSeconds }, last, imperial);
        const working = last.filter((s) => !s.warmup).map((s) => s.seconds);
        if (working.length === 0) {
          expect(target).toBeNull();
          return;
        }
        const earned = working.length >= setsLow && working.every((s) => s >= targetSeconds);
        expect(target!.kind).toBe(earned ? 'more-time' : 'same-time');
        expect(target!.sets).toHaveLength(setsLow);
        const expected = earned ? Math.min(...working) + 5 : targetSeconds;
        for (const set of target!.sets) expect(set.seconds).toBe(expected);
        expect(expected).toBeGreaterThanOrEqual(targetSeconds);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Distance and time targets', () => {
  it('repeats the longest distance with its time to beat', () => {
    const last: LastSessionSet[] = [
      { reps: 1, weight: 0, meters: 1000, seconds: 400, warmup: true },
      { reps: 1, weight: 0, meters: 5000, seconds: 1500 },
      { reps: 1, weight: 0, meters: 2000, seconds: 500 },
    ];
    expect(nextSessionTarget(runRange, last, imperial)).toEqual({ kind: 'beat-time', weight: 0, sets: [{ reps: 1, weight: 0, meters: 5000, seconds: 1500 }] });
  });

  it('takes the faster of equal distances, sets the routine asks for, and the routine time when there was none', () => {
    const intervals: LastSessionSet[] = [
      { reps: 1, weight: 0, meters: 1000, seconds: 280 },
      { reps: 1, weight: 0, meters: 1000, seconds: 270, type: 'failure' },
    ];
    expect(nextSessionTarget({ ...runRange, setsLow: 3 }, intervals, imperial)?.sets).toEqual(
      Array.from({ length: 3 }, () => ({ reps: 1, weight: 0, meters: 1000, seconds: 270 })),
    );
    const carry = [{ reps: 1, weight: 100, meters: 40 }];
    expect(nextSessionTarget(runRange, carry, imperial)).toEqual({ kind: 'beat-time', weight: 100, sets: [{ reps: 1, weight: 100, meters: 40 }] });
    expect(nextSessionTarget({ ...runRange, targetSeconds: 45 }, carry, imperial)?.sets).toEqual([{ reps: 1, weight: 100, meters: 40, seconds: 45 }]);
    expect(nextSessionTarget(runRange, [{ reps: 1, weight: 0, meters: 3000, warmup: true }], imperial)).toBeNull();
  });
});

describe('targets of the new kinds in words', () => {
  it('says times as m:ss and distances in the user’s unit, with the added weight when there is one', () => {
    expect(nextSessionTargetLabel(nextSessionTarget(plank, holds(60, 62, 60), imperial)!, 'imperial')).toBe('Target: 3 × 1:05');
    const repeat = nextSessionTarget({ ...plank, targetSeconds: null }, holds(65, 65, 60), imperial)!;
    expect(nextSessionTargetLabel(repeat, 'metric')).toBe('Target: 1:05, 1:05, 1:00');
    const run = nextSessionTarget(runRange, [{ reps: 1, weight: 0, meters: 5000, seconds: 1500 }], imperial)!;
    expect(nextSessionTargetLabel(run, 'metric')).toBe('Target: 5 km in 25:00');
    expect(nextSessionTargetLabel(run, 'imperial')).toBe('Target: 3.11 mi in 25:00');
    const weighted = nextSessionTarget(
      plank,
      holds(70, 70, 70).map((s) => ({ ...s, weight: displayToPounds(10, 'metric') })),
      imperial,
    )!;
    expect(nextSessionTargetLabel(weighted, 'metric')).toBe('Target: 3 × 1:15 at 10 kgs');
    const carry = nextSessionTarget({ ...runRange, setsLow: 2 }, [{ reps: 1, weight: 100, meters: 40 }], imperial)!;
    expect(nextSessionTargetLabel(carry, 'metric')).toBe('Target: 2 × 0.04 km at 45.4 kgs');
    const mixed = {
      kind: 'repeat' as const,
      weight: 20,
      sets: [
        { reps: 1, weight: 20, seconds: 65 },
        { reps: 1, weight: 25, seconds: 60 },
      ],
    };
    expect(nextSessionTargetLabel(mixed, 'imperial')).toBe('Target: 1:05 at 20, 1:00 at 25 lbs');
  });

  it('gives the reason in a short sentence', () => {
    expect(nextSessionTargetReason(nextSessionTarget(plank, holds(60, 62, 60), imperial)!, null)).toBe('Every set reached 1:00 last time: 5 s more');
    expect(nextSessionTargetReason(nextSessionTarget(plank, holds(50), imperial)!, null)).toBe('Same time until every set reaches 1:00');
    expect(nextSessionTargetReason(nextSessionTarget({ ...plank, targetSeconds: null }, holds(50), imperial)!, null)).toBe('No target time: repeat last time');
    expect(nextSessionTargetReason(nextSessionTarget(runRange, [{ reps: 1, weight: 0, meters: 5000, seconds: 1500 }], imperial)!, null)).toBe(
      'Same distance as last time: beat the time',
    );
    expect(nextSessionTargetReason(nextSessionTarget(runRange, [{ reps: 1, weight: 0, meters: 40 }], imperial)!, null)).toBe('Same distance as last time');
  });
});

describe('set types in weight and reps targets', () => {
  it('counts drop sets and sets to failure as working sets and leaves out a warm-up given only as a type', () => {
    const last: LastSessionSet[] = [
      { reps: 12, weight: 95, type: 'warmup' },
      { reps: 8, weight: 185 },
      { reps: 8, weight: 185, type: 'failure' },
      { reps: 9, weight: 185, type: 'drop' },
    ];
    expect(nextSessionTarget({ setsLow: 3, repsLow: 5, repsHigh: 8 }, last, imperial)).toMatchObject({ kind: 'increase', weight: 190 });
  });
});
