import { LIMITS, MESSAGES, otpResendSecondsLeft } from '@fitness/domain';
import { AppError } from '../../platform/errors/errors';
import { passwordResetMail, recoveryCodeMail } from '../../platform/mail/account-mails';
import type { MailOutbox } from '../../platform/mail/mail-outbox';
import type { AttemptLimiter, AttemptSubjects } from '../../platform/security/attempt-limiter';
import type { Clock } from '../../platform/clock';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import { COLLECTIONS, type RecoveryRecord } from './account-records';
import { normalizeEmail, type Accounts } from './accounts';
import type { SecretHasher } from './passwords';
import type { Sessions } from './sessions';
import { hashSecret, newRecoveryCode, newSecretToken, secretMatches } from './tokens';

export const CODE_VALID_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_TOKEN_VALID_MINUTES = 15;

export const RECOVERY_MESSAGES = {
  codeExpired: 'This code has expired. Please request a new one.',
  codeExhausted: 'Too many incorrect codes. Please request a new one.',
  resetNotAllowed: 'This password reset is no longer valid. Please request a new code.',
} as const;

const minutes = (n: number) => n * 60 * 1000;

export function resendTooSoon(secondsLeft: number): AppError {
  return new AppError(429, `Please wait ${secondsLeft} seconds before requesting a new code.`, secondsLeft);
}

interface RecoveryDeps {
  storage: Storage;
  clock: Clock;
  outbox: MailOutbox;
  accounts: Accounts;
  sessions: Sessions;
  limiter: AttemptLimiter;
  hasher: SecretHasher;
}

/**
 * Password recovery made on the server: a four-digit code (hashed, 10 minutes, 5 tries, 60 s between
 * mails), then a single-use reset token (15 minutes). Known and unknown emails take the same path,
 * store writes and hashing included; the mail worker sends only to known ones.
 */
export class Recovery {
  private readonly recoveries;

  constructor(private readonly deps: RecoveryDeps) {
    this.recoveries = deps.storage.collection<RecoveryRecord>(COLLECTIONS.recoveries);
  }

  /** The address's recovery record: the account's deletion. */
  async deleteAllOf(email: string): Promise<void> {
    await this.recoveries.deleteMany({ email: normalizeEmail(email) });
  }

  /** Queues a fresh code; answers the seconds until the next one may be asked for. */
  async requestCode(rawEmail: string, from: Pick<AttemptSubjects, 'ip'>): Promise<{ resendInSeconds: number }> {
    const { clock, limiter, outbox } = this.deps;
    const email = normalizeEmail(rawEmail);
    const subjects = { ip: from.ip, email };
    // Counted first in one atomic step (parallel requests cannot overrun a budget); a resend refused as too soon is given back.
    await limiter.consume('recovery', subjects);
    const tooSoon = async (seconds: number) => {
      await limiter.giveBack('recovery', subjects);
      return resendTooSoon(seconds);
    };
    const now = clock.now().getTime();
    const previous = await this.recoveries.findOne({ email });
    const wait = previous ? otpResendSecondsLeft(previous.sentAt, now) : 0;
    if (wait > 0) throw await tooSoon(wait);

    const code = newRecoveryCode();
    const fresh: Omit<RecoveryRecord, 'id'> = {
      email,
      codeHash: await this.deps.hasher.hash(code),
      sentAt: now,
      attempts: 0,
      codeExpiresAt: now + minutes(CODE_VALID_MINUTES),
      resetTokenHash: null,
      resetTokenExpiresAt: null,
      expiresAt: new Date(now + minutes(CODE_VALID_MINUTES)),
    };
    // Claim the send: of two racing requests only one replaces the record; the other is told to wait.
    const id = previous?.id ?? newId();
    if (previous) {
      const { matched } = await this.recoveries.updateOne({ id, sentAt: previous.sentAt }, { $set: fresh });
      if (!matched) throw await tooSoon(LIMITS.otpResendSeconds);
    } else {
      try {
        await this.recoveries.insertOne({ id, ...fresh });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw await tooSoon(LIMITS.otpResendSeconds);
        throw error;
      }
    }

    // No account lookup here: whether the email is known is decided by the worker, off the request path.
    await outbox.enqueue(recoveryCodeMail(email, code, CODE_VALID_MINUTES), {
      kind: 'recovery-code',
      toAccountOnly: true,
      expiresAt: new Date(fresh.codeExpiresAt),
      replaceUnsent: true,
    });
    return { resendInSeconds: LIMITS.otpResendSeconds };
  }

