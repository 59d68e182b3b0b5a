import { describe, expect, it } from 'vitest';
import { clampToMax, parseHeightCmText, parseTwoDigitInput, parseWeightInput } from './input-parsers';
import { heightCmInputNote, twoDigitInputNote, weightInputNote } from './input-notes';

const weightNote = (raw: string, previous = '') => weightInputNote(raw, parseWeightInput(raw, previous, 1000), 1000, 'lbs');
const twoDigitNote = (raw: string, max: number, unit?: string) => twoDigitInputNote(raw, String(clampToMax(parseTwoDigitInput(raw) ?? 0, max)), max, unit);
const cmNote = (raw: string) => heightCmInputNote(raw, parseHeightCmText(raw));

describe('input notes: why a field shows something other than what was typed', () => {
  it('weight: the maximum, one decimal, numbers only, five characters', () => {
    expect(weightNote('180.5')).toBeNull();
    expect(weightNote('180,5')).toBeNull();
    expect(cmNote('165,5')).toBeNull();
    expect(weightNote('')).toBeNull();
    expect(weightNote('1001')).toBe('Maximum is 1000 lbs');
    expect(weightNote('123456')).toBe('Maximum is 1000 lbs');
    expect(weightNote('72.25', '72.2')).toBe('One decimal place at most');
    expect(weightNote('-', '')).toBe('Numbers and one decimal point only');
    expect(weightNote('1000.5', '1000.')).toBe('5 characters at most');
    expect(weightInputNote('501', '500', 500, 'kgs')).toBe('Maximum is 500 kgs');
  });

  it('feet, inches and age: the maximum, the first two digits, whole numbers', () => {
    expect(twoDigitNote('34', 100)).toBeNull();
    expect(twoDigitNote('150', 100)).toBe('Only the first two digits are kept');
    expect(twoDigitNote('15', 10, 'ft')).toBe('Maximum is 10 ft');
    expect(twoDigitNote('13', 12, 'in')).toBe('Maximum is 12 in');
    expect(twoDigitNote('135', 12, 'in')).toBe('Maximum is 12 in');
    expect(twoDigitNote('115', 12, 'in')).toBe('Only the first two digits are kept');
    expect(twoDigitNote('34.5', 100)).toBe('Whole numbers only');
    expect(twoDigitInputNote('-', '', 100)).toBe('Whole numbers only');
  });

  it('height in cm: the maximum, the first three digits, one decimal', () => {
    expect(cmNote('65.5')).toBeNull();
    expect(cmNote('180.')).toBeNull();
    expect(cmNote('650')).toBe('Maximum is 500 cm');
    expect(cmNote('500.5')).toBe('Maximum is 500 cm');
    expect(cmNote('1805')).toBe('Only the first three digits are kept');
    expect(cmNote('180.55')).toBe('One decimal place at most');
    expect(cmNote('-5')).toBe('Numbers and one decimal point only');
  });
});
