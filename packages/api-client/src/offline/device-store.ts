import { createStore, type UseStore } from 'idb-keyval';

/**
 * The app's one IndexedDB database on this device (docs/decisions/0043): the last data the user saw
 * (`query-cache`) and each user's outbox of changes not yet on the server (`outbox:<userId>`).
 * idb-keyval: a key-value store in a few hundred bytes, each update one transaction.
 */
let store: UseStore | undefined;

export function deviceStore(): UseStore {
  store ??= createStore('fitness-tracker', 'device');
  return store;
}

export const DEVICE_KEYS = {
  queryCache: 'query-cache',
  outbox: (userId: string) => `outbox:${userId}`,
} as const;
