import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './platform/trpc/trpc';
import type { Services } from './services';
import { systemRouter } from './platform/trpc/system-router';
import { authRouter } from './features/auth/auth-router';
import { accountRouter } from './features/auth/account-router';
import { profileRouter } from './features/profile/profile-router';
import { weightRouter } from './features/weight/weight-router';
import { routinesRouter } from './features/routines/routines-router';
import { exercisesRouter } from './features/exercises/exercises-router';
import { workoutLogRouter } from './features/workout-log/workout-log-router';
import { progressRouter } from './features/progress/progress-router';
import { measurementsRouter } from './features/measurements/measurements-router';
import { dataTransferRouter } from './features/data-transfer/data-transfer-router';
import { historyRouter } from './features/history/history-router';
import { customExercisesRouter } from './features/custom-exercises/custom-exercises-router';

/** The one tRPC router: each feature's router over its services (the only place features meet). */
export function createAppRouter(services: Services) {
  return router({
    system: systemRouter(services),
    auth: authRouter(services),
    account: accountRouter(services),
    profile: profileRouter(services),
    weight: weightRouter(services),
    routines: routinesRouter(services),
    exercises: exercisesRouter(services),
    workoutLog: workoutLogRouter(services),
    progress: progressRouter(services),
    measurements: measurementsRouter(services),
    dataTransfer: dataTransferRouter(services),
    history: historyRouter(services),
    customExercises: customExercisesRouter(services),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
