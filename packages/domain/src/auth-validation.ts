import { MESSAGES } from './messages';
import type { Message } from './messages';

/** Basic email pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s.trim());
}

const isBlank = (s: string | null | undefined) => !s || s.trim() === '';
// Passwords are never trimmed: spaces are legitimate characters there.
const isEmpty = (s: string | null | undefined) => !s;

export type RegisterForm = { email: string; password: string; confirmPassword: string; firstName: string };

/** First failing rule in the spec's order, or null when the form may be sent. */
export function validateRegister(f: RegisterForm): Message | null {
  if (isBlank(f.email)) return MESSAGES.mustEnterEmail;
  if (!isValidEmail(f.email)) return MESSAGES.invalidEmail;
  if (isEmpty(f.password)) return MESSAGES.mustEnterPassword;
  if (f.confirmPassword !== f.password) return MESSAGES.passwordsMustBeSame;
  if (isBlank(f.firstName)) return MESSAGES.mustEnterName;
  return null;
}

export function validateLogin(f: { email: string; password: string }): Message | null {
  return isBlank(f.email) || isEmpty(f.password) ? MESSAGES.enterLoginInformation : null;
}

export function validateForgotPassword(email: string): Message | null {
  if (isBlank(email)) return MESSAGES.pleaseEnterEmail;
  return isValidEmail(email) ? null : MESSAGES.invalidEmail;
}

export function validateResetPassword(f: { password: string; confirmPassword: string }): Message | null {
  if (isEmpty(f.password)) return MESSAGES.mustEnterNewPassword;
  if (isEmpty(f.confirmPassword)) return MESSAGES.mustConfirmPassword;
  return f.password === f.confirmPassword ? null : MESSAGES.passwordsMustMatch;
}
