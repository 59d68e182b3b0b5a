import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_MAX,
  EXERCISE_DEFAULTS,
  HEIGHT_FIELD_MAX,
  WEIGHT_INPUT_MAX_CHARS,
  WORKOUT_SET_DEFAULTS,
  applyTracked,
  bodyWeightMax,
  clampToMax,
  exerciseWeightMax,
  isBodyweightComparisonEnabled,
  normalizeHigh,
  parseHeightCmText,
  parseSetsRepsInput,
  parseTwoDigitInput,
  parseWeightInput,
  weightInputValue,
} from './input-parsers';

describe('parseWeightInput', () => {
  it('accepts digits with at most one decimal, keeping partial input', () => {
    expect(parseWeightInput('180', '18')).toBe('180');
    expect(parseWeightInput('180.', '180')).toBe('180.');
    expect(parseWeightInput('180.5', '180.')).toBe('180.5');
    expect(parseWeightInput('.5', '.')).toBe('.5');
    expect(parseWeightInput('', '180')).toBe('');
  });

  it('rejects negatives, two decimals and non-numbers by keeping the previous text', () => {
    expect(parseWeightInput('-5', '')).toBe('');
    expect(parseWeightInput('-', '')).toBe('');
    expect(parseWeightInput('180.55', '180.5')).toBe('180.5');
    expect(parseWeightInput('18.25', '18.2')).toBe('18.2');
    expect(parseWeightInput('1.2.3', '1.2')).toBe('1.2');
    expect(parseWeightInput('1e3', '1')).toBe('1');
    expect(parseWeightInput('12a', '12')).toBe('12');
    expect(parseWeightInput(' 12', '12')).toBe('12');
  });

  it('drops the last character at 6 characters (5 kept)', () => {
    expect(WEIGHT_INPUT_MAX_CHARS).toBe(5);
    expect(parseWeightInput('1234', '123')).toBe('1234');
    expect(parseWeightInput('12345', '1234')).toBe('12345');
    expect(parseWeightInput('123456', '12345')).toBe('12345');
    expect(parseWeightInput('1499.5', '1499.')).toBe('1499.');
    expect(parseWeightInput('999.5', '999.')).toBe('999.5');
    expect(parseWeightInput('1234567', '')).toBe('12345');
  });

  it('caps at the given max', () => {
    expect(parseWeightInput('1001', '100', 1000)).toBe('1000');
    expect(parseWeightInput('1000', '100', 1000)).toBe('1000');
    expect(parseWeightInput('500.1', '500.', bodyWeightMax('metric'))).toBe('500');
    expect(parseWeightInput('1600', '160', exerciseWeightMax('imperial'))).toBe('1500');
  });

  it('reads the number a weight field holds', () => {
    expect(weightInputValue('180.5')).toBe(180.5);
    expect(weightInputValue('180.')).toBe(180);
    expect(weightInputValue('')).toBeNull();
    expect(weightInputValue('.')).toBeNull();
  });

  it('property: output is always a non-negative number text of ≤ 5 characters and ≤ 1 decimal, within max', () => {
    const typed = fc.stringMatching(/^[-0-9.e ]{0,8}$/);
    fc.assert(
      fc.property(typed, fc.constantFrom(500, 750, 1000, 1500), (raw, max) => {
        const out = parseWeightInput(raw, '', max);
        const value = weightInputValue(out);
        return out.length <= 5 && /^\d*\.?\d?$/.test(out) && (value === null || (value >= 0 && value <= max));
      }),
    );
  });

  it('property: every valid weight text of ≤ 5 characters is kept as typed', () => {
    const valid = fc.tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 9 })).map(([i, d]) => `${i}.${d}`);
    fc.assert(fc.property(valid, (raw) => parseWeightInput(raw, 'x') === raw));
  });
});

describe('parseSetsRepsInput', () => {
  it('keeps whole numbers from 1 up, first two digits of 3 or more', () => {
    expect(parseSetsRepsInput('1')).toBe(1);
    expect(parseSetsRepsInput('12')).toBe(12);
    expect(parseSetsRepsInput('99')).toBe(99);
    expect(parseSetsRepsInput('123')).toBe(12);
    expect(parseSetsRepsInput('9999')).toBe(99);
    expect(parseSetsRepsInput('2.7')).toBe(2);
  });

  it('raises anything below 1 to 1 and gives null for blank or text', () => {
    expect(parseSetsRepsInput('0')).toBe(1);
    expect(parseSetsRepsInput('-4')).toBe(1);
    expect(parseSetsRepsInput('001')).toBe(1);
    expect(parseSetsRepsInput('')).toBeNull();
    expect(parseSetsRepsInput('abc')).toBeNull();
  });

  it('property: any input gives null or a whole number in 1..99', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const n = parseSetsRepsInput(raw);
        return n === null || (Number.isInteger(n) && n >= 1 && n <= 99);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 99 }), (n) => parseSetsRepsInput(String(n)) === n));
  });
});

