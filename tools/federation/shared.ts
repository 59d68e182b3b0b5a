import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type SharedEntry = {
  /** One instance on the page (the singletons); a library shared only to be downloaded once is not. */
  singleton: boolean;
  strictVersion: true;
  version: string;
  requiredVersion: string;
  /** The module provided (and fallen back to) under the shared name, when not the package's own entry. */
  import?: string;
  /** The name on the page, when the key is a module's path rather than a package name. */
  shareKey?: string;
};
type Shared = Record<string, SharedEntry>;

/**
 * The sharing policy (docs/decisions/0013): only what must be ONE instance on the page is shared —
 * React (hooks break with two copies), the router (one history), the query client and its tRPC
 * bindings (one cache) and `api-client`, which holds them and the one tRPC client (one session).
 * Everything stateless (`domain`, `schemas`, `charts`, `ui`, d3 …) is bundled into each build, so a
 * remote redeployed alone runs exactly the code it was built and tested with; dnd-kit is the one
 * exception, shared but not a singleton, and only between identical copies (`DRAG_KIT`, 0048).
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
 * The sortable list's part of dnd-kit (docs/decisions/0048), ~13 KiB brotli the routines and progress
 * panels both bundled, so a first visit downloaded it twice. Shared as one module, `@fitness/ui`'s
 * `drag-kit.ts` (tree-shaken to what the list uses; the three packages shared by name kept every
 * export and came in three files), but not as a singleton, and named on the page by a hash of that
 * module and the installed dnd-kit versions: two builds share it only when theirs are identical, and
 * any other build loads its own copy, as it was built and tested.
 */
export const DRAG_KIT = fileURLToPath(new URL('../../packages/ui/src/drag-kit.ts', import.meta.url));
const DRAG_KIT_PACKAGES = ['@dnd-kit/accessibility', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities'];

export function dragKitShareKey(): string {
  const hash = createHash('sha256').update(readFileSync(DRAG_KIT));
  for (const name of DRAG_KIT_PACKAGES) hash.update(`\n${name}@${installedVersion(name)}`);
  return `@fitness/ui/drag-kit-${hash.digest('hex').slice(0, 12)}`;
}

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

/**
 * The one shared-config factory used by all five builds (see ARCHITECTURE.md, Module Federation).
 * The shell provides the drag kit too, though it renders no sortable list: its copy is registered
 * first and kept (the shell shares `loaded-first`), so every panel built with the same kit loads
 * the same file on every visit. Provided only by the remotes, the copy depended on which entry
 * registered first, and a visit could ask for a file the service worker had never seen (offline:
 * a panel that could not load).
 */
export function sharedDependencies(): Shared {
  const shared: Shared = {};
  for (const { name, imports } of SINGLETONS) {
    const version = installedVersion(name);
    for (const request of imports) {
      const provided = PROVIDED_BY[request];
      shared[request] = { singleton: true, strictVersion: true, version, requiredVersion: compatibleRange(version), ...(provided ? { import: provided } : {}) };
    }
  }
  const dndKit = installedVersion('@dnd-kit/core');
  shared[DRAG_KIT] = { singleton: false, strictVersion: true, shareKey: dragKitShareKey(), version: dndKit, requiredVersion: dndKit };
  return shared;
}
