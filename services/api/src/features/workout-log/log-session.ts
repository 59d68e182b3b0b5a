import { isDeepStrictEqual } from 'node:util';
import { mergeSessions, type WorkoutSession } from '@fitness/domain';
import type { WorkoutSessionRecord } from '../../shared/records';

// The day's session (docs/decisions/0072): what a sync makes of the stored one, and how it is answered.

/** What a user sees of a session: its times, notes and stamp (never an import's tag). */
export function toSession(record: WorkoutSessionRecord | null | undefined): WorkoutSession | null {
  if (!record) return null;
  const { startedAt, finishedAt, notes, changedAt } = record;
  return { startedAt, finishedAt, notes, changedAt };
}

/**
 * The session a sync leaves: `undefined` when the device sent none (the stored one stays, as
 * older clients and the legacy REST path need); the device's as sent when it saw the stored day;
 * else the two merged (mergeSessions: the later change wins; a second workout keeps the first
 * start). A result equal to the stored one is the stored record (its import's tag kept).
 */
export function syncedSession(
  stored: WorkoutSessionRecord | null | undefined,
  sent: WorkoutSession | null | undefined,
  sawStored: boolean,
): { session: WorkoutSessionRecord | undefined; merged: boolean } {
  if (!sent) return { session: undefined, merged: false };
  const result = sawStored ? sent : (mergeSessions(sent, toSession(stored)) as WorkoutSession);
  const session = stored && isDeepStrictEqual(toSession(stored), result) ? stored : result;
  return { session, merged: !isDeepStrictEqual(result, sent) };
}

/** Whether two stored sessions read the same (absent and null are none). */
export const sameSession = (a: WorkoutSessionRecord | null | undefined, b: WorkoutSessionRecord | null | undefined) => isDeepStrictEqual(a ?? null, b ?? null);
