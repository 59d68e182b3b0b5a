import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuthMarker, useLogout, useSessionStatus } from '@fitness/api-client';

/**
 * /login and /register: when a login status exists (the local marker, or the server says the session
 * is live), log out first, then show the screen.
 */
export function LogOutFirst({ children }: { children: ReactNode }) {
  const marker = useAuthMarker();
  const status = useSessionStatus();
  const logout = useLogout();
  const [ready, setReady] = useState(false);
  const started = useRef(false);

  const statusKnown = status.isSuccess || status.isError;
  const loggedIn = marker !== null || status.data?.loggedIn === true;

  useEffect(() => {
    if (ready || started.current) return;
    if (loggedIn) {
      started.current = true;
      logout
        .mutateAsync()
        .catch((error: unknown) => console.warn('Logout call failed; local state cleared anyway', error))
        .finally(() => setReady(true));
    } else if (statusKnown) {
      setReady(true);
    }
  }, [ready, loggedIn, statusKnown, logout]);

  if (!ready) {
    return (
      <p role="status" className="remote-loading">
        Loading…
      </p>
    );
  }
  return children;
}
