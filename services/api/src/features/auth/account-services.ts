import type { MeasurementType } from '@fitness/domain';
import type { ServiceDeps } from '../../platform/service-deps';
import { createMailPort } from '../../platform/mail/create-mail-port';
import { createMailOutbox, type MailOutbox } from '../../platform/mail/mail-outbox';
import type { MailPort } from '../../platform/mail/mail-port';
import { attemptLimiterFor, type AttemptLimiter } from '../../platform/security/attempt-limiter';
import { COLLECTIONS } from './account-records';
import { AccountDeletion } from './account-deletion';
import { Accounts } from './accounts';
import { EmailChange } from './email-change';
import { PasswordChange } from './password-change';
import { SecretHasher } from './passwords';
import { Recovery } from './recovery';
import { Sessions, type DescribeUser } from './sessions';
import { Welcome } from './welcome';

/** Users, sessions, recovery and mail (issue #4). */
export interface AccountServices {
  accounts: Accounts;
  sessions: Sessions;
  recovery: Recovery;
  welcome: Welcome;
  mail: MailPort;
  /** Every mail goes through it (docs/decisions/0018); the app starts and stops its worker. */
  mailOutbox: MailOutbox;
  attemptLimiter: AttemptLimiter;
  /** "Your account" (issue #51): the password and the email changed, the account deleted with all its data. */
  passwordChange: PasswordChange;
  emailChange: EmailChange;
  accountDeletion: AccountDeletion;
  /**
   * After a change of what sessions carry (the account's name, the profile's units): every session
   * of the user carries it from the next request on, and the user's data version rises (answers
   * such as the session status hold the old copy).
   */
  userChanged(userId: string): Promise<void>;
}

/** What the account services need of the rest of the app (the composition root hands it in). */
export interface AccountLinks {
  /** The units of the user's profile (imperial while none is saved). */
  unitsOf(userId: string): Promise<MeasurementType>;
  /** Raises the user's data version (ETags and stored answers of the user's reads are keyed by it). */
  raiseDataVersion(userId: string): Promise<void>;
  /** The user's data version in the store (a session starts with it). */
  dataVersionOf(userId: string): Promise<number>;
  /** Every document of the user in the data features' collections, each removed by its owner (an account's deletion). */
  deleteUserData(userId: string): Promise<void>;
}

export async function createAccountServices(deps: ServiceDeps, links: AccountLinks): Promise<AccountServices> {
  const { storage, clock, config } = deps;
  const mail = createMailPort(config);
  await storage.ensureIndexes(COLLECTIONS.users, [{ fields: ['email'], unique: true }]);
  await storage.ensureIndexes(COLLECTIONS.sessions, [
    { fields: ['tokenHash'], unique: true },
    { fields: ['userId'] },
    { fields: ['expiresAt'], expireAfterSeconds: 0 },
  ]);
  await storage.ensureIndexes(COLLECTIONS.emailChanges, [{ fields: ['userId'] }, { fields: ['expiresAt'], expireAfterSeconds: 0 }]);
  await storage.ensureIndexes(COLLECTIONS.recoveries, [
    { fields: ['email'], unique: true },
    { fields: ['expiresAt'], expireAfterSeconds: 0 },
  ]);
  const attemptLimiter = await attemptLimiterFor(storage);
  const hasher = new SecretHasher(config.scryptCost);
  const accounts = new Accounts(storage, clock, attemptLimiter, hasher);
  const describe: DescribeUser = async (userId) => {
    const user = await accounts.findById(userId);
    return user ? { email: user.email, firstName: user.firstName, units: await links.unitsOf(userId) } : null;
  };
  const sessions = new Sessions(storage, clock, describe, { current: (userId) => links.dataVersionOf(userId) });
  const mailOutbox = await createMailOutbox({
    storage,
    clock,
    mail,
    pollMs: config.mailPollMs,
    hasAccount: async (email) => (await accounts.findByEmail(email)) !== null,
  });
  const recovery = new Recovery({ storage, clock, outbox: mailOutbox, accounts, sessions, limiter: attemptLimiter, hasher });
  const userChanged = async (userId: string) => {
    if (await sessions.refreshUser(userId)) await links.raiseDataVersion(userId);
  };
  const emailChange = new EmailChange({ storage, clock, outbox: mailOutbox, accounts, limiter: attemptLimiter, hasher, userChanged });
  return {
    accounts,
    sessions,
    recovery,
    passwordChange: new PasswordChange(accounts, sessions, mailOutbox, hasher),
    emailChange,
    accountDeletion: new AccountDeletion({
      storage,
      clock,
      accounts,
      sessions,
      recovery,
      emailChange,
      outbox: mailOutbox,
      limiter: attemptLimiter,
      deleteUserData: (userId) => links.deleteUserData(userId),
    }),
    welcome: new Welcome(accounts, mailOutbox),
    mail,
    mailOutbox,
    attemptLimiter,
    userChanged,
  };
}
