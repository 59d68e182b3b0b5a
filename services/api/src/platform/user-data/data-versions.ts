import type { Collection, Document, Filter, FindOptions, Storage, Update } from '../storage';
import type { UserCollection } from './user-collection';

/** A user's data version (`id` is the user's id): raised after every write of the user's data; ETags and read memos are keyed by it. */
export interface DataVersionRecord {
  id: string;
  version: number;
}

/** Written without raising the data version: it is about the user's data rather than of it. */
export const DATA_VERSIONS = 'dataVersions';

/**
 * Per-user data versions, kept in the store so every API instance sees every write (docs/decisions/0017).
 * The order is the whole guarantee: a write raises the version AFTER its data is written, and a read
 * takes the version BEFORE it reads the data. A read tagged with a version therefore holds at least
 * that version's data; one that raced a write carries the older version and is replaced on the next read.
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

  /** 0 for a user who never wrote. */
  async current(userId: string): Promise<number> {
    return (await this.versions.findOne({ id: userId }))?.version ?? 0;
  }

  async raise(userId: string): Promise<void> {
    await this.versions.updateOne({ id: userId }, { $inc: { version: 1 } }, { upsert: true });
    await this.raised(userId, await this.current(userId));
  }
}

/** The user a write of user data is for: every write names one (a write without one would be a bug that spans users). */
function userOf(value: unknown): string {
  const userId = (value as { userId?: unknown } | undefined)?.userId;
  if (typeof userId !== 'string') throw new TypeError('A write of user data must name its user (userId)');
  return userId;
}

/** A collection of user data whose every write raises the written users' versions afterwards, whatever its outcome. */
class VersionedCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly inner: Collection<T>,
    private readonly versions: DataVersions,
  ) {}

  private async writing<R>(userIds: string[], write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } finally {
      for (const userId of new Set(userIds)) await this.versions.raise(userId);
    }
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
    return this.writing([userOf(doc)], () => this.inner.insertOne(doc));
  }
  async insertMany(docs: T[]): Promise<void> {
    return this.writing(docs.map(userOf), () => this.inner.insertMany(docs));
  }
  async updateOne(filter: Filter<T>, update: Update<T>, options?: { upsert?: boolean; upsertId?: string }) {
    return this.writing([userOf(filter)], () => this.inner.updateOne(filter, update, options));
  }
  async findOneAndUpdate(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    return this.writing([userOf(filter)], () => this.inner.findOneAndUpdate(filter, update));
  }
  async updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    return this.writing([userOf(filter)], () => this.inner.updateMany(filter, update));
  }
  async deleteOne(filter: Filter<T>): Promise<number> {
    return this.writing([userOf(filter)], () => this.inner.deleteOne(filter));
  }
  async deleteMany(filter: Filter<T>): Promise<number> {
    return this.writing([userOf(filter)], () => this.inner.deleteMany(filter));
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
      return dataNames.has(name) ? new VersionedCollection<T>(collection, versions) : collection;
    },
    ensureIndexes: (name, indexes) => storage.ensureIndexes(name, indexes),
    close: () => storage.close(),
  };
}
