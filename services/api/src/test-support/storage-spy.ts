import type { Collection, Document, Storage } from '../platform/storage';

/** One call of a collection's method, as the store is asked it. */
export interface StoreCall {
  collection: string;
  method: string;
  args: unknown[];
}

export interface StorageSpy {
  /** Runs as the call is made, before it reaches the store; a promise holds the call until it settles (latency, a held call). */
  before?(call: StoreCall): void | Promise<void>;
  /** Runs once the store answered, before the caller sees it; a promise holds the answer until it settles. */
  after?(call: StoreCall): void | Promise<void>;
}

/** The writes of the storage port (a sort-order counter's `findOneAndUpdate` aside). */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['insertOne', 'insertMany', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany']);

/**
 * The real store with one seam on every collection call, so a test can count, record, delay or hold
 * calls without a mock: the one storage spy of the API tests.
 */
export function spyOnStorage(inner: Storage, spy: StorageSpy): Storage {
  return {
    kind: inner.kind,
    ensureIndexes: (name, indexes) => inner.ensureIndexes(name, indexes),
    close: () => inner.close(),
    collection<T extends Document>(name: string): Collection<T> {
      return new Proxy(inner.collection<T>(name), {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            const call: StoreCall = { collection: name, method: String(property), args };
            const run = async () => {
              const result: unknown = await (value as (...a: unknown[]) => unknown).apply(target, args);
              await spy.after?.(call);
              return result;
            };
            const before = spy.before?.(call);
            return before instanceof Promise ? before.then(run) : run();
          };
        },
      });
    },
  };
}

/** A store answering after a random few milliseconds (up to `maxMs`), as a networked database does: concurrent requests interleave. */
export const randomLatency = (maxMs: number) => () => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * maxMs));
