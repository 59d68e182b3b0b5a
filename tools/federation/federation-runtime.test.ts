import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { remoteConfig, type CliEnv } from './rspack-config';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Builds a one-component remote with the project's remote config, as `rspack build` (or `rspack serve`) would. */
async function buildRemote(env: CliEnv): Promise<{ remoteEntry: string; modules: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'remote-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>remote</title><div id="root"></div>');
  writeFileSync(join(dir, 'src', 'index.ts'), "void import('./greeting');\n");
  writeFileSync(join(dir, 'src', 'greeting.ts'), "export const greeting = 'hello';\n");
  const config: Configuration = remoteConfig({ dir, name: 'mfe_test', exposes: { './Greeting': './src/greeting.ts' }, devPort: 3199, shared: {} })(env);
  const stats = await new Promise<Stats>((resolve, reject) => rspack({ ...config, devtool: false, plugins: config.plugins!.filter((plugin) => plugin?.constructor.name !== 'PrecompressPlugin') }).run((error, result) => (error || !result ? reject(error) : resolve(result))));
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  const modules = stats.toJson({ modules: true }).modules!.flatMap((module) => [module.nameForCondition ?? '', ...(module.modules ?? []).map((inner) => inner.nameForCondition ?? '')]);
  // The entry is content-hashed (docs/decisions/0023); its manifest names it.
  const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as { metaData: { remoteEntry: { name: string } } };
  const entry = manifest.metaData.remoteEntry.name;
  expect(entry).toMatch(/^remoteEntry\.[0-9a-f]{10}\.js$/);
  expect(readdirSync(join(dir, 'dist'))).toContain(entry);
  return { remoteEntry: readFileSync(join(dir, 'dist', entry), 'utf8'), modules };
}

const RUNTIME_CORE_FILE = /[\\/]@module-federation[\\/]runtime-core[\\/]/;

describe("a remote's federation runtime", () => {
  it("is the page's: the built entry takes the runtime core from the shell and bundles the runtime as ES modules", async () => {
    const { remoteEntry, modules } = await buildRemote({});
    expect(remoteEntry).toContain('_FEDERATION_RUNTIME_CORE');
    expect(modules.filter((file) => RUNTIME_CORE_FILE.test(file))).toEqual([]);
    expect(modules.filter((file) => /[\\/]@module-federation[\\/].+\.cjs$/.test(file))).toEqual([]);
  }, 120_000);

  it('is its own under the standalone dev server (no shell on the page)', async () => {
    const { remoteEntry, modules } = await buildRemote({ RSPACK_SERVE: true });
    expect(remoteEntry).not.toContain('_FEDERATION_RUNTIME_CORE');
    expect(modules.some((file) => RUNTIME_CORE_FILE.test(file))).toBe(true);
  }, 120_000);
});
