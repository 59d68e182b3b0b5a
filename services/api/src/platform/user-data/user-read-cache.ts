import { quarterHourOf } from '../clock';
import type { Clock } from '../clock';
import type { DataVersions } from './data-versions';

interface UserEntry {
  version: number;
  quarter: number;
  /** slot (e.g. 'weights', 'log:2030-06-15', 'progress') → the answer. */
  slots: Map<string, Promise<unknown>>;
}

/**
 * Per-user memo of read answers (weights, routines, exercises, profile, a day's log, the progress
 * derivation), keyed by the user's data version read from the store, so it is exact with any number
 * of API instances: a write anywhere raises the version and the next read here computes afresh.
 * The version is read before the data (docs/decisions/0017). Entries also end with the quarter hour,
 * which bounds what a crash between a write and its version raise could leave behind.
 *
 * Cached values are shared by every caller: read them, never mutate them.
 */
export class UserReadCache {
  /** Map order is recency (LRU). */
  private readonly users = new Map<string, UserEntry>();

  constructor(
    private readonly versions: DataVersions,
    private readonly clock: Clock,
    /** Most recently read users kept; older ones read the store again on their next read. */
    private readonly capacity = 2000,
  ) {}

  async read<V>(userId: string, slot: string, compute: () => Promise<V>): Promise<V> {
    const version = await this.versions.current(userId);
    const quarter = quarterHourOf(this.clock.now());
    let entry = this.users.get(userId);
    // A reader that took an older version than the one memoised computes for itself (never goes back).
    if (entry && entry.version > version) return compute();
    if (entry && entry.version === version && entry.quarter === quarter) {
      this.users.delete(userId);
      this.users.set(userId, entry);
      const hit = entry.slots.get(slot);
      if (hit) return hit as Promise<V>;
    } else {
      entry = { version, quarter, slots: new Map() };
      this.users.delete(userId);
      this.users.set(userId, entry);
      if (this.users.size > this.capacity) this.users.delete(this.users.keys().next().value!);
    }
    const value = compute();
    const slots = entry.slots;
    slots.set(slot, value);
    value.catch(() => {
      // A failed read is not remembered.
      if (slots.get(slot) === value) slots.delete(slot);
    });
    return value;
  }
}
