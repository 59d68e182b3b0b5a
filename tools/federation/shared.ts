import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

type Shared = Record<string, { singleton: true; requiredVersion: string; version?: string; eager?: boolean }>;

/** Workspace packages shared as singletons: one copy, one cache, one session across the shell and remotes. */
const workspacePackages = ['api-client', 'ui', 'charts', 'domain', 'schemas'];

function workspaceVersion(dir: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** The one shared-config factory used by all five builds (see ARCHITECTURE.md, Module Federation). */
export function sharedDependencies(): Shared {
  const shared: Shared = {
    react: { singleton: true, requiredVersion: '^19.0.0' },
    'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
    'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
    'react-router': { singleton: true, requiredVersion: '^7.0.0' },
    '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
    '@trpc/client': { singleton: true, requiredVersion: '^11.0.0' },
    '@trpc/tanstack-react-query': { singleton: true, requiredVersion: '^11.0.0' },
  };
  for (const dir of workspacePackages) {
    const version = workspaceVersion(dir);
    shared[`@fitness/${dir}`] = { singleton: true, version, requiredVersion: version };
  }
  return shared;
}
