import { useEffect } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearAuthMarker, writeAuthMarker } from './auth-marker';
import { useAuthMarker } from './use-auth-marker';
import { clearRecovery } from './recovery';
import { sessionStatusQuery, useSessionStatus } from './reads/session-status';
import { useTRPC, type RouterOutputs } from './trpc';

export interface SessionUser {
  id: string;
  firstName: string;
  email: string;
}

export interface Session {
  /** First name from the local marker: what the nav bar greets and the guards check. */
  firstName: string | null;
  /** The server's answer (`auth.status`), undefined until it arrives or when it failed. */
  user: SessionUser | null | undefined;
  /** True while the server's status is not yet known. */
  isChecking: boolean;
}

/**
 * The session as the client sees it. Asks the server for the login status and keeps the local
 * marker in step with it: logged in → marker holds the first name; logged out → marker cleared.
 * A failed status call (network) changes nothing.
 */
export function useSession(): Session {
  const firstName = useAuthMarker();
  const status = useSessionStatus();
  const data = status.data;

  useEffect(() => {
    if (!data) return;
    if (data.loggedIn && data.user) writeAuthMarker(data.user.firstName);
    else clearAuthMarker();
  }, [data]);

  return {
    firstName,
    user: data ? (data.loggedIn && data.user ? data.user : null) : undefined,
    isChecking: status.isPending,
  };
}

/** Forget everything of the previous user: marker, recovery, and every cached answer (logout, account deletion). */
export function forgetUser(queryClient: QueryClient, statusKey: readonly unknown[]) {
  clearAuthMarker();
  clearRecovery();
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(statusKey) });
  queryClient.setQueryData(statusKey, { loggedIn: false as const });
}

/** Log in: on success stores the marker and the status (the caller then goes to /dashboard). */
export function useLogin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (user) => {
        // A previous user's cached data must never show for this one.
        queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(sessionStatusQuery(trpc).queryKey) });
        writeAuthMarker(user.firstName);
        clearRecovery();
        const status: RouterOutputs['auth']['status'] = { loggedIn: true, user };
        queryClient.setQueryData(sessionStatusQuery(trpc).queryKey, status);
      },
    }),
  );
}

/**
 * Log out: calls the API, then clears the marker, the status and the cache. Local state is cleared
 * even when the call fails, so the browser never keeps looking logged in.
 */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      // Offline too: the call fails at once and the device is cleared anyway (it does not wait for the link).
      networkMode: 'always',
      onSettled: () => forgetUser(queryClient, sessionStatusQuery(trpc).queryKey),
    }),
  );
}
