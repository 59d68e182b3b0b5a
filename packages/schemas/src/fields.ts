import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, MESSAGES, isValidDay, isValidTimeZone } from '@fitness/domain';

/** Ids are opaque strings of a safe charset, so nothing but a plain token ever reaches a query. */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export function idField(field: string) {
  return z
    .string({ error: `${field} must be a string id` })
    .min(1, `${field} is required`)
    .max(64, `${field} must be at most 64 characters`)
    .regex(ID_PATTERN, `${field} may only contain letters, digits, '_' and '-'`);
}

export const id = idField('id');

/** Trimmed text of min..max characters. */
export function textField(field: string, min: number, max: number) {
  const base = z.string({ error: `${field} must be text` }).trim();
  return (min > 0 ? base.min(min, `${field} is required`) : base).max(max, `${field} must be at most ${max} characters`);
}

/** A finite number in min..max (whole when `int`). */
export function numberField(field: string, min: number, max: number, opts: { int?: boolean } = {}) {
  const base = z.number({ error: `${field} must be a number` });
  return (opts.int ? base.int(`${field} must be a whole number`) : base)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);
}

export function booleanField(field: string) {
  return z.boolean({ error: `${field} must be true or false` });
}

/** For `z.strictObject`: a field the schema does not know is refused by name ("unknown field: waist"), never dropped. */
export const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknown field${issue.keys && issue.keys.length > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}` : undefined,
};

export const dayString = z
  .string({ error: 'date must be a YYYY-MM-DD string' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine(isValidDay, 'date must be a real calendar day');

export const timeZone = z
  .string({ error: 'timezone must be a string' })
  .min(1, 'timezone is required')
  .max(64, 'timezone must be at most 64 characters')
  .refine(isValidTimeZone, 'timezone must be an IANA time zone such as Europe/Paris');

/** Email as stored: trimmed, lower-cased, spec messages for empty and malformed. */
export const email = z
  .string({ error: 'email must be text' })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.mustEnterEmail, abort: true })
  .max(LIMITS.emailMax, `email must be at most ${LIMITS.emailMax} characters`)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

/** Passwords are kept exactly as typed (never trimmed). */
export function passwordField(emptyMessage: string) {
  return z.string({ error: 'password must be text' }).min(1, emptyMessage).max(LIMITS.passwordMax, `password must be at most ${LIMITS.passwordMax} characters`);
}

export const idInput = z.object({ id });

/** A new order: every id once, in display order. */
export const reorderInput = z.object({
  ids: z
    .array(id, { error: 'ids must be a list of ids' })
    .min(1, 'ids must not be empty')
    .max(1000, 'ids must hold at most 1000 items')
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat'),
});
