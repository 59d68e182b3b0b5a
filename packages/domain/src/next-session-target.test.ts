import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSessionTarget, nextSessionTargetLabel, nextSessionTargetReason, nextTargetWeight, type LastSessionSet } from './next-session-target';
import { DEFAULT_EQUIPMENT_KG, DEFAULT_EQUIPMENT_LB, loadPlates } from './plates';
import { displayToPounds, poundsToDisplay } from './units';

const sets = (...pairs: [number, number][]): LastSessionSet[] => pairs.map(([reps, weight]) => ({ reps, weight }));
const bench = { setsLow: 3, repsLow: 5, repsHigh: 8 };
const imperial = { type: 'imperial' as const };

describe('nextSessionTarget (double progression)', () => {
  it('adds one increment and drops to setsLow × repsLow once every working set reached repsHigh', () => {
    expect(nextSessionTarget(bench, sets([8, 185], [8, 185], [9, 185]), imperial)).toEqual({
      kind: 'increase',
      weight: 190,
      sets: [
        { reps: 5, weight: 190 },
        { reps: 5, weight: 190 },
        { reps: 5, weight: 190 },
      ],
    });
  });

  it('keeps the weight and adds a rep to each set that fell short, capped at repsHigh', () => {
    expect(nextSessionTarget(bench, sets([8, 185], [7, 185], [5, 185]), imperial)).toEqual({
      kind: 'more-reps',
      weight: 185,
      sets: [
        { reps: 8, weight: 185 },
        { reps: 8, weight: 185 },
        { reps: 6, weight: 185 },
      ],
    });
  });

  it('repeats last time without a rep range', () => {
    expect(nextSessionTarget({ setsLow: 3, repsLow: 5, repsHigh: null }, sets([5, 225], [5, 225], [3, 235]), imperial)).toEqual({
      kind: 'repeat',
      weight: 225,
      sets: [
        { reps: 5, weight: 225 },
        { reps: 5, weight: 225 },
        { reps: 3, weight: 235 },
      ],
    });
  });

  it('ignores warm-ups and back-off sets at another weight, and has no target without a working set', () => {
    const last = [{ reps: 10, weight: 95, warmup: true }, ...sets([8, 185], [8, 185], [8, 185], [12, 135])];
    expect(nextSessionTarget(bench, last, imperial)).toMatchObject({ kind: 'increase', weight: 190 });
    expect(nextSessionTarget(bench, [{ reps: 10, weight: 95, warmup: true }], imperial)).toBeNull();
    expect(nextSessionTarget(bench, [], imperial)).toBeNull();
  });

  it('does not increase before setsLow sets were done, and fills the missing sets with repsLow', () => {
    expect(nextSessionTarget(bench, sets([8, 185], [8, 185]), imperial)).toEqual({
      kind: 'more-reps',
      weight: 185,
      sets: [
        { reps: 8, weight: 185 },
        { reps: 8, weight: 185 },
        { reps: 5, weight: 185 },
      ],
    });
  });

  it('steps a metric lifter by 2.5 kg, exactly in kilograms', () => {
    const target = nextSessionTarget(bench, sets([8, displayToPounds(100, 'metric')], [8, 220.46], [8, 220.46]), { type: 'metric' });
    expect(target?.weight).toBe(displayToPounds(102.5, 'metric'));
    expect(poundsToDisplay(target!.weight, 'metric')).toBe(102.5);
  });
});

