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
export { apiErrorCode, apiErrorMessage, apiRefusal, retryAfterSeconds } from './api-errors';
export { appPaths, type AppPath } from '@fitness/schemas/app-paths';
export { makeRestApi, useRestApi, type RestApi } from './rest-fetch';
export { dashboardQueries } from './dashboard-reads';
export { browserTimeZone } from './browser-time-zone';
export { sessionStatusQuery, useSessionStatus } from './reads/session-status';
export { profileQuery, useProfile } from './reads/profile';
export { useWeightEntries } from './reads/weights';
export { routinesQuery, useRoutines } from './reads/routines';
export { exercisesQuery, useExercises } from './reads/exercises';
export { historyListQuery, historyMonthQuery, historyWeekQuery, useHistoryList, useHistoryMonth, useHistoryWeek } from './reads/history';
export { localToday, useDayLog } from './reads/workout-log';
export { usePreviousSets } from './reads/previous-sets';
export { useTrackedExercises } from './reads/tracked-exercises';
export { useExerciseHistory } from './reads/exercise-history';
export { useLoggedEntry } from './reads/logged-entry';
export { useAllRecords, useNameRecords } from './reads/records';
export { useDayRecords } from './reads/day-records';
export { measurementsQuery, useMeasurements } from './reads/measurements';
export { useImports } from './reads/imports';
export { setsByNameQuery, useSetsByName } from './reads/sets-by-name';
export { exerciseLinksQuery, useExerciseLinks } from './reads/exercise-links';
export { customExercisesQuery, useCustomExercises } from './reads/custom-exercises';
export { accountSessionsQuery, useAccountSessions } from './reads/account-sessions';
export { useDeleteAccount } from './account-deletion';
export { exportPath, type ExportFormat } from './data-export';
export { prefetchDashboardData } from './dashboard-prefetch';
export { showsDashboardData } from './dashboard-preload';
export { isOnline, subscribeToConnection } from './offline/connection';
export { useOnline } from './offline/use-online';
export { forgetQueries, keepQueriesOnDevice, lastSyncedAt, restoreQueries, sessionUserId } from './offline/persisted-queries';
export {
  deleteOutbox,
  dismissRefused,
  newClientId,
  outboxStatus,
  startOutbox,
  stopOutbox,
  submitChange,
  type NewChange,
  type OutboxChange,
  type OutboxStatus,
  type RefusedChange,
} from './offline/outbox';
export { forgetMerge, wasMerged } from './offline/handlers/workout-log-merges';
export { useOutbox } from './offline/use-outbox';
export { useSubmitChange } from './offline/use-submit-change';
export { holdUnsavedWork, useUnsavedWork } from './offline/unsaved-work';
