import type { Document, Filter, FindOptions, Update } from './port';

/** Both stores keep the app id in `_id`; the port speaks `id`. */
type Stored = Record<string, unknown> & { _id: string };

export function toStored<T extends Document>(doc: T): Stored {
  const { id, ...rest } = doc;
  return { _id: id, ...rest };
}

export function fromStored<T extends Document>(doc: Record<string, unknown>): T {
  const { _id, ...rest } = doc;
  return { id: _id, ...rest } as T;
}

function renameId<V>(record: Record<string, V> | undefined): Record<string, V> | undefined {
  if (!record) return record;
  const out: Record<string, V> = {};
  for (const [key, value] of Object.entries(record)) out[key === 'id' ? '_id' : key] = value;
  return out;
}

export function storedFilter<T>(filter: Filter<T>): Record<string, unknown> {
  return renameId(filter as Record<string, unknown>) ?? {};
}

export function storedSort<T>(options?: FindOptions<T>): Record<string, 1 | -1> | undefined {
  return renameId(options?.sort as Record<string, 1 | -1> | undefined);
}

export function storedUpdate<T>(update: Update<T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (update.$set && Object.keys(update.$set).length) out.$set = update.$set;
  if (update.$inc && Object.keys(update.$inc).length) out.$inc = update.$inc;
  return out;
}

/** The document an upsert inserts: equality fields of the filter plus the update's values. */
export function upsertDocument<T>(filter: Filter<T>, update: Update<T>, id: string): Stored {
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === null || typeof value !== 'object') doc[key] = value;
  }
  Object.assign(doc, update.$setOnInsert, update.$set);
  for (const [key, value] of Object.entries(update.$inc ?? {})) doc[key] = ((doc[key] as number) ?? 0) + (value as number);
  delete doc.id;
  return { ...doc, _id: id };
}
