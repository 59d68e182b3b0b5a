import { describe, expect, it } from 'vitest';
import { formatOneDecimal, roundTo } from './rounding';

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
