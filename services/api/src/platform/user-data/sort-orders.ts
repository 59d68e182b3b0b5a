import type { Collection, Storage } from '../storage';

/** The last sort order handed out in one list (`id`: `routines:<userId>` or `exercises:<routineId>`). */
export interface SortOrderCounterRecord {
  id: string;
  userId: string;
  value: number;
}

/** Written without raising the data version: it is about the user's data rather than of it. */
export const SORT_ORDER_COUNTERS = 'sortOrderCounters';

type Ordered = { id: string; sortOrder: number };
/** The collection of a list's items (a user's routines or exercises). */
type UserItems = Collection<Ordered & { userId: string }>;

/** The sort-order list of a user's routines, and of one routine's exercises. */
export const routineList = (userId: string) => `routines:${userId}`;
export const exerciseList = (routineId: string) => `exercises:${routineId}`;

/** A list's display order: by sort order, ties (legacy data) by id. */
export const bySortOrder = (a: Ordered, b: Ordered) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1);

const largest = (items: readonly { sortOrder: number }[]) => items.reduce((max, item) => Math.max(max, item.sortOrder), 0);

/**
 * Sort orders of one list (a user's routines, a routine's exercises) that stay unique when several
 * API instances create and reorder at once, without locks: new values come from a counter document
 * in the store (`$inc`, one taker per value), and a reorder's writes apply only to items that still
 * hold the value it read.
 */
export class SortOrders {
  private readonly counters: Collection<SortOrderCounterRecord>;

  constructor(storage: Storage) {
    this.counters = storage.collection<SortOrderCounterRecord>(SORT_ORDER_COUNTERS);
  }

  /** The user's counters (every list's carries its user): the account's deletion. */
  async deleteAllOf(userId: string): Promise<void> {
    await this.counters.deleteMany({ userId });
  }

  /**
   * `count` consecutive values after every value the list holds (`existing`, read before) and every
   * value handed out before; answers the first.
   */
  async take(userId: string, list: string, existing: readonly { sortOrder: number }[], count = 1): Promise<number> {
    const inc = () => this.counters.findOneAndUpdate({ id: list }, { $inc: { value: count } });
    let taken = await inc();
    if (!taken) {
      // The list's first value: make the counter (a concurrent maker may win; both then take from it).
      await this.counters.updateOne({ id: list }, { $setOnInsert: { userId, value: 0 } }, { upsert: true });
      taken = (await inc())!;
    }
    const stored = largest(existing);
    if (taken.value - count < stored) {
      // Behind the stored values (a list from before the counter, or a value the client chose): catch up, take again.
      await this.counters.updateOne({ id: list, value: { $lt: stored } }, { $set: { value: stored } });
      taken = (await inc())!;
    }
    return taken.value - count + 1;
  }

  /**
   * Saves a new order of `records` (ids in display order, all found): the listed items take the values
   * they held, handed out in the new order, and only moved items are written, each only while it still
   * holds the value read. If one was moved meanwhile (another reorder, on any instance), or the values
   * repeat (legacy data), the listed items take fresh values instead: unique whatever else is written.
   */
  async reorder<R extends Ordered>(items: UserItems, userId: string, list: string, records: readonly R[], ids: readonly string[]): Promise<R[]> {
    // One item's sort order, written only while it holds `held` when given; answers whether it was written.
    const write = async (id: string, sortOrder: number, held?: number) =>
      (await items.updateOne(held === undefined ? { id, userId } : { id, userId, sortOrder: held }, { $set: { sortOrder } })).matched > 0;
    const byId = new Map(records.map((r) => [r.id, r]));
    const values = records.map((r) => r.sortOrder).sort((a, b) => a - b);
    if (new Set(values).size === values.length) {
      const reordered = ids.map((id, index) => ({ ...byId.get(id)!, sortOrder: values[index]! }));
      let applied = true;
      for (const r of reordered) {
        const held = byId.get(r.id)!.sortOrder;
        if (held === r.sortOrder) continue;
        if (!(await write(r.id, r.sortOrder, held))) {
          applied = false;
          break;
        }
      }
      if (applied) return reordered;
    }
    const first = await this.take(userId, list, records, ids.length);
    const reordered = ids.map((id, index) => ({ ...byId.get(id)!, sortOrder: first + index }));
    for (const r of reordered) await write(r.id, r.sortOrder);
    return reordered;
  }
}
