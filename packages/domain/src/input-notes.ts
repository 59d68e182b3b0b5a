import { LIMITS } from './limits';
import { WEIGHT_INPUT_MAX_CHARS, withDecimalPoint } from './input-parsers';

/*
 * The parsers of input-parsers.ts keep the spec's rules (caps, first digits, one decimal); these
 * say in a few words why a field now shows something other than what was typed, so nothing
 * changes silently. Each returns null when the field shows what was typed.
 */

export const INPUT_NOTES = {
  decimalNumber: 'Numbers and one decimal point only',
  wholeNumber: 'Whole numbers only',
  oneDecimal: 'One decimal place at most',
  characters: `${WEIGHT_INPUT_MAX_CHARS} characters at most`,
  firstTwoDigits: 'Only the first two digits are kept',
  firstThreeDigits: 'Only the first three digits are kept',
  maximum: (max: number, unit?: string) => `Maximum is ${max}${unit ? ` ${unit}` : ''}`,
} as const;

/** A weight field (parseWeightInput): `max` and `unit` as the field shows them ('1000', 'lbs'). */
export function weightInputNote(typed: string, shown: string, max: number, unit: string): string | null {
  const raw = withDecimalPoint(typed);
  if (raw === shown) return null;
  if (!/^\d*\.?\d*$/.test(raw)) return INPUT_NOTES.decimalNumber;
  if ((raw.split('.')[1]?.length ?? 0) > 1) return INPUT_NOTES.oneDecimal;
  if (shown === String(max) && Number(raw) > max) return INPUT_NOTES.maximum(max, unit);
  return INPUT_NOTES.characters;
}

/** Feet, inches and age (parseTwoDigitInput + clampToMax): 'Maximum is 10 ft', 'Only the first two digits are kept'. */
export function twoDigitInputNote(raw: string, shown: string, max: number, unit?: string): string | null {
  if (raw.trim() === shown) return null;
  const m = /^\s*(\d+)/.exec(raw);
  if (!m) return INPUT_NOTES.wholeNumber;
  const digits = m[1] as string;
  if (Number(digits.slice(0, 2)) > max) return INPUT_NOTES.maximum(max, unit);
  return digits.length > 2 ? INPUT_NOTES.firstTwoDigits : INPUT_NOTES.wholeNumber;
}

/** Height in cm (parseHeightCmText). */
export function heightCmInputNote(typed: string, shown: string): string | null {
  const raw = withDecimalPoint(typed);
  if (raw.trim() === shown) return null;
  const m = /^\s*(\d+)(\.\d*)?/.exec(raw);
  if (!m) return INPUT_NOTES.decimalNumber;
  const digits = m[1] as string;
  if (Number(digits.slice(0, 3)) > LIMITS.heightMaxCm || (digits.length <= 3 && Number(digits + (m[2] ?? '')) > LIMITS.heightMaxCm)) {
    return INPUT_NOTES.maximum(LIMITS.heightMaxCm, 'cm');
  }
  if (digits.length > 3) return INPUT_NOTES.firstThreeDigits;
  return (m[2]?.length ?? 0) > 2 ? INPUT_NOTES.oneDecimal : INPUT_NOTES.decimalNumber;
}
