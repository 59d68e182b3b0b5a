import { DuplicateKeyError, type Collection, type Document, type Filter, type FindOptions, type Storage, type Update } from '../storage/port';
import type { UserCollection } from './user-collection';

/** A user's data version (`id` is the user's id): raised after every write that changed the user's data; ETags and read memos are keyed by it. */
export interface DataVersionRecord {
  id: string;
  version: number;
  /** Per collection (`weightsVersion`, …): raised with `version` by that collection's writes (docs/decisions/0051). */
  [collectionVersion: `${string}Version`]: number | undefined;
}

const versionField = (collection: string) => `${collection}Version` as const;

/** Written without raising the data version: it is about the user's data rather than of it. */
export const DATA_VERSIONS = 'dataVersions';

/**
 * Per-user data versions, kept in the store so every API instance sees every write (docs/decisions/0017).
 * The order is the whole guarantee: a write raises the version AFTER its data is written (and only when
 * it changed something), and a read takes the version BEFORE it reads the data. A read tagged with a
 * version therefore holds at least that version's data; one that raced a write carries the older version and is replaced on the next read.
 */
export class DataVersions {
  private readonly versions: Collection<DataVersionRecord>;

  constructor(
    storage: Storage,
    /** Told the version a raise reached, before the raise completes: the user's sessions carry a copy (docs/decisions/0030). */
    private readonly raised: (userId: string, version: number) => Promise<void> = async () => undefined,
  ) {
    this.versions = storage.collection<DataVersionRecord>(DATA_VERSIONS);
  }

  /**
   * 0 for a user who never wrote. Given collections, the version of their data alone (the sum of their
   * counters): a memo of weigh-ins keyed by it outlives a workout's save.
   */
  async current(userId: string, of?: readonly string[]): Promise<number> {
    const record = await this.versions.findOne({ id: userId });
    if (!of) return record?.version ?? 0;
    return of.reduce((sum, collection) => sum + (record?.[versionField(collection)] ?? 0), 0);
  }

  /** The user's version record, once every other document of the user is gone (a write after it would make it again). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.versions.deleteOne({ id: userId });
  }

  /** After a write of user data: raises the user's version and the counters of the collections written. */
  async raise(userId: string, collections: readonly string[] = []): Promise<void> {
    const counters = Object.fromEntries(collections.map((collection) => [versionField(collection), 1]));
    await this.versions.updateOne({ id: userId }, { $inc: { version: 1, ...counters } }, { upsert: true });
    await this.raised(userId, await this.current(userId));
  }
}

/** The user a write of user data is for: every write names one (a write without one would be a bug that spans users). */
function userOf(value: unknown): string {
  const userId = (value as { userId?: unknown } | undefined)?.userId;
  if (typeof userId !== 'string') throw new TypeError('A write of user data must name its user (userId)');
  return userId;
}

/** Whether a write's result says it changed something (a matched, upserted, inserted or deleted document). */
type Changed<R> = (result: R) => boolean;
const always = () => true;
const never = () => false;
const some = (count: number) => count > 0;
const found = (written: unknown) => written !== null;
const matchedOrUpserted = ({ matched, upserted }: { matched: number; upserted: boolean }) => matched > 0 || upserted;
const isDuplicateKey = (error: unknown) => error instanceof DuplicateKeyError;

/**
 * A collection of user data whose every write that changed something raises the written users'
 * versions afterwards. A refused write (nothing matched, a duplicate key) leaves them, so the user's
 * ETags and memos stay good; a write whose outcome is unknown (any other error) raises them.
 */
class VersionedCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly inner: Collection<T>,
    private readonly versions: DataVersions,
  ) {}

  private async writing<R>(userIds: string[], write: () => Promise<R>, changed: Changed<R>, refused: (error: unknown) => boolean = () => false): Promise<R> {
    let result: R;
    try {
      result = await write();
    } catch (error) {
      if (!refused(error)) await this.raise(userIds);
      throw error;
    }
    if (changed(result)) await this.raise(userIds);
    return result;
  }

  private async raise(userIds: string[]): Promise<void> {
    for (const userId of new Set(userIds)) await this.versions.raise(userId, [this.name]);
  }

  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]> {
    return this.inner.find(filter, options);
  }
  findOne(filter: Filter<T>): Promise<T | null> {
    return this.inner.findOne(filter);
  }
  count(filter: Filter<T>): Promise<number> {
    return this.inner.count(filter);
  }
  async insertOne(doc: T): Promise<void> {
    // A duplicate key refused the one document: nothing was written.
    return this.writing([userOf(doc)], () => this.inner.insertOne(doc), always, isDuplicateKey);
  }
  async insertMany(docs: T[]): Promise<void> {
    // No refusal counts as "nothing written": MongoDB's ordered insert keeps the documents before the one refused.
    return this.writing(docs.map(userOf), () => this.inner.insertMany(docs), docs.length > 0 ? always : never);
  }
  async updateOne(filter: Filter<T>, update: Update<T>, options?: { upsert?: boolean; upsertId?: string }) {
    return this.writing([userOf(filter)], () => this.inner.updateOne(filter, update, options), matchedOrUpserted);
  }
  async findOneAndUpdate(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    return this.writing([userOf(filter)], () => this.inner.findOneAndUpdate(filter, update), found);
  }
  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    return this.writing([userOf(filter)], () => this.inner.updateMany(filter, update), some);
  }
  async deleteOne(filter: Filter<T>): Promise<number> {
    return this.writing([userOf(filter)], () => this.inner.deleteOne(filter), some);
  }
  async deleteMany(filter: Filter<T>): Promise<number> {
    return this.writing([userOf(filter)], () => this.inner.deleteMany(filter), some);
  }
}

/**
 * The store as the data services see it: the one place every write of user data goes through, so
 * none can forget to raise the version (the services never hold the unversioned store).
 */
export function versionedStorage(storage: Storage, versions: DataVersions, userData: readonly UserCollection[]): Storage {
  const dataNames = new Set(userData.map((c) => c.name));
  return {
    kind: storage.kind,
    collection: <T extends Document>(name: string) => {
      const collection = storage.collection<T>(name);
      return dataNames.has(name) ? new VersionedCollection<T>(name, collection, versions) : collection;
    },
    ensureIndexes: (name, indexes) => storage.ensureIndexes(name, indexes),
    close: () => storage.close(),
  };
}
