/**
 * The storage port: typed collections with a small Mongo-dialect API.
 * Repositories are written once against it; `mongo-driver.ts` and `nedb-driver.ts` implement it.
 * Documents carry an app-generated string `id` (stored as `_id` in both stores).
 */
export type Document = { id: string };

type Comparable = string | number | boolean | null;
/** `$exists: false` matches documents without the field (e.g. written before the field existed). */
export type FieldCondition<V> = V | { $in?: V[]; $nin?: V[]; $lt?: V; $lte?: V; $gt?: V; $gte?: V; $ne?: V; $exists?: boolean };
/** Top-level fields, plus dotted paths into embedded arrays/objects (e.g. `'exercises.id'`). */
export type Filter<T> = { [K in keyof T]?: NonNullable<T[K]> extends Comparable ? FieldCondition<Exclude<T[K], undefined>> : T[K] } & {
  [path: `${string}.${string}`]: FieldCondition<Comparable> | undefined;
};

export interface Update<T> {
  $set?: Partial<Omit<T, 'id'>>;
  $inc?: Partial<Record<keyof T, number>>;
  /** Fields written only when an upsert inserts. */
  $setOnInsert?: Partial<Omit<T, 'id'>>;
}

export interface FindOptions<T> {
  sort?: Partial<Record<keyof T, 1 | -1>>;
  limit?: number;
  /** Inclusion projection only (`id` is always returned). */
  projection?: Partial<Record<keyof T, 1>>;
}

export interface IndexSpec {
  fields: string[];
  unique?: boolean;
  /** Documents removed after this many seconds past the date in the (single) field. */
  expireAfterSeconds?: number;
}

export interface UpdateResult {
  matched: number;
  upserted: boolean;
}

export interface Collection<T extends Document> {
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  findOne(filter: Filter<T>): Promise<T | null>;
  /** Throws DuplicateKeyError when a unique index refuses the document. */
  insertOne(doc: T): Promise<void>;
  /** All or nothing in the embedded store; in MongoDB an ordered insert that stops at the first refusal. */
  insertMany(docs: T[]): Promise<void>;
  /**
   * Updates the first match: one atomic document write in both stores.
   * With `upsert`, inserts `{...filter equalities, ...$setOnInsert, ...$set, id}` when nothing matches,
   * where `id` is the filter's `id` equality, else `upsertId`, else a new id. Concurrent upserts of the
   * same unique key end as one document (the loser retries as an update).
   */
  updateOne(filter: Filter<T>, update: Update<T>, options?: { upsert?: boolean; upsertId?: string }): Promise<UpdateResult>;
  /**
   * Updates the first match like `updateOne` (no upsert) and answers the document as written, or null
   * when nothing matched: the way to take a value from a counter (`$inc`) atomically.
   */
  findOneAndUpdate(filter: Filter<T>, update: Update<T>): Promise<T | null>;
  /** Returns the number of matched documents. */
  updateMany(filter: Filter<T>, update: Update<T>): Promise<number>;
  deleteOne(filter: Filter<T>): Promise<number>;
  deleteMany(filter: Filter<T>): Promise<number>;
  count(filter: Filter<T>): Promise<number>;
}

export interface Storage {
  readonly kind: 'mongodb' | 'embedded';
  collection<T extends Document>(name: string): Collection<T>;
  /** Idempotent; called at start-up by the services that own each collection. */
  ensureIndexes(name: string, indexes: IndexSpec[]): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  constructor(message = 'Duplicate key') {
    super(message);
    this.name = 'DuplicateKeyError';
  }
}
