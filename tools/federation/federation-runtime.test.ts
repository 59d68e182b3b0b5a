import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliEnv } from './rspack-config';
import { buildTestRemote, removeBuiltRemotes } from './test-remote-build';

afterAll(removeBuiltRemotes);

/** Builds a one-component remote and answers its entry's code and the modules bundled. */
async function buildRemote(env: CliEnv): Promise<{ remoteEntry: string; modules: string[] }> {
  const { dist, stats, manifest } = await buildTestRemote({ 'greeting.ts': "export const greeting = 'hello';\n" }, { './Greeting': './src/greeting.ts' }, env);
  const modules = stats
    .toJson({ modules: true })
    .modules!.flatMap((module) => [module.nameForCondition ?? '', ...(module.modules ?? []).map((inner) => inner.nameForCondition ?? '')]);
  // The entry is content-hashed (docs/decisions/0023); its manifest names it.
  const entry = manifest.metaData.remoteEntry.name;
  expect(entry).toMatch(/^remoteEntry\.[0-9a-f]{10}\.js$/);
  expect(readdirSync(dist)).toContain(entry);
  return { remoteEntry: readFileSync(join(dist, entry), 'utf8'), modules };
}

const RUNTIME_CORE_FILE = /[\\/]@module-federation[\\/]runtime-core[\\/]/;
const BUNDLER_RUNTIME_FILE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]/;

describe("a remote's federation runtime", () => {
  it("is the page's: the built entry takes the runtime core from the shell and bundles the runtime as ES modules", async () => {
    const { remoteEntry, modules } = await buildRemote({});
    expect(remoteEntry).toContain('_FEDERATION_RUNTIME_CORE');
    expect(modules.filter((file) => RUNTIME_CORE_FILE.test(file))).toEqual([]);
    expect(modules.filter((file) => /[\\/]@module-federation[\\/].+\.cjs$/.test(file))).toEqual([]);
    // The bundler runtime's functions too (docs/decisions/0079): none of its files, the page's copy instead.
    expect(modules.filter((file) => BUNDLER_RUNTIME_FILE.test(file))).toEqual([]);
    expect(remoteEntry).toContain('_FEDERATION_BUNDLER_RUNTIME');
  }, 120_000);

  it('is its own under the standalone dev server (no shell on the page)', async () => {
    const { remoteEntry, modules } = await buildRemote({ RSPACK_SERVE: true });
    expect(remoteEntry).not.toContain('_FEDERATION_RUNTIME_CORE');
    expect(modules.some((file) => RUNTIME_CORE_FILE.test(file))).toBe(true);
    expect(modules.some((file) => BUNDLER_RUNTIME_FILE.test(file))).toBe(true);
    expect(remoteEntry).not.toContain('_FEDERATION_BUNDLER_RUNTIME');
  }, 120_000);
});
