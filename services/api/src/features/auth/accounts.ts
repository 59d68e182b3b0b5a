import { MESSAGES } from '@fitness/domain';
import { AppError } from '../../platform/errors/errors';
import type { Clock } from '../../platform/clock';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import type { AttemptLimiter, AttemptSubjects } from '../../platform/security/attempt-limiter';
import type { SessionUser } from '../../platform/service-deps';
import { COLLECTIONS, type AccountDeletionRecord, type UserRecord } from './account-records';
import type { LoginInput, RegisterInput } from '@fitness/schemas';
import type { SecretHasher } from './passwords';

/** One message for unknown email and wrong password alike: no account probing. */
export const LOGIN_FAILED = 'Incorrect email or password';
/** A wrong (or empty) current password on the account page; the attempt limiter of login counts it. */
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const EMAIL_IN_USE = 'That email is already in use';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** An account as the rest of the app sees it (no password hash). */
export type AccountUser = Pick<SessionUser, 'id' | 'email' | 'firstName'>;

export function toAccountUser(user: UserRecord): AccountUser {
  return { id: user.id, email: user.email, firstName: user.firstName };
}

/** Registration, login and the password itself. */
export class Accounts {
  private readonly users;
  private readonly deletions;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
    private readonly limiter: AttemptLimiter,
    private readonly hasher: SecretHasher,
  ) {
    this.users = storage.collection<UserRecord>(COLLECTIONS.users);
    this.deletions = storage.collection<AccountDeletionRecord>(COLLECTIONS.accountDeletions);
  }

  /** Race-safe: the unique email index decides, so two racing registrations make one account. */
  async register(input: RegisterInput, from: Pick<AttemptSubjects, 'ip'>): Promise<AccountUser> {
    const email = normalizeEmail(input.email);
    await this.limiter.consume('register', { ip: from.ip, email });
    if (await this.users.findOne({ email })) throw new AppError(409, MESSAGES.userAlreadyExists);
    const user: UserRecord = {
      id: newId(),
      email,
      passwordHash: await this.hasher.hash(input.password),
      firstName: input.firstName.trim(),
      createdAt: this.clock.now(),
      welcomeSentAt: null,
    };
    try {
      await this.users.insertOne(user);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new AppError(409, MESSAGES.userAlreadyExists);
      throw error;
    }
    return toAccountUser(user);
  }

  async logIn(input: LoginInput, from: Pick<AttemptSubjects, 'ip'>): Promise<AccountUser> {
    const email = normalizeEmail(input.email);
    // Counted before the password check (atomically in the store), so parallel guesses cannot overrun the budget.
    await this.limiter.consume('login', { ip: from.ip, email });
    const user = await this.users.findOne({ email });
    const matches = await this.hasher.verify(input.password, user?.passwordHash ?? (await this.hasher.decoyHash()));
    // An account being deleted answers as an unknown one.
    if (!user || !matches || (await this.deletions.findOne({ id: user.id }))) throw new AppError(401, LOGIN_FAILED);
    await this.limiter.forgive('login', { ip: from.ip, email });
    return toAccountUser(user);
  }

  /**
   * The user's record when `password` is theirs; counted by login's attempt limiter (per IP and per
   * the account's email) before the check, so the account page is no way around it.
   */
  async withPassword(userId: string, password: string, from: Pick<AttemptSubjects, 'ip'>): Promise<UserRecord> {
    const user = await this.users.findOne({ id: userId });
    if (!user) throw new AppError(401, 'Please log in');
    await this.limiter.consume('login', { ip: from.ip, email: user.email });
    if (!(await this.hasher.verify(password, user.passwordHash))) throw new AppError(400, CURRENT_PASSWORD_WRONG);
    await this.limiter.forgive('login', { ip: from.ip, email: user.email });
    return user;
  }

  /** The unique email index decides: another account holding the address refuses the move. */
  async changeEmail(userId: string, email: string): Promise<void> {
    try {
      await this.users.updateOne({ id: userId }, { $set: { email: normalizeEmail(email) } });
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new AppError(409, EMAIL_IN_USE);
      throw error;
    }
  }

  /** The last step of an account's deletion (docs/decisions/0069). */
  async deleteUser(userId: string): Promise<void> {
    await this.users.deleteOne({ id: userId });
  }

  findById(id: string): Promise<UserRecord | null> {
    return this.users.findOne({ id });
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email: normalizeEmail(email) });
  }

  /** The account's first name (the caller then brings the user's sessions in step). */
  async changeName(userId: string, firstName: string): Promise<void> {
    await this.users.updateOne({ id: userId }, { $set: { firstName } });
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.users.updateOne({ id: userId }, { $set: { passwordHash } });
  }

  /** Claims the one welcome mail of an account; false when it was already sent (or is being sent). */
  async claimWelcome(userId: string): Promise<boolean> {
    const { matched } = await this.users.updateOne({ id: userId, welcomeSentAt: null }, { $set: { welcomeSentAt: this.clock.now() } });
    return matched === 1;
  }
}
