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
import { fromStored, storedFieldName, storedFilter, storedProjection, storedSort, storedUpdate, toStored, upsertDocument, upsertIdOf } from './stored-shape';

type Store = Datastore<Record<string, unknown>>;

function rethrow(error: unknown): never {
  if ((error as { errorType?: string }).errorType === 'uniqueViolated') throw new DuplicateKeyError((error as Error).message);
  throw error;
}

/**
 * nedb runs every command through one queue per datastore, so a single `update` call is atomic:
 * it finds, modifies and appends the new document state in one step.
 */
class NedbCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly store: Store,
    /** The datafile load; awaited before every command so a corrupt file fails loudly instead of hanging. */
    private readonly loaded: Promise<void>,
  ) {}

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
    const doc = await this.store.findOneAsync(await this.queryOf(filter));
    return doc ? fromStored<T>(doc) : null;
  }

  async insertOne(doc: T): Promise<void> {
    await this.loaded;
    await this.store.insertAsync(toStored(doc)).catch(rethrow);
  }

  async insertMany(docs: T[]): Promise<void> {
    await this.loaded;
    // nedb inserts an array all-or-nothing (a unique violation rolls the batch back).
    if (docs.length) await this.store.insertAsync(docs.map((doc) => toStored(doc))).catch(rethrow);
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean; upsertId?: string } = {}): Promise<UpdateResult> {
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
  }

  async findOneAndUpdate(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    const query = storedFilter(filter);
    const set = storedUpdate(update);
    await this.loaded;
    if (!Object.keys(set).length) return this.findOne(filter);
    const { affectedDocuments } = await this.store.updateAsync(query, set, { multi: false, returnUpdatedDocs: true }).catch(rethrow);
    return affectedDocuments ? fromStored<T>(affectedDocuments as Record<string, unknown>) : null;
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const query = storedFilter(filter);
    const set = storedUpdate(update);
    await this.loaded;
    if (!Object.keys(set).length) return this.store.countAsync(query);
    const { numAffected } = await this.store.updateAsync(query, set, { multi: true }).catch(rethrow);
    return numAffected;
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    return this.store.removeAsync(await this.queryOf(filter), { multi: false });
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return this.store.removeAsync(await this.queryOf(filter), { multi: true });
  }

  async count(filter: Filter<T>): Promise<number> {
    return this.store.countAsync(await this.queryOf(filter));
  }
}

/** The embedded default: one append-only file per collection under DATA_DIR (or in memory for `:memory:`). */
export function createEmbeddedStorage(dataDir: string): Storage {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const stores = new Map<string, { store: Store; loaded: Promise<void> }>();
  let closed = false;
  const storeFor = (name: string) => {
    if (closed) throw new Error('Storage is closed');
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) throw new Error(`Invalid collection name "${name}"`);
    let entry = stores.get(name);
    if (!entry) {
      const store: Store = inMemory ? new Datastore({ inMemoryOnly: true }) : new Datastore({ filename: join(dataDir, `${name}.db`) });
      // Loading also compacts the file (nedb appends every write).
      const loaded = store.loadDatabaseAsync();
      loaded.catch(() => undefined); // surfaced by the first command that awaits it
      entry = { store, loaded };
      stores.set(name, entry);
    }
    return entry;
  };
  return {
    kind: 'embedded',
    collection: <T extends Document>(name: string) => {
      const { store, loaded } = storeFor(name);
      return new NedbCollection<T>(store, loaded);
    },
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
