import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'Cross-site request refused: this request did not come from the app.';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence on top of SameSite=Lax: a state-changing request must come from the app's own origin
 * (APP_ORIGIN) or the host it was sent to. No Origin at all (curl, server-to-server) is fine unless
 * the browser says the request is cross-site.
 */
export function isCrossSiteWrite(request: FastifyRequest, appOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  const parsed = originOf(origin);
  if (!parsed) return true; // "null" (sandboxed frames, file:) and garbage
  if (parsed === originOf(appOrigin)) return false;
  return new URL(parsed).host !== request.headers.host;
}
