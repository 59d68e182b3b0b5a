import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { apiErrorCode } from './api-errors';
import { clearAuthMarker } from './auth-marker';
import { startConnectionWatch } from './offline/connection';

/** A call answered "Please log in": the session ended on the server, so the local marker goes too. */
function onSessionEnded(error: unknown) {
  if (apiErrorCode(error) === 'UNAUTHORIZED') clearAuthMarker();
}

/** One QueryClient for the shell and every remote (shared singleton package). */
export function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onSessionEnded }),
    mutationCache: new MutationCache({ onError: onSessionEnded }),
    defaultOptions: {
      // A remote's useQuery reuses what the shell already fetched.
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry; a network hiccup might.
        retry: (failureCount, error) =>
          failureCount < 1 && !/^(BAD_REQUEST|UNAUTHORIZED|FORBIDDEN|NOT_FOUND|CONFLICT|TOO_MANY_REQUESTS)$/.test(apiErrorCode(error) ?? ''),
      },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (!browserQueryClient) startConnectionWatch();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
