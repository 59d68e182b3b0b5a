import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../trpc';

/** What a change handler needs: the API to send it, the cache to show it. */
export interface ApiLink {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
}

/** The query keys of the cache the handler writes (no React context: the outbox runs outside it). */
export const trpcKeys = ({ queryClient, trpcClient }: ApiLink) => createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
