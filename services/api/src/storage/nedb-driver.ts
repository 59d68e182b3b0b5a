import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { newId } from './ids';
import { DuplicateKeyError, type Collection, type Document, type Filter, type FindOptions, type IndexSpec, type Storage, type Update } from './port';
import { fromStored, storedFilter, storedSort, storedUpdate, toStored, upsertDocument } from './stored-shape';

type Store = Datastore<Record<string, unknown>>;

function rethrow(error: unknown): never {
  if ((error as { errorType?: string }).errorType === 'uniqueViolated') throw new DuplicateKeyError((error as Error).message);
  throw error;
}

class NedbCollection<T extends Document> implements Collection<T> {
  constructor(private readonly store: Store) {}

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    let cursor = this.store.findAsync(storedFilter(filter));
    const sort = storedSort(options);
    if (sort) cursor = cursor.sort(sort);
    if (options.limit) cursor = cursor.limit(options.limit);
    const docs = await cursor;
    return docs.map((doc) => fromStored<T>(doc));
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    const doc = await this.store.findOneAsync(storedFilter(filter));
    return doc ? fromStored<T>(doc) : null;
  }

  async insertOne(doc: T): Promise<void> {
    await this.store.insertAsync(toStored(doc)).catch(rethrow);
  }

  async insertMany(docs: T[]): Promise<void> {
    if (docs.length) await this.store.insertAsync(docs.map((doc) => toStored(doc))).catch(rethrow);
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean; upsertId?: string } = {}) {
    const set = storedUpdate(update);
    const matchedDoc = await this.store.findOneAsync(storedFilter(filter));
    if (matchedDoc) {
      if (Object.keys(set).length) await this.store.updateAsync({ _id: matchedDoc._id }, set, {}).catch(rethrow);
      return { matched: 1, upserted: false };
    }
    if (!options.upsert) return { matched: 0, upserted: false };
    await this.store.insertAsync(upsertDocument(filter, update, options.upsertId ?? newId())).catch(rethrow);
    return { matched: 0, upserted: true };
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const set = storedUpdate(update);
    if (!Object.keys(set).length) return this.count(filter);
    const { numAffected } = await this.store.updateAsync(storedFilter(filter), set, { multi: true }).catch(rethrow);
    return numAffected;
  }

  deleteOne(filter: Filter<T>): Promise<number> {
    return this.store.removeAsync(storedFilter(filter), { multi: false });
  }

  deleteMany(filter: Filter<T>): Promise<number> {
    return this.store.removeAsync(storedFilter(filter), { multi: true });
  }

  count(filter: Filter<T>): Promise<number> {
    return this.store.countAsync(storedFilter(filter)) as unknown as Promise<number>;
  }
}

/** The embedded default: one append-only file per collection under DATA_DIR (or in memory for `:memory:`). */
export function createEmbeddedStorage(dataDir: string): Storage {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const stores = new Map<string, Store>();
  const storeFor = (name: string): Store => {
    let store = stores.get(name);
    if (!store) {
      store = inMemory ? new Datastore({ inMemoryOnly: true }) : new Datastore({ filename: join(dataDir, `${name}.db`), autoload: true });
      stores.set(name, store);
    }
    return store;
  };
  return {
    kind: 'embedded',
    collection: <T extends Document>(name: string) => new NedbCollection<T>(storeFor(name)),
    async ensureIndexes(name: string, indexes: IndexSpec[]) {
      const store = storeFor(name);
      await store.loadDatabaseAsync().catch(() => undefined);
      for (const index of indexes) {
        const fieldName = index.fields.length === 1 ? index.fields[0]! : index.fields;
        await store.ensureIndexAsync({
          fieldName,
          unique: index.unique ?? false,
          ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
        });
      }
    },
    async close() {
      for (const store of stores.values()) await store.compactDatafileAsync().catch(() => undefined);
      stores.clear();
    },
  };
}
