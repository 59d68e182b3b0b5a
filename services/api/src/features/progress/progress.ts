import { renameOutcome, type ExerciseKind, type KindMetrics, type ProgressFigures, type RenameOutcome } from '@fitness/domain';
import type { Storage } from '../../platform/storage';
import { AppError } from '../../platform/errors/errors';
import { CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import type { DerivationCache } from '../../platform/user-data/derivation-cache';
import { WORKOUT_LOGS, type WorkoutLogRecord } from '../../shared/records';
import { deriveEntries, PROGRESS, type ProgressDerivation, type ProgressEntry } from './progress-derivation';
import type { TrackedOrderItem } from './progress-records';
import { renameInLogs, untrackEntry } from './progress-rename';
import { bySortOrder, shownOrder, TrackedOrder } from './tracked-order';

export type { ProgressEntry } from './progress-derivation';

/**
 * A history row without its sets: what the panel's rows, first/latest figures and the statistics graph need.
 * Its kind decides which figures mean something: the weight figures for weight and reps (reps only: sets and
 * reps), the time and distance figures (`KindMetrics`) for those kinds; the others are 0 (docs/decisions/0071).
 */
export type ProgressSummary = ProgressFigures & KindMetrics & { id: string; kind: ExerciseKind };

/** One tracked exercise as the progress panel first shows it: its order record (reorder, updateOrder, deleteOrder take its id), entry count, first and latest entries. */
export type TrackedExerciseSummary = TrackedOrderItem & { entryCount: number; first: ProgressSummary | null; latest: ProgressSummary | null };

export interface ProgressView {
  /** Entries grouped by exercise name, each group oldest first. */
  entries: Record<string, ProgressEntry[]>;
  /** Display order of the names: exactly one item per name with entries, by sortOrder. */
  sortOrder: TrackedOrderItem[];
}

const summaryOf = (e: ProgressEntry): ProgressSummary => ({
  id: e.id,
  kind: e.kind,
  date: e.date,
  workingWeight: e.workingWeight,
  volume: e.volume,
  workingSetCount: e.workingSetCount,
  repsLow: e.repsLow,
  repsHigh: e.repsHigh,
  bw: e.bw,
  longestSeconds: e.longestSeconds,
  totalSeconds: e.totalSeconds,
  totalMeters: e.totalMeters,
  longestMeters: e.longestMeters,
  bestPaceSecondsPerKm: e.bestPaceSecondsPerKm,
});

/**
 * Progress ("tracked exercises") is derived from workout logs, never stored apart (docs/decisions/0005),
 * and kept in the derivation cache (0062). Reads never write; writes apply only while what they read is
 * unchanged (0017). The list gives each name's first and latest entry; histories and sets load on demand.
 */
export class ProgressService {
  private readonly logs;
  private readonly order;

  constructor(
    storage: Storage,
    private readonly cache: DerivationCache,
  ) {
    this.logs = storage.collection<WorkoutLogRecord>(WORKOUT_LOGS.name);
    this.order = new TrackedOrder(storage);
  }

  /** The user's tracked order (the progress itself is derived from the logs): the account's deletion (docs/decisions/0069). */
  deleteAllOf(userId: string): Promise<void> {
    return this.order.deleteAllOf(userId);
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

  private derivation(userId: string): Promise<ProgressDerivation> {
    // The last derivation's entries of every log a write left alone are taken over (docs/decisions/0052).
    return this.cache.read(PROGRESS, userId, async (last) => {
      const [entries, orderRecord] = await Promise.all([deriveEntries(this.logs, userId, last), this.order.read(userId)]);
      return { ...entries, sortOrder: shownOrder(userId, orderRecord, [...entries.groups.keys()]) };
    });
  }

  /** The user's entries now, taking over the last derivation's (a write reads them before it writes). */
  private entriesOf(userId: string) {
    return deriveEntries(this.logs, userId, this.cache.last(PROGRESS, userId));
  }

  /**
   * Replaces the order in one write, applied only while the stored record is still the one read:
   * `change` gets the order as shown (aligned with `names`, the names with entries when `change` is
   * made; by default now) and answers the new items, which are stored aligned with the names now.
   * Another order write in between (on any instance) makes it read and change again.
   */
  private changeOrder(userId: string, change: (items: TrackedOrderItem[]) => TrackedOrderItem[], namesBefore?: readonly string[]): Promise<TrackedOrderItem[]> {
    return retryOnConflict(async () => {
      const [{ groups }, record] = await Promise.all([this.entriesOf(userId), this.order.read(userId)]);
      const names = [...groups.keys()];
      const shown = change(shownOrder(userId, record, namesBefore ?? names));
      // Names that appear now are stored under the ids they will be shown with after this write.
      const next = shownOrder(userId, { items: shown, revision: (record?.revision ?? 0) + 1 }, names);
      return (await this.order.write(userId, record, next)) === true ? next : CONFLICT;
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
    const renamedEntries = await renameInLogs(this.logs, userId, name, newName);
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
    const exerciseName = await untrackEntry(this.logs, userId, entryId);
    if (exerciseName === null) throw new AppError(404, 'No such tracked exercise entry');
    const orderRemoved = !(await this.entriesOf(userId)).groups.has(exerciseName);
    // The name leaves the order as shown at once; the write stores that.
    if (orderRemoved) await this.changeOrder(userId, (items) => items);
    return { id: entryId, exerciseName, orderRemoved };
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

  /** A backup's progress order, imported: names the user's order lacks go after its items, in the backup's order. */
  appendToOrder(userId: string, names: readonly string[]): Promise<void> {
    return this.order.append(userId, names);
  }
}
