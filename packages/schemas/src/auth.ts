import { z } from 'zod';
import { LIMITS, MESSAGES, isValidOtp } from '@fitness/domain';
import { email, id, passwordField, textField } from './fields';

export const firstName = z
  .string({ error: 'firstName must be text' })
  .trim()
  .min(1, MESSAGES.mustEnterName)
  .max(LIMITS.firstNameMax, `firstName must be at most ${LIMITS.firstNameMax} characters`);

export const registerInput = z.object({
  email,
  password: passwordField(MESSAGES.mustEnterPassword),
  firstName,
});
export type RegisterInput = z.infer<typeof registerInput>;

/** A new first name for the account (the rules of registration). */
export const changeNameInput = z.object({ firstName });

/** Login only needs both fields (a malformed email simply matches no user). */
export const loginInput = z.object({
  email: z
    .string({ error: 'email must be text' })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.enterLoginInformation)
    .max(LIMITS.emailMax, `email must be at most ${LIMITS.emailMax} characters`),
  password: passwordField(MESSAGES.enterLoginInformation),
});
export type LoginInput = z.infer<typeof loginInput>;

export const recoveryRequestInput = z.object({
  email: z.string({ error: 'email must be text' }).trim().min(1, { error: MESSAGES.pleaseEnterEmail, abort: true }).pipe(email),
});

/** The four-digit code, 1000..9999, as text. */
export const otpCode = z
  .string({ error: 'otp must be a 4-digit string' })
  .refine((s) => isValidOtp(s), `otp must be ${LIMITS.otpDigits} digits from ${LIMITS.otpMin} to ${LIMITS.otpMax}`);

export const verifyOtpInput = z.object({ email, otp: otpCode });

/** Short-lived single-use token granted by a correct code. */
export const resetToken = z
  .string({ error: 'resetToken must be a string' })
  .min(16, 'resetToken is required')
  .max(256, 'resetToken must be at most 256 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'resetToken is malformed');

export const resetPasswordInput = z.object({
  email,
  password: passwordField(MESSAGES.mustEnterNewPassword),
  resetToken,
});

export const sessionUser = z.object({ id, firstName: textField('firstName', 1, LIMITS.firstNameMax), email });
export type SessionUser = z.infer<typeof sessionUser>;

export const loginStatus = z.object({ loggedIn: z.boolean(), user: sessionUser.optional() });
