import type { MeasurementType } from '@fitness/domain';

/** Stored shapes of the account collections (ARCHITECTURE.md, Data model). */
export interface UserRecord {
  id: string;
  /** Lower-cased; unique index. */
  email: string;
  passwordHash: string;
  firstName: string;
  createdAt: Date;
  /** Set when the welcome mail went out; null until then (a repeat request is a no-op). */
  welcomeSentAt: Date | null;
}

export interface SessionRecord {
  id: string;
  /** sha256 of the cookie's token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  /** Sliding: pushed forward while the session is used. */
  expiresAt: Date;
  createdAt: Date;
  /**
   * What a request needs of its user, copied from the account and the profile and kept in step by
   * every change of them (Sessions.refreshUser), so a request reads one document. Absent in
   * sessions from before decision 0030: filled in on their next request.
   */
  email?: string;
  firstName?: string;
  units?: MeasurementType;
  /**
   * A copy of the user's data version (dataVersions), raised with it before each raise completes,
   * so a read takes the version with the session: one store read for both (docs/decisions/0030).
   * It only ever rises. Absent in sessions from before: filled in on their next request.
   */
  dataVersion?: number;
  /** The browser's User-Agent at login (the account's session list names it "Chrome on Android"); absent in older sessions. */
  userAgent?: string;
  /** The login, then the last write through it (at most one update a minute; reads never write: docs/decisions/0016). */
  lastActiveAt?: Date;
}

/** One per email (unique), for known and unknown emails alike so both answer the same. */
export interface RecoveryRecord {
  id: string;
  email: string;
  /** sha256 of the four-digit code; null once the code was used or exhausted. */
  codeHash: string | null;
  /** Epoch ms of the last mail (the 60 s resend wait). */
  sentAt: number;
  attempts: number;
  /** Epoch ms after which the code stops working. */
  codeExpiresAt: number;
  resetTokenHash: string | null;
  resetTokenExpiresAt: number | null;
  /** When the whole recovery is over (code, then reset token); the TTL index removes it after. */
  expiresAt: Date;
}

/** A move of the account to a new address, waiting for the code mailed there (`id` is the user's id: one at a time). */
export interface EmailChangeRecord {
  id: string;
  userId: string;
  newEmail: string;
  /** scrypt hash of the four-digit code; null once used or exhausted. */
  codeHash: string | null;
  /** Epoch ms of the last mail (the 60 s resend wait). */
  sentAt: number;
  attempts: number;
  /** Epoch ms after which the code stops working; the TTL index removes the record at `expiresAt`. */
  codeExpiresAt: number;
  expiresAt: Date;
}

/** Written before an account's data goes and removed after the last of it: until then nobody logs in as it, and a restart finishes it. */
export interface AccountDeletionRecord {
  /** The user's id. */
  id: string;
  userId: string;
  /** The account's address: its mails, recoveries and rate-limit counters go too. */
  email: string;
  startedAt: Date;
}

export const COLLECTIONS = {
  users: 'users',
  sessions: 'sessions',
  recoveries: 'recoveries',
  emailChanges: 'emailChanges',
  accountDeletions: 'accountDeletions',
} as const;
