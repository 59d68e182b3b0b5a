import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { installedVersion } from './shared';

const require = createRequire(import.meta.url);

/**
 * Where a build's bundler runtime (`@module-federation/webpack-bundler-runtime`) comes from
 * (docs/decisions/0079): `bundled` (its own copy: the standalone dev server, no shell on the page),
 * `provided` (the shell: its copy, also put on the page) or `page` (a remote: the shell's, from the page).
 */
export type BundlerRuntimeSource = 'bundled' | 'provided' | 'page';

const BUNDLER_RUNTIME_MODULES: Record<Exclude<BundlerRuntimeSource, 'bundled'>, string> = {
  provided: fileURLToPath(new URL('./bundler-runtime-on-page.ts', import.meta.url)),
  page: fileURLToPath(new URL('./bundler-runtime-from-page.ts', import.meta.url)),
};

/** A file of one of the federation runtime's packages, in its CommonJS build. */
const COMMONJS_RUNTIME_FILE = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES-module build that sits next to a runtime package's CommonJS file (`x.cjs` → `x.js` or `x.mjs`). */
export function esModuleTwin(file: string): string {
  for (const extension of ['.js', '.mjs']) {
    const twin = file.replace(/\.cjs$/, extension);
    if (existsSync(twin)) return twin;
  }
  return file;
}

/**
 * Bundles the federation runtime from its ES-module builds, so unused code is dropped.
 *
 * The Module Federation plugins resolve the runtime with `require.resolve` (the bundler runtime,
 * `@module-federation/runtime`, the runtime plugins): CommonJS files, which rspack cannot
 * tree-shake, so every build carried all of `@module-federation/sdk` (Node script loading,
 * plugin option types …). The same version's ES-module files, side by side in each package, are
 * used instead: same code, same version, only the module format differs. Runs after the plugins
 * have set their aliases (`afterPlugins`, late stage).
 */
export class FederationRuntimeAsModulesPlugin implements RspackPluginInstance {
  constructor(private readonly bundlerRuntime: BundlerRuntimeSource = 'bundled') {}

  apply(compiler: Compiler) {
    new compiler.webpack.DefinePlugin({
      FEDERATION_BUNDLER_RUNTIME_VERSION: JSON.stringify(installedVersion('@module-federation/webpack-bundler-runtime')),
    }).apply(compiler);
    compiler.hooks.afterPlugins.tap({ name: 'FederationRuntimeAsModulesPlugin', stage: 100 }, () => {
      const alias = { ...(compiler.options.resolve.alias as Record<string, string | false | string[]> | undefined) };
      for (const [request, target] of Object.entries(alias)) {
        if (typeof target === 'string' && COMMONJS_RUNTIME_FILE.test(target)) alias[request] = esModuleTwin(target);
      }
      // Imported by absolute path from the entry runtime the plugins generate.
      const runtimeTools = require.resolve('@module-federation/runtime-tools');
      const entries = [
        require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }),
        require.resolve('@module-federation/inject-external-runtime-core-plugin'),
      ];
      for (const file of entries) alias[file] = esModuleTwin(file);
      if (this.bundlerRuntime !== 'bundled') alias[entries[0]!] = BUNDLER_RUNTIME_MODULES[this.bundlerRuntime];
      compiler.options.resolve.alias = alias;
    });
  }
}
