import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../platform/service-deps';
import type { Sessions } from './sessions';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

/** Starts a session for the user and hands the browser its cookie (REST and tRPC login alike); answers the session's user. */
export async function logInOn(sessions: Sessions, reply: FastifyReply, userId: string): Promise<SessionUser> {
  const { token, expiresAt, user } = await sessions.start(userId, reply.request.headers['user-agent']);
  setSessionCookie(reply, token, expiresAt);
  return user;
}

/** Ends this browser's session on the server and clears its cookie. */
export async function logOutOn(sessions: Sessions, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readSessionToken(request);
  if (token) await sessions.end(token);
  request.sessionUser = null;
  request.dataVersion = null;
  clearSessionCookie(reply);
}