describe('nextTargetWeight: the increment', () => {
  it('is 5 lb or 2.5 kg by default', () => {
    expect(nextTargetWeight(135, imperial)).toBe(140);
    expect(poundsToDisplay(nextTargetWeight(displayToPounds(60, 'metric'), { type: 'metric' }), 'metric')).toBe(62.5);
  });

  it('is the routine exercise\'s own "Increase by" when set', () => {
    expect(nextTargetWeight(135, { type: 'imperial', increaseByLb: 10, equipment: DEFAULT_EQUIPMENT_LB })).toBe(145);
    expect(nextTargetWeight(135, { type: 'imperial', increaseByLb: 0 })).toBe(140);
    expect(nextTargetWeight(220.46, { type: 'metric', increaseByLb: displayToPounds(1, 'metric') })).toBe(displayToPounds(101, 'metric'));
    // Stepped in kilograms: 100 kg + 5 kg is exactly 105 kg stored, not 220.46 + 11.02 lb.
    expect(nextTargetWeight(displayToPounds(100, 'metric'), { type: 'metric', increaseByLb: displayToPounds(5, 'metric') })).toBe(
      displayToPounds(105, 'metric'),
    );
  });

  it('is the next loadable weight with plates set up, the lightest pair below the bar, the default past every plate', () => {
    const micro = {
      bar: 45,
      plates: [
        { weight: 45, pairs: 4 },
        { weight: 1.25, pairs: 1 },
      ],
    };
    expect(nextTargetWeight(135, { type: 'imperial', equipment: micro })).toBe(137.5);
    expect(nextTargetWeight(137.5, { type: 'imperial', equipment: micro })).toBe(225);
    expect(nextTargetWeight(30, { type: 'imperial', equipment: micro })).toBe(32.5);
    expect(nextTargetWeight(405, { type: 'imperial', equipment: micro })).toBe(407.5);
    expect(nextTargetWeight(407.5, { type: 'imperial', equipment: micro })).toBe(412.5);
    expect(poundsToDisplay(nextTargetWeight(displayToPounds(102.5, 'metric'), { type: 'metric', equipment: DEFAULT_EQUIPMENT_KG }), 'metric')).toBe(105);
  });

  it('property: with plates, the increase lands on the lightest loadable weight above the last one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 180, max: 2500 }).map((q) => q / 4),
        (weight) => {
          const next = nextTargetWeight(weight, { type: 'imperial', equipment: DEFAULT_EQUIPMENT_LB });
          expect(next).toBeGreaterThan(weight);
          expect(['plates', 'bar-only']).toContain(loadPlates(next, DEFAULT_EQUIPMENT_LB).kind);
          for (let w = Math.floor(weight * 4) / 4 + 0.25; w < next; w += 0.25) {
            if (w > weight) expect(loadPlates(w, DEFAULT_EQUIPMENT_LB).kind).toBe('not-loadable');
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('nextSessionTarget properties', () => {
  const rangeArb = fc.record({ setsLow: fc.integer({ min: 1, max: 5 }), repsLow: fc.integer({ min: 1, max: 8 }), span: fc.integer({ min: 1, max: 6 }) });
  const lastArb = fc.array(fc.record({ reps: fc.integer({ min: 1, max: 15 }), weight: fc.constantFrom(95, 135, 185), warmup: fc.boolean() }), { maxLength: 7 });

  it('property: increases exactly when enough working sets reached the top, never lowers the weight, never asks for fewer reps', () => {
    fc.assert(
      fc.property(rangeArb, lastArb, ({ setsLow, repsLow, span }, last) => {
        const range = { setsLow, repsLow, repsHigh: repsLow + span };
        const target = nextSessionTarget(range, last, imperial);
        const working = last.filter((s) => !s.warmup);
        if (working.length === 0) return target === null;
        const w = target!.kind === 'increase' ? target!.weight - 5 : target!.weight;
        const atW = working.filter((s) => s.weight === w);
        const earned = atW.length >= setsLow && atW.every((s) => s.reps >= range.repsHigh);
        if (earned !== (target!.kind === 'increase')) return false;
        if (target!.kind === 'increase') return target!.sets.length === setsLow && target!.sets.every((s) => s.reps === repsLow && s.weight === w + 5);
        return (
          target!.sets.length === Math.max(setsLow, atW.length) &&
          atW.every((s, i) => target!.sets[i]!.reps === (s.reps >= range.repsHigh ? s.reps : s.reps + 1) && target!.sets[i]!.weight === w)
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("nextSessionTargetLabel and nextSessionTargetReason: the target row's words", () => {
  it('says sets × reps at a weight, reps one by one when they differ, and mixed weights set by set', () => {
    const increase = nextSessionTarget(bench, sets([8, 225], [8, 225], [8, 225]), imperial)!;
    expect(nextSessionTargetLabel(increase, 'imperial')).toBe('Target: 3 × 5 at 230 lbs');
    expect(nextSessionTargetReason(increase, 8)).toBe('Every set reached 8 reps last time: time to add weight');
    const moreReps = nextSessionTarget(bench, sets([8, 185], [7, 185], [5, 185]), imperial)!;
    expect(nextSessionTargetLabel(moreReps, 'imperial')).toBe('Target: 8, 8, 6 reps at 185 lbs');
    expect(nextSessionTargetReason(moreReps, 8)).toBe('Same weight, one more rep where you fell short of 8');
    const repeat = nextSessionTarget({ setsLow: 3, repsLow: 5, repsHigh: null }, sets([5, 225], [5, 225], [3, 235]), imperial)!;
    expect(nextSessionTargetLabel(repeat, 'imperial')).toBe('Target: 5 × 225, 5 × 225, 3 × 235 lbs');
    expect(nextSessionTargetReason(repeat, null)).toBe('No rep range: repeat last time');
  });

  it('leaves the weight out when there is none, and speaks kilograms to metric users', () => {
    const dips = nextSessionTarget({ setsLow: 3, repsLow: 6, repsHigh: 10 }, sets([10, 0], [9, 0], [8, 0]), imperial)!;
    expect(nextSessionTargetLabel(dips, 'imperial')).toBe('Target: 10, 10, 9 reps');
    const metric = nextSessionTarget(
      bench,
      sets([8, displayToPounds(100, 'metric')], [8, displayToPounds(100, 'metric')], [8, displayToPounds(100, 'metric')]),
      { type: 'metric' },
    )!;
    expect(nextSessionTargetLabel(metric, 'metric')).toBe('Target: 3 × 5 at 102.5 kgs');
  });
});
