import type { SetTombstone } from '@fitness/domain';
import { DuplicateKeyError, newId, type Collection } from '../../platform/storage';
import { atRevision, CONFLICT } from '../../platform/user-data/conflicts';
import type { LogExerciseRecord, WorkoutLogRecord, WorkoutSessionRecord } from '../../shared/records';

/**
 * What a write leaves of a day: its exercises and, when the writer keeps them, its tombstones; its
 * session and routine name when the writer sets them (null clears one; absent leaves the stored one).
 */
export interface DayContent {
  exercises: LogExerciseRecord[];
  deleted?: SetTombstone[];
  session?: WorkoutSessionRecord | null;
  routineName?: string | null;
}

/**
 * The one write of a day's log (a sync, an import, an import's undo): one try against the log as read (`stored`, null for
 * none) that creates, deletes (nothing left to keep) or updates it only while the day is still as read, else CONFLICT (0017).
 */
export async function writeDay(
  logs: Collection<WorkoutLogRecord>,
  stored: WorkoutLogRecord | null,
  day: { userId: string; date: string; importId?: string },
  next: DayContent,
  now: Date,
): Promise<{ id: string | null; version: number } | typeof CONFLICT> {
  const tombstones = next.deleted ? { deleted: next.deleted } : {};
  const session = next.session !== undefined ? { session: next.session } : {};
  const routineName = next.routineName !== undefined ? { routineName: next.routineName } : {};
  // A day holding only a session (started, no set yet) keeps its document.
  const keepsSession = (next.session !== undefined ? next.session : stored?.session) != null;
  const { userId, date, importId } = day;
  if (!stored) {
    const record: WorkoutLogRecord = {
      id: newId(),
      userId,
      date,
      exercises: next.exercises,
      ...tombstones,
      ...(next.session ? { session: next.session } : {}),
      ...(next.routineName ? { routineName: next.routineName } : {}),
      updatedAt: now,
      revision: 1,
      ...(importId ? { importId } : {}),
    };
    try {
      await logs.insertOne(record);
    } catch (error) {
      if (error instanceof DuplicateKeyError) return CONFLICT;
      throw error;
    }
    return { id: record.id, version: 1 };
  }
  const read = { id: stored.id, userId, revision: atRevision(stored.revision) };
  if (next.exercises.length === 0 && !next.deleted?.length && !keepsSession) return (await logs.deleteOne(read)) ? { id: null, version: 0 } : CONFLICT;
  const { matched } = await logs.updateOne(read, {
    $set: { exercises: next.exercises, ...tombstones, ...session, ...routineName, updatedAt: now },
    $inc: { revision: 1 },
  });
  return matched ? { id: stored.id, version: (stored.revision ?? 0) + 1 } : CONFLICT;
}
