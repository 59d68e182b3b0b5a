import { AppError } from '../errors';
import type { Clock } from '../service-deps';

/** The account actions that are rate limited, per IP and per email (ARCHITECTURE.md, Security). */
export type GuardedAction = 'login' | 'register' | 'recovery' | 'verification';

interface Policy {
  limit: number;
  windowSeconds: number;
}

/**
 * login and verification count failures only; register and recovery count every request.
 * Per-email limits stop guessing one account; per-IP limits stop spraying many.
 */
export const ATTEMPT_POLICIES: Record<GuardedAction, { perIp: Policy; perEmail: Policy }> = {
  login: { perIp: { limit: 50, windowSeconds: 15 * 60 }, perEmail: { limit: 10, windowSeconds: 15 * 60 } },
  register: { perIp: { limit: 30, windowSeconds: 60 * 60 }, perEmail: { limit: 5, windowSeconds: 60 * 60 } },
  recovery: { perIp: { limit: 20, windowSeconds: 15 * 60 }, perEmail: { limit: 6, windowSeconds: 60 * 60 } },
  verification: { perIp: { limit: 30, windowSeconds: 15 * 60 }, perEmail: { limit: 10, windowSeconds: 15 * 60 } },
};

export interface AttemptSubjects {
  ip: string;
  email?: string | undefined;
}

interface Window {
  count: number;
  resetAt: number;
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(429, `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`, retryAfterSeconds);
}

/**
 * Fixed-window counters in this process's memory, one limiter for REST and tRPC alike.
 * Several API instances each keep their own counts (see docs/decisions/0004).
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly policies = ATTEMPT_POLICIES,
  ) {}

  private keys(action: GuardedAction, subjects: AttemptSubjects): Array<[string, Policy]> {
    const policy = this.policies[action];
    const keys: Array<[string, Policy]> = [[`${action}:ip:${subjects.ip}`, policy.perIp]];
    if (subjects.email) keys.push([`${action}:email:${subjects.email.trim().toLowerCase()}`, policy.perEmail]);
    return keys;
  }

  /** Throws a 429 AppError (with the seconds to wait) when any of the subjects used up its window. */
  assertAllowed(action: GuardedAction, subjects: AttemptSubjects): void {
    const now = this.clock.now().getTime();
    let wait = 0;
    for (const [key, policy] of this.keys(action, subjects)) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now && window.count >= policy.limit) wait = Math.max(wait, Math.ceil((window.resetAt - now) / 1000));
    }
    if (wait > 0) throw tooManyAttempts(wait);
  }

  record(action: GuardedAction, subjects: AttemptSubjects): void {
    const now = this.clock.now().getTime();
    if (this.windows.size > 50_000) this.sweep(now);
    for (const [key, policy] of this.keys(action, subjects)) {
      const window = this.windows.get(key);
      if (window && window.resetAt > now) window.count += 1;
      else this.windows.set(key, { count: 1, resetAt: now + policy.windowSeconds * 1000 });
    }
  }

  /** A success forgives the email's failures (not the IP's). */
  forgive(action: GuardedAction, email: string): void {
    this.windows.delete(`${action}:email:${email.trim().toLowerCase()}`);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
