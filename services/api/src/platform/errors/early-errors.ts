import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { httpErrorNames, SERVER_FAULT_MESSAGE } from './errors';
import { errorAnswer } from './error-answer';
import { securityHeaders } from '../security/security-headers';

/** Plain words for what Fastify and Node refuse before any hook of the app runs. */
const earlyMessages: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_BAD_URL: 'The address is not valid: it holds a broken percent-encoding.',
  HPE_HEADER_OVERFLOW: 'The request line and headers are too large.',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request took too long to arrive.',
};
const MALFORMED_REQUEST = 'The request is not valid HTTP.';

/** Node's parser errors (raw socket, no request object) → status. */
function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** The path of the request line a raw packet starts with, when it does (Node refused the request before parsing it). */
function requestPathOf(rawPacket: unknown): string {
  const start = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1', 0, 256) : '';
  return /^[A-Z]+ (\/\S*)/.exec(start)?.[1] ?? '';
}

function rawAnswer(status: number, headers: Record<string, string>, message: string, path: string): string {
  const body = JSON.stringify(errorAnswer(path, status, message));
  const lines = [
    `HTTP/1.1 ${status} ${httpErrorNames[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `frameworkErrors` and `clientErrorHandler`: errors answered before the app's hooks (a path
 * over `maxParamLength`, bad percent-encoding, oversized or broken request lines) in the shape of the
 * path's transport (tRPC's under /trpc, else `{error, message}`) with the security headers of every other answer.
 */
export function earlyErrorAnswers(config: Pick<AppConfig, 'appOrigin'>) {
  // An error body loads nothing, so its CSP need not admit the remotes (the app's hooks add them elsewhere).
  const headers = securityHeaders({ remoteOrigins: [], https: config.appOrigin.startsWith('https:') });
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
      const message = status >= 500 ? SERVER_FAULT_MESSAGE : (earlyMessages[error.code] ?? error.message);
      return reply
        .status(status)
        .headers(headers)
        .send(errorAnswer(request.url, status, message));
    },
    clientErrorHandler(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
      // A reset connection has no one left to answer (as Fastify's own handler does).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      this.log.debug({ err: error }, 'client error');
      const status = clientErrorStatus(error.code);
      // The shape follows the path when the request line is at hand (a long one usually is), else the API's.
      if (socket.writable) socket.write(rawAnswer(status, headers, earlyMessages[error.code ?? ''] ?? MALFORMED_REQUEST, requestPathOf(error.rawPacket)));
      socket.destroy(error);
    },
  };
}
