/** The local auth marker of spec section 3: the user's first name in local storage. */
const AUTH_MARKER_KEY = 'firstName';

export function readAuthMarker(): string | null {
  try {
    return localStorage.getItem(AUTH_MARKER_KEY);
  } catch {
    return null;
  }
}

export function writeAuthMarker(firstName: string): void {
  localStorage.setItem(AUTH_MARKER_KEY, firstName);
}

export function clearAuthMarker(): void {
  localStorage.removeItem(AUTH_MARKER_KEY);
}
