import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@fitness/api';

export type { AppRouter, RouterInputs, RouterOutputs } from '@fitness/api';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** tRPC over HTTP to the same origin that served the shell; the session cookie goes along. */
export function makeTrpcClient(baseUrl = ''): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

let browserTrpcClient: TRPCClient<AppRouter> | undefined;

export function getTrpcClient(): TRPCClient<AppRouter> {
  browserTrpcClient ??= makeTrpcClient();
  return browserTrpcClient;
}
