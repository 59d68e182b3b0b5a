import type { SessionUser } from '../../platform/service-deps';
import type { Clock } from '../../platform/clock';
import type { DataVersions } from '../../platform/user-data/data-versions';
import { newId, type Storage } from '../../platform/storage';
import { COLLECTIONS, type SessionRecord } from './account-records';
import { hashSecret, newSecretToken } from './tokens';

/** Idle sessions end after 14 days; use pushes the end forward (at most one write per hour). */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;
const REFRESH_AFTER_MS = 60 * 60 * 1000;
/** A write marks its session active at most once a minute (the account's session list). */
const ACTIVE_AFTER_MS = 60 * 1000;
/** Enough of a User-Agent to name the browser and system; the rest is not kept. */
const USER_AGENT_KEPT = 512;
/** Rounds of "copy, then check nothing changed meanwhile" before giving up on a user changed that often. */
const MAX_REFRESH_ROUNDS = 8;

/** What a session carries of its user besides the id. */
export type SessionUserDetails = Omit<SessionUser, 'id'>;

/** The user's details as they are now (the account's name and email, the profile's units); null: no such account. */
export type DescribeUser = (userId: string) => Promise<SessionUserDetails | null>;

export interface ResolvedSession {
  user: SessionUser;
  /** The user's data version, as the session carries it (the store's, once every raise has completed). */
  dataVersion: number;
  expiresAt: Date;
  /** True when this request pushed the expiry forward (the cookie is re-sent). */
  extended: boolean;
}

const sameDetails = (a: SessionUserDetails, b: Partial<SessionUserDetails>) => a.email === b.email && a.firstName === b.firstName && a.units === b.units;
const detailsOf = ({ email, firstName, units }: SessionUserDetails): SessionUserDetails => ({ email, firstName, units });

/**
 * Server-side sessions: the cookie holds a random token, the store only its hash. Every request is
 * resolved from the store (no copy in the process), so a session ended on any API instance fails on
 * the next request on all of them (docs/decisions/0016). The session document carries what a request
 * needs of its user (name, email, units) and the user's data version, so resolving it is one
 * indexed read; every change of those rewrites them in all the user's sessions before it answers
 * (`refreshUser`, `carryVersion`), so it too is seen on the next request everywhere (docs/decisions/0030).
 */
