import { MongoClient, MongoServerError, type Db, type Collection as MongoCollection } from 'mongodb';
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

type Raw = MongoCollection<Record<string, unknown> & { _id: string }>;

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

function rethrow(error: unknown): never {
  if (isDuplicateKey(error)) throw new DuplicateKeyError((error as Error).message);
  throw error;
}

class MongoBackedCollection<T extends Document> implements Collection<T> {
  constructor(private readonly raw: Raw) {}

  async find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    let cursor = this.raw.find(storedFilter(filter));
    const sort = storedSort(options);
    if (sort) cursor = cursor.sort(sort);
    if (options.limit) cursor = cursor.limit(options.limit);
    const projection = storedProjection(options);
    if (projection) cursor = cursor.project(projection);
    return (await cursor.toArray()).map((doc) => fromStored<T>(doc));
  }

  async findOne(filter: Filter<T>): Promise<T | null> {
    const doc = await this.raw.findOne(storedFilter(filter));
    return doc ? fromStored<T>(doc) : null;
  }

  async insertOne(doc: T): Promise<void> {
    await this.raw.insertOne(toStored(doc)).catch(rethrow);
  }

  async insertMany(docs: T[]): Promise<void> {
    if (docs.length) await this.raw.insertMany(docs.map((doc) => toStored(doc))).catch(rethrow);
  }

  async updateOne(filter: Filter<T>, update: Update<T>, options: { upsert?: boolean; upsertId?: string } = {}): Promise<UpdateResult> {
    const query = storedFilter(filter);
    const set = storedUpdate(update);
    if (options.upsert) {
      // Insert the same document shape the embedded driver would, with the app's id.
      const inserted = upsertDocument(filter, update, upsertIdOf(filter, options.upsertId, newId));
      const onInsert: Record<string, unknown> = { ...inserted };
      // MongoDB refuses a path in two operators, and copies the filter's equalities itself.
      for (const key of Object.keys({ ...(set.$set as object), ...(set.$inc as object) })) delete onInsert[key];
      for (const key of Object.keys(query)) delete onInsert[key];
      const run = () => this.raw.updateOne(query, Object.keys(onInsert).length ? { ...set, $setOnInsert: onInsert } : set, { upsert: true });
      // Two concurrent upserts of one unique key: the loser gets E11000 and retries as an update.
      const result = await run()
        .catch((error: unknown) => (isDuplicateKey(error) ? run() : Promise.reject(error)))
        .catch(rethrow);
      return { matched: result.matchedCount, upserted: result.upsertedCount > 0 };
    }
    if (!Object.keys(set).length) return { matched: (await this.raw.countDocuments(query, { limit: 1 })) ? 1 : 0, upserted: false };
    const result = await this.raw.updateOne(query, set).catch(rethrow);
    return { matched: result.matchedCount, upserted: false };
  }

  async findOneAndUpdate(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    const set = storedUpdate(update);
    if (!Object.keys(set).length) return this.findOne(filter);
    const doc = await this.raw.findOneAndUpdate(storedFilter(filter), set, { returnDocument: 'after' }).catch(rethrow);
    return doc ? fromStored<T>(doc) : null;
  }

  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const set = storedUpdate(update);
    if (!Object.keys(set).length) return this.count(filter);
    return (await this.raw.updateMany(storedFilter(filter), set).catch(rethrow)).matchedCount;
  }

  async deleteOne(filter: Filter<T>): Promise<number> {
    return (await this.raw.deleteOne(storedFilter(filter))).deletedCount;
  }

  async deleteMany(filter: Filter<T>): Promise<number> {
    return (await this.raw.deleteMany(storedFilter(filter))).deletedCount;
  }

  count(filter: Filter<T>): Promise<number> {
    return this.raw.countDocuments(storedFilter(filter));
  }
}

const databases = new WeakMap<Storage, Db>();

/** The driver's database behind a MongoDB storage, for a library that keeps its own collection (rate limits). */
export function mongoDatabaseOf(storage: Storage): Db | undefined {
  return databases.get(storage);
}

/** The official driver, used whenever MONGODB_URI is set (replica set / Atlas in production). */
export async function createMongoStorage(uri: string, options: { dbName?: string } = {}): Promise<Storage> {
  const client = new MongoClient(uri);
  await client.connect();
  const db: Db = client.db(options.dbName);
  const storage: Storage = {
    kind: 'mongodb',
    collection: <T extends Document>(name: string) => new MongoBackedCollection<T>(db.collection(name) as unknown as Raw),
    async ensureIndexes(name: string, indexes: IndexSpec[]) {
      for (const index of indexes) {
        const keys = Object.fromEntries(index.fields.map((field) => [storedFieldName(field), 1 as const]));
        await db.collection(name).createIndex(keys, {
          unique: index.unique ?? false,
          ...(index.expireAfterSeconds !== undefined ? { expireAfterSeconds: index.expireAfterSeconds } : {}),
        });
      }
    },
    close: () => client.close(),
  };
  databases.set(storage, db);
  return storage;
}
