import type { FastifyRequest } from 'fastify';
import { appPaths } from '@fitness/schemas/app-paths';

/** The app's routes, lower-cased: the shell's router matches paths without regard to case. */
const APP_ROUTES: ReadonlySet<string> = new Set(Object.values(appPaths).map((path) => path.toLowerCase()));

/** Paths that are never a page: the API, tRPC, the remotes' builds, and anything named like a file. */
const NEVER_A_PAGE = [/^\/(api|trpc|mfe)(\/|$)/, /\.[a-z0-9]+$/i];

/**
 * Which shell page a GET no route answered gets (docs/decisions/0036): `route` for the app's own
 * routes, whatever `Accept` says (curl, uptime monitors and link previewers accept anything or send none);
 * `not-found` for any other page-like path a browser asks for as HTML (the shell shows its "page not
 * found", with status 404); nothing otherwise (the JSON 404).
 */
export function shellPageFor(request: FastifyRequest): 'route' | 'not-found' | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const path = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  if (NEVER_A_PAGE.some((pattern) => pattern.test(path))) return undefined;
  if (APP_ROUTES.has(path.toLowerCase())) return 'route';
  return (request.headers.accept ?? '').includes('text/html') ? 'not-found' : undefined;
}
