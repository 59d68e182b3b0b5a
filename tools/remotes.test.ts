import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { appPaths } from '@fitness/schemas/app-paths';
import { repoRoot } from './federation/client-sources';
import { remotes } from './remotes.mjs';

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));
const folders = remotes.map((remote) => remote.folder);

/** The lists that must stay literal, held equal to remotes.manifest.json (docs/decisions/0065). */
describe('the remotes manifest', () => {
  it('names every remote of the repository: each folder at the root with a remote build, and no other', () => {
    const withBuild = readdirSync(repoRoot).filter((dir) => dir !== 'shell' && existsSync(join(repoRoot, dir, 'rspack.config.ts')));
    expect(withBuild.sort()).toEqual([...folders].sort());
    for (const remote of remotes) expect(readJson(`${remote.folder}/package.json`).name).toBe(remote.name);
  });

  it('is what npm installs: package.json lists each remote folder as a workspace (npm needs the literal list)', () => {
    const workspaces: string[] = readJson('package.json').workspaces;
    expect(workspaces.filter((workspace) => !['packages/*', 'services/api', 'shell'].includes(workspace))).toEqual(folders);
  });

  it('is what the all-in-one server maps: shell/remotes.json names each remote by its federation name at /mfe/<folder>/', () => {
    const map = Object.fromEntries(remotes.map((remote) => [remote.federationName, `/mfe/${remote.folder}/mf-manifest.json`]));
    expect(readJson('shell/remotes.json')).toEqual(map);
  });

  it('gives each remote its own names and dev port, mfe-* folders (the lint patterns of packages and the API) and only app routes', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(remotes.map((remote) => remote.name)) && unique(folders) && unique(remotes.map((remote) => remote.federationName))).toBe(true);
    expect(unique([3100, ...remotes.map((remote) => remote.devPort)])).toBe(true);
    expect(folders.every((folder) => /^mfe-[a-z-]+$/.test(folder))).toBe(true);
    expect(remotes.every((remote) => /^[a-z_][a-z0-9_]*$/.test(remote.federationName))).toBe(true);
    const routes = new Set<string>(Object.values(appPaths));
    expect(remotes.flatMap((remote) => remote.routes).filter((route) => !routes.has(route))).toEqual([]);
  });

  it.each(remotes)("builds $folder under its federation name with its dev server's port", async (remote) => {
    const { default: config } = (await import(join(repoRoot, remote.folder, 'rspack.config.ts'))) as { default: () => Configuration };
    const built = config();
    expect(built.output?.uniqueName).toBe(remote.federationName);
    expect(built.devServer).toMatchObject({ port: remote.devPort });
  });
});
