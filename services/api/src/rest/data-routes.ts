import {
  restIdParams,
  restInsertExerciseBody,
  restInsertProfileBody,
  restInsertRoutineBody,
  restLogExerciseIdParams,
  restLogIdParams,
  restRenameTrackedBody,
  restSyncWorkoutLogBody,
  restTrackedOrderBody,
  restUpdateExerciseBody,
  restUpdateProfileBody,
  restUpdateRoutineBody,
  restUserIdParams,
  restWeightBody,
  restWorkoutLogParams,
  toRestExercise,
  toRestProfile,
  toRestRoutine,
  toRestTrackedEntry,
  toRestTrackedOrderItem,
} from '@fitness/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WeightEntry } from '../data/weights';
import { AppError } from '../errors';
import type { SessionUser } from '../trpc/trpc';
import '../fastify-types';

const NOT_YOURS = 'That userId is not the logged-in user';

/** The session's user; the REST adapter never acts for a user named by the browser. */
function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError(401, 'Please log in');
  return request.sessionUser;
}

/** A userId in a path or body must be the session's (403 otherwise). */
function requireSelf(user: SessionUser, userId: string | undefined) {
  if (userId !== undefined && userId !== user.id) throw new AppError(403, NOT_YOURS);
}

const restWeight = (entry: WeightEntry) => ({ id: entry.id, weight: entry.weight, date: entry.date });

/** The legacy client sets a new exercise's sort order to its own id: the exercise is already last, so that value is dropped. */
function withoutLegacySortOrder(body: unknown, exerciseId: string): unknown {
  if (body && typeof body === 'object' && (body as { sortOrder?: unknown }).sortOrder === exerciseId) {
    const { sortOrder: _ignored, ...rest } = body as Record<string, unknown>;
    return rest;
  }
  return body;
}

