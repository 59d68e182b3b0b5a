import { createStore, type UseStore } from 'idb-keyval';

/**
 * The app's one IndexedDB database on this device (docs/decisions/0043): the last data the user saw
 * (`query-cache`) and each user's outbox of changes not yet on the server (`outbox:<userId>`).
 * idb-keyval: a key-value store in a few hundred bytes, each update one transaction.
 * Opened on its first read or write, not when the app starts (docs/decisions/0077): a first visit
 * has nothing to read, and its first write waits until the page has drawn.
 */
let store: UseStore | undefined;

/** Set in local storage once this device's database is used: a later start knows there may be something to read. */
const USED_KEY = 'fitness-device-store';

const lazyStore: UseStore = (mode, callback) => {
  if (!store) {
    store = createStore('fitness-tracker', 'device');
    try {
      localStorage.setItem(USED_KEY, '1');
    } catch {
      // No local storage (private mode): the next start reads the database as before.
    }
  }
  return store(mode, callback);
};

export function deviceStore(): UseStore {
  return lazyStore;
}

/**
 * Whether this device's database may hold something: false only when the app never used it here
 * (a first visit), so there is nothing to restore. True when local storage cannot say.
 */
export function deviceMayKeepData(): boolean {
  try {
    return localStorage.getItem(USED_KEY) !== null;
  } catch {
    return true;
  }
}

export const DEVICE_KEYS = {
  queryCache: 'query-cache',
  outbox: (userId: string) => `outbox:${userId}`,
} as const;
