import Fastify, { type FastifyServerOptions } from 'fastify';
import { app, type AppOptions } from './app';
import { earlyErrorAnswers } from './platform/errors/early-errors';

/** Builds a ready Fastify instance around the app plugin (server entry and tests alike). */
export async function buildApp(options: AppOptions, fastifyOptions: FastifyServerOptions = {}) {
  const fastify = Fastify({
    logger: { level: options.config.logLevel },
    bodyLimit: 256 * 1024,
    // A tRPC batch names its procedures in the path; the client caps its URLs at 2,000 characters (api-client).
    routerOptions: { maxParamLength: 2000 },
    ...earlyErrorAnswers(options.config),
    // While stopping, requests answer 503 through the app's hooks (platform/errors/while-stopping.ts), headers and shape included.
    return503OnClosing: false,
    // `request.ip` is the client behind the listed proxies, so per-IP rate limits count clients (TRUST_PROXY).
    trustProxy: options.config.trustProxy,
    ...fastifyOptions,
  });
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}
