import type { Federation } from '@module-federation/webpack-bundler-runtime/dist/index.js';

/** Where the shell puts its bundler runtime for the remotes (docs/decisions/0079). */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

export interface PageBundlerRuntime {
  /** `@module-federation/webpack-bundler-runtime`'s version in the shell's build. */
  version: string;
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: NonNullable<Federation['attachShareScopeMap']>;
}
