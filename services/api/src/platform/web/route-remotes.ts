import manifest from '../../../../../remotes.manifest.json';

/**
 * The remotes whose components each client route mounts first (remotes.manifest.json's `routes`, held
 * equal to shell/src/app/router.tsx by the shell's tests), so the page the server sends can start their
 * manifests before the shell's code has run. A hint only: a route missing here loads as before, one
 * round trip later.
 */
const ROUTE_REMOTES: ReadonlyMap<string, readonly string[]> = manifest.remotes.reduce((routes, remote) => {
  for (const route of remote.routes) routes.set(route, [...(routes.get(route) ?? []), remote.federationName]);
  return routes;
}, new Map<string, string[]>());

/** The remote names a request path's page mounts (query and trailing slash ignored). */
export function remotesOfRoute(url: string): readonly string[] {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  return ROUTE_REMOTES.get(path) ?? [];
}
