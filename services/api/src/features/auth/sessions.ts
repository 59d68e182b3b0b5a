import type { SessionUser } from '../../platform/service-deps';
import type { Clock } from '../../platform/clock';
import { newId, type Storage } from '../../platform/storage';
import { COLLECTIONS, type SessionRecord, type UserRecord } from './account-records';
import { toSessionUser } from './accounts';
import { hashSecret, newSecretToken } from './tokens';

/** Idle sessions end after 14 days; use pushes the end forward (at most one write per hour). */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export interface ResolvedSession {
  user: SessionUser;
  expiresAt: Date;
  /** True when this request pushed the expiry forward (the cookie is re-sent). */
  extended: boolean;
}

/**
 * Server-side sessions: the cookie holds a random token, the store only its hash. Every request is
 * resolved from the store (no copy in the process), so a session ended on any API instance fails on
 * the next request on all of them (docs/decisions/0016).
 */
export class Sessions {
  private readonly sessions;
  private readonly users;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.sessions = storage.collection<SessionRecord>(COLLECTIONS.sessions);
    this.users = storage.collection<UserRecord>(COLLECTIONS.users);
  }

  private expiryFrom(now: Date) {
    return new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000);
  }

  async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const now = this.clock.now();
    const expiresAt = this.expiryFrom(now);
    await this.sessions.insertOne({ id: newId(), tokenHash: hashSecret(token), userId, expiresAt, createdAt: now });
    return { token, expiresAt };
  }

  /** Two indexed reads (session by token hash, then its user); the one write is the hourly push forward. */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    const now = this.clock.now();
    const session = await this.sessions.findOne({ tokenHash: hashSecret(token) });
    if (!session) return null;
    if (session.expiresAt.getTime() <= now.getTime()) {
      await this.sessions.deleteOne({ id: session.id });
      return null;
    }
    const user = await this.users.findOne({ id: session.userId });
    if (!user) return null;
    const fresh = this.expiryFrom(now);
    if (fresh.getTime() - session.expiresAt.getTime() < REFRESH_AFTER_MS) return { user: toSessionUser(user), expiresAt: session.expiresAt, extended: false };
    await this.sessions.updateOne({ id: session.id }, { $set: { expiresAt: fresh } });
    return { user: toSessionUser(user), expiresAt: fresh, extended: true };
  }

  async end(token: string): Promise<void> {
    await this.sessions.deleteOne({ tokenHash: hashSecret(token) });
  }

  /** Password reset ends every session of the user, on every device. */
  endAllOf(userId: string): Promise<number> {
    return this.sessions.deleteMany({ userId });
  }
}
