import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, errorBody, JSON_ONLY_MESSAGE, SERVER_FAULT_MESSAGE } from './errors';

function zodMessage(error: ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** Client routes of the shell (anything but the API, tRPC and remote assets) fall back to index.html. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (/^\/(api|trpc|mfe)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** One error handler: the real reason for 4xx, a generic message for 5xx (logged). */
export function installErrorHandler(app: FastifyInstance, sendShell?: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorBody(error.status, error.message, error.retryAfterSeconds));
    }
    if (error instanceof ZodError) return reply.status(400).send(errorBody(400, zodMessage(error)));
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 415) return reply.status(415).send(errorBody(415, JSON_ONLY_MESSAGE));
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, SERVER_FAULT_MESSAGE));
  });
  app.setNotFoundHandler((request, reply) => {
    if (sendShell && isClientRoute(request)) return sendShell(request, reply);
    return reply.status(404).send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
