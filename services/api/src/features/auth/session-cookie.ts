import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config';
import '../../platform/fastify-types';

const isHttps = (config: AppConfig) => config.appOrigin.startsWith('https:');

/** `__Host-` pins the cookie to this host and path / when it can be Secure (https origins). */
export function sessionCookieName(config: AppConfig): string {
  return isHttps(config) ? '__Host-fitness_session' : 'fitness_session';
}

function cookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax', secure: isHttps(config), path: '/' } satisfies CookieSerializeOptions;
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}

/** The session cookie read from a request's Cookie header before Fastify parses it (the same parser). */
export function sessionTokenOf(server: FastifyInstance, cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? server.parseCookie(cookieHeader)[sessionCookieName(server.config)] : undefined;
}

/** The Set-Cookie line `setSessionCookie` sends, for an answer written without a Fastify reply. */
export function sessionCookieLine(server: FastifyInstance, token: string, expiresAt: Date): string {
  return server.serializeCookie(sessionCookieName(server.config), token, { ...cookieOptions(server.config), expires: expiresAt });
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const config = reply.server.config;
  reply.setCookie(sessionCookieName(config), token, { ...cookieOptions(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}
