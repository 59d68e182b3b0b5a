import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@fitness/domain';

/** 256 random bits, URL-safe: session tokens and reset tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored, so a leaked database holds no usable session or reset token. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'base64url');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The spec's four-digit code (1000–9999), made on the server from a CSPRNG. */
export function newRecoveryCode(): string {
  return String(randomInt(LIMITS.otpMin, LIMITS.otpMax + 1));
}
