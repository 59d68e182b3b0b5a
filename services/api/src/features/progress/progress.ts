import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compareDays, renameOutcome, trackedEntriesFromLog, type RenameOutcome, type TrackedEntry } from '@fitness/domain';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { atRevision, CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import type { DataVersions } from '../../platform/user-data/data-versions';
import { VersionedMemo } from '../../platform/user-data/versioned-memo';
import {
  TRACKED_ORDER,
  WORKOUT_LOGS,
  type LogExerciseRecord,
  type TrackedOrderItem,
  type TrackedOrderRecord,
  type WorkoutLogRecord,
} from '../../shared/records';

/** One progress history row: a tracked exercise of one day's log (its id is the log exercise's id). */
export type ProgressEntry = TrackedEntry & { logId: string; sets: { id: string; reps: number; weight: number; notes: string; warmup?: boolean }[] };

/** A history row without its sets: what the panel's rows, first/latest figures and the statistics graph need. */
export interface ProgressSummary {
  id: string;
  date: string;
  workingWeight: number;
  volume: number;
  workingSetCount: number;
  repsLow: number;
  repsHigh: number | null;
  bw: boolean;
}

/** One tracked exercise as the progress panel first shows it: its order record, entry count, first and latest entries. */
export interface TrackedExerciseSummary {
  /** The order record's id (reorder, updateOrder, deleteOrder take it). */
  id: string;
  exerciseName: string;
  sortOrder: number;
  entryCount: number;
  first: ProgressSummary | null;
  latest: ProgressSummary | null;
}

export interface ProgressView {
  /** Entries grouped by exercise name, each group oldest first. */
  entries: Record<string, ProgressEntry[]>;
  /** Display order of the names: exactly one item per name with entries, by sortOrder. */
  sortOrder: TrackedOrderItem[];
}

/** One log's tracked entries, the revision of the log they were made from, and an estimate of their memory. */
interface LogEntries {
  revision: number | undefined;
  entries: ProgressEntry[];
  bytes: number;
}

/** The user's tracked entries by name, and by the log they came from. */
interface Entries {
  groups: Map<string, ProgressEntry[]>;
  logs: Map<string, LogEntries>;
}

/** What every progress read is answered from: the user's tracked entries by name and their display order. */
interface Derivation extends Entries {
  sortOrder: TrackedOrderItem[];
  /** Entries by id, made on first ask. */
  byId?: Map<string, ProgressEntry>;
}

/**
 * Byte budget of the derivations kept (all users): a heavy user's (1,000 logged workouts) is ~3 MiB.
 * Kept because a tracked exercise's history or entry, opened after the dashboard, reads it again
 * (5–8× faster than deriving anew: docs/benchmarks.md, "#30").
 */
export const PROGRESS_MEMO_BYTES = 16 * 2 ** 20;

/** An estimate of a derivation's memory: each log's entries and their sets (counted once per log, when its entries are made). */
function sizeOfDerivation({ sortOrder, logs }: Derivation): number {
  let bytes = sortOrder.length * 200;
  for (const log of logs.values()) bytes += log.bytes;
  return bytes;
}

const summaryOf = (e: ProgressEntry): ProgressSummary => ({
  id: e.id,
  date: e.date,
  workingWeight: e.workingWeight,
  volume: e.volume,
  workingSetCount: e.workingSetCount,
  repsLow: e.repsLow,
  repsHigh: e.repsHigh,
  bw: e.bw,
});

const bySortOrder = (a: TrackedOrderItem, b: TrackedOrderItem) => a.sortOrder - b.sortOrder;

function entriesOfLog(log: WorkoutLogRecord): LogEntries {
  const entries = trackedEntriesFromLog(log.date, log.exercises).map((tracked): ProgressEntry => ({ ...(tracked as ProgressEntry), logId: log.id }));
  const bytes = entries.reduce((sum, entry) => sum + 400 + entry.sets.length * 120, 100);
  return { revision: log.revision, entries, bytes };
}

/**
 * The order item of a name the stored order does not hold yet: its id is made from the user, the
 * name and the stored order's revision, so every read (on any instance) shows the same id until a
 * write stores it, and a name whose item was deleted comes back under a new id.
 */
const shownItemId = (userId: string, exerciseName: string, revision: number) =>
  createHash('sha1').update(`${userId}\0${revision}\0${exerciseName}`).digest('hex').slice(0, 24);

/**
 * The order as reads show it: stored items of names with entries kept (first per name), names
 * without an item appended, stale items dropped. Computed, never written by a read: the next
 * write of the order stores it (so a crash between a log write and an order write heals itself).
 */
function shownOrder(userId: string, record: Pick<TrackedOrderRecord, 'items' | 'revision'> | null, names: readonly string[]): TrackedOrderItem[] {
  const items = record?.items ?? [];
  const wanted = new Set(names);
  const seen = new Set<string>();
  const kept = [...items].sort(bySortOrder).filter((item) => {
    if (!wanted.has(item.exerciseName) || seen.has(item.exerciseName)) return false;
    seen.add(item.exerciseName);
    return true;
  });
  let next = kept.reduce((max, item) => Math.max(max, item.sortOrder), 0) + 1;
  const revision = record?.revision ?? 0;
  const added = names
    .filter((name) => !seen.has(name))
    .map((exerciseName) => ({ id: shownItemId(userId, exerciseName, revision), exerciseName, sortOrder: next++ }));
  return [...kept, ...added];
}

/**
 * Progress ("tracked exercises") is derived from workout logs, never stored apart from them
 * (docs/decisions/0005). The derivation is kept per user and data version (a VersionedMemo, bounded by
 * bytes): the list, a name's history and an entry are all read from it (docs/decisions/0035). Reads never write, and writes apply only while what they read is unchanged (no locks, 0017).
 * Reads are shaped for the screen: the list gives each name's first and latest entry; a name's
 * history and an entry's sets load on demand.
 */
export class ProgressService {
  private readonly logs;
  private readonly order;
  private readonly derivations;
  /** Each user's last derivation: the next one, after a write, takes over the entries of every log the write left alone. */
  private readonly previous = new LRUCache<string, Derivation>({ maxSize: PROGRESS_MEMO_BYTES, sizeCalculation: (d) => Math.max(1, sizeOfDerivation(d)) });

  constructor(storage: Storage, versions: Pick<DataVersions, 'current'>) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
    this.order = storage.collection<TrackedOrderRecord>(TRACKED_ORDER.name);
    this.derivations = new VersionedMemo<Derivation>(versions, PROGRESS_MEMO_BYTES, sizeOfDerivation);
  }

  /** Every tracked exercise name in display order, with its entry count and first and latest entries (no sets). */
  async list(userId: string): Promise<TrackedExerciseSummary[]> {
    const { groups, sortOrder } = await this.derivation(userId);
    return sortOrder.map((item): TrackedExerciseSummary => {
      const named = groups.get(item.exerciseName) ?? [];
      const first = named[0];
      const latest = named[named.length - 1];
      return {
        id: item.id,
        exerciseName: item.exerciseName,
        sortOrder: item.sortOrder,
        entryCount: named.length,
        first: first ? summaryOf(first) : null,
        latest: latest ? summaryOf(latest) : null,
      };
    });
  }

  /** Every entry of one name without sets, oldest first; 404 for a name without entries. */
  async history(userId: string, exerciseName: string): Promise<ProgressSummary[]> {
    const entries = (await this.derivation(userId)).groups.get(exerciseName);
    if (!entries) throw new AppError(404, 'No tracked exercise with that name');
    return entries.map(summaryOf);
  }

  /** One entry with its sets; 404 unless it is one of the user's tracked entries. */
  async entry(userId: string, entryId: string): Promise<ProgressEntry> {
    const derived = await this.derivation(userId);
    derived.byId ??= new Map([...derived.groups.values()].flat().map((entry) => [entry.id, entry]));
    const entry = derived.byId.get(entryId);
    if (!entry) throw new AppError(404, 'No such tracked exercise entry');
    return entry;
  }

  /** Every name's entries with their sets, oldest first, in display order (personal records are computed from them). */
  async histories(userId: string): Promise<{ exerciseName: string; entries: readonly ProgressEntry[] }[]> {
    const derived = await this.derivation(userId);
    return derived.sortOrder.map((item) => ({ exerciseName: item.exerciseName, entries: derived.groups.get(item.exerciseName) ?? [] }));
  }

  /** The whole history with sets, grouped by name, plus the order (the legacy REST answer is made from it). */
  async fullView(userId: string): Promise<ProgressView> {
    const { groups, sortOrder } = await this.derivation(userId);
    return { entries: Object.fromEntries(groups), sortOrder };
  }

  private derivation(userId: string): Promise<Derivation> {
    return this.derivations.read(userId, async () => {
      const [entries, orderRecord] = await Promise.all([this.entriesOf(userId), this.order.findOne({ userId })]);
      const derived = { ...entries, sortOrder: shownOrder(userId, orderRecord, [...entries.groups.keys()]) };
      this.previous.set(userId, derived);
      return derived;
    });
  }

  /**
   * Entries grouped by name (first-seen order), each group oldest first. Every write of a log raises
   * its revision (0017), so a log still at the revision the last derivation made entries from has
   * the same entries: after a write only the logs it changed are read whole (docs/decisions/0052).
   */
  private async entriesOf(userId: string): Promise<Entries> {
    const before = this.previous.get(userId)?.logs;
    // Every log, tracked entries or not (matching the tracked filter costs more than it saves): each is kept, by revision.
    const stamps = before ? await this.logs.find({ userId }, { projection: { revision: 1 } }) : [];
    const changed = new Set(stamps.filter((stamp) => before?.get(stamp.id)?.revision !== stamp.revision).map((stamp) => stamp.id));
    const readAll = !before || changed.size > stamps.length / 2;
    // No projection on a full read: the embedded store's projection copies every document once more (~3× slower here).
    const read = readAll ? await this.logs.find({ userId }) : changed.size ? await this.logs.find({ userId, id: { $in: [...changed] } }) : [];
    const fresh = new Map(read.map((log) => [log.id, entriesOfLog(log)]));
    const logs = new Map<string, LogEntries>();
    for (const id of readAll ? fresh.keys() : stamps.map((stamp) => stamp.id)) {
      // A changed log deleted between the two reads is in neither.
      const made = readAll || changed.has(id) ? fresh.get(id) : before!.get(id);
      if (made) logs.set(id, made);
    }
    const groups = new Map<string, ProgressEntry[]>();
    for (const { entries } of logs.values()) {
      for (const entry of entries) {
        const group = groups.get(entry.exerciseName);
        if (group) group.push(entry);
        else groups.set(entry.exerciseName, [entry]);
      }
    }
    for (const group of groups.values()) group.sort((a, b) => compareDays(a.date, b.date));
    return { groups, logs };
  }

  /**
   * Replaces the order in one write, applied only while the stored record is still the one read:
   * `change` gets the order as shown (aligned with `names`, the names with entries when `change` is
   * made; by default now) and answers the new items, which are stored aligned with the names now.
   * Another order write in between (on any instance) makes it read and change again.
   */
  private changeOrder(userId: string, change: (items: TrackedOrderItem[]) => TrackedOrderItem[], namesBefore?: readonly string[]): Promise<TrackedOrderItem[]> {
    return retryOnConflict(async () => {
      const [{ groups }, record] = await Promise.all([this.entriesOf(userId), this.order.findOne({ userId })]);
      const names = [...groups.keys()];
      const shown = change(shownOrder(userId, record, namesBefore ?? names));
      // Names that appear now are stored under the ids they will be shown with after this write.
      const next = shownOrder(userId, { items: shown, revision: (record?.revision ?? 0) + 1 }, names);
      if (!record) {
        try {
          await this.order.insertOne({ id: newId(), userId, items: next, revision: 1 });
        } catch (error) {
          if (error instanceof DuplicateKeyError) return CONFLICT;
          throw error;
        }
        return next;
      }
      const { matched } = await this.order.updateOne(
        { id: record.id, userId, revision: atRevision(record.revision) },
        { $set: { items: next }, $inc: { revision: 1 } },
      );
      return matched ? next : CONFLICT;
    });
  }

  /** Rewrites one log's exercises, applied only while the log has the revision read (read and changed again otherwise). */
  private rewriteLog(userId: string, logId: string, change: (exercises: LogExerciseRecord[]) => LogExerciseRecord[]): Promise<void> {
    return retryOnConflict(async () => {
      const log = await this.logs.findOne({ id: logId, userId });
      if (!log) return undefined;
      const { matched } = await this.logs.updateOne(
        { id: log.id, userId, revision: atRevision(log.revision) },
        { $set: { exercises: change(log.exercises) }, $inc: { revision: 1 } },
      );
      return matched ? undefined : CONFLICT;
    });
  }

  /**
   * Renames every tracked entry of `name`. If `newName` already has entries the histories merge
   * (grouped by name, sorted by date) and the old order record goes; the same name changes nothing.
   * One write per affected log, each atomic; repeating the call finishes an interrupted rename.
   */
  async rename(userId: string, name: string, newName: string): Promise<{ outcome: RenameOutcome; renamedEntries: number }> {
    const { groups } = await this.entriesOf(userId);
    if (!groups.has(name)) throw new AppError(404, 'No tracked exercise with that name');
    const namesBefore = [...groups.keys()];
    const outcome = renameOutcome(name, newName, namesBefore);
    if (outcome === 'unchanged') return { outcome, renamedEntries: 0 };
    let renamedEntries = 0;
    for (const log of await this.logs.find({ userId, 'exercises.name': name })) {
      await this.rewriteLog(userId, log.id, (exercises) => exercises.map((e) => (e.tracked && e.name === name ? { ...e, name: newName } : e)));
      renamedEntries += log.exercises.filter((e) => e.tracked && e.name === name).length;
    }
    await this.changeOrder(
      userId,
      (items) =>
        outcome === 'merge'
          ? items.filter((item) => item.exerciseName !== name)
          : items.map((item) => (item.exerciseName === name ? { ...item, exerciseName: newName } : item)),
      namesBefore,
    );
    return { outcome, renamedEntries };
  }

  /**
   * Deletes one history entry: the log exercise stops being tracked (the day's log itself keeps it).
   * Deleting the last entry of a name also removes the name from the order.
   */
  async deleteEntry(userId: string, entryId: string): Promise<{ id: string; exerciseName: string; orderRemoved: boolean }> {
    const log = await this.logs.findOne({ userId, 'exercises.id': entryId });
    const target = log?.exercises.find((e) => e.id === entryId && e.tracked && e.sets.length > 0);
    if (!log || !target) throw new AppError(404, 'No such tracked exercise entry');
    await this.rewriteLog(userId, log.id, (exercises) => exercises.map((e) => (e.id === entryId ? { ...e, tracked: false, bw: false } : e)));
    const orderRemoved = !(await this.entriesOf(userId)).groups.has(target.name);
    // The name leaves the order as shown at once; the write stores that.
    if (orderRemoved) await this.changeOrder(userId, (items) => items);
    return { id: entryId, exerciseName: target.name, orderRemoved };
  }

  /** Updates one order record (its name and/or sort order). */
  async updateOrderItem(userId: string, id: string, changes: { name?: string | undefined; sortOrder?: number | undefined }): Promise<TrackedOrderItem> {
    let updated: TrackedOrderItem | undefined;
    await this.changeOrder(userId, (items) => {
      const item = items.find((i) => i.id === id);
      if (!item) throw new AppError(404, 'No such tracked exercise order record');
      updated = {
        ...item,
        ...(changes.name !== undefined ? { exerciseName: changes.name } : {}),
        ...(changes.sortOrder !== undefined ? { sortOrder: changes.sortOrder } : {}),
      };
      return items.map((i) => (i.id === id ? updated! : i));
    });
    return updated!;
  }

  async deleteOrderItem(userId: string, id: string): Promise<void> {
    await this.changeOrder(userId, (items) => {
      if (!items.some((i) => i.id === id)) throw new AppError(404, 'No such tracked exercise order record');
      return items.filter((i) => i.id !== id);
    });
  }

  /** Saves a new order in one write: the listed records take the sort order values they held, in the new order. */
  async reorder(userId: string, ids: string[]): Promise<TrackedOrderItem[]> {
    return this.changeOrder(userId, (items) => {
      const byId = new Map(items.map((i) => [i.id, i]));
      if (!ids.every((id) => byId.has(id))) throw new AppError(404, 'No such tracked exercise order record');
      const values = ids.map((id) => byId.get(id)!.sortOrder).sort((a, b) => a - b);
      const moved = new Map(ids.map((id, index) => [id, { ...byId.get(id)!, sortOrder: values[index]! }]));
      return items.map((i) => moved.get(i.id) ?? i).sort(bySortOrder);
    });
  }
}
