import { QueryClient } from '@tanstack/react-query';

/** One QueryClient for the shell and every remote (shared singleton package). */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A remote's useQuery reuses what the shell already fetched.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