export class Sessions {
  private readonly sessions;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
    private readonly describe: DescribeUser,
    private readonly versions: Pick<DataVersions, 'current'>,
  ) {
    this.sessions = storage.collection<SessionRecord>(COLLECTIONS.sessions);
  }

  private expiryFrom(now: Date) {
    return new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000);
  }

  async start(userId: string, userAgent = ''): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
    const details = await this.describe(userId);
    if (!details) throw new Error(`No account ${userId} to start a session for`);
    const token = newSecretToken();
    const now = this.clock.now();
    const expiresAt = this.expiryFrom(now);
    const id = newId();
    const dataVersion = await this.versions.current(userId);
    const device = { userAgent: userAgent.slice(0, USER_AGENT_KEPT), lastActiveAt: now };
    await this.sessions.insertOne({ id, tokenHash: hashSecret(token), userId, expiresAt, createdAt: now, ...detailsOf(details), dataVersion, ...device });
    // A change or a raise made between the reads and the insert missed this session: look again, now
    // that it exists (nobody holds its token yet).
    const { held } = await this.keepInStep(userId, { id }, details);
    await this.versionInStep(id, userId, dataVersion);
    return { token, expiresAt, user: { id: userId, ...held } };
  }

  /**
   * One indexed read (the session by its token hash); the one write is the hourly push forward, and
   * for a `writing` request the session's activity (at most once a minute; reads never write).
   */
  async resolve(token: string, writing = false): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    const now = this.clock.now();
    const session = await this.sessions.findOne({ tokenHash: hashSecret(token) });
    if (!session) return null;
    if (session.expiresAt.getTime() <= now.getTime()) {
      await this.sessions.deleteOne({ id: session.id });
      return null;
    }
    let details: SessionUserDetails | null =
      session.email !== undefined && session.firstName !== undefined && session.units !== undefined ? detailsOf(session as SessionUserDetails) : null;
    if (!details) {
      // A session from before the user was carried: filled in once.
      details = await this.describe(session.userId);
      if (!details) return null;
      await this.sessions.updateOne({ id: session.id }, { $set: details });
      ({ held: details } = await this.keepInStep(session.userId, { id: session.id }, details));
    }
    const user: SessionUser = { id: session.userId, ...details };
    // A session from before it carried the version: filled in once.
    const dataVersion = session.dataVersion ?? (await this.versionInStep(session.id, session.userId, undefined));
    const fresh = this.expiryFrom(now);
    const extended = fresh.getTime() - session.expiresAt.getTime() >= REFRESH_AFTER_MS;
    const active = writing && now.getTime() - (session.lastActiveAt?.getTime() ?? 0) >= ACTIVE_AFTER_MS;
    if (!extended && !active) return { user, dataVersion, expiresAt: session.expiresAt, extended: false };
    await this.sessions.updateOne({ id: session.id }, { $set: { ...(extended ? { expiresAt: fresh } : {}), ...(active ? { lastActiveAt: now } : {}) } });
    return { user, dataVersion, expiresAt: extended ? fresh : session.expiresAt, extended };
  }

  /** A raise of the user's data version reached `version`: every session of the user carries it (a copy never goes down). */
  async carryVersion(userId: string, version: number): Promise<void> {
    await this.sessions.updateMany({ userId, dataVersion: { $lt: version } }, { $set: { dataVersion: version } });
  }

  /**
   * Brings one session's copy of the data version (`held`, none yet) up to the store's, looking
   * again after each copy until no raise came meanwhile (a raise copies only into sessions holding
   * a version). Answers the version the session then carries.
   */
  private async versionInStep(sessionId: string, userId: string, held: number | undefined): Promise<number> {
    let carried = held;
    for (let round = 0; round < MAX_REFRESH_ROUNDS; round += 1) {
      const current = await this.versions.current(userId);
      if (carried !== undefined && current <= carried) return carried;
      await this.sessions.updateOne(
        { id: sessionId, dataVersion: carried === undefined ? { $exists: false } : { $lt: current } },
        { $set: { dataVersion: current } },
      );
      carried = Math.max(carried ?? 0, current);
    }
    return carried ?? 0;
  }

  /**
   * Rewrites what every session of the user carries from the account and the profile as they are
   * now; call it after each change of them. Answers whether a session changed (the caller then
   * raises the user's data version: answers made meanwhile may hold the old copy).
   */
  async refreshUser(userId: string): Promise<boolean> {
    const details = await this.describe(userId);
    if (!details) return false;
    const copied = (await this.sessions.updateMany({ userId }, { $set: details })) > 0;
    return (await this.keepInStep(userId, {}, details)).changed || copied;
  }

  /**
   * The user's sessions (all, or the one named) hold `copied`: describes the user again and, while a
   * change made meanwhile moved the details on, copies them again. Whoever writes last has checked
   * after, so no change is left out of a session. Answers what they hold then, and whether it copied anything.
   */
  private async keepInStep(userId: string, which: { id?: string }, copied: SessionUserDetails): Promise<{ held: SessionUserDetails; changed: boolean }> {
    let held = copied;
    for (let round = 0; round < MAX_REFRESH_ROUNDS; round += 1) {
      const now = await this.describe(userId);
      if (!now || sameDetails(now, held)) return { held, changed: round > 0 };
      await this.sessions.updateMany({ userId, ...which }, { $set: detailsOf(now) });
      held = detailsOf(now);
    }
    return { held, changed: true };
  }

  async end(token: string): Promise<void> {
    await this.sessions.deleteOne({ tokenHash: hashSecret(token) });
  }

  /** Password reset ends every session of the user, on every device. */
  endAllOf(userId: string): Promise<number> {
    return this.sessions.deleteMany({ userId });
  }

  /** The user's sessions, for the account's list (the one of `currentToken` marked). */
  async listOf(userId: string, currentToken: string): Promise<Array<SessionRecord & { current: boolean }>> {
    const current = hashSecret(currentToken);
    return (await this.sessions.find({ userId })).map((session) => ({ ...session, current: session.tokenHash === current }));
  }

  /** Ends one session of the user; false when the user has none by that id (ended, or someone else's). */
  async endOneOf(userId: string, sessionId: string): Promise<boolean> {
    return (await this.sessions.deleteOne({ id: sessionId, userId })) > 0;
  }

  /** Every session of the user but the one of `currentToken` (a password change, "Sign out other sessions"). */
  endOthersOf(userId: string, currentToken: string): Promise<number> {
    return this.sessions.deleteMany({ userId, tokenHash: { $ne: hashSecret(currentToken) } });
  }
}
