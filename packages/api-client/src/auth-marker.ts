import { safeGet, safeSet } from './browser-store';

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
