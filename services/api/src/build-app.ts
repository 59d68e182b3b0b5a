import Fastify, { type FastifyServerOptions } from 'fastify';
import { app, type AppOptions } from './app';

/** Builds a ready Fastify instance around the app plugin (server entry and tests alike). */
export async function buildApp(options: AppOptions, fastifyOptions: FastifyServerOptions = {}) {
  const fastify = Fastify({
    logger: { level: options.config.logLevel },
    bodyLimit: 256 * 1024,
    trustProxy: false,
    ...fastifyOptions,
  });
  await fastify.register(app, options);
  await fastify.ready();
  return fastify;
}
