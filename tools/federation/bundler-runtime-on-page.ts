/**
 * The shell's bundler runtime, put on the page for the remotes (docs/decisions/0079). The shell's build
 * bundles this module in place of `@module-federation/webpack-bundler-runtime`'s entry. Its functions
 * (share negotiation, consumes, container init) take the build's `__webpack_require__` as an argument
 * and hold no state, so each remote's entry uses the shell's instead of carrying its own copy (~2 KiB
 * brotli each): `bundler-runtime-from-page.ts`.
 */
import federation, { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime/dist/index.js';
// The shell exposes nothing, so its build leaves the container's init out of `bundlerRuntime`; the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type PageBundlerRuntime } from './bundler-runtime-global';

declare const FEDERATION_BUNDLER_RUNTIME_VERSION: string;

const page: PageBundlerRuntime = {
  version: FEDERATION_BUNDLER_RUNTIME_VERSION,
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};
(globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = page;

export default federation;
