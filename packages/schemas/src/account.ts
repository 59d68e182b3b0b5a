import { z } from 'zod';
import { LIMITS, MESSAGES } from '@fitness/domain';
import { otpCode } from './auth';
import { email, passwordField } from './fields';

/** The current password as typed; an empty or wrong one is answered "Current password is incorrect" by the server. */
const currentPassword = z
  .string({ error: 'currentPassword must be text' })
  .max(LIMITS.passwordMax, `currentPassword must be at most ${LIMITS.passwordMax} characters`);

/** A new password follows the registration rules and messages. */
export const changePasswordInput = z.object({ currentPassword, newPassword: passwordField(MESSAGES.mustEnterPassword) });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** A new address follows the registration rules for emails; the code goes to it. */
export const requestEmailChangeInput = z.object({ newEmail: email, currentPassword });
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeInput>;

export const confirmEmailChangeInput = z.object({ code: otpCode });
export type ConfirmEmailChangeInput = z.infer<typeof confirmEmailChangeInput>;

/** Any text: anything but DELETE is answered "Type DELETE to confirm" by the server. */
export const deleteAccountInput = z.object({ currentPassword, confirmation: z.string({ error: 'confirmation must be text' }).max(100) });
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** Nothing to say: the session of the request stays, every other one ends. */
export const signOutOtherSessionsInput = z.object({}).optional();

/** One signed-in device in the account's session list. */
export const accountSession = z.object({
  id: z.string(),
  /** "Chrome on Android", from the user agent at login. */
  browser: z.string(),
  /** ISO time of the login or of the last write (at most one update a minute). */
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
