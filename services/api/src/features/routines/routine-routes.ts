import { restIdParams, restInsertRoutineBody, restOkPacket, restRoutine, restUpdateRoutineBody, restUserIdParams } from '../../platform/rest/rest-schemas';
import { toRestOkPacket, toRestRoutine } from '../../platform/rest/rest-mappers';
import type { FastifyInstance } from 'fastify';
import type { RoutineService } from './routines';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataErrors, deleted, nonEmpty, requireSelf, requireSession, sessionUserOf } from '../../platform/rest/route-helpers';

/** A user's routines. */
export async function routineRoutes(fastify: FastifyInstance, { routines }: { routines: RoutineService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
}
