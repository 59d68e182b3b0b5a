import { useSyncExternalStore } from 'react';
import { safeGet, safeSet, subscribeToStorage } from './browser-store';

/**
 * A password recovery in progress (spec section 4: Forgot Password → /otp → /password-reset → /login).
 * Kept in session storage, so it survives a reload of /otp but not the tab; /otp and /password-reset
 * are reachable only while it exists.
 */
export interface RecoveryInProgress {
  email: string;
  /** When the latest code was sent (ms since epoch). */
  sentAt: number;
  /** Seconds after `sentAt` before another code may be asked for. */
  resendInSeconds: number;
  /** Granted by a correct code; present once /password-reset may be shown. */
  resetToken?: string;
}

const RECOVERY_KEY = 'passwordRecovery';
const session = () => sessionStorage;

let cachedRaw: string | null = null;
let cachedValue: RecoveryInProgress | null = null;

export function readRecovery(): RecoveryInProgress | null {
  const raw = safeGet(session, RECOVERY_KEY);
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<RecoveryInProgress>) : null;
    cachedValue =
      parsed && typeof parsed.email === 'string' && typeof parsed.sentAt === 'number'
        ? {
            email: parsed.email,
            sentAt: parsed.sentAt,
            resendInSeconds: Number(parsed.resendInSeconds) || 0,
            ...(parsed.resetToken ? { resetToken: parsed.resetToken } : {}),
          }
        : null;
  } catch {
    cachedValue = null;
  }
  return cachedValue;
}

/** A code was (re)sent to `email`: starts or restarts the recovery and its resend countdown. */
export function startRecovery(email: string, resendInSeconds: number, now = Date.now()): void {
  safeSet(session, RECOVERY_KEY, JSON.stringify({ email, sentAt: now, resendInSeconds } satisfies RecoveryInProgress));
}

/** Restarts the resend countdown (e.g. the server said to wait) without changing anything else. */
export function restartResendCountdown(resendInSeconds: number, now = Date.now()): void {
  const current = readRecovery();
  if (current) safeSet(session, RECOVERY_KEY, JSON.stringify({ ...current, sentAt: now, resendInSeconds }));
}

/** A correct code: the reset token that /password-reset sends with the new password. */
export function grantPasswordReset(resetToken: string): void {
  const current = readRecovery();
  if (current) safeSet(session, RECOVERY_KEY, JSON.stringify({ ...current, resetToken }));
}

export function clearRecovery(): void {
  if (safeGet(session, RECOVERY_KEY) !== null) safeSet(session, RECOVERY_KEY, null);
}

export function useRecovery(): RecoveryInProgress | null {
  return useSyncExternalStore(subscribeToStorage, readRecovery, () => null);
}
