import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOneDecimal, roundOnText, roundTo, roundToStep } from './rounding';

describe('roundTo', () => {
  it('rounds half away from zero on the decimal digits', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.25, 1)).toBe(1.3);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
    expect(roundTo(176.45, 1)).toBe(176.5);
    expect(roundTo(2.4, 0)).toBe(2);
  });
  it('never returns -0 and handles tiny numbers', () => {
    expect(Object.is(roundTo(-0.01, 1), 0)).toBe(true);
    expect(roundTo(1e-9, 2)).toBe(0);
  });
  it('formats one decimal without a trailing .0', () => {
    expect(formatOneDecimal(3.5)).toBe('3.5');
    expect(formatOneDecimal(2)).toBe('2');
    expect(formatOneDecimal(2.04)).toBe('2');
  });
});

describe('roundTo on arithmetic results', () => {
  it('rounds what the decimal numbers mean, not their binary noise', () => {
    expect(185.55 - 200).not.toBe(-14.45);
    expect(roundTo(185.55 - 200, 1)).toBe(-14.5);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });
});

describe('roundTo away from a half', () => {
  it('gives what the decimal text gives, for every weight-like value and conversion', () => {
    const LB_PER_KG = 2.20462;
    let checked = 0;
    const differing: string[] = [];
    for (let hundredths = 0; hundredths <= 60_000; hundredths += 1) {
      const lb = hundredths / 100;
      for (const value of [lb, lb / LB_PER_KG, lb * LB_PER_KG, lb - 200, 0.1 * hundredths, lb + 1e-13]) {
        for (const decimals of [0, 1, 2]) {
          const expected = value < 0 ? -roundOnText(-value, decimals) : roundOnText(value, decimals);
          if (!Object.is(roundTo(value, decimals), expected === 0 ? 0 : expected)) differing.push(`${value} to ${decimals}`);
          checked += 1;
        }
      }
    }
    expect(differing).toEqual([]);
    expect(checked).toBe(60_001 * 6 * 3);
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest multiple of the step, halves away from zero', () => {
    expect(roundToStep(251.3, 0.5)).toBe(251.5);
    expect(roundToStep(251.2, 0.5)).toBe(251);
    expect(roundToStep(250.25, 0.5)).toBe(250.5);
    expect(roundToStep(112.1, 0.25)).toBe(112);
    expect(roundToStep(112.125, 0.25)).toBe(112.25);
    expect(roundToStep(-0.25, 0.5)).toBe(-0.5);
    expect(roundToStep(7.5, 2.5)).toBe(7.5);
  });

  it('leaves the value alone for a step of 0 or a value that is not finite', () => {
    expect(roundToStep(3.3, 0)).toBe(3.3);
    expect(roundToStep(Number.POSITIVE_INFINITY, 0.5)).toBe(Number.POSITIVE_INFINITY);
  });

  it('property: lands on a multiple of the step, at most half a step away', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.constantFrom(0.25, 0.5, 1, 2.5), (value, step) => {
        const r = roundToStep(value, step);
        const k = r / step;
        return Math.abs(k - Math.round(k)) < 1e-9 && Math.abs(r - value) <= step / 2 + 1e-9;
      }),
    );
  });
});