  /** A right code (within 10 minutes and 5 tries) becomes a single-use reset token. */
  async verifyCode(rawEmail: string, otp: string, from: Pick<AttemptSubjects, 'ip'>): Promise<{ resetToken: string }> {
    const { clock, limiter } = this.deps;
    const email = normalizeEmail(rawEmail);
    await limiter.consume('verification', { ip: from.ip, email });
    const now = clock.now().getTime();
    const record = await this.recoveries.findOne({ email });
    const fail = (message: string) => new AppError(400, message);
    if (!record?.codeHash) throw fail(MESSAGES.incorrectOtp);
    if (record.codeExpiresAt <= now) throw fail(RECOVERY_MESSAGES.codeExpired);
    // Count the try before comparing, atomically, so parallel guesses cannot exceed five.
    const counted = await this.recoveries.updateOne({ id: record.id, sentAt: record.sentAt, attempts: { $lt: MAX_CODE_ATTEMPTS } }, { $inc: { attempts: 1 } });
    if (!counted.matched) throw fail(RECOVERY_MESSAGES.codeExhausted);
    if (!(await this.deps.hasher.verify(otp, record.codeHash))) throw fail(MESSAGES.incorrectOtp);

    const resetToken = newSecretToken();
    const resetTokenExpiresAt = now + minutes(RESET_TOKEN_VALID_MINUTES);
    const spent = await this.recoveries.updateOne(
      { id: record.id, sentAt: record.sentAt, codeHash: record.codeHash },
      { $set: { codeHash: null, resetTokenHash: hashSecret(resetToken), resetTokenExpiresAt, expiresAt: new Date(resetTokenExpiresAt) } },
    );
    if (!spent.matched) throw fail(MESSAGES.incorrectOtp);
    await limiter.forgive('verification', { ip: from.ip, email });
    return { resetToken };
  }

  /**
   * Changes the password only with a live reset token for that email; spends the token, ends every
   * session of the user and mails a notice.
   */
  async resetPassword(input: { email: string; password: string; resetToken: string }): Promise<void> {
    const { clock, accounts, sessions, outbox } = this.deps;
    const email = normalizeEmail(input.email);
    const now = clock.now().getTime();
    const record = await this.recoveries.findOne({ email });
    const tokenHash = record?.resetTokenHash;
    const live = !!record && !!tokenHash && (record.resetTokenExpiresAt ?? 0) > now && secretMatches(input.resetToken, tokenHash);
    const user = live ? await accounts.findByEmail(email) : null;
    if (!record || !tokenHash || !user) throw new AppError(403, RECOVERY_MESSAGES.resetNotAllowed);

    const passwordHash = await this.deps.hasher.hash(input.password);
    const spent = await this.recoveries.updateOne(
      { id: record.id, resetTokenHash: tokenHash },
      { $set: { resetTokenHash: null, resetTokenExpiresAt: null, expiresAt: new Date(now) } },
    );
    if (!spent.matched) throw new AppError(403, RECOVERY_MESSAGES.resetNotAllowed);
    // Queued before the change: a crash in between mails a notice for a reset to redo, never a silent reset.
    await outbox.enqueue(passwordResetMail(user.email, user.firstName), { kind: 'password-reset' });
    await accounts.setPasswordHash(user.id, passwordHash);
    await sessions.endAllOf(user.id);
  }
}
