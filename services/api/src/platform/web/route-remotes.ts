/**
 * The remotes whose components each client route mounts first (shell/src/app/router.tsx), so the
 * page the server sends can start their manifests before the shell's code has run. A hint only: a
 * route missing here loads as before, one round trip later.
 */
const ROUTE_REMOTES: Record<string, readonly string[]> = {
  '/dashboard': ['mfe_weight', 'mfe_routines', 'mfe_progress'],
  '/profile': ['mfe_weight'],
  '/profile-form': ['mfe_weight'],
  '/data': ['mfe_weight'],
  '/login': ['mfe_auth'],
  '/register': ['mfe_auth'],
  '/forgot-password': ['mfe_auth'],
  '/otp': ['mfe_auth'],
  '/password-reset': ['mfe_auth'],
};

/** The remote names a request path's page mounts (query and trailing slash ignored). */
export function remotesOfRoute(url: string): readonly string[] {
  const path = (url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  return ROUTE_REMOTES[path] ?? [];
}
