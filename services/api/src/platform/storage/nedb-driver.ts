import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Datastore from '@seald-io/nedb';
import { newId } from './ids';
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Storage,
  type Update,
  type UpdateResult,
} from './port';
import { readByUniqueKey } from './nedb-index-read';
import { fromStored, storedFieldName, storedFilter, storedProjection, storedSort, storedUpdate, toStored, upsertDocument, upsertIdOf } from './stored-shape';

type Store = Datastore<Record<string, unknown>>;

/** One collection's datastore, shared by every `collection(name)` handle of it. */
interface StoreEntry {
  store: Store;
  /** The datafile load; awaited before every command so a corrupt file fails loudly instead of hanging. */
  loaded: Promise<void>;
  /** The load has completed. */
  ready: boolean;
  /** Writes started and not completed: while any runs, reads by a unique key go through nedb's queue, behind them. */
  writes: number;
}

function rethrow(error: unknown): never {
  if ((error as { errorType?: string }).errorType === 'uniqueViolated') throw new DuplicateKeyError((error as Error).message);
  throw error;
}

/**
 * nedb runs every command through one queue per datastore, so a single `update` call is atomic:
 * it finds, modifies and appends the new document state in one step.
 */
class NedbCollection<T extends Document> implements Collection<T> {
  private readonly store: Store;
  private readonly loaded: Promise<void>;

  constructor(private readonly entry: StoreEntry) {
    this.store = entry.store;
    this.loaded = entry.loaded;
  }

  /** Runs a write, counted so reads by a unique key wait in nedb's queue behind it (issued before them, it is seen by them). */
  private async writing<R>(write: () => Promise<R>): Promise<R> {
    this.entry.writes += 1;
    try {
      return await write();
    } finally {
      this.entry.writes -= 1;
    }
  }

  /** The filter as stored (checked before anything waits), once the datafile is loaded. */
  private async queryOf(filter: Filter<T>) {
    const query = storedFilter(filter);
    await this.loaded;
    return query;
  }

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    let cursor = this.store.findAsync(await this.queryOf(filter));
    const sort = storedSort(options);
    if (sort) cursor = cursor.sort(sort);
    if (options.limit) cursor = cursor.limit(options.limit);
    const projection = storedProjection(options);
    if (projection) cursor = cursor.projection(projection);
    const docs = await cursor;
    return docs.map((doc) => fromStored<T>(doc));
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    const query = storedFilter(filter);
    // With no write in flight nedb's queue holds only reads, which change nothing: reading the index
    // now answers what the queue would (a write issued before this read is seen by it).
    const found = this.entry.ready && this.entry.writes === 0 ? readByUniqueKey<T>(this.store, query) : undefined;
    if (found !== undefined) return found;
    await this.loaded;
    const doc = await this.store.findOneAsync(query);
    return doc ? fromStored<T>(doc) : null;
  }

  insertOne(doc: T): Promise<void> {
    return this.writing(async () => {
      await this.loaded;
      await this.store.insertAsync(toStored(doc)).catch(rethrow);
    });
  }

  insertMany(docs: T[]): Promise<void> {
    return this.writing(async () => {
      await this.loaded;
      // nedb inserts an array all-or-nothing (a unique violation rolls the batch back).
      if (docs.length) await this.store.insertAsync(docs.map((doc) => toStored(doc))).catch(rethrow);
    });
  }

  updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean; upsertId?: string } = {}): Promise<UpdateResult> {
    return this.writing(async () => {
      const query = storedFilter(filter);
      const set = storedUpdate(update);
      await this.loaded;
      const tryUpdate = async () => {
        // An empty modifier would make nedb replace the document with {}: only count then.
        if (!Object.keys(set).length) return (await this.store.countAsync(query).limit(1)) > 0 ? 1 : 0;
        return (await this.store.updateAsync(query, set, { multi: false }).catch(rethrow)).numAffected;
      };
      const matched = await tryUpdate();
      if (matched || !options.upsert) return { matched, upserted: false };
      try {
        await this.store.insertAsync(upsertDocument(filter, update, upsertIdOf(filter, options.upsertId, newId))).catch(rethrow);
        return { matched: 0, upserted: true };
      } catch (error) {
        // A concurrent upsert of the same unique key won the insert: apply ours as an update.
        if (!(error instanceof DuplicateKeyError)) throw error;
        const retried = await tryUpdate();
        if (!retried) throw error;
        return { matched: retried, upserted: false };
      }
    });
  }

  findOneAndUpdate(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    return this.writing(async () => {
      const query = storedFilter(filter);
      const set = storedUpdate(update);
      await this.loaded;
      if (!Object.keys(set).length) return this.findOne(filter);
      const { affectedDocuments } = await this.store.updateAsync(query, set, { multi: false, returnUpdatedDocs: true }).catch(rethrow);
      return affectedDocuments ? fromStored<T>(affectedDocuments as Record<string, unknown>) : null;
    });
  }

  updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    return this.writing(async () => {
      const query = storedFilter(filter);
      const set = storedUpdate(update);
      await this.loaded;
      if (!Object.keys(set).length) return this.store.countAsync(query);
      const { numAffected } = await this.store.updateAsync(query, set, { multi: true }).catch(rethrow);
      return numAffected;
    });
  }

  deleteOne(filter: Filter<T>): Promise<number> {
    return this.writing(async () => this.store.removeAsync(await this.queryOf(filter), { multi: false }));
  }

  deleteMany(filter: Filter<T>): Promise<number> {
    return this.writing(async () => this.store.removeAsync(await this.queryOf(filter), { multi: true }));
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.store.countAsync(await this.queryOf(filter));
  }
}

/** The embedded default: one append-only file per collection under DATA_DIR (or in memory for `:memory:`). */
export function createEmbeddedStorage(dataDir: string): Storage {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const stores = new Map<string, StoreEntry>();
  let closed = false;
  const storeFor = (name: string) => {
    if (closed) throw new Error('Storage is closed');
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) throw new Error(`Invalid collection name "${name}"`);
    let entry = stores.get(name);
    if (!entry) {
      const store: Store = inMemory ? new Datastore({ inMemoryOnly: true }) : new Datastore({ filename: join(dataDir, `${name}.db`) });
      // Loading also compacts the file (nedb appends every write).
      const loaded = store.loadDatabaseAsync();
      const created: StoreEntry = { store, loaded, ready: false, writes: 0 };
      // A failed load is surfaced by the first command that awaits it.
      loaded.then(() => (created.ready = true)).catch(() => undefined);
      entry = created;
      stores.set(name, entry);
    }
    return entry;
  };
  return {
    kind: 'embedded',
    collection: <T extends Document>(name: string) => new NedbCollection<T>(storeFor(name)),
    async ensureIndexes(name: string, indexes: IndexSpec[]) {
      const { store, loaded } = storeFor(name);
      await loaded;
      for (const index of indexes) {
        const fields = index.fields.map(storedFieldName);
        await store.ensureIndexAsync({
          fieldName: fields.length === 1 ? fields[0]! : fields,
          unique: index.unique ?? false,
          ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
        });
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const { store, loaded } of stores.values()) {
        await loaded.catch(() => undefined);
        if (!inMemory) await store.compactDatafileAsync();
      }
      stores.clear();
    },
  };
}
