import { getTRPCErrorShape, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { trpcConfig } from './trpc';

/** tRPC's code for an HTTP status; a status it has no code for keeps its class (data.httpStatus says which). */
const codes: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * tRPC's error answer `{error: {message, code, data}}` for a refusal made before tRPC saw the request
 * (Fastify's 413 and 415, the early errors, the cross-site 403, the 503 while stopping), through the
 * router's own formatter, so a tRPC client reads it as it reads the procedures' errors.
 */
export function trpcErrorBody(status: number, message: string, cause?: unknown) {
  const code = codes[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  const error = new TRPCError({ code, message, cause });
  const shape = getTRPCErrorShape({ config: trpcConfig, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
  return { error: { ...shape, data: { ...shape.data, httpStatus: status } } };
}
