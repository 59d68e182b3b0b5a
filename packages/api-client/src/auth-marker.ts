import { useSyncExternalStore } from 'react';
import { safeGet, safeSet, subscribeToStorage } from './browser-store';

/** The local auth marker of spec section 3: the user's first name in local storage. */
const AUTH_MARKER_KEY = 'firstName';
const local = () => localStorage;

export function readAuthMarker(): string | null {
  return safeGet(local, AUTH_MARKER_KEY);
}

export function writeAuthMarker(firstName: string): void {
  if (readAuthMarker() !== firstName) safeSet(local, AUTH_MARKER_KEY, firstName);
}

export function clearAuthMarker(): void {
  if (readAuthMarker() !== null) safeSet(local, AUTH_MARKER_KEY, null);
}

/** The marker's first name (null when logged out); re-renders when it changes, also from another tab. */
export function useAuthMarker(): string | null {
  return useSyncExternalStore(subscribeToStorage, readAuthMarker, () => null);
}
