import type { Collection } from '../../platform/storage';
import { atRevision, CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import type { LogExerciseRecord, WorkoutLogRecord } from '../../shared/records';

/** Rewrites one log's exercises, applied only while the log has the revision read (read and changed again otherwise). */
function rewriteLog(logs: Collection<WorkoutLogRecord>, userId: string, logId: string, change: (exercises: LogExerciseRecord[]) => LogExerciseRecord[]) {
  return retryOnConflict(async () => {
    const log = await logs.findOne({ id: logId, userId });
    if (!log) return undefined;
    const { matched } = await logs.updateOne(
      { id: log.id, userId, revision: atRevision(log.revision) },
      { $set: { exercises: change(log.exercises) }, $inc: { revision: 1 } },
    );
    return matched ? undefined : CONFLICT;
  });
}

/** Renames every tracked log exercise of `name` (one atomic write per affected log); answers how many it renamed. */
export async function renameInLogs(logs: Collection<WorkoutLogRecord>, userId: string, name: string, newName: string): Promise<number> {
  let renamed = 0;
  for (const log of await logs.find({ userId, 'exercises.name': name })) {
    await rewriteLog(logs, userId, log.id, (exercises) => exercises.map((e) => (e.tracked && e.name === name ? { ...e, name: newName } : e)));
    renamed += log.exercises.filter((e) => e.tracked && e.name === name).length;
  }
  return renamed;
}

/** Stops tracking one log exercise with sets (the day's log itself keeps it); answers its name, or null unless it is one of the user's entries. */
export async function untrackEntry(logs: Collection<WorkoutLogRecord>, userId: string, entryId: string): Promise<string | null> {
  const log = await logs.findOne({ userId, 'exercises.id': entryId });
  const target = log?.exercises.find((e) => e.id === entryId && e.tracked && e.sets.length > 0);
  if (!log || !target) return null;
  await rewriteLog(logs, userId, log.id, (exercises) => exercises.map((e) => (e.id === entryId ? { ...e, tracked: false, bw: false } : e)));
  return target.name;
}
