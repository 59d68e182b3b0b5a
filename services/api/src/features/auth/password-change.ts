import type { ChangePasswordInput } from '@fitness/schemas';
import { passwordChangedMail } from '../../platform/mail/account-mails';
import type { MailOutbox } from '../../platform/mail/mail-outbox';
import type { AttemptSubjects } from '../../platform/security/attempt-limiter';
import type { Accounts } from './accounts';
import type { SecretHasher } from './passwords';
import type { Sessions } from './sessions';

/** A password the user still knows, changed from the account page: every other session ends, this one stays. */
export class PasswordChange {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
    private readonly outbox: MailOutbox,
    private readonly hasher: SecretHasher,
  ) {}

  async change(userId: string, currentToken: string, input: ChangePasswordInput, from: Pick<AttemptSubjects, 'ip'>): Promise<void> {
    const user = await this.accounts.withPassword(userId, input.currentPassword, from);
    const passwordHash = await this.hasher.hash(input.newPassword);
    // Queued before the change: a crash in between mails a notice for a change to redo, never changes silently.
    await this.outbox.enqueue(passwordChangedMail(user.email, user.firstName), { kind: 'password-changed' });
    await this.accounts.setPasswordHash(userId, passwordHash);
    await this.sessions.endOthersOf(userId, currentToken);
  }
}
