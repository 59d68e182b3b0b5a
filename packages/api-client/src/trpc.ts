import { createTRPCClient, httpBatchLink, splitLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@fitness/api';

export type { AppRouter, RouterInputs, RouterOutputs } from '@fitness/api';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** A batch whose URL would be longer is split: proxies and the API (its path limit) refuse longer ones. */
export const MAX_BATCH_URL_LENGTH = 2000;

export interface TrpcClientOptions {
  /** Replaces the global fetch (tests use one that keeps cookies, as a browser does). */
  fetch?: typeof fetch;
}

/**
 * The operation context of a query sent in the page's own batch: a batch of exactly the queries
 * that carry it, in the order they were asked for, joined by no other call (dashboard-prefetch.ts).
 */
export const PAGE_BATCH_CONTEXT = { batch: 'page' } as const;

/**
 * tRPC over HTTP to the same origin that served the shell; the session cookie goes along. Calls made
 * in one tick go as one batch; calls with `PAGE_BATCH_CONTEXT` go as a batch of their own.
 */
export function makeTrpcClient(baseUrl = '', options: TrpcClientOptions = {}): TRPCClient<AppRouter> {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const batchLink = () =>
    httpBatchLink({
      url: `${baseUrl}/trpc`,
      maxURLLength: MAX_BATCH_URL_LENGTH,
      fetch: (input, init) => send(input, { ...(init as RequestInit), credentials: 'include' }),
    });
  return createTRPCClient<AppRouter>({
    links: [splitLink({ condition: (op) => op.context.batch === PAGE_BATCH_CONTEXT.batch, true: batchLink(), false: batchLink() })],
  });
}

let browserTrpcClient: TRPCClient<AppRouter> | undefined;

export function getTrpcClient(): TRPCClient<AppRouter> {
  browserTrpcClient ??= makeTrpcClient();
  return browserTrpcClient;
}
