/**
 * Per-user cache of read answers (weights, routines, exercises, profile, a day's log, the progress
 * derivation), used only with the embedded store: one process owns the data, so dropping a user's
 * answers after each of that user's writes is exact (docs/decisions/0005). nedb deep-copies every
 * document it returns; a hit costs nothing. With MongoDB every read goes to the store.
 *
 * Cached values are shared by every caller: read them, never mutate them.
 */
export class UserReadCache {
  /** userId → slot (e.g. 'weights', 'log:2030-06-15') → the answer; Map order is recency (LRU). */
  private readonly users = new Map<string, Map<string, Promise<unknown>>>();

  constructor(
    readonly enabled: boolean,
    /** Most recently read users kept; older ones read the store again on their next read. */
    private readonly capacity = 2000,
  ) {}

  read<V>(userId: string, slot: string, compute: () => Promise<V>): Promise<V> {
    if (!this.enabled) return compute();
    let slots = this.users.get(userId);
    if (slots) {
      this.users.delete(userId);
      this.users.set(userId, slots);
      const hit = slots.get(slot);
      if (hit) return hit as Promise<V>;
    } else {
      slots = new Map();
      this.users.set(userId, slots);
      if (this.users.size > this.capacity) this.users.delete(this.users.keys().next().value!);
    }
    // The promise is stored before the read runs: a write that lands meanwhile drops it (invalidate
    // replaces the user's slots), so an answer read before a write is never served after it.
    const value = compute();
    slots.set(slot, value);
    value.catch(() => {
      // A failed read is not remembered.
      if (slots.get(slot) === value) slots.delete(slot);
    });
    return value;
  }

  /** Drops every cached answer of the user. Call after every write of that user (also failed ones). */
  invalidate(userId: string): void {
    if (this.enabled) this.users.delete(userId);
  }

  /** Runs a write of the user's data and drops the user's cached answers afterwards, whatever the outcome. */
  async writing<T>(userId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.invalidate(userId);
    }
  }
}
