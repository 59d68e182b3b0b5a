import { compareDays, renameOutcome, trackedEntriesFromLog, type RenameOutcome, type TrackedEntry } from '@fitness/domain';
import { newId, type Storage } from '../storage';
import { AppError } from '../errors';
import { DATA_COLLECTIONS, type TrackedOrderItem, type TrackedOrderRecord, type WorkoutLogRecord } from './records';
import type { UserLocks } from './user-locks';
import type { UserReadCache } from './user-read-cache';

/** One progress history row: a tracked exercise of one day's log (its id is the log exercise's id). */
export type ProgressEntry = TrackedEntry & { logId: string; sets: { id: string; reps: number; weight: number; notes: string }[] };

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

/** Everything progress reads are answered from, derived once per user and data version. */
interface Derivation {
  view: ProgressView;
  groups: Map<string, ProgressEntry[]>;
  summaries: TrackedExerciseSummary[];
  byId: Map<string, ProgressEntry>;
  /** Histories without sets, made on first ask. */
  histories: Map<string, ProgressSummary[]>;
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

/** The order items that match the names with entries: existing items kept, new names appended, stale ones dropped. */
function repairedOrder(items: readonly TrackedOrderItem[], names: readonly string[]): TrackedOrderItem[] | null {
  const wanted = new Set(names);
  const seen = new Set<string>();
  const kept = [...items].sort(bySortOrder).filter((item) => {
    if (!wanted.has(item.exerciseName) || seen.has(item.exerciseName)) return false;
    seen.add(item.exerciseName);
    return true;
  });
  let next = kept.reduce((max, item) => Math.max(max, item.sortOrder), 0) + 1;
  const added = names.filter((name) => !seen.has(name)).map((exerciseName) => ({ id: newId(), exerciseName, sortOrder: next++ }));
  if (!added.length && kept.length === items.length) return null;
  return [...kept, ...added];
}

/**
 * Progress ("tracked exercises") is derived from workout logs, never stored apart from them
 * (docs/decisions/0005). With the embedded store the derivation is kept in the per-user read
 * cache and dropped on every write of the user. Reads are shaped for the screen: the list gives
 * each name's first and latest entry; a name's history and an entry's sets load on demand.
 */
export class ProgressService {
  private readonly logs;
  private readonly order;

  constructor(
    storage: Storage,
    private readonly locks: UserLocks,
    private readonly cache: UserReadCache,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(DATA_COLLECTIONS.workoutLogs);
    this.order = storage.collection<TrackedOrderRecord>(DATA_COLLECTIONS.trackedOrder);
  }

  /** Every tracked exercise name in display order, with its entry count and first and latest entries (no sets). */
  async list(userId: string): Promise<TrackedExerciseSummary[]> {
    return (await this.derivation(userId)).summaries;
  }

  /** Every entry of one name without sets, oldest first; 404 for a name without entries. */
  async history(userId: string, exerciseName: string): Promise<ProgressSummary[]> {
    const derived = await this.derivation(userId);
    let history = derived.histories.get(exerciseName);
    if (!history) {
      const entries = derived.groups.get(exerciseName);
      if (!entries) throw new AppError(404, 'No tracked exercise with that name');
      history = entries.map(summaryOf);
      derived.histories.set(exerciseName, history);
    }
    return history;
  }

  /** One entry with its sets; 404 unless it is one of the user's tracked entries. */
  async entry(userId: string, entryId: string): Promise<ProgressEntry> {
    const entry = (await this.derivation(userId)).byId.get(entryId);
    if (!entry) throw new AppError(404, 'No such tracked exercise entry');
    return entry;
  }

  /** The whole history with sets, grouped by name, plus the order (the legacy REST answer is made from it). */
  async fullView(userId: string): Promise<ProgressView> {
    return (await this.derivation(userId)).view;
  }

  /** A write of the user's progress: one at a time per user, cached reads dropped afterwards. */
  private write<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.locks.run(userId, () => this.cache.writing(userId, work));
  }

  private derivation(userId: string): Promise<Derivation> {
    return this.cache.read(userId, 'progress', () => this.derive(userId));
  }

  /** Entries grouped by name (first-seen order), each group oldest first. */
  private async entriesOf(userId: string): Promise<Map<string, ProgressEntry[]>> {
    // No projection: the embedded store's projection copies every document once more (~3× slower here).
    const logs = await this.logs.find({ userId, 'exercises.tracked': true });
    const groups = new Map<string, ProgressEntry[]>();
    for (const log of logs) {
      for (const tracked of trackedEntriesFromLog(log.date, log.exercises)) {
        const entry = { ...(tracked as ProgressEntry), logId: log.id };
        const group = groups.get(entry.exerciseName);
        if (group) group.push(entry);
        else groups.set(entry.exerciseName, [entry]);
      }
    }
    for (const group of groups.values()) group.sort((a, b) => compareDays(a.date, b.date));
    return groups;
  }

  private async derive(userId: string): Promise<Derivation> {
    const [groups, orderRecord] = await Promise.all([this.entriesOf(userId), this.order.findOne({ userId })]);
    let items = orderRecord?.items ?? [];
    if (repairedOrder(items, [...groups.keys()])) items = await this.repairOrder(userId);
    const sortOrder = [...items].sort(bySortOrder);
    const byId = new Map<string, ProgressEntry>();
    for (const list of groups.values()) for (const entry of list) byId.set(entry.id, entry);
    const summaries = sortOrder.map((item): TrackedExerciseSummary => {
      const entries = groups.get(item.exerciseName) ?? [];
      const first = entries[0];
      const latest = entries[entries.length - 1];
      return {
        id: item.id,
        exerciseName: item.exerciseName,
        sortOrder: item.sortOrder,
        entryCount: entries.length,
        first: first ? summaryOf(first) : null,
        latest: latest ? summaryOf(latest) : null,
      };
    });
    return { view: { entries: Object.fromEntries(groups), sortOrder }, groups, summaries, byId, histories: new Map() };
  }

