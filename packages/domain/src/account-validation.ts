import { isValidEmail } from './auth-validation';
import { MESSAGES, type Message } from './messages';

/** The account page's own messages (issue #51); the rest are the registration's (spec section 8). */
export const ACCOUNT_MESSAGES = {
  mustEnterCurrentPassword: 'Must enter current password',
  passwordChanged: 'Password changed',
} as const;

type AccountMessage = Message | (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];

/** Change password: the current one, then the new one by the registration's rules, in its order. */
export function validateChangePassword(f: { currentPassword: string; newPassword: string; confirmPassword: string }): AccountMessage | null {
  if (!f.currentPassword) return ACCOUNT_MESSAGES.mustEnterCurrentPassword;
  if (!f.newPassword) return MESSAGES.mustEnterPassword;
  return f.confirmPassword === f.newPassword ? null : MESSAGES.passwordsMustBeSame;
}

/** Change email: the new address by the registration's rules, then the current password. */
export function validateEmailChange(f: { newEmail: string; currentPassword: string }): AccountMessage | null {
  if (f.newEmail.trim() === '') return MESSAGES.mustEnterEmail;
  if (!isValidEmail(f.newEmail)) return MESSAGES.invalidEmail;
  return f.currentPassword ? null : ACCOUNT_MESSAGES.mustEnterCurrentPassword;
}
