import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './features/auth/auth-routes';
import { exerciseRoutes } from './features/exercises/exercise-routes';
import { profileRoutes } from './features/profile/profile-routes';
import { progressRoutes } from './features/progress/progress-routes';
import { routineRoutes } from './features/routines/routine-routes';
import { weightRoutes } from './features/weight/weight-routes';
import { workoutLogRoutes } from './features/workout-log/workout-log-routes';
import { dataTransferRoutes } from './features/data-transfer/data-transfer-routes';
import type { Services } from './services';

/** Each feature's REST paths over its services, in the order of spec section 7 (and of the OpenAPI document), then "Your data". */
export function restRoutes(services: Services): FastifyPluginAsync[] {
  return [
    (app) => authRoutes(app, services),
    (app) => profileRoutes(app, services),
    (app) => weightRoutes(app, services),
    (app) => routineRoutes(app, services),
    (app) => exerciseRoutes(app, services),
    (app) => workoutLogRoutes(app, services),
    (app) => progressRoutes(app, services),
    (app) => dataTransferRoutes(app, services),
  ];
}
