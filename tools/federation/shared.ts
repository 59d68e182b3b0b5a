import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type SharedEntry = {
  singleton: true;
  strictVersion: true;
  version: string;
  requiredVersion: string;
  /** The module provided (and fallen back to) under the shared name, when not the package's own entry. */
  import?: string;
};
type Shared = Record<string, SharedEntry>;

/**
 * The sharing policy (docs/decisions/0013): only what must be ONE instance on the page is shared —
 * React (hooks break with two copies), the router (one history), the query client and its tRPC
 * bindings (one cache) and `api-client`, which holds them and the one tRPC client (one session).
 * Everything stateless (`domain`, `schemas`, `charts`, `ui`, d3, dnd-kit …) is bundled into each
 * build, so a remote redeployed alone runs exactly the code it was built and tested with.
 * `@trpc/client` is bundled too, tree-shaken (docs/decisions/0020): only `api-client` imports it,
 * so the page runs the copy inside the `api-client` it shares (a test keeps it that way).
 */
export const SINGLETONS = [
  { name: 'react', imports: ['react', 'react/jsx-runtime'] },
  { name: 'react-dom', imports: ['react-dom', 'react-dom/client'] },
  { name: 'react-router', imports: ['react-router'] },
  { name: '@tanstack/react-query', imports: ['@tanstack/react-query'] },
  { name: '@trpc/tanstack-react-query', imports: ['@trpc/tanstack-react-query'] },
  { name: '@fitness/api-client', imports: ['@fitness/api-client'] },
] as const;

/**
 * Shared names served by a smaller module than the package's entry (docs/decisions/0020): the
 * router's browser API, without its server half.
 */
const PROVIDED_BY: Partial<Record<string, string>> = {
  'react-router': fileURLToPath(new URL('./react-router-browser-api.ts', import.meta.url)),
};

/** The version a build actually bundles: the installed package's own manifest. */
export function installedVersion(name: string): string {
  // The workspace's one hoisted copy (npm workspaces); read directly, as some packages do not export package.json.
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * What a build accepts from the page: the same major, at least the minor it was built with
 * (`^19.3.0` for React 19.3.1). An older or newer-major copy already on the page is refused
 * (`strictVersion`), so the remote falls back to its "unavailable" panel instead of running
 * against an API it was never tested with.
 */
export function compatibleRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

/** The one shared-config factory used by all five builds (see ARCHITECTURE.md, Module Federation). */
export function sharedDependencies(): Shared {
  const shared: Shared = {};
  for (const { name, imports } of SINGLETONS) {
    const version = installedVersion(name);
    for (const request of imports) {
      const provided = PROVIDED_BY[request];
      shared[request] = { singleton: true, strictVersion: true, version, requiredVersion: compatibleRange(version), ...(provided ? { import: provided } : {}) };
    }
  }
  return shared;
}