  /** Brings the order record in line with the names that have entries (after syncs, renames, deletes). */
  private repairOrder(userId: string): Promise<TrackedOrderItem[]> {
    return this.write(userId, async () => {
      const [groups, orderRecord] = await Promise.all([this.entriesOf(userId), this.order.findOne({ userId })]);
      const current = orderRecord?.items ?? [];
      const repaired = repairedOrder(current, [...groups.keys()]);
      if (!repaired) return current;
      await this.writeOrder(userId, repaired);
      return repaired;
    });
  }

  private async writeOrder(userId: string, items: TrackedOrderItem[]) {
    await this.order.updateOne({ userId }, { $set: { items } }, { upsert: true, upsertId: newId() });
  }

  private async orderItems(userId: string): Promise<TrackedOrderItem[]> {
    return [...((await this.order.findOne({ userId }))?.items ?? [])].sort(bySortOrder);
  }

  /**
   * Renames every tracked entry of `name`. If `newName` already has entries the histories merge
   * (grouped by name, sorted by date) and the old order record goes; the same name changes nothing.
   * One write per affected log, each atomic; repeating the call finishes an interrupted rename.
   */
  rename(userId: string, name: string, newName: string): Promise<{ outcome: RenameOutcome; renamedEntries: number }> {
    return this.write(userId, async () => {
      const groups = await this.entriesOf(userId);
      if (!groups.has(name)) throw new AppError(404, 'No tracked exercise with that name');
      const outcome = renameOutcome(name, newName, [...groups.keys()]);
      if (outcome === 'unchanged') return { outcome, renamedEntries: 0 };
      const logs = await this.logs.find({ userId, 'exercises.name': name });
      let renamedEntries = 0;
      for (const log of logs) {
        const exercises = log.exercises.map((e) => {
          if (!e.tracked || e.name !== name) return e;
          renamedEntries += 1;
          return { ...e, name: newName };
        });
        await this.logs.updateOne({ id: log.id, userId }, { $set: { exercises } });
      }
      const items = await this.orderItems(userId);
      const next =
        outcome === 'merge'
          ? items.filter((item) => item.exerciseName !== name)
          : items.map((item) => (item.exerciseName === name ? { ...item, exerciseName: newName } : item));
      await this.writeOrder(userId, next);
      return { outcome, renamedEntries };
    });
  }

  /**
   * Deletes one history entry: the log exercise stops being tracked (the day's log itself keeps it).
   * Deleting the last entry of a name also removes the name from the order.
   */
  deleteEntry(userId: string, entryId: string): Promise<{ id: string; exerciseName: string; orderRemoved: boolean }> {
    return this.write(userId, async () => {
      const log = await this.logs.findOne({ userId, 'exercises.id': entryId });
      const target = log?.exercises.find((e) => e.id === entryId && e.tracked && e.sets.length > 0);
      if (!log || !target) throw new AppError(404, 'No such tracked exercise entry');
      const exercises = log.exercises.map((e) => (e.id === entryId ? { ...e, tracked: false, bw: false } : e));
      await this.logs.updateOne({ id: log.id, userId }, { $set: { exercises } });
      const remaining = (await this.entriesOf(userId)).has(target.name);
      let orderRemoved = false;
      if (!remaining) {
        const items = await this.orderItems(userId);
        const next = items.filter((item) => item.exerciseName !== target.name);
        orderRemoved = next.length !== items.length;
        if (orderRemoved) await this.writeOrder(userId, next);
      }
      return { id: entryId, exerciseName: target.name, orderRemoved };
    });
  }

  /** Updates one order record (its name and/or sort order). */
  updateOrderItem(userId: string, id: string, changes: { name?: string | undefined; sortOrder?: number | undefined }): Promise<TrackedOrderItem> {
    return this.write(userId, async () => {
      const items = await this.orderItems(userId);
      const item = items.find((i) => i.id === id);
      if (!item) throw new AppError(404, 'No such tracked exercise order record');
      const updated = { ...item, ...(changes.name !== undefined ? { exerciseName: changes.name } : {}), ...(changes.sortOrder !== undefined ? { sortOrder: changes.sortOrder } : {}) };
      await this.writeOrder(
        userId,
        items.map((i) => (i.id === id ? updated : i)),
      );
      return updated;
    });
  }

  deleteOrderItem(userId: string, id: string): Promise<void> {
    return this.write(userId, async () => {
      const items = await this.orderItems(userId);
      if (!items.some((i) => i.id === id)) throw new AppError(404, 'No such tracked exercise order record');
      await this.writeOrder(
        userId,
        items.filter((i) => i.id !== id),
      );
    });
  }

  /** Saves a new order in one write: the listed records take the sort order values they held, in the new order. */
  reorder(userId: string, ids: string[]): Promise<TrackedOrderItem[]> {
    return this.write(userId, async () => {
      const items = await this.orderItems(userId);
      const byId = new Map(items.map((i) => [i.id, i]));
      if (!ids.every((id) => byId.has(id))) throw new AppError(404, 'No such tracked exercise order record');
      const values = ids.map((id) => byId.get(id)!.sortOrder).sort((a, b) => a - b);
      const moved = new Map(ids.map((id, index) => [id, { ...byId.get(id)!, sortOrder: values[index]! }]));
      const next = items.map((i) => moved.get(i.id) ?? i).sort(bySortOrder);
      await this.writeOrder(userId, next);
      return next;
    });
  }
}
