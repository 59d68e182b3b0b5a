import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOneRepMax, estimateOneRepMax, oneRepMaxFromLoad, oneRepMaxInUnits, oneRepMaxValue, type OneRepMaxFormula } from './one-rep-max';
import { displayToPounds } from './units';

/** %1RM by reps from Brzycki (1993), "Strength testing: predicting a one-rep max from reps-to-fatigue": 102.78 − 2.78 × reps. */
const BRZYCKI_PERCENT = [100, 97.2, 94.4, 91.7, 88.9, 86.1, 83.3, 80.6, 77.8, 75];
/** %1RM by reps from Epley's equation as published in Wendler's 5/3/1 max-reps table (whole percents). */
const EPLEY_PERCENT = [100, 94, 91, 88, 86, 83, 81, 79, 77, 75];

describe('oneRepMaxFromLoad against published tables', () => {
  it("matches Brzycki's %1RM table for 1–10 reps", () => {
    BRZYCKI_PERCENT.forEach((percent, i) => {
      const e1rm = oneRepMaxFromLoad(100, i + 1, 'brzycki');
      expect((100 / e1rm!) * 100).toBeCloseTo(percent, 1);
    });
  });

  it('matches the Epley max-reps table for 2–10 reps (one rep is the load itself)', () => {
    EPLEY_PERCENT.forEach((percent, i) => {
      const e1rm = oneRepMaxFromLoad(100, i + 1, 'epley');
      expect(Math.abs((100 / e1rm!) * 100 - percent)).toBeLessThan(0.5);
    });
    expect(oneRepMaxFromLoad(100, 1, 'epley')).toBe(100);
  });

  it('gives the textbook examples: 225 × 5 is 262.5 by Epley and 253.125 by Brzycki', () => {
    expect(oneRepMaxFromLoad(225, 5)).toBe(262.5);
    expect(oneRepMaxFromLoad(225, 5, 'brzycki')).toBe(253.125);
  });

  it('property: the two formulas agree at 10 reps; Epley is higher below 10 and lower above', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }).map((n) => n / 4),
        fc.integer({ min: 2, max: 20 }),
        (load, reps) => {
          const epley = oneRepMaxFromLoad(load, reps, 'epley')!;
          const brzycki = oneRepMaxFromLoad(load, reps, 'brzycki')!;
          if (reps === 10) return Math.abs(epley - brzycki) < 1e-9;
          return reps < 10 ? epley > brzycki : epley < brzycki;
        },
      ),
    );
  });

  it('property: more reps or more weight never lowers the estimate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }).map((n) => n / 4),
        fc.integer({ min: 1, max: 19 }),
        fc.constantFrom('epley' as const, 'brzycki' as const),
        (load, reps, formula) =>
          oneRepMaxFromLoad(load, reps + 1, formula)! > oneRepMaxFromLoad(load, reps, formula)! &&
          oneRepMaxFromLoad(load + 2.5, reps, formula)! > oneRepMaxFromLoad(load, reps, formula)!,
      ),
    );
  });

  it('has none above 20 reps, below 1 rep, for fractional reps or without a load', () => {
    expect(oneRepMaxFromLoad(100, 20)).toBeCloseTo(166.667, 3);
    expect(oneRepMaxFromLoad(100, 21)).toBeNull();
    expect(oneRepMaxFromLoad(100, 0)).toBeNull();
    expect(oneRepMaxFromLoad(100, 2.5)).toBeNull();
    expect(oneRepMaxFromLoad(0, 5)).toBeNull();
    expect(oneRepMaxFromLoad(-10, 5)).toBeNull();
    expect(oneRepMaxFromLoad(Number.NaN, 5)).toBeNull();
  });
});

