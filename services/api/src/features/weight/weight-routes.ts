import { restIdParams, restOkPacket, restUpdateWeightBody, restUserIdParams, restWeightBody, restWeightRow } from '../../platform/rest/rest-schemas';
import { toRestOkPacket, toRestWeightRow } from '../../platform/rest/rest-mappers';
import type { FastifyInstance } from 'fastify';
import type { WeightService } from './weights';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataErrors, deleted, nonEmpty, requireSelf, requireSession, sessionUserOf } from '../../platform/rest/route-helpers';

/** Body weight paths: 404 for no weights (the client relies on it). */
export async function weightRoutes(fastify: FastifyInstance, { weights }: { weights: WeightService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireSession(app);
  const ok = { 200: restOkPacket, ...dataErrors };

  /** Every entry, oldest first (the original's LIMIT 100 without ORDER BY was a defect). */
  app.get('/get/weight/:userId', { schema: { params: restUserIdParams, response: { 200: z.array(restWeightRow), ...dataErrors } } }, async (request) => {
    const user = requireSelf(sessionUserOf(request), request.params.userId);
    return nonEmpty(await weights.list(user.id), 'Weights').map((w) => toRestWeightRow(w, user.id));
  });

  /** One entry per day: inserting a day that has an entry updates it (answered with that entry's id). */
  app.post('/insert/weight', { schema: { body: restWeightBody, response: ok } }, async (request) => {
    const { userId, ...input } = request.body;
    const user = requireSelf(sessionUserOf(request), userId);
    const { entry } = await weights.save(user.id, input);
    return toRestOkPacket({ insertId: entry.id });
  });

  /** Sets the weight of the body's day (the client's "latest entry has the chosen day" case). */
  app.put('/update/weight/:userId', { schema: { params: restUserIdParams, body: restUpdateWeightBody, response: ok } }, async (request) => {
    const { userId, ...input } = request.body;
    const user = requireSelf(requireSelf(sessionUserOf(request), request.params.userId), userId);
    await weights.save(user.id, input);
    return toRestOkPacket({ changedRows: 1 });
  });

  app.delete('/delete/weight/:id', { schema: { params: restIdParams, response: { ...deleted, ...dataErrors } } }, async (request, reply) => {
    await weights.delete(sessionUserOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });
}
