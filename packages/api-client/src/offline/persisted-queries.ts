import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { readAuthMarker } from '../auth-marker';
import { afterPageDrawn } from './after-page-drawn';
import { deviceMayKeepData, deviceStore, DEVICE_KEYS } from './device-store';

/**
 * The last data the user saw, kept on the device (docs/decisions/0043): TanStack Query's cache,
 * dehydrated into IndexedDB a moment after it changes and hydrated on the next start, so an offline
 * reload shows the dashboard as it was. Hand-written over `dehydrate`/`hydrate` (TanStack's
 * persister packages pin an older query-core, a second copy on the page). One user's data only:
 * it names its owner, is not restored without the auth marker, and goes when another user's
 * session answers or the user logs out.
 */
interface PersistedQueries {
  format: typeof FORMAT;
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

const FORMAT = 1;
/** Data older than this is not shown as "last synced": the next online load has it anew. */
const MAX_AGE_MS = 30 * 86_400_000;
const WRITE_AFTER_MS = 300;

type SessionStatus = { loggedIn: boolean; user?: { id: string } | null };
const isStatusQuery = (query: Query) => Array.isArray(query.queryKey[0]) && (query.queryKey[0] as unknown[]).join('.') === 'auth.status';

/** The signed-in user's id as the session status last answered, if it did. */
export function sessionUserId(queryClient: QueryClient): string | undefined {
  const status = queryClient.getQueryCache().findAll({ predicate: isStatusQuery })[0]?.state.data as SessionStatus | undefined;
  return status?.loggedIn ? (status.user?.id ?? undefined) : undefined;
}

const restoring = new WeakMap<QueryClient, Promise<string | undefined>>();

/**
 * Puts the kept data into the cache (once per query client): data newer than it (a fetch that
 * answered first) is left as it is. Answers the owner's user id, or undefined when nothing was restored.
 */
export function restoreQueries(queryClient: QueryClient): Promise<string | undefined> {
  const started = restoring.get(queryClient);
  if (started) return started;
  const restored = (async () => {
    // A first visit: nothing was ever kept here, and the database is not opened for nothing.
    if (!deviceMayKeepData()) return undefined;
    try {
      const kept = await get<PersistedQueries>(DEVICE_KEYS.queryCache, deviceStore());
      if (!kept) return undefined;
      if (kept.format !== FORMAT || Date.now() - kept.savedAt > MAX_AGE_MS || readAuthMarker() === null) {
        await forgetQueries();
        return undefined;
      }
      hydrate(queryClient, kept.state);
      revalidateRestored(queryClient, kept.state);
      return kept.userId;
    } catch (error) {
      console.warn('The data kept on this device could not be read; it is fetched again.', error);
      return undefined;
    }
  })();
  restoring.set(queryClient, restored);
  return restored;
}

/**
 * Kept data is for offline and the first paint only: each query still showing it is fetched again
 * as soon as it is shown (at once when it already is), whatever its age (issue #45). Online, an
 * unchanged answer costs a 304; offline, the fetch waits for the connection. A fetch already in
 * flight (the dashboard's batch) is reused, not restarted.
 */
function revalidateRestored(queryClient: QueryClient, state: DehydratedState): void {
  for (const kept of state.queries) {
    const query = queryClient.getQueryCache().find({ queryKey: kept.queryKey, exact: true });
    if (!query || query.state.dataUpdatedAt > kept.state.dataUpdatedAt) continue;
    void queryClient.invalidateQueries({ queryKey: kept.queryKey, exact: true }, { cancelRefetch: false });
  }
}

const keeping = new WeakSet<QueryClient>();

/**
 * Keeps the cache on the device from now on: a moment after it changes (at once when the page is
 * hidden or left), the successful answers are written for the session's user. The cache of another user
 * than the one restored is dropped at once. The first write waits until the page has drawn: copying the
 * dashboard's answers into IndexedDB is main-thread work its first paint does not need (0077).
 */
export function keepQueriesOnDevice(queryClient: QueryClient): void {
  if (keeping.has(queryClient)) return;
  keeping.add(queryClient);
  let pending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
    void saveQueries(queryClient);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (event.type === 'updated' && event.action.type === 'success' && isStatusQuery(event.query)) void dropOtherUsersData(queryClient);
    if (pending) return;
    pending = true;
    void afterPageDrawn().then(() => {
      if (pending) timer = setTimeout(write, WRITE_AFTER_MS);
    });
  });
  // A reload or a closed tab within the second still keeps the last answers.
  const flush = () => {
    if (pending) write();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

async function dropOtherUsersData(queryClient: QueryClient): Promise<void> {
  const owner = await restoreQueries(queryClient);
  const userId = sessionUserId(queryClient);
  if (!owner || !userId || owner === userId) return;
  queryClient.removeQueries({ predicate: (query) => !isStatusQuery(query) });
  await forgetQueries();
}

async function saveQueries(queryClient: QueryClient): Promise<void> {
  const userId = sessionUserId(queryClient);
  try {
    if (!userId) return await forgetQueries();
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
    await set(DEVICE_KEYS.queryCache, { format: FORMAT, userId, savedAt: Date.now(), state } satisfies PersistedQueries, deviceStore());
  } catch (error) {
    // Private mode, a full disk: the app works, only offline reloads lose their data.
    console.warn('The data could not be kept on this device.', error);
  }
}

/** Deletes the kept data (logout, another user, too old). */
export async function forgetQueries(): Promise<void> {
  if (deviceMayKeepData()) await del(DEVICE_KEYS.queryCache, deviceStore());
}

/** When the newest data in the cache came from the server (epoch ms), for "last synced at". */
export function lastSyncedAt(queryClient: QueryClient): number | undefined {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll()) if (query.state.status === 'success') newest = Math.max(newest, query.state.dataUpdatedAt);
  return newest || undefined;
}
