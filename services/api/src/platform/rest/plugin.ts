import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { errorBody } from '../errors/errors';

const DESCRIPTION = [
  "The original client's REST paths (spec section 7), with the original server's statuses and shapes",
  "(legacy-rest-contract.md), scoped to the session's user. See docs/decisions/0012 and the README.",
].join(' ');

/**
 * The documented REST paths of spec section 7, under /api: a thin adapter over the same services as
 * tRPC. Bodies and params are checked by the REST schemas beside this file (type provider), which
 * also make the OpenAPI document at /api/openapi.json. Each feature's routes come from the composition root.
 */
export async function restPlugin(app: FastifyInstance, options: { routes: readonly FastifyPluginAsync[] }) {
  app.setValidatorCompiler(validatorCompiler);
  // Answers are built from the same schemas' types; the OpenAPI test checks real answers against them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler((error, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const message = error.validation
      .map((issue) => {
        const path = issue.instancePath.slice(1).replaceAll('/', '.');
        return path ? `${path}: ${issue.message}` : issue.message;
      })
      .join('; ');
    return reply.status(400).send(errorBody(400, message));
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Fitness Tracker REST API (legacy client paths)', version: '1.0.0', description: DESCRIPTION },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fitness_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  for (const routes of options.routes) await app.register(routes);
}
