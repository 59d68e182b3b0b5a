import type { DeleteAccountInput } from '@fitness/schemas';
import { AppError } from '../../platform/errors/errors';
import { accountDeletedMail } from '../../platform/mail/account-mails';
import type { MailOutbox } from '../../platform/mail/mail-outbox';
import type { AttemptLimiter, AttemptSubjects } from '../../platform/security/attempt-limiter';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage';
import { COLLECTIONS, type AccountDeletionRecord } from './account-records';
import type { Accounts } from './accounts';
import type { EmailChange } from './email-change';
import type { Recovery } from './recovery';
import type { Sessions } from './sessions';

export const DELETE_CONFIRMATION = 'DELETE';
export const TYPE_DELETE_TO_CONFIRM = 'Type DELETE to confirm';

interface AccountDeletionDeps {
  storage: Storage;
  clock: Clock;
  accounts: Accounts;
  sessions: Sessions;
  recovery: Recovery;
  emailChange: EmailChange;
  outbox: MailOutbox;
  limiter: AttemptLimiter;
  /** Every document of the user in the data features' collections, each removed by its owner (the composition root lists them). */
  deleteUserData(userId: string): Promise<void>;
}

/**
 * An account's deletion with every byte of it (issue #51, docs/decisions/0069): a deletion record
 * first (from then on nobody logs in as the account and its sessions are gone), then every owner
 * removes the user's documents, then the user, then the record. Each step is idempotent, so a
 * deletion a stop interrupted is finished from its record on the next start.
 */
export class AccountDeletion {
  private readonly deletions;

  constructor(private readonly deps: AccountDeletionDeps) {
    this.deletions = deps.storage.collection<AccountDeletionRecord>(COLLECTIONS.accountDeletions);
  }

  async delete(userId: string, input: DeleteAccountInput, from: Pick<AttemptSubjects, 'ip'>): Promise<void> {
    if (input.confirmation !== DELETE_CONFIRMATION) throw new AppError(400, TYPE_DELETE_TO_CONFIRM);
    const user = await this.deps.accounts.withPassword(userId, input.currentPassword, from);
    const record: AccountDeletionRecord = { id: userId, userId, email: user.email, startedAt: this.deps.clock.now() };
    await this.deletions.updateOne({ id: userId }, { $setOnInsert: { userId, email: user.email, startedAt: record.startedAt } }, { upsert: true });
    // At once, before the long part: any request with one of its sessions answers 401 on every instance.
    await this.deps.sessions.endAllOf(userId);
    // Removed once sent: the outbox keeps no address of a deleted account.
    await this.deps.outbox.enqueue(accountDeletedMail(user.email, user.firstName), { kind: 'account-deleted', forgetWhenSent: true });
    await this.finish(record);
  }

  /** Finishes every deletion a stop interrupted (the app's start). */
  async finishPending(): Promise<number> {
    const pending = await this.deletions.find({});
    for (const record of pending) await this.finish(record);
    return pending.length;
  }

  private async finish({ userId, email }: AccountDeletionRecord): Promise<void> {
    const { accounts, sessions, recovery, emailChange, outbox, limiter } = this.deps;
    await sessions.endAllOf(userId);
    await this.deps.deleteUserData(userId);
    await emailChange.deleteAllOf(userId);
    await recovery.deleteAllOf(email);
    await outbox.forgetAddress(email, { keepUnsent: 'account-deleted' });
    await limiter.forgetEmail(email);
    await accounts.deleteUser(userId);
    // A login that read the account just before the record was written may have started a session since.
    await sessions.endAllOf(userId);
    await this.deletions.deleteOne({ id: userId });
  }
}
