import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import '../../platform/fastify-types';
import { clearSessionCookie, readSessionToken, sessionCookieLine, sessionTokenOf, setSessionCookie } from './session-cookie';
import type { Sessions } from './sessions';

/** Static builds of the remotes need no session lookup. */
const isStaticAsset = (url: string) => url.startsWith('/mfe/');
/** Requests that never write (docs/decisions/0016): they leave the session's activity as it is. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Resolves `request.sessionUser` from the session cookie for every request of the app (root-level hook). */
export const sessionPlugin = fp(
  async function sessionPlugin(app: FastifyInstance, { sessions }: { sessions: Sessions }) {
    await app.register(fastifyCookie);
    app.decorate('earlySession', (request: IncomingMessage) => {
      const token = sessionTokenOf(app, request.headers.cookie);
      if (!token) return undefined;
      return sessions.resolve(token, !READS.has(request.method!)).then(
        (session) =>
          session && {
            userId: session.user.id,
            dataVersion: session.dataVersion,
            setCookie: session.extended ? sessionCookieLine(app, token, session.expiresAt) : undefined,
          },
      );
    });

    // A callback hook, not an async one: every request runs it, and the store read is its only wait.
    app.addHook('onRequest', (request, reply, done) => {
      request.sessionUser = null;
      request.dataVersion = null;
      if (isStaticAsset(request.url)) return done();
      const token = readSessionToken(request);
      if (!token) return done();
      sessions
        .resolve(token, !READS.has(request.method))
        .then((session) => {
          if (!session) {
            clearSessionCookie(reply);
          } else {
            request.sessionUser = session.user;
            request.dataVersion = session.dataVersion;
            // A read's answer may come whole from the read cache, past @fastify/cookie's onSend: the line goes on the reply now.
            if (session.extended && READS.has(request.method)) reply.header('set-cookie', sessionCookieLine(app, token, session.expiresAt));
            else if (session.extended) setSessionCookie(reply, token, session.expiresAt);
          }
          done();
        })
        .catch(done);
    });
  },
  { name: 'session', fastify: '5.x' },
);
