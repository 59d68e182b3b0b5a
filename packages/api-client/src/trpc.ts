import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@fitness/api';

export type { AppRouter, RouterInputs, RouterOutputs, ImportAnswer, UndoAnswer } from '@fitness/api';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The app's tRPC options proxy: every read's query options are made from it (reads/). */
export type Trpc = ReturnType<typeof useTRPC>;

/** Where the API serves tRPC. */
const TRPC_PATH = '/trpc';

/** A batch whose URL would be longer is split: proxies and the API (its path limit) refuse longer ones. */
export const MAX_BATCH_URL_LENGTH = 2000;

export interface TrpcClientOptions {
  /** Replaces the global fetch (tests use one that keeps cookies, as a browser does). */
  fetch?: typeof fetch;
}

/** tRPC over HTTP to the same origin that served the shell; the session cookie goes along. */
export function makeTrpcClient(baseUrl = '', options: TrpcClientOptions = {}): TRPCClient<AppRouter> {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}${TRPC_PATH}`,
        maxURLLength: MAX_BATCH_URL_LENGTH,
        fetch: (input, init) => send(input, { ...(init as RequestInit), credentials: 'include' }),
      }),
    ],
  });
}

let browserTrpcClient: TRPCClient<AppRouter> | undefined;

export function getTrpcClient(): TRPCClient<AppRouter> {
  browserTrpcClient ??= makeTrpcClient();
  return browserTrpcClient;
}
