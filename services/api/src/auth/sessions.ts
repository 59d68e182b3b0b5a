import type { Clock } from '../service-deps';
import { newId, type Storage } from '../storage';
import type { SessionUser } from '../service-deps';
import { COLLECTIONS, type SessionRecord, type UserRecord } from './account-records';
import { toSessionUser } from './accounts';
import { hashSecret, newSecretToken } from './tokens';

/** Idle sessions end after 14 days; use pushes the end forward (at most one write per hour). */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;
const REFRESH_AFTER_MS = 60 * 60 * 1000;
/**
 * Resolved sessions are kept in this process for a short while (two store reads saved per request).
 * Logout, password reset and expiry drop them here at once; other API instances may still accept a
 * revoked session for up to this long (docs/decisions/0004).
 */
export const SESSION_CACHE_MS = 30 * 1000;
const SESSION_CACHE_SIZE = 10_000;

interface CachedSession {
  user: SessionUser;
  expiresAt: Date;
  cachedAt: number;
}

export interface ResolvedSession {
  user: SessionUser;
  expiresAt: Date;
  /** True when this request pushed the expiry forward (the cookie is re-sent). */
  extended: boolean;
}

/** Server-side sessions: the cookie holds a random token, the store only its hash. */
export class Sessions {
  private readonly sessions;
  private readonly users;
  /** tokenHash → resolved session; Map order is recency (LRU). */
  private readonly cache = new Map<string, CachedSession>();
  /** Bumped by every revocation, so a lookup that started before one never caches what it found. */
  private revocations = 0;

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

  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashSecret(token);
    const now = this.clock.now();
    const cached = this.cache.get(tokenHash);
    if (cached) {
      this.cache.delete(tokenHash);
      const age = now.getTime() - cached.cachedAt;
      const fresh = age >= 0 && age < SESSION_CACHE_MS && cached.expiresAt.getTime() > now.getTime();
      // A session due for its hourly push forward goes to the store (which also re-checks it).
      if (fresh && !this.dueForRefresh(now, cached.expiresAt)) {
        this.cache.set(tokenHash, cached);
        return { user: cached.user, expiresAt: cached.expiresAt, extended: false };
      }
    }
    const revocations = this.revocations;
    const resolved = await this.lookUp(tokenHash, now);
    if (resolved && revocations === this.revocations) {
      this.cache.set(tokenHash, { user: resolved.user, expiresAt: resolved.expiresAt, cachedAt: now.getTime() });
      if (this.cache.size > SESSION_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    return resolved;
  }

  private dueForRefresh(now: Date, expiresAt: Date): boolean {
    return this.expiryFrom(now).getTime() - expiresAt.getTime() >= REFRESH_AFTER_MS;
  }

  private async lookUp(tokenHash: string, now: Date): Promise<ResolvedSession | null> {
    const session = await this.sessions.findOne({ tokenHash });
    if (!session) return null;
    if (session.expiresAt.getTime() <= now.getTime()) {
      await this.sessions.deleteOne({ id: session.id });
      return null;
    }
    const user = await this.users.findOne({ id: session.userId });
    if (!user) return null;
    if (!this.dueForRefresh(now, session.expiresAt)) return { user: toSessionUser(user), expiresAt: session.expiresAt, extended: false };
    const fresh = this.expiryFrom(now);
    await this.sessions.updateOne({ id: session.id }, { $set: { expiresAt: fresh } });
    return { user: toSessionUser(user), expiresAt: fresh, extended: true };
  }

  async end(token: string): Promise<void> {
    const tokenHash = hashSecret(token);
    await this.revoking((hash) => hash === tokenHash, () => this.sessions.deleteOne({ tokenHash }));
  }

  /** Password reset ends every session of the user, on every device. */
  endAllOf(userId: string): Promise<number> {
    return this.revoking((_, session) => session.user.id === userId, () => this.sessions.deleteMany({ userId }));
  }

  /**
   * Drops the matching cached sessions before and after the store write; lookups under way meanwhile
   * see the revocation count move and cache nothing, so a revoked session is refused at once here.
   */
  private async revoking<T>(matches: (tokenHash: string, session: CachedSession) => boolean, write: () => Promise<T>): Promise<T> {
    const forget = () => {
      this.revocations += 1;
      for (const [hash, session] of this.cache) if (matches(hash, session)) this.cache.delete(hash);
    };
    forget();
    try {
      return await write();
    } finally {
      forget();
    }
  }
}
