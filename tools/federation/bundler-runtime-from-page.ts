/**
 * A remote's bundler runtime, taken from the page (docs/decisions/0079): the remote's build bundles this
 * module in place of `@module-federation/webpack-bundler-runtime`'s entry. The functions are the shell's
 * (`bundler-runtime-on-page.ts`); what holds a build's state stays the build's own: a fresh object each
 * entry fills in (its instance, options, share scope `S`), and `@module-federation/runtime`, whose
 * module state and build id must not be the shell's.
 */
import * as runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime/dist/index.js';
import { BUNDLER_RUNTIME_GLOBAL, type PageBundlerRuntime } from './bundler-runtime-global';

declare const FEDERATION_BUNDLER_RUNTIME_VERSION: string;

const page = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as PageBundlerRuntime | undefined;
// An older shell, or one built with another version: the entry fails and the shell shows this remote's fallback.
if (page?.version !== FEDERATION_BUNDLER_RUNTIME_VERSION) {
  throw new Error(
    `This remote needs the page's federation bundler runtime ${FEDERATION_BUNDLER_RUNTIME_VERSION}; the page has ${page?.version ?? 'none'} (deploy the shell first).`,
  );
}

const federation: Federation = {
  runtime: runtime as Federation['runtime'],
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...page.bundlerRuntime, S: {} },
  attachShareScopeMap: page.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
