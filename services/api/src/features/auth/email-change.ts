import { LIMITS, MESSAGES, otpResendSecondsLeft } from '@fitness/domain';
import type { RequestEmailChangeInput } from '@fitness/schemas';
import { AppError } from '../../platform/errors/errors';
import { emailChangeCodeMail, emailChangedMail } from '../../platform/mail/account-mails';
import type { MailOutbox } from '../../platform/mail/mail-outbox';
import type { AttemptLimiter, AttemptSubjects } from '../../platform/security/attempt-limiter';
import type { Clock } from '../../platform/clock';
import { DuplicateKeyError, type Storage } from '../../platform/storage';
import { COLLECTIONS, type EmailChangeRecord } from './account-records';
import { EMAIL_IN_USE, normalizeEmail, type Accounts } from './accounts';
import type { SecretHasher } from './passwords';
import { CODE_VALID_MINUTES, MAX_CODE_ATTEMPTS, RECOVERY_MESSAGES, resendTooSoon } from './recovery';
import { newRecoveryCode } from './tokens';

interface EmailChangeDeps {
  storage: Storage;
  clock: Clock;
  outbox: MailOutbox;
  accounts: Accounts;
  limiter: AttemptLimiter;
  hasher: SecretHasher;
  /** The sessions carry the new address from the next request on. */
  userChanged(userId: string): Promise<void>;
}

const codeValidMs = CODE_VALID_MINUTES * 60 * 1000;

/**
 * A move of the account to a new address, proven by a four-digit code mailed there with the
 * recovery flow's rules: hashed, 10 minutes, 5 tries, 60 s before the same address gets another.
 */
export class EmailChange {
  private readonly changes;

  constructor(private readonly deps: EmailChangeDeps) {
    this.changes = deps.storage.collection<EmailChangeRecord>(COLLECTIONS.emailChanges);
  }

  async request(userId: string, input: RequestEmailChangeInput, from: Pick<AttemptSubjects, 'ip'>): Promise<void> {
    const { accounts, clock, limiter } = this.deps;
    await accounts.withPassword(userId, input.currentPassword, from);
    const newEmail = normalizeEmail(input.newEmail);
    if (await accounts.findByEmail(newEmail)) throw new AppError(409, EMAIL_IN_USE);
    // Counted as recovery requests are, per IP and per address mailed.
    const subjects = { ip: from.ip, email: newEmail };
    await limiter.consume('recovery', subjects);
    const tooSoon = async (seconds: number) => {
      await limiter.giveBack('recovery', subjects);
      return resendTooSoon(seconds);
    };
    const now = clock.now().getTime();
    const previous = await this.changes.findOne({ id: userId });
    const wait = previous?.newEmail === newEmail ? otpResendSecondsLeft(previous.sentAt, now) : 0;
    if (wait > 0) throw await tooSoon(wait);

    const code = newRecoveryCode();
    const fresh: Omit<EmailChangeRecord, 'id'> = {
      userId,
      newEmail,
      codeHash: await this.deps.hasher.hash(code),
      sentAt: now,
      attempts: 0,
      codeExpiresAt: now + codeValidMs,
      expiresAt: new Date(now + codeValidMs),
    };
    // Of two racing requests only one replaces the record (compare-and-set on the last send); the other is told to wait.
    if (previous) {
      const { matched } = await this.changes.updateOne({ id: userId, sentAt: previous.sentAt }, { $set: fresh });
      if (!matched) throw await tooSoon(LIMITS.otpResendSeconds);
    } else {
      try {
        await this.changes.insertOne({ id: userId, ...fresh });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw await tooSoon(LIMITS.otpResendSeconds);
        throw error;
      }
    }
    await this.deps.outbox.enqueue(emailChangeCodeMail(newEmail, code, CODE_VALID_MINUTES), {
      kind: 'email-change-code',
      expiresAt: new Date(fresh.codeExpiresAt),
      replaceUnsent: true,
    });
  }

  /** A right code moves the account to the new address and tells the old one; answers the new address. */
  async confirm(userId: string, code: string, from: Pick<AttemptSubjects, 'ip'>): Promise<{ email: string }> {
    const { accounts, clock, limiter, outbox } = this.deps;
    const user = await accounts.findById(userId);
    if (!user) throw new AppError(401, 'Please log in');
    const subjects = { ip: from.ip, email: user.email };
    await limiter.consume('verification', subjects);
    const now = clock.now().getTime();
    const record = await this.changes.findOne({ id: userId });
    const fail = (message: string) => new AppError(400, message);
    if (!record?.codeHash) throw fail(MESSAGES.incorrectOtp);
    if (record.codeExpiresAt <= now) throw fail(RECOVERY_MESSAGES.codeExpired);
    // The try is counted before comparing, atomically, so parallel guesses cannot exceed five.
    const counted = await this.changes.updateOne({ id: userId, sentAt: record.sentAt, attempts: { $lt: MAX_CODE_ATTEMPTS } }, { $inc: { attempts: 1 } });
    if (!counted.matched) throw fail(RECOVERY_MESSAGES.codeExhausted);
    if (!(await this.deps.hasher.verify(code, record.codeHash))) throw fail(MESSAGES.incorrectOtp);
    // Spent once: of two racing confirmations one moves the account.
    if (!(await this.changes.deleteOne({ id: userId, sentAt: record.sentAt }))) throw fail(MESSAGES.incorrectOtp);
    // Queued before the change: a crash in between tells the old address of a move to redo, never moves it silently.
    await outbox.enqueue(emailChangedMail(user.email, user.firstName, record.newEmail), { kind: 'email-changed' });
    await accounts.changeEmail(userId, record.newEmail);
    await this.deps.userChanged(userId);
    await limiter.forgive('verification', subjects);
    return { email: record.newEmail };
  }

  /** The user's pending move and the unsent code to its address: the account's deletion. */
  async deleteAllOf(userId: string): Promise<void> {
    const pending = await this.changes.findOne({ id: userId });
    if (pending) await this.deps.outbox.forgetAddress(pending.newEmail, { only: 'email-change-code' });
    await this.changes.deleteMany({ userId });
  }
}
