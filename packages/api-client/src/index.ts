export { ApiProvider } from './api-provider';
export { getQueryClient, makeQueryClient } from './query-client';
export { getTrpcClient, makeTrpcClient, useTRPC, useTRPCClient, TRPCProvider } from './trpc';
export type { AppRouter, RouterInputs, RouterOutputs } from './trpc';
export { clearAuthMarker, readAuthMarker, writeAuthMarker } from './auth-marker';
