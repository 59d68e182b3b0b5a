import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { router } from './trpc';
import { systemRouter } from './system-router';
import { authRouter } from './auth-router';
import { profileRouter } from './profile-router';
import { weightRouter } from './weight-router';
import { routinesRouter } from './routines-router';
import { exercisesRouter } from './exercises-router';
import { workoutLogRouter } from './workout-log-router';
import { progressRouter } from './progress-router';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  profile: profileRouter,
  weight: weightRouter,
  routines: routinesRouter,
  exercises: exercisesRouter,
  workoutLog: workoutLogRouter,
  progress: progressRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
