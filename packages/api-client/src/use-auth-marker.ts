import { useSyncExternalStore } from 'react';
import { readAuthMarker } from './auth-marker';
import { subscribeToStorage } from './browser-store';

/** The marker's first name (null when logged out); re-renders when it changes, also from another tab. */
export function useAuthMarker(): string | null {
  return useSyncExternalStore(subscribeToStorage, readAuthMarker, () => null);
}
