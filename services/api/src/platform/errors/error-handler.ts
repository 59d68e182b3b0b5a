import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, JSON_ONLY_MESSAGE, SERVER_FAULT_MESSAGE } from './errors';
import { errorAnswer } from './error-answer';
import { shellPageFor } from '../web/client-routes';

function zodMessage(error: ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * One error handler: the real reason for 4xx, a generic message for 5xx (logged), each in the shape
 * of its path's transport (tRPC's under /trpc: Fastify's own 413 and 415 happen before tRPC runs).
 */
export function installErrorHandler(app: FastifyInstance, sendShell?: (request: FastifyRequest, reply: FastifyReply, status?: 200 | 404) => unknown) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorAnswer(request.url, error.status, error.message, error));
    }
    if (error instanceof ZodError) return reply.status(400).send(errorAnswer(request.url, 400, zodMessage(error), error));
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 415) return reply.status(415).send(errorAnswer(request.url, 415, JSON_ONLY_MESSAGE));
    if (status >= 400 && status < 500) return reply.status(status).send(errorAnswer(request.url, status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorAnswer(request.url, 500, SERVER_FAULT_MESSAGE));
  });
  app.setNotFoundHandler((request, reply) => {
    const page = sendShell ? shellPageFor(request) : undefined;
    if (page) return sendShell!(request, reply, page === 'route' ? 200 : 404);
    return reply.status(404).send(errorAnswer(request.url, 404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
