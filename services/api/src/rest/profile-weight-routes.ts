import {
  restIdParams,
  restInsertProfileBody,
  restOkPacket,
  restProfile,
  restUpdateProfileBody,
  restUpdateWeightBody,
  restUserIdParams,
  restWeightBody,
  restWeightRow,
  toRestOkPacket,
  toRestProfile,
  toRestWeightRow,
} from '@fitness/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { dataErrors, deleted, nonEmpty, requireSelf, requireSession, sessionUserOf } from './route-helpers';

/** Profile and body weight paths: 404 for a missing profile and for no weights (the client relies on both). */
export async function profileWeightRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { profiles, weights } = app.services;
  requireSession(app);
  const ok = { 200: restOkPacket, ...dataErrors };

  app.get('/get/profile/:userId', { schema: { params: restUserIdParams, response: { 200: restProfile, ...dataErrors } } }, async (request) => {
    const user = requireSelf(sessionUserOf(request), request.params.userId);
    const profile = await profiles.find(user.id);
    if (!profile) throw new AppError(404, 'Profile not found');
    return { id: profile.id, ...toRestProfile(profile, user.id, user.firstName) };
  });

  /** Creates the profile, or replaces it if one exists (the client inserts after a 404; a repeat is harmless). */
  app.post('/insert/profile', { schema: { body: restInsertProfileBody, response: ok } }, async (request) => {
    const { userId, ...input } = request.body;
    const user = requireSelf(sessionUserOf(request), userId);
    const profile = await profiles.save(user.id, input);
    return toRestOkPacket({ insertId: profile.id });
  });

  app.put('/update/profile/:userId', { schema: { params: restUserIdParams, body: restUpdateProfileBody, response: ok } }, async (request) => {
    const { userId, ...input } = request.body;
    const user = requireSelf(requireSelf(sessionUserOf(request), request.params.userId), userId);
    await profiles.update(user.id, input);
    return toRestOkPacket({ changedRows: 1 });
  });

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
