import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { remoteConfig, type CliEnv } from './rspack-config';
import type { SharedEntry } from './shared';

/** What one exposed module loads, as the remote's mf-manifest.json lists it. */
export interface ExposeFiles {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

export interface BuiltRemote {
  dist: string;
  stats: Stats;
  manifest: { metaData: { remoteEntry: { name: string } }; exposes: ExposeFiles[] };
}

const dirs: string[] = [];

/** Removes every remote these tests built (call from `afterAll`). */
export function removeBuiltRemotes(): void {
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

/** A build config as tests build it: without the source maps and precompressed copies no test reads. */
export function withoutUnreadFiles(config: Configuration): Configuration {
  return { ...config, devtool: false, plugins: config.plugins?.filter((plugin) => plugin?.constructor.name !== 'PrecompressPlugin') };
}

/**
 * Builds a small remote with the project's remote config, as `rspack build` (or `rspack serve`)
 * would: `files` are its sources under `src/`, `exposes` maps exposed names to them. No source
 * maps or precompressed copies, which these tests do not read. `shared`: nothing unless given.
 */
export async function buildTestRemote(
  files: Record<string, string>,
  exposes: Record<string, string>,
  env: CliEnv = {},
  shared: Record<string, SharedEntry> = {},
): Promise<BuiltRemote> {
  const dir = mkdtempSync(join(tmpdir(), 'remote-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>remote</title><div id="root"></div>');
  for (const [file, text] of Object.entries({ 'index.ts': "void import('./bootstrap');\n", 'bootstrap.ts': '', ...files })) {
    mkdirSync(dirname(join(dir, 'src', file)), { recursive: true });
    writeFileSync(join(dir, 'src', file), text);
  }
  const config: Configuration = remoteConfig({ dir, name: 'mfe_test', exposes, devPort: 3199, shared })(env);
  const stats = await new Promise<Stats>((resolve, reject) =>
    rspack(withoutUnreadFiles(config)).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const dist = join(dir, 'dist');
  return { dist, stats, manifest: JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as BuiltRemote['manifest'] };
}
