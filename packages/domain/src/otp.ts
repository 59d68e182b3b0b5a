import { LIMITS } from './limits';

/** True for a whole number 1000..9999 (the spec's four-digit code). */
export function isValidOtp(code: number | string): boolean {
  const n = typeof code === 'string' ? (/^\d{4}$/.test(code) ? Number(code) : NaN) : code;
  return Number.isInteger(n) && n >= LIMITS.otpMin && n <= LIMITS.otpMax;
}

/** Joins the four one-digit boxes; null until every box holds exactly one digit. */
export function otpFromDigits(digits: readonly string[]): string | null {
  if (digits.length !== LIMITS.otpDigits || !digits.every((d) => /^\d$/.test(d))) return null;
  return digits.join('');
}

/** Whole seconds left before a resend is allowed (0 = allowed). */
export function otpResendSecondsLeft(sentAtMs: number, nowMs: number): number {
  const left = LIMITS.otpResendSeconds - (nowMs - sentAtMs) / 1000;
  return left <= 0 ? 0 : Math.min(LIMITS.otpResendSeconds, Math.ceil(left));
}
