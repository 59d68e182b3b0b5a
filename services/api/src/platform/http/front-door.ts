import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a request before Fastify routes it, or leaves it: false (not taken, Fastify gets it now), or
 * true and then either answers it or hands it to `fastify` itself (later, after a store read).
 */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse, fastify: Handler) => boolean;

/**
 * The HTTP server's door (docs/decisions/0076): every request goes to Fastify, except the ones an early
 * answer takes (a repeat read from the read cache, without Fastify's routing, hooks and reply object:
 * about a quarter less CPU). Open only while the app serves: a stopping app answers through Fastify's
 * hooks (503). `app.inject` never passes here: it calls Fastify's routing directly.
 */
export class FrontDoor {
  private early: EarlyAnswer | undefined;

  open(early: EarlyAnswer): void {
    this.early = early;
  }

  close(): void {
    this.early = undefined;
  }

  /** Fastify's `serverFactory`: the HTTP/1.1 server Fastify would make, with its timeouts, behind this door. */
  readonly serverFactory = (fastify: Handler, options: Record<string, unknown>) => {
    const settings = options as FastifyServerOptions & { http?: ServerOptions };
    const server = createServer(settings.http ?? {}, (request, response) => {
      if (!this.early?.(request, response, fastify)) fastify(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout!;
    server.requestTimeout = settings.requestTimeout!;
    server.setTimeout(settings.connectionTimeout!);
    if (settings.maxRequestsPerSocket! > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket!;
    return server;
  };
}
