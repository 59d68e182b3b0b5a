import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/errors';
import type { Storage } from '../storage';
import { mongoDatabaseOf } from '../storage/mongo-driver';
import { clientAddressKey } from './client-address';

/** The account actions that are rate limited, per IP and per email (ARCHITECTURE.md, Security). */
export type GuardedAction = 'login' | 'register' | 'recovery' | 'verification';

interface Policy {
  limit: number;
  windowSeconds: number;
}
type Policies = Record<GuardedAction, { perIp: Policy; perEmail: Policy }>;

/**
 * login and verification count failures only; register and recovery count every request.
 * Per-email limits stop guessing one account; per-IP limits stop spraying many.
 */
export const ATTEMPT_POLICIES: Policies = {
  login: { perIp: { limit: 50, windowSeconds: 15 * 60 }, perEmail: { limit: 10, windowSeconds: 15 * 60 } },
  register: { perIp: { limit: 30, windowSeconds: 60 * 60 }, perEmail: { limit: 5, windowSeconds: 60 * 60 } },
  recovery: { perIp: { limit: 20, windowSeconds: 15 * 60 }, perEmail: { limit: 6, windowSeconds: 60 * 60 } },
  verification: { perIp: { limit: 30, windowSeconds: 15 * 60 }, perEmail: { limit: 10, windowSeconds: 15 * 60 } },
};

/** The MongoDB collection of the counters (one document per key and window, removed by a TTL index). */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

export interface AttemptSubjects {
  ip: string;
  email?: string | undefined;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(429, `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`, retryAfterSeconds);
}

/** Waits of a minute or more in whole minutes, so `retryAfterSeconds` says what the message says. */
export function retryAfterSecondsFor(ms: number): number {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? seconds : Math.ceil(seconds / 60) * 60;
}

type Counter = RateLimiterMemory | RateLimiterMongo;
type Counted = { counter: Counter; subject: 'ip' | 'email'; key: string; limit: number };

const normalizedEmail = (email: string) => email.trim().toLowerCase();

/**
 * Fixed windows (from the first counted attempt) per IP and per email, one limiter for REST and tRPC.
 * Counted in the database on MongoDB, so every API instance spends one budget; in this process's
 * memory for the embedded store, which one process owns (the DATA_DIR lock). Windows run on real
 * time (rate-limiter-flexible), not on the app's clock.
 */
export class AttemptLimiter {
  private constructor(
    private readonly counters: Map<string, Counter>,
    private readonly policies: Policies,
  ) {}

  /** Counters in the store's database (MongoDB) or in memory (embedded); `policies` for tests. */
  static async create(storage: Storage, policies: Policies = ATTEMPT_POLICIES): Promise<AttemptLimiter> {
    const db = storage.kind === 'mongodb' ? mongoDatabaseOf(storage) : undefined;
    if (storage.kind === 'mongodb' && !db) throw new Error('Rate limits on MongoDB need the database behind the storage');
    const counters = new Map<string, Counter>();
    for (const [action, { perIp, perEmail }] of Object.entries(policies)) {
      for (const [subject, policy] of [
        ['ip', perIp],
        ['email', perEmail],
      ] as const) {
        const options = { keyPrefix: `${action}:${subject}`, points: policy.limit, duration: policy.windowSeconds };
        counters.set(
          `${action}:${subject}`,
          db
            ? new RateLimiterMongo({ ...options, storeClient: db, tableName: RATE_LIMITS_COLLECTION, disableIndexesCreation: true })
            : new RateLimiterMemory(options),
        );
      }
    }
    const mongoCounter = [...counters.values()].find((counter) => counter instanceof RateLimiterMongo);
    // One collection for all: its indexes (unique key, TTL on expire) once, at start-up, with errors surfaced.
    if (mongoCounter) await mongoCounter.createIndexes();
    return new AttemptLimiter(counters, policies);
  }

  private counted(action: GuardedAction, subjects: AttemptSubjects): Counted[] {
    const policy = this.policies[action];
    const counted: Counted[] = [{ counter: this.counters.get(`${action}:ip`)!, subject: 'ip', key: clientAddressKey(subjects.ip), limit: policy.perIp.limit }];
    if (subjects.email) {
      counted.push({ counter: this.counters.get(`${action}:email`)!, subject: 'email', key: normalizedEmail(subjects.email), limit: policy.perEmail.limit });
    }
    return counted;
  }

  /**
   * Counts this attempt and throws a 429 AppError (with the seconds to wait) when it is over any
   * budget. One atomic increment per counter, so parallel attempts cannot overrun a budget.
   */
  async consume(action: GuardedAction, subjects: AttemptSubjects): Promise<void> {
    const results = await Promise.allSettled(this.counted(action, subjects).map(({ counter, key }) => counter.consume(key)));
    let waitMs = -1;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      waitMs = Math.max(waitMs, result.reason.msBeforeNext);
    }
    if (waitMs >= 0) throw tooManyAttempts(retryAfterSecondsFor(waitMs));
  }

  /** Every counter keyed by the address (an account's deletion); the per-IP counters name no account. */
  async forgetEmail(email: string): Promise<void> {
    await Promise.all([...this.counters].filter(([name]) => name.endsWith(':email')).map(([, counter]) => counter.delete(normalizedEmail(email))));
  }

  /** A success forgives the email's failures and gives the IP back the attempt `consume` counted. */
  async forgive(action: GuardedAction, subjects: AttemptSubjects): Promise<void> {
    await this.giveBackWhere(action, subjects, (subject) => subject !== 'email');
  }

  /** Gives back the attempt `consume` counted, for a request refused for another reason (it must not count). */
  async giveBack(action: GuardedAction, subjects: AttemptSubjects): Promise<void> {
    await this.giveBackWhere(action, subjects, () => true);
  }

  private async giveBackWhere(action: GuardedAction, subjects: AttemptSubjects, rewarded: (subject: string) => boolean): Promise<void> {
    await Promise.all(
      this.counted(action, subjects).map(async ({ counter, subject, key }) => {
        if (!rewarded(subject)) return counter.delete(key);
        // Only within a live window: a reward on a window that just ended would open one below zero.
        const spent = await counter.get(key);
        if (spent && spent.msBeforeNext > 0 && spent.consumedPoints > 0) await counter.reward(key);
      }),
    );
  }
}

/** The embedded store's counters live as long as the store, so every app over one store shares them. */
const embeddedLimiters = new WeakMap<Storage, Promise<AttemptLimiter>>();

export function attemptLimiterFor(storage: Storage): Promise<AttemptLimiter> {
  if (storage.kind !== 'embedded') return AttemptLimiter.create(storage);
  let limiter = embeddedLimiters.get(storage);
  if (!limiter) embeddedLimiters.set(storage, (limiter = AttemptLimiter.create(storage)));
  return limiter;
}