/** Reading and writing data paths of spec section 7 (issue #5): a thin adapter over the same services as tRPC. */
export async function dataRoutes(app: FastifyInstance) {
  const { profiles, weights, routines, exercises, workoutLogs, progress, readCache } = app.services;

  // Every data path needs a session (401 before anything is parsed).
  app.addHook('preHandler', async (request) => {
    sessionUserOf(request);
  });

  /** Path `:userId` → the session user, after the 403 check. */
  const userFromPath = (request: FastifyRequest) => {
    const user = sessionUserOf(request);
    requireSelf(user, restUserIdParams.parse(request.params).userId);
    return user;
  };

  // ---- reading -------------------------------------------------------------

  app.get('/get/routines/:userId', async (request) => {
    const user = userFromPath(request);
    return (await routines.list(user.id)).map((r) => toRestRoutine(r, user.id));
  });

  app.get('/get/exercises/:userId', async (request) => {
    const user = userFromPath(request);
    return (await exercises.list(user.id)).map((e) => toRestExercise(e, user.id));
  });

  /** The spec's whole history with sets (the legacy contract), made once per data version from the cached derivation. */
  app.get('/get/tracked-exercises/:userId', async (request) => {
    const user = userFromPath(request);
    return readCache.read(user.id, 'rest:tracked-exercises', async () => {
      const view = await progress.fullView(user.id);
      const position = new Map(view.sortOrder.map((item) => [item.exerciseName, item.sortOrder]));
      const entries = Object.fromEntries(
        Object.entries(view.entries).map(([name, list]) => [name, list.map((e) => toRestTrackedEntry({ ...e, sortOrder: position.get(name) ?? 0 }))]),
      );
      return { entries, sortOrder: view.sortOrder.map(toRestTrackedOrderItem) };
    });
  });

  app.get('/get/profile/:userId', async (request) => {
    const user = userFromPath(request);
    const profile = await profiles.find(user.id);
    if (!profile) throw new AppError(404, 'No profile yet');
    return { id: profile.id, ...toRestProfile(profile, user.id, user.firstName) };
  });

  app.get('/get/weight/:userId', async (request) => {
    const user = userFromPath(request);
    return (await weights.list(user.id)).map(restWeight);
  });

  app.get('/get/workout-log/:userId/:date', async (request) => {
    const user = sessionUserOf(request);
    const params = restWorkoutLogParams.parse(request.params);
    requireSelf(user, params.userId);
    const log = await workoutLogs.get(user.id, params.date);
    if (!log.id) throw new AppError(404, `No workout log for ${params.date}`);
    return { id: log.id };
  });

  app.get('/get/log-exercises/:logId', async (request) => {
    const user = sessionUserOf(request);
    const { logId } = restLogIdParams.parse(request.params);
    return (await workoutLogs.exercisesOf(user.id, logId)).map((e) => ({ id: e.id, exercise_name: e.name, tracked: e.tracked, bw: e.bw }));
  });

  app.get('/get/log-sets/:logExerciseId', async (request) => {
    const user = sessionUserOf(request);
    const { logExerciseId } = restLogExerciseIdParams.parse(request.params);
    return (await workoutLogs.setsOf(user.id, logExerciseId)).map((s) => ({ id: s.id, reps: s.reps, weight: s.weight, notes: s.notes }));
  });

  // ---- routines --------------------------------------------------------------

  app.post('/insert/routine', async (request, reply) => {
    const user = sessionUserOf(request);
    const body = restInsertRoutineBody.parse(request.body);
    requireSelf(user, body.userId);
    const routine = await routines.create(user.id, body.name);
    return reply.status(201).send({ insertId: routine.id });
  });

  app.put('/update/routine/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    const body = restUpdateRoutineBody.parse(request.body);
    return toRestRoutine(await routines.rename(user.id, id, body.name), user.id);
  });

  app.delete('/delete/routine/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    const { deletedExercises } = await routines.delete(user.id, id);
    return { id, deleted: true, deletedExercises };
  });

  // ---- exercises -------------------------------------------------------------

  app.post('/insert/exercise', async (request, reply) => {
    const user = sessionUserOf(request);
    const { userId, ...input } = restInsertExerciseBody.parse(request.body);
    requireSelf(user, userId);
    const exercise = await exercises.create(user.id, input);
    return reply.status(201).send({ insertId: exercise.id });
  });

  app.put('/update/exercise/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    const { userId, ...changes } = restUpdateExerciseBody.parse(withoutLegacySortOrder(request.body, id));
    requireSelf(user, userId);
    return toRestExercise(await exercises.update(user.id, id, changes), user.id);
  });

  app.delete('/delete/exercise/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    await exercises.delete(user.id, id);
    return { id, deleted: true };
  });

  // ---- profile ---------------------------------------------------------------

  /** Creates the profile, or replaces it if one exists (the client inserts after a 404; a repeat is harmless). */
  app.post('/insert/profile', async (request, reply) => {
    const user = sessionUserOf(request);
    const { userId, ...input } = restInsertProfileBody.parse(request.body);
    requireSelf(user, userId);
    const profile = await profiles.save(user.id, input);
    return reply.status(201).send({ insertId: profile.id });
  });

  app.put('/update/profile/:userId', async (request) => {
    const user = userFromPath(request);
    const { userId, ...input } = restUpdateProfileBody.parse(request.body);
    requireSelf(user, userId);
    const profile = await profiles.update(user.id, input);
    return { id: profile.id, ...toRestProfile(profile, user.id, user.firstName) };
  });

  // ---- weight ----------------------------------------------------------------

  /** One entry per day: inserting a day that has an entry updates it (answered with that entry's id). */
  app.post('/insert/weight', async (request, reply) => {
    const user = sessionUserOf(request);
    const { userId, ...input } = restWeightBody.parse(request.body);
    requireSelf(user, userId);
    const { entry, inserted } = await weights.save(user.id, input);
    return reply.status(inserted ? 201 : 200).send({ insertId: entry.id });
  });

  /** Updates the weight of the body's day (the client's "latest entry has the chosen day" case). */
  app.put('/update/weight/:userId', async (request) => {
    const user = userFromPath(request);
    const { userId, ...input } = restWeightBody.parse(request.body);
    requireSelf(user, userId);
    return restWeight((await weights.save(user.id, input)).entry);
  });

  app.delete('/delete/weight/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    await weights.delete(user.id, id);
    return { id, deleted: true };
  });

  // ---- tracked exercises (progress) ---------------------------------------------

  app.put('/update/tracked-exercise/:userId', async (request) => {
    const user = userFromPath(request);
    const body = restRenameTrackedBody.parse(request.body);
    return progress.rename(user.id, body.name, body.newName);
  });

  app.put('/update/tracked-exercise-order/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    const body = restTrackedOrderBody.parse(request.body);
    const item = await progress.updateOrderItem(user.id, id, { name: body.name, sortOrder: body.sortOrder });
    return { id: item.id, exercise_name: item.exerciseName, sort_order: item.sortOrder };
  });

  app.delete('/delete/tracked-exercise/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    const result = await progress.deleteEntry(user.id, id);
    return { id, deleted: true, exercise_name: result.exerciseName, order_removed: result.orderRemoved };
  });

  app.delete('/delete/tracked-exercise-order/:id', async (request) => {
    const user = sessionUserOf(request);
    const { id } = restIdParams.parse(request.params);
    await progress.deleteOrderItem(user.id, id);
    return { id, deleted: true };
  });

  // ---- workout log -------------------------------------------------------------

  app.post('/sync/workout-log', async (request) => {
    const user = sessionUserOf(request);
    const body = restSyncWorkoutLogBody.parse(request.body);
    requireSelf(user, body.userId);
    const result = await workoutLogs.sync(user.id, body.localLog.exercises, body.timezone);
    return { success: true, localLog: { exercises: result.localLog } };
  });
}
