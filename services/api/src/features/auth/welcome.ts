import { welcomeMail } from '../../platform/mail/account-mails';
import type { MailOutbox } from '../../platform/mail/mail-outbox';
import type { Accounts } from './accounts';

/** The welcome mail, once per account; unknown emails and repeats answer the same and queue nothing. */
export class Welcome {
  constructor(
    private readonly accounts: Accounts,
    private readonly outbox: MailOutbox,
  ) {}

  async send(email: string): Promise<void> {
    const user = await this.accounts.findByEmail(email);
    if (!user || user.welcomeSentAt) return;
    // The mail takes the account's id: a race, or a retry after a crash between these two writes, finds it queued.
    await this.outbox.enqueue(welcomeMail(user.email, user.firstName), { kind: 'welcome', onceId: user.id });
    await this.accounts.claimWelcome(user.id);
  }
}
