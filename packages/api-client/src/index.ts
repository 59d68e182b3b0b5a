export { ApiProvider } from './api-provider';
export { getQueryClient, makeQueryClient } from './query-client';
export { getTrpcClient, makeTrpcClient, useTRPC, useTRPCClient, TRPCProvider, type TrpcClientOptions } from './trpc';
export type { AppRouter, RouterInputs, RouterOutputs } from './trpc';
export { clearAuthMarker, readAuthMarker, writeAuthMarker } from './auth-marker';
export { useAuthMarker } from './use-auth-marker';
export {
  clearRecovery,
  grantPasswordReset,
  readRecovery,
  restartResendCountdown,
  startRecovery,
  useRecovery,
  type RecoveryInProgress,
} from './recovery';
export { useLogin, useLogout, useSession, type Session, type SessionUser } from './session';
export { apiErrorCode, apiErrorMessage, retryAfterSeconds } from './api-errors';
export { appPaths, type AppPath } from './app-paths';
export { dashboardQueries, todaysWorkoutLogInput } from './dashboard-reads';
export { prefetchDashboardData } from './dashboard-prefetch';
export { showsDashboardData } from './dashboard-preload';
