import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../fastify-types';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

/** Static builds of the remotes need no session lookup. */
const isStaticAsset = (url: string) => url.startsWith('/mfe/');

/** Resolves `request.sessionUser` from the session cookie for every request of the app (root-level hook). */
export const sessionPlugin = fp(
  async function sessionPlugin(app: FastifyInstance) {
    await app.register(fastifyCookie);
    app.addHook('onRequest', async (request, reply) => {
      request.sessionUser = null;
      if (isStaticAsset(request.url)) return;
      const token = readSessionToken(request);
      if (!token) return;
      const session = await app.services.sessions.resolve(token);
      if (!session) {
        clearSessionCookie(reply);
        return;
      }
      request.sessionUser = session.user;
      if (session.extended) setSessionCookie(reply, token, session.expiresAt);
    });
    // The account services' one outside resource: the SMTP transport.
    app.addHook('onClose', async () => app.services.mail.close());
  },
  { name: 'session', fastify: '5.x' },
);
