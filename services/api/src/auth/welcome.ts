import { welcomeMail } from '../mail/account-mails';
import type { MailPort } from '../mail/mail-port';
import { MailUnavailableError } from '../mail/mail-unavailable';
import type { Accounts } from './accounts';

/** The welcome mail, once per account; unknown emails and repeats answer the same and send nothing. */
export class Welcome {
  constructor(
    private readonly accounts: Accounts,
    private readonly mail: MailPort,
  ) {}

  async send(email: string): Promise<void> {
    const user = await this.accounts.findByEmail(email);
    if (!user || !(await this.accounts.claimWelcome(user.id))) return;
    try {
      await this.mail.send(welcomeMail(user.email, user.firstName));
    } catch (error) {
      await this.accounts.releaseWelcome(user.id);
      throw new MailUnavailableError(error);
    }
  }
}
