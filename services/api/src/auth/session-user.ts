import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../service-deps';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

/** Starts a session for the user and hands the browser its cookie (REST and tRPC login alike). */
export async function logInOn(reply: FastifyReply, user: SessionUser): Promise<void> {
  const { token, expiresAt } = await reply.server.services.sessions.start(user.id);
  setSessionCookie(reply, token, expiresAt);
}

/** Ends this browser's session on the server and clears its cookie. */
export async function logOutOn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readSessionToken(request);
  if (token) await request.server.services.sessions.end(token);
  request.sessionUser = null;
  clearSessionCookie(reply);
}
