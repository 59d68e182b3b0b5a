import { createEmbeddedStorage } from './nedb-driver';
import { createMongoStorage } from './mongo-driver';
import type { Storage } from './port';

export * from './port';
export { newId, isId } from './ids';

/** MongoDB when a URI is configured, else the embedded store under DATA_DIR. */
export async function openStorage(options: { mongodbUri?: string | undefined; dataDir: string }): Promise<Storage> {
  return options.mongodbUri ? createMongoStorage(options.mongodbUri) : createEmbeddedStorage(options.dataDir);
}
