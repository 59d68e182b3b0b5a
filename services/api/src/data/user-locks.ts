/**
 * Serializes one user's read-modify-write sequences in this process (weight + profile weight,
 * log id reconciliation, the tracked order). Different users never wait for each other.
 */
export class UserLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(userId, tail);
    void tail.then(() => {
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    });
    return result;
  }
}

/**
 * Per-user memo of derived reads, used only with the embedded store (one process owns the data,
 * so invalidating on this process's writes is exact). With MongoDB every read derives afresh.
 */
export class UserMemo<V> {
  private readonly values = new Map<string, { version: number; value: Promise<V> }>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly enabled: boolean,
    /** Most recently used users kept; older ones derive again on their next read. */
    private readonly capacity = 2000,
  ) {}

  get(userId: string, compute: () => Promise<V>): Promise<V> {
    if (!this.enabled) return compute();
    const version = this.versions.get(userId) ?? 0;
    const hit = this.values.get(userId);
    if (hit && hit.version === version) {
      this.values.delete(userId);
      this.values.set(userId, hit);
      return hit.value;
    }
    const value = compute();
    this.values.set(userId, { version, value });
    if (this.values.size > this.capacity) this.values.delete(this.values.keys().next().value!);
    // A failed derivation is not remembered.
    value.catch(() => {
      if (this.values.get(userId)?.value === value) this.values.delete(userId);
    });
    return value;
  }

  /** Call after every write that changes what `compute` would return (also mid-computation writes). */
  invalidate(userId: string): void {
    if (!this.enabled) return;
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
    this.values.delete(userId);
  }
}
