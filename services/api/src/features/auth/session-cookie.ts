import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config';
import '../../platform/fastify-types';

const isHttps = (config: AppConfig) => config.appOrigin.startsWith('https:');

/** `__Host-` pins the cookie to this host and path / when it can be Secure (https origins). */
export function sessionCookieName(config: AppConfig): string {
  return isHttps(config) ? '__Host-fitness_session' : 'fitness_session';
}

function cookieOptions(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: isHttps(config), path: '/' };
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config)];
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const config = reply.server.config;
  reply.setCookie(sessionCookieName(config), token, { ...cookieOptions(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
}
