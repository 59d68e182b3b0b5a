import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer } from '../errors/error-answer';
import '../fastify-types';
import { remoteOrigins } from '../web/remote-map';
import { CROSS_SITE_REFUSED, isCrossSiteWrite } from './origin-check';
import { DOCUMENT_ONLY_HEADERS, isBuildFileAnswer, securityHeaders } from './security-headers';

/**
 * Security headers and the Origin check (CSRF) for every route of the app (root-level hooks); the
 * web build's scripts, styles and JSON go without the headers only a document obeys.
 * Rate limits live in the account services (`AttemptLimiter`), shared by REST and tRPC.
 */
export const securityPlugin = fp(
  async function securityPlugin(app: FastifyInstance) {
    const { appOrigin } = app.config;
    const headers = securityHeaders({ remoteOrigins: remoteOrigins(app.remoteMap), https: appOrigin.startsWith('https:') });
    app.decorate('answerHeaders', headers);
    // Callback hooks, not async ones: each request runs them, and an async hook costs a promise and a turn.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (!isCrossSiteWrite(request, appOrigin)) return done();
      request.log.warn({ origin: request.headers.origin, url: request.url }, 'cross-site write refused');
      reply.status(403).send(errorAnswer(request.url, 403, CROSS_SITE_REFUSED));
    });
    app.addHook('onSend', async (request, reply) => {
      if (!isBuildFileAnswer(request.url, reply.statusCode, reply.getHeader('content-type') as string | undefined)) return;
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    });
  },
  { name: 'security', fastify: '5.x' },
);
