import Fastify, { type FastifyServerOptions } from 'fastify';
import type SonicBoom from 'sonic-boom';
import { app, type AppOptions } from './app';
import { earlyErrorAnswers } from './platform/errors/early-errors';
import { FrontDoor } from './platform/http/front-door';
import { loggerOptions, stdoutLogDestination } from './platform/logging';

/**
 * Builds a ready Fastify instance around the app plugin (server entry and tests alike). It logs as
 * configured to `logTo` (stdout written in the background by default) unless `fastifyOptions` say
 * otherwise (tests: `logger: false`).
 */
export async function buildApp(options: AppOptions, fastifyOptions: FastifyServerOptions = {}, logTo?: SonicBoom) {
  // Cached reads are answered at the server's door, before routing (docs/decisions/0076).
  const frontDoor = new FrontDoor();
  const fastify = Fastify({
    ...(fastifyOptions.logger === undefined && fastifyOptions.loggerInstance === undefined
      ? loggerOptions(options.config, logTo ?? stdoutLogDestination())
      : {}),
    bodyLimit: 256 * 1024,
    // A tRPC batch names its procedures in the path; the client caps its URLs at 2,000 characters (api-client).
    routerOptions: { maxParamLength: 2000 },
    ...earlyErrorAnswers(options.config),
    // While stopping, requests answer 503 through the app's hooks (platform/errors/while-stopping.ts), headers and shape included.
    return503OnClosing: false,
    // `request.ip` is the client behind the listed proxies, so per-IP rate limits count clients (TRUST_PROXY).
    trustProxy: options.config.trustProxy,
    // Start-up reads the store and ensures its indexes: on a loaded machine that takes longer than Fastify's 10 s default, and a slow start is no failed one.
    pluginTimeout: 120_000,
    serverFactory: frontDoor.serverFactory,
    ...fastifyOptions,
  });
  await fastify.register(app, { frontDoor, ...options });
  await fastify.ready();
  return fastify;
}
