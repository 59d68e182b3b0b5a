import { restInsertProfileBody, restOkPacket, restProfile, restUpdateProfileBody, restUserIdParams } from '../../platform/rest/rest-schemas';
import { toRestOkPacket, toRestProfile } from '../../platform/rest/rest-mappers';
import type { FastifyInstance } from 'fastify';
import type { ProfileService } from './profiles';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/errors';
import { dataErrors, requireSelf, requireSession, sessionUserOf } from '../../platform/rest/route-helpers';

/** Profile paths: 404 for a missing profile (the client inserts one then). */
export async function profileRoutes(fastify: FastifyInstance, { profiles }: { profiles: ProfileService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
}
