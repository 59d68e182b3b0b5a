/** What the outbox holds (docs/decisions/0018): one document per mail, in the store shared by every instance. */
export type MailKind = 'welcome' | 'recovery-code' | 'password-reset' | 'password-changed' | 'email-change-code' | 'email-changed' | 'account-deleted';

export interface OutboxMailRecord {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  /** The body (and code) stay only until the mail is sent, given up or replaced; then they are blanked. */
  text: string;
  html: string;
  code: string | null;
  /** Sent only if an account with this address exists when its turn comes (recovery codes). */
  toAccountOnly: boolean;
  /** Removed, not kept as an envelope, once sent or given up: the address of a deleted account stays nowhere. Absent: false. */
  forgetWhenSent?: boolean;
  createdAt: Date;
  attempts: number;
  /** Epoch ms: due from then on (index). */
  nextAttemptAt: number;
  /** Epoch ms: an instance that claimed the mail owns it until then. */
  claimedUntil: number;
  sentAt: number | null;
  gaveUpAt: number | null;
  lastError: string | null;
  /** The TTL index removes the document after this (recovery codes: when the code expires). */
  expiresAt: Date | null;
}

export const MAIL_OUTBOX = 'mailOutbox';

export const MAX_MAIL_ATTEMPTS = 10;
/** Long enough for nodemailer's connection, greeting and socket timeouts together. */
export const MAIL_CLAIM_LEASE_MS = 2 * 60_000;
/** How long a sent or abandoned mail's envelope (never its body) stays for operators. */
export const MAIL_RECORD_KEPT_MS = 7 * 24 * 60 * 60_000;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;

/** 1, 3, 9, 27, 81 minutes, ~4 h, then every 6 h: ten attempts span about a day. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

/** Fields that blank a mail's content once nobody needs it. */
export const BLANK_BODY = { text: '', html: '', code: null } as const;
