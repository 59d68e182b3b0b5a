import { useSyncExternalStore } from 'react';
import { isOnline, subscribeToConnection } from './connection';

/** Whether the API can be reached (offline/connection.ts); re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, () => true);
}
