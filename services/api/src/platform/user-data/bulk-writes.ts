import { DuplicateKeyError, type Collection, type Document } from '../storage';

/** Runs `each` on the items a batch at a time, in order (a bulk write per batch, progress reported between them). */
export async function inBatches<T>(items: readonly T[], size: number, each: (batch: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await each(items.slice(i, i + size));
}

/**
 * Inserts new records a batch per write; a batch a unique key refuses (a day written meanwhile, on any
 * instance) goes one record at a time, and what is stored stays. `written` hears each batch's size.
 */
export function insertKeepingStored<T extends Document>(
  collection: Collection<T>,
  records: readonly T[],
  size: number,
  written: (count: number) => Promise<void>,
) {
  return inBatches(records, size, async (batch) => {
    try {
      await collection.insertMany(batch);
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      for (const record of batch) await collection.insertOne(record).catch((e: unknown) => (e instanceof DuplicateKeyError ? undefined : Promise.reject(e)));
    }
    await written(batch.length);
  });
}
