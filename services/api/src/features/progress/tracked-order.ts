import { createHash } from 'node:crypto';
import { DuplicateKeyError, newId, type Storage } from '../../platform/storage';
import { atRevision, CONFLICT, retryOnConflict } from '../../platform/user-data/conflicts';
import { TRACKED_ORDER, type TrackedOrderItem, type TrackedOrderRecord } from './progress-records';

export const bySortOrder = (a: TrackedOrderItem, b: TrackedOrderItem) => a.sortOrder - b.sortOrder;

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
export function shownOrder(userId: string, record: Pick<TrackedOrderRecord, 'items' | 'revision'> | null, names: readonly string[]): TrackedOrderItem[] {
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

/** The progress panel's stored order: one document per user, each write applied only while it is still the one read (0017). */
export class TrackedOrder {
  private readonly order;

  constructor(storage: Storage) {
    this.order = storage.collection<TrackedOrderRecord>(TRACKED_ORDER.name);
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.order.deleteMany({ userId });
  }

  read(userId: string): Promise<TrackedOrderRecord | null> {
    return this.order.findOne({ userId });
  }

  /**
   * One try of an order write: `items` from the record read (null: none was stored). CONFLICT when
   * another write (on any instance) came first; the caller reads and changes again.
   */
  async write(userId: string, record: TrackedOrderRecord | null, items: TrackedOrderItem[]): Promise<true | typeof CONFLICT> {
    if (!record) {
      try {
        await this.order.insertOne({ id: newId(), userId, items, revision: 1 });
        return true;
      } catch (error) {
        if (error instanceof DuplicateKeyError) return CONFLICT;
        throw error;
      }
    }
    const { matched } = await this.order.updateOne(
      { id: record.id, userId, revision: atRevision(record.revision) },
      { $set: { items }, $inc: { revision: 1 } },
    );
    return matched ? true : CONFLICT;
  }

  /** Names the order lacks go after its items, in the order given (a backup's order, imported). */
  append(userId: string, names: readonly string[]): Promise<void> {
    return retryOnConflict(async () => {
      const record = await this.read(userId);
      const have = new Set(record?.items.map((i) => i.exerciseName));
      let next = (record?.items ?? []).reduce((max, i) => Math.max(max, i.sortOrder), 0) + 1;
      const added = [...new Set(names)].filter((n) => !have.has(n)).map((exerciseName) => ({ id: newId(), exerciseName, sortOrder: next++ }));
      if (added.length === 0) return undefined;
      return (await this.write(userId, record, [...(record?.items ?? []), ...added])) === true ? undefined : CONFLICT;
    });
  }
}
