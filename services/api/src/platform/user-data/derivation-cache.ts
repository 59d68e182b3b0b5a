import { LRUCache } from 'lru-cache';
import type { DataVersions } from './data-versions';

/** One kind of value derived from a user's data: its name in the cache, and an estimate of a value's memory. */
export interface Derivation<V> {
  name: string;
  sizeOf(value: V): number;
  /** The collections the value is made from (its version is theirs alone: docs/decisions/0051); all the user's data by default. */
  of?: readonly string[];
}

interface Kept {
  version: number;
  value: unknown;
}

/**
 * The one cache of values derived from users' data (docs/decisions/0062): per derivation and user, the
 * last value and the data version (read before the data) it was made at, in one byte budget; a read at
 * another version derives anew from the last value. Values are shared by every caller: never change them.
 */
export class DerivationCache {
  private readonly kept: LRUCache<string, Kept>;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly versions: Pick<DataVersions, 'current'>,
    maxBytes: number,
  ) {
    this.kept = new LRUCache({ maxSize: maxBytes });
  }

  /** The value at the user's current version: kept, or derived from the last one (`undefined` when none is kept). */
  async read<V>(derivation: Derivation<V>, userId: string, derive: (last: V | undefined) => Promise<V>): Promise<V> {
    const version = await this.versions.current(userId, derivation.of);
    const key = `${derivation.name}\0${userId}`;
    const kept = this.kept.get(key);
    if (kept?.version === version) return kept.value as V;
    const flight = `${key}\0${version}`;
    let deriving = this.inFlight.get(flight) as Promise<V> | undefined;
    if (!deriving) {
      deriving = derive(kept?.value as V | undefined).then((value) => {
        // A read that raced a later write must not replace what that write's read kept.
        const now = this.kept.peek(key);
        if (!now || now.version <= version) this.kept.set(key, { version, value }, { size: Math.max(1, Math.ceil(derivation.sizeOf(value))) });
        return value;
      });
      const settled = () => {
        if (this.inFlight.get(flight) === deriving) this.inFlight.delete(flight);
      };
      deriving.then(settled, settled);
      this.inFlight.set(flight, deriving);
    }
    return deriving;
  }

  /** The user's last value, whatever its version (a write can take over from it too); never derives. */
  last<V>(derivation: Derivation<V>, userId: string): V | undefined {
    return this.kept.peek(`${derivation.name}\0${userId}`)?.value as V | undefined;
  }
}
