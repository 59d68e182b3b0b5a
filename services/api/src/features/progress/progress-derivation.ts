import { compareDays, trackedEntriesFromLog, type TrackedEntry } from '@fitness/domain';
import type { Collection } from '../../platform/storage';
import type { Derivation } from '../../platform/user-data/derivation-cache';
import type { WorkoutLogRecord } from '../../shared/records';
import type { TrackedOrderItem } from './progress-records';

/**
 * One progress history row: a tracked exercise of one day's log (its id is the log exercise's id), with
 * its kind and that kind's metrics. Sets as stored: a warm-up is `warmup: true`, a drop set or set to
 * failure has `type`, time and distance sets their `seconds` and `meters` (docs/decisions/0071).
 */
export type ProgressEntry = TrackedEntry & {
  logId: string;
  sets: { id: string; reps: number; weight: number; notes: string; warmup?: boolean; type?: 'drop' | 'failure'; seconds?: number; meters?: number }[];
};

/** One log's tracked entries, the revision of the log they were made from, and an estimate of their memory. */
interface LogEntries {
  revision: number | undefined;
  entries: ProgressEntry[];
  bytes: number;
}

/** The user's tracked entries by name, and by the log they came from. */
export interface Entries {
  groups: Map<string, ProgressEntry[]>;
  logs: Map<string, LogEntries>;
}

/** What every progress read is answered from: the user's tracked entries by name and their display order. */
export interface ProgressDerivation extends Entries {
  sortOrder: TrackedOrderItem[];
  /** Entries by id, made on first ask. */
  byId?: Map<string, ProgressEntry>;
}

/**
 * The progress derivation in the derivation cache (~3 MiB for 1,000 logged workouts), kept because a history or entry
 * opened after the dashboard reads it again (5–8× faster: docs/benchmarks/issue-30.md). Its memory: each log's entries.
 */
export const PROGRESS: Derivation<ProgressDerivation> = {
  name: 'progress',
  sizeOf: ({ sortOrder, logs }) => [...logs.values()].reduce((bytes, log) => bytes + log.bytes, sortOrder.length * 200),
};

function entriesOfLog(log: WorkoutLogRecord): LogEntries {
  const entries = trackedEntriesFromLog(log.date, log.exercises).map((tracked): ProgressEntry => ({ ...(tracked as ProgressEntry), logId: log.id }));
  const bytes = entries.reduce((sum, entry) => sum + 400 + entry.sets.length * 120, 100);
  return { revision: log.revision, entries, bytes };
}

/**
 * Entries grouped by name (first-seen order), each group oldest first. Every write of a log raises
 * its revision (0017), so a log still at the revision the last derivation (`before`) made entries
 * from has the same entries: after a write only the logs it changed are read whole (docs/decisions/0052).
 */
export async function deriveEntries(logs: Collection<WorkoutLogRecord>, userId: string, before: Entries | undefined): Promise<Entries> {
  const kept = before?.logs;
  // Every log, tracked entries or not (matching the tracked filter costs more than it saves): each is kept, by revision.
  const stamps = kept ? await logs.find({ userId }, { projection: { revision: 1 } }) : [];
  const changed = new Set(stamps.filter((stamp) => kept?.get(stamp.id)?.revision !== stamp.revision).map((stamp) => stamp.id));
  const readAll = !kept || changed.size > stamps.length / 2;
  // No projection on a full read: the embedded store's projection copies every document once more (~3× slower here).
  const read = readAll ? await logs.find({ userId }) : changed.size ? await logs.find({ userId, id: { $in: [...changed] } }) : [];
  const fresh = new Map(read.map((log) => [log.id, entriesOfLog(log)]));
  const byLog = new Map<string, LogEntries>();
  for (const id of readAll ? fresh.keys() : stamps.map((stamp) => stamp.id)) {
    // A changed log deleted between the two reads is in neither.
    const made = readAll || changed.has(id) ? fresh.get(id) : kept!.get(id);
    if (made) byLog.set(id, made);
  }
  const groups = new Map<string, ProgressEntry[]>();
  for (const { entries } of byLog.values()) {
    for (const entry of entries) {
      const group = groups.get(entry.exerciseName);
      if (group) group.push(entry);
      else groups.set(entry.exerciseName, [entry]);
    }
  }
  for (const group of groups.values()) group.sort((a, b) => compareDays(a.date, b.date));
  return { groups, logs: byLog };
}