describe('height and age fields', () => {
  it('keep the first two digits of 3 or more', () => {
    expect(parseTwoDigitInput('5')).toBe(5);
    expect(parseTwoDigitInput('35')).toBe(35);
    expect(parseTwoDigitInput('357')).toBe(35);
    expect(parseTwoDigitInput('100')).toBe(10);
    expect(parseTwoDigitInput('0')).toBe(0);
    expect(parseTwoDigitInput('-3')).toBe(0);
    expect(parseTwoDigitInput('')).toBeNull();
  });

  it('apply the limits 10 ft, 12 in, 500 cm and age 100', () => {
    expect(HEIGHT_FIELD_MAX).toEqual({ feet: 10, inches: 12, cm: 500 });
    expect(AGE_MAX).toBe(100);
    expect(clampToMax(parseTwoDigitInput('11') ?? 0, HEIGHT_FIELD_MAX.feet)).toBe(10);
    expect(clampToMax(parseTwoDigitInput('13') ?? 0, HEIGHT_FIELD_MAX.inches)).toBe(12);
    expect(clampToMax(parseTwoDigitInput('12') ?? 0, HEIGHT_FIELD_MAX.inches)).toBe(12);
    expect(clampToMax(parseTwoDigitInput('105') ?? 0, AGE_MAX)).toBe(10);
  });

  it('let cm take three digits, capped at 500', () => {
    expect(['180', '500', '501', '1805', '-1', ''].map(parseHeightCmText)).toEqual(['180', '500', '500', '180', '0', '']);
  });

  it('let cm take one decimal while typing, so "65.5" stays 65.5 and is not read as 655', () => {
    expect(['6', '65', '65.', '65.5', '65.55'].map(parseHeightCmText)).toEqual(['6', '65', '65.', '65.5', '65.5']);
    expect(parseHeightCmText('180.5')).toBe('180.5');
    expect(parseHeightCmText('500.5')).toBe('500');
    expect(parseHeightCmText('1805.5')).toBe('180');
    expect(parseHeightCmText('-65.5')).toBe('0');
    expect(parseHeightCmText('.5')).toBe('');
    expect(parseHeightCmText('abc')).toBe('');
  });

  it('reads a decimal comma (comma-decimal keypads have no dot) as the decimal point', () => {
    expect(['65', '65,', '65,5'].map(parseHeightCmText)).toEqual(['65', '65.', '65.5']);
    expect(parseHeightCmText('165,5')).toBe('165.5');
    expect(parseWeightInput('72,', '72')).toBe('72.');
    expect(parseWeightInput('72,5', '72.')).toBe('72.5');
    expect(parseWeightInput('72,55', '72.5')).toBe('72.5');
  });

  it('property: two-digit fields never exceed 99 and cm never exceeds 500', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const two = parseTwoDigitInput(raw);
        const cm = parseHeightCmText(raw);
        return (two === null || (two >= 0 && two <= 99)) && (cm === '' || (Number(cm) >= 0 && Number(cm) <= 500));
      }),
    );
  });
});

describe('bounds and defaults', () => {
  it('gives the weight max per unit', () => {
    expect(bodyWeightMax('imperial')).toBe(1000);
    expect(bodyWeightMax('metric')).toBe(500);
    expect(exerciseWeightMax('imperial')).toBe(1500);
    expect(exerciseWeightMax('metric')).toBe(750);
  });

  it('property: clampToMax never exceeds max and keeps values under it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ min: 0, max: 2000, noNaN: true }), (v, max) => {
        const c = clampToMax(v, max);
        return c <= max && (v > max || c === v);
      }),
    );
  });

  it('stores high as null when blank or not greater than low', () => {
    expect(normalizeHigh(3, null)).toBeNull();
    expect(normalizeHigh(3, undefined)).toBeNull();
    expect(normalizeHigh(3, 0)).toBeNull();
    expect(normalizeHigh(3, 2)).toBeNull();
    expect(normalizeHigh(3, 3)).toBeNull();
    expect(normalizeHigh(3, 4)).toBe(4);
    expect(normalizeHigh(1, 99)).toBe(99);
  });

  it('defaults exercises to sets 1, reps 1, weight 0 and log sets to 1 rep of 0', () => {
    expect(EXERCISE_DEFAULTS).toMatchObject({ setsLow: 1, repsLow: 1, weight: 0, setsHigh: null, repsHigh: null, tracked: false, bw: false, notes: '' });
    expect(WORKOUT_SET_DEFAULTS).toEqual({ reps: 1, weight: 0, notes: '' });
  });

  it('enables bodyweight comparison only with tracking', () => {
    expect(isBodyweightComparisonEnabled(false)).toBe(false);
    expect(isBodyweightComparisonEnabled(true)).toBe(true);
    expect(applyTracked({ tracked: true, bw: true }, false)).toEqual({ tracked: false, bw: false });
    expect(applyTracked({ tracked: false, bw: false }, true)).toEqual({ tracked: true, bw: false });
  });
});
