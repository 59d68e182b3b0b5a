import type { WorkoutLogRecord } from '../../shared/records';

// The routine a day's log was started from (issue #50): what a sync makes of the stored name.

/** The day's routine name as answered: null when it has none (absent, null or an older day). */
export const routineNameOf = (record: Pick<WorkoutLogRecord, 'routineName'> | null | undefined): string | null => record?.routineName ?? null;

/**
 * The name a sync leaves: `undefined` when the device sent none (the stored one stays, as older
 * clients and the legacy REST path need); the device's (null clears it) when it saw the stored day;
 * else the day's first name stays, and a day without one takes the device's.
 */
export function syncedRoutineName(stored: string | null | undefined, sent: string | null | undefined, sawStored: boolean): string | null | undefined {
  if (sent === undefined) return undefined;
  if (sawStored) return sent;
  return stored ?? sent;
}
