import { LRUCache } from 'lru-cache';
import type { DataVersions } from './data-versions';

/**
 * A value derived from a user's data, kept per (user, data version) within a byte budget shared by
 * every user (least recently used out first), for a derivation that several reads take apart
 * (docs/decisions/0035). The version is read from the store before the data, so a value is only
 * ever found under a version whose data it holds at least, on any number of instances; after a
 * write the user's old value is never asked for again and ages out. A derivation in flight is shared.
 *
 * Values are shared by every caller: read them, never change them.
 */
export class VersionedMemo<V> {
  private readonly values: LRUCache<string, { value: V }>;
  private readonly inFlight = new Map<string, Promise<V>>();

  constructor(
    private readonly versions: Pick<DataVersions, 'current'>,
    maxBytes: number,
    /** An estimate of a value's memory. */
    sizeOf: (value: V) => number,
  ) {
    this.values = new LRUCache({ maxSize: maxBytes, sizeCalculation: ({ value }) => Math.max(1, sizeOf(value)) });
  }

  async read(userId: string, derive: () => Promise<V>): Promise<V> {
    const key = `${userId} ${await this.versions.current(userId)}`;
    const stored = this.values.get(key);
    if (stored) return stored.value;
    let deriving = this.inFlight.get(key);
    if (!deriving) {
      deriving = derive().then((value) => {
        this.values.set(key, { value });
        return value;
      });
      const settled = () => {
        if (this.inFlight.get(key) === deriving) this.inFlight.delete(key);
      };
      deriving.then(settled, settled);
      this.inFlight.set(key, deriving);
    }
    return deriving;
  }
}
