import type Datastore from '@seald-io/nedb';
import type { Document } from './port';
import { copyFromStored } from './stored-shape';

type StoredDoc = Record<string, unknown>;

/** The parts of nedb 4.1's in-memory datastore read here (lib/datastore.js, lib/indexes.js; the version is pinned). */
interface StoreInternals {
  indexes?: Record<string, { unique: boolean; getMatching(value: string): StoredDoc[] } | undefined>;
  ttlIndexes?: Record<string, number>;
}

/** As nedb's own read does: a document past a TTL index's expiry is not answered (its queue then removes it). */
function expired(doc: StoredDoc, ttlIndexes: Record<string, number>): boolean {
  for (const field in ttlIndexes) {
    const value = doc[field];
    if (value instanceof Date && Date.now() > value.getTime() + ttlIndexes[field]! * 1000) return true;
  }
  return false;
}

/**
 * A document by one string equality on a unique index (the session by its token hash, a user by id or
 * email), read from nedb's index at once instead of through its queue, cursor and two copies (issue #52,
 * docs/decisions/0078); one copy answered. Undefined: another kind of query, no such index, or a document
 * past its TTL: nedb's queue answers it. The caller makes sure no write is in flight.
 */
export function readByUniqueKey<T extends Document>(store: Datastore<StoredDoc>, query: StoredDoc): T | null | undefined {
  let field: string | undefined;
  for (const key in query) {
    if (field !== undefined) return undefined;
    field = key;
  }
  const value = field === undefined ? undefined : query[field];
  if (typeof value !== 'string') return undefined;
  const { indexes, ttlIndexes = {} } = store as unknown as StoreInternals;
  const index = indexes?.[field!];
  if (!index?.unique) return undefined;
  const [doc] = index.getMatching(value);
  if (!doc) return null;
  return expired(doc, ttlIndexes) ? undefined : copyFromStored<T>(doc);
}
