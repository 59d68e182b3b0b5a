import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { getQueryClient } from './query-client';
import { getTrpcClient, TRPCProvider, type AppRouter } from './trpc';
import { makeRestApi, RestApiContext, type RestApi } from './rest-fetch';

interface ApiProviderProps {
  children: ReactNode;
  /** Tests and stories pass their own; the app uses the shared singletons. */
  queryClient?: QueryClient;
  trpcClient?: TRPCClient<AppRouter>;
  /** The REST paths' origin and fetch (default: this origin, with cookies). */
  restApi?: RestApi;
}

const sameOrigin = makeRestApi();

/** The providers every screen needs: used by the shell and by each remote's standalone entry. */
export function ApiProvider({ children, queryClient = getQueryClient(), trpcClient = getTrpcClient(), restApi = sameOrigin }: ApiProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <RestApiContext.Provider value={restApi}>{children}</RestApiContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
