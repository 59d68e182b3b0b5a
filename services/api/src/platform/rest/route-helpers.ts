import { restError } from './rest-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors/errors';
import type { SessionUser } from '../service-deps';
import '../fastify-types';

const NOT_YOURS = 'That userId is not the logged-in user';

/** The session's user; the REST adapter never acts for a user named by the browser. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError(401, 'Please log in');
  return request.sessionUser;
}

/** A userId in a path or body must be the session's (403 otherwise). */
export function requireSelf(user: SessionUser, userId: string | undefined): SessionUser {
  if (userId !== undefined && userId !== user.id) throw new AppError(403, NOT_YOURS);
  return user;
}

/** Every data path needs a session: 401 before anything is parsed. */
export function requireSession(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    sessionUserOf(request);
  });
}

/** The error answers every data path documents. */
export const dataErrors = { 400: restError, 401: restError, 403: restError, 404: restError } as const;

/** An empty list answers 404 with the original's text (the client relies on it for weights). */
export function nonEmpty<T>(list: T[], what: string): T[] {
  if (list.length === 0) throw new AppError(404, `${what} not found`);
  return list;
}

/** DELETE answers 204 with no body, as the original did. */
export const deleted = { 204: z.null().describe('Deleted: no body') } as const;
