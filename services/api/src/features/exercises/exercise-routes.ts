import { restExercise, restIdParams, restInsertExerciseBody, restOkPacket, restUpdateExerciseBody, restUserIdParams } from '../../platform/rest/rest-schemas';
import { toRestExercise, toRestOkPacket } from '../../platform/rest/rest-mappers';
import type { FastifyInstance } from 'fastify';
import type { ExerciseService } from './exercises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataErrors, deleted, nonEmpty, requireSelf, requireSession, sessionUserOf } from '../../platform/rest/route-helpers';

/**
 * A routine's exercises. A `sortOrder` may be one of our ids (the client sets a new exercise's sort
 * order to its id and swaps these values on drag): the schema maps it to a number.
 */
export async function exerciseRoutes(fastify: FastifyInstance, { exercises }: { exercises: ExerciseService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSession(app);
  const ok = { 200: restOkPacket, ...dataErrors };

  /**
   * All the user's exercises by sort order (the client filters them per routine); weight and reps only,
   * the one kind the legacy client knows (docs/decisions/0071).
   */
  app.get('/get/exercises/:userId', { schema: { params: restUserIdParams, response: { 200: z.array(restExercise), ...dataErrors } } }, async (request) => {
    const user = requireSelf(sessionUserOf(request), request.params.userId);
    const known = (await exercises.list(user.id)).filter((e) => e.kind === 'weightReps');
    return nonEmpty(known, 'Exercises').map((e) => toRestExercise(e, user.id));
  });

  /** Added after the routine's last exercise unless a sortOrder is given. */
  app.post('/insert/exercise', { schema: { body: restInsertExerciseBody, response: ok } }, async (request) => {
    const { userId, sortOrder, ...input } = request.body;
    const user = requireSelf(sessionUserOf(request), userId);
    const exercise = await exercises.create(user.id, { ...input, ...(sortOrder === undefined ? {} : { sortOrder }) });
    return toRestOkPacket({ insertId: exercise.id });
  });

  /**
   * Overwrites every field the legacy client knows; a routineId (the starter dialog sends it) must be one
   * of the user's routines. What it does not know (kind and its targets, rest, "Increase by") stays as stored.
   */
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
