export { ApiProvider } from './api-provider';
export { getQueryClient, makeQueryClient } from './query-client';
export { getTrpcClient, makeTrpcClient, useTRPC, useTRPCClient, TRPCProvider, type TrpcClientOptions } from './trpc';
export type { AppRouter, RouterInputs, RouterOutputs, ImportAnswer, UndoAnswer } from './trpc';
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
export { appPaths, type AppPath } from '@fitness/schemas/app-paths';
export { makeRestApi, useRestApi, type RestApi } from './rest-fetch';
export { dashboardQueries, todaysWorkoutLogInput } from './dashboard-reads';
export { prefetchDashboardData } from './dashboard-prefetch';
export { showsDashboardData } from './dashboard-preload';
export { isOnline, subscribeToConnection } from './offline/connection';
export { useOnline } from './offline/use-online';
export { forgetQueries, keepQueriesOnDevice, lastSyncedAt, restoreQueries, sessionUserId } from './offline/persisted-queries';
export {
  deleteOutbox,
  dismissRefused,
  forgetMerge,
  newClientId,
  outboxStatus,
  startOutbox,
  stopOutbox,
  submitChange,
  wasMerged,
  type NewChange,
  type OutboxChange,
  type OutboxStatus,
  type RefusedChange,
} from './offline/outbox';
export { useOutbox } from './offline/use-outbox';
export { useSubmitChange } from './offline/use-submit-change';
export { holdUnsavedWork, useUnsavedWork } from './offline/unsaved-work';
