import type { Document, Filter, FindOptions, Update } from './port';

/** Both stores keep the app id in `_id`; the port speaks `id`. */
export type Stored = Record<string, unknown> & { _id: string };

export function toStored<T extends Document>(doc: T): Stored {
  const { id, ...rest } = doc;
  return { _id: id, ...rest };
}

export function fromStored<T extends Document>(doc: Record<string, unknown>): T {
  const { _id, ...rest } = doc;
  return { id: _id, ...rest } as T;
}

/** A stored value copied as nedb's own reads copy it: arrays and objects anew, Dates and primitives shared. */
function copyOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyOf((value as Record<string, unknown>)[key]);
  return copy;
}

/** `fromStored` of a document still held by the store: one copy, so the caller cannot change the store's. */
export function copyFromStored<T extends Document>(doc: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { id: doc._id };
  for (const key of Object.keys(doc)) if (key !== '_id') copy[key] = copyOf(doc[key]);
  return copy as T;
}

function renameId<V>(record: Record<string, V> | undefined): Record<string, V> | undefined {
  if (!record) return record;
  const out: Record<string, V> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined) out[key === 'id' ? '_id' : key] = value;
  }
  return out;
}

export function storedFieldName(field: string): string {
  return field === 'id' ? '_id' : field;
}

/**
 * An undefined condition is a bug that would widen the query (e.g. `{userId: undefined}`):
 * refuse it rather than read or write someone else's documents.
 */
export function storedFilter<T>(filter: Filter<T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined) throw new TypeError(`Storage filter field "${key}" is undefined`);
    out[storedFieldName(key)] = value;
  }
  return out;
}

export function storedSort<T>(options?: FindOptions<T>): Record<string, 1 | -1> | undefined {
  const sort = renameId(options?.sort as Record<string, 1 | -1> | undefined);
  return sort && Object.keys(sort).length ? sort : undefined;
}

export function storedProjection<T>(options?: FindOptions<T>): Record<string, 1> | undefined {
  const projection = renameId(options?.projection as Record<string, 1> | undefined);
  if (!projection || !Object.keys(projection).length) return undefined;
  return { ...projection, _id: 1 };
}

export function storedUpdate<T>(update: Update<T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (update.$set && Object.keys(update.$set).length) out.$set = update.$set;
  if (update.$inc && Object.keys(update.$inc).length) out.$inc = update.$inc;
  return out;
}

/** The id an upsert inserts with: the filter's `id` equality, else the caller's, else the generator's. */
export function upsertIdOf<T>(filter: Filter<T>, upsertId: string | undefined, generate: () => string): string {
  const fromFilter = (filter as Record<string, unknown>).id;
  if (typeof fromFilter === 'string') return fromFilter;
  return upsertId ?? generate();
}

/** The document an upsert inserts: top-level equality fields of the filter plus the update's values. */
export function upsertDocument<T>(filter: Filter<T>, update: Update<T>, id: string): Stored {
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (key.includes('.') || value === undefined) continue;
    if (value === null || typeof value !== 'object') doc[key] = value;
  }
  Object.assign(doc, update.$setOnInsert, update.$set);
  for (const [key, value] of Object.entries(update.$inc ?? {})) doc[key] = ((doc[key] as number) ?? 0) + (value as number);
  delete doc.id;
  return { ...doc, _id: id };
}
