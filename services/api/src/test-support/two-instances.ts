import { MongoClient } from 'mongodb';
import { newId, type Storage } from '../platform/storage';
import { createMongoStorage } from '../platform/storage/mongo-driver';
import { createEmbeddedStorage } from '../platform/storage/nedb-driver';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { createTestClock, type TestClock } from './test-clock';

/** One store two app instances share, and how to throw it away. */
export interface SharedStore {
  storage: Storage;
  close(): Promise<void>;
}

const mongodbUri = process.env.MONGODB_URI;

/**
 * The stores every two-instance suite runs on (`describe.each(sharedStores)`): the embedded store in memory
 * always, MongoDB in a fresh database whenever MONGODB_URI is set (as storage/contract.test.ts does).
 */
export const sharedStores: Array<{ name: string; open(): Promise<SharedStore> }> = [
  {
    name: 'embedded store',
    async open() {
      const storage = createEmbeddedStorage(':memory:');
      return { storage, close: () => storage.close() };
    },
  },
  ...(mongodbUri
    ? [
        {
          name: 'MongoDB (MONGODB_URI)',
          async open() {
            const dbName = `fitness_two_instances_${newId()}`;
            const storage = await createMongoStorage(mongodbUri, { dbName });
            return {
              storage,
              async close() {
                await storage.close();
                const client = await MongoClient.connect(mongodbUri);
                await client.db(dbName).dropDatabase();
                await client.close();
              },
            };
          },
        },
      ]
    : []),
];
if (!mongodbUri) console.info('[two instances] MongoDB run skipped: MONGODB_URI is not set (the embedded store ran).');

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  /** One clock for both, as one wall clock behind a load balancer. */
  clock: TestClock;
  close(): Promise<void>;
}

/** Two apps over one store, like two API instances behind a load balancer. */
export async function startTwoInstances(storage: Storage, options: Omit<TestAppOptions, 'storage'> = {}): Promise<TwoInstances> {
  const clock = options.clock ?? createTestClock();
  const a = await createTestApp({ ...options, clock, storage });
  const b = await createTestApp({ ...options, clock, storage });
  return {
    a,
    b,
    clock,
    async close() {
      await Promise.all([a.close(), b.close()]);
    },
  };
}