describe('estimateOneRepMax', () => {
  it('estimates a working set in pounds, two decimals, reliable up to 10 reps', () => {
    expect(estimateOneRepMax({ reps: 5, weight: 225 })).toEqual({ value: 262.5, load: 225, reps: 5, reliable: true, includesBodyWeight: false });
    expect(estimateOneRepMax({ reps: 8, weight: 185 }, { formula: 'brzycki' })?.value).toBe(229.66);
    expect(estimateOneRepMax({ reps: 10, weight: 135 })?.reliable).toBe(true);
  });

  it('flags 11–20 reps as unreliable and has none above 20', () => {
    expect(estimateOneRepMax({ reps: 11, weight: 135 })).toMatchObject({ value: 184.5, reliable: false });
    expect(estimateOneRepMax({ reps: 20, weight: 135 })?.reliable).toBe(false);
    expect(estimateOneRepMax({ reps: 21, weight: 135 })).toBeNull();
  });

  it('has none for warm-up sets and for weight 0 on an ordinary exercise', () => {
    expect(estimateOneRepMax({ reps: 5, weight: 135, warmup: true })).toBeNull();
    expect(estimateOneRepMax({ reps: 12, weight: 0 })).toBeNull();
    expect(estimateOneRepMax({ reps: 12, weight: 0 }, { bodyWeightLb: 180 })).toBeNull();
  });

  it("uses the day's body weight plus the added weight on a bodyweight-compared exercise, and says so", () => {
    expect(estimateOneRepMax({ reps: 5, weight: 25 }, { bw: true, bodyWeightLb: 180 })).toEqual({
      value: 239.17,
      load: 205,
      reps: 5,
      reliable: true,
      includesBodyWeight: true,
    });
    expect(estimateOneRepMax({ reps: 1, weight: 0 }, { bw: true, bodyWeightLb: 180.4 })).toMatchObject({ value: 180.4, includesBodyWeight: true });
    expect(estimateOneRepMax({ reps: 8, weight: 0 }, { bw: true, bodyWeightLb: 0 })).toBeNull();
    expect(estimateOneRepMax({ reps: 8, weight: 10 }, { bw: true })).toBeNull();
    expect(estimateOneRepMax({ reps: 8, weight: 0, warmup: true }, { bw: true, bodyWeightLb: 180 })).toBeNull();
  });
});

describe('oneRepMaxValue', () => {
  it("property: is the estimate's value, or null when there is none", () => {
    const set = fc.record({ reps: fc.integer({ min: -1, max: 25 }), weight: fc.integer({ min: -10, max: 4000 }).map((n) => n / 10), warmup: fc.boolean() });
    const context = fc.record({
      formula: fc.constantFrom<OneRepMaxFormula>('epley', 'brzycki'),
      bw: fc.boolean(),
      bodyWeightLb: fc.option(
        fc.integer({ min: -10, max: 3000 }).map((n) => n / 10),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(set, context, (s, c) => {
        expect(oneRepMaxValue(s, c)).toBe(estimateOneRepMax(s, c)?.value ?? null);
      }),
    );
  });
});

describe('oneRepMaxInUnits', () => {
  it('rounds to 0.5 lb for imperial users and to 0.25 kg for metric users', () => {
    expect(oneRepMaxInUnits(253.125, 'imperial')).toBe(253);
    expect(oneRepMaxInUnits(251.3, 'imperial')).toBe(251.5);
    // 100 kg × 5 by Epley is 116.67 kg.
    expect(oneRepMaxInUnits(estimateOneRepMax({ reps: 5, weight: displayToPounds(100, 'metric') })!.value, 'metric')).toBe(116.75);
    expect(oneRepMaxInUnits(displayToPounds(112.1, 'metric'), 'metric')).toBe(112);
  });
});

describe('bestOneRepMax: one estimate per entry', () => {
  it('is the best estimate of sets of 10 reps or fewer, with what it came from', () => {
    const sets = [
      { reps: 10, weight: 95, warmup: true },
      { reps: 5, weight: 215 },
      { reps: 12, weight: 200 },
      { reps: 1, weight: 235 },
    ];
    expect(bestOneRepMax(sets)).toEqual({ value: 250.83, load: 215, reps: 5, reliable: true, includesBodyWeight: false });
    expect(bestOneRepMax(sets, { formula: 'brzycki' })?.value).toBe(241.88);
    expect(
      bestOneRepMax([
        { reps: 12, weight: 200 },
        { reps: 8, weight: 0 },
      ]),
    ).toBeNull();
    expect(bestOneRepMax([{ reps: 8, weight: 0 }], { bw: true, bodyWeightLb: 180 })).toMatchObject({ value: 228, includesBodyWeight: true });
  });

  it('property: equals the largest reliable estimate of any set (null when none)', () => {
    const set = fc.record({ reps: fc.integer({ min: 0, max: 25 }), weight: fc.integer({ min: 0, max: 4000 }).map((n) => n / 10), warmup: fc.boolean() });
    fc.assert(
      fc.property(fc.array(set, { maxLength: 8 }), fc.constantFrom<OneRepMaxFormula>('epley', 'brzycki'), fc.boolean(), (sets, formula, bw) => {
        const context = { formula, bw, bodyWeightLb: 180 };
        const values = sets
          .map((s) => estimateOneRepMax(s, context))
          .filter((e) => e?.reliable)
          .map((e) => e!.value);
        const best = bestOneRepMax(sets, context);
        expect(best?.value ?? null).toBe(values.length ? Math.max(...values) : null);
      }),
    );
  });
});
