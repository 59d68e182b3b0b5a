import {
  restExercise,
  restIdParams,
  restInsertExerciseBody,
  restInsertRoutineBody,
  restOkPacket,
  restRoutine,
  restUpdateExerciseBody,
  restUpdateRoutineBody,
  restUserIdParams,
  toRestExercise,
  toRestOkPacket,
  toRestRoutine,
} from '@fitness/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataErrors, deleted, nonEmpty, requireSelf, requireSession, sessionUserOf } from './route-helpers';

/**
 * Routines and their exercises. A `sortOrder` may be one of our ids (the client sets a new
 * exercise's sort order to its id and swaps these values on drag): the schema maps it to a number.
 */
export async function routineRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { routines, exercises } = app.services;
  requireSession(app);
  const ok = { 200: restOkPacket, ...dataErrors };

  app.get('/get/routines/:userId', { schema: { params: restUserIdParams, response: { 200: z.array(restRoutine), ...dataErrors } } }, async (request) => {
    const user = requireSelf(sessionUserOf(request), request.params.userId);
    return nonEmpty(await routines.list(user.id), 'Routines').map((r) => toRestRoutine(r, user.id));
  });

  app.post('/insert/routine', { schema: { body: restInsertRoutineBody, response: ok } }, async (request) => {
    const user = requireSelf(sessionUserOf(request), request.body.userId);
    return toRestOkPacket({ insertId: (await routines.create(user.id, request.body.name)).id });
  });

  app.put('/update/routine/:id', { schema: { params: restIdParams, body: restUpdateRoutineBody, response: ok } }, async (request) => {
    await routines.rename(sessionUserOf(request).id, request.params.id, request.body.name);
    return toRestOkPacket({ changedRows: 1 });
  });

  /** Also deletes the routine's exercises. */
  app.delete('/delete/routine/:id', { schema: { params: restIdParams, response: { ...deleted, ...dataErrors } } }, async (request, reply) => {
    await routines.delete(sessionUserOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  /** All the user's exercises by sort order (the client filters them per routine). */
  app.get('/get/exercises/:userId', { schema: { params: restUserIdParams, response: { 200: z.array(restExercise), ...dataErrors } } }, async (request) => {
    const user = requireSelf(sessionUserOf(request), request.params.userId);
    return nonEmpty(await exercises.list(user.id), 'Exercises').map((e) => toRestExercise(e, user.id));
  });

  /** Added after the routine's last exercise unless a sortOrder is given. */
  app.post('/insert/exercise', { schema: { body: restInsertExerciseBody, response: ok } }, async (request) => {
    const { userId, sortOrder, ...input } = request.body;
    const user = requireSelf(sessionUserOf(request), userId);
    const exercise = await exercises.create(user.id, { ...input, ...(sortOrder === undefined ? {} : { sortOrder }) });
    return toRestOkPacket({ insertId: exercise.id });
  });

  /** Overwrites every field; a routineId (the starter dialog sends it) must be one of the user's routines. */
  app.put('/update/exercise/:id', { schema: { params: restIdParams, body: restUpdateExerciseBody, response: ok } }, async (request) => {
    const { userId, ...changes } = request.body;
    const user = requireSelf(sessionUserOf(request), userId);
    await exercises.update(user.id, request.params.id, changes);
    return toRestOkPacket({ changedRows: 1 });
  });

  app.delete('/delete/exercise/:id', { schema: { params: restIdParams, response: { ...deleted, ...dataErrors } } }, async (request, reply) => {
    await exercises.delete(sessionUserOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });
}
