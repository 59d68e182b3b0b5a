import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteInFolder } from '../remotes.mjs';
import { type BundlerRuntimeSource, FederationRuntimeAsModulesPlugin } from './federation-runtime';
import { PrecompressPlugin } from './precompress-plugin';
import { sharedDependencies, type SharedEntry } from './shared';
import { StartupHintsPlugin } from './startup-hints-plugin';

export interface RemoteOptions {
  /** Folder of the workspace (absolute). */
  dir: string;
  /** Federation name, e.g. `mfe_weight`; the manifest's for the folder by default (remotes.manifest.json). */
  name?: string;
  /** Exposed components: `./WeightPanel` → `./src/...`. */
  exposes: Record<string, string>;
  /** Port of the standalone dev server (`npm run dev:standalone -w <remote>`); the manifest's by default. */
  devPort?: number;
  /** The singletons it shares; the policy's by default (a test builds a remote against other versions). */
  shared?: Record<string, SharedEntry>;
}

/** What rspack's CLI passes a config function (`RSPACK_SERVE` under `rspack serve`). */
export interface CliEnv {
  RSPACK_SERVE?: boolean;
}

const isProduction = process.env.NODE_ENV !== 'development';

/**
 * Content hashes in every script and style sheet name: a file's name changes with its content, so a
 * redeploy can never mix a new remote entry with a cached old chunk, and hashed files are cached
 * for a year. The bench's floor page is named the same way.
 */
export const HASHED_NAMES = {
  filename: '[name].[contenthash:10].js',
  chunkFilename: '[name].[contenthash:10].js',
  cssFilename: '[name].[contenthash:10].css',
  cssChunkFilename: '[name].[contenthash:10].css',
} as const;

/** A remote's entry file: content-hashed, found through its manifest. */
export const REMOTE_ENTRY = 'remoteEntry.[contenthash:10].js';

/**
 * Our TypeScript and JSX through swc, to the syntax tsconfig.base.json targets (ES2022): without a
 * target swc wrote ES5 (helpers for classes, spread, async), ~24 KiB brotli more on a cold dashboard
 * (docs/decisions/0025). Packages from node_modules are bundled as published. The bench's floor
 * page is built with the same rule.
 */
export const SOURCE_RULE = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
  type: 'javascript/auto',
} as const;

/** Every build runs in a browser: the runtime's Node-only script loading is left out. */
const WEB_ONLY = { target: 'web' } as const;

function baseConfig(dir: string, title: string, bundlerRuntime: BundlerRuntimeSource): Configuration {
  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    // No eval-based source maps: the CSP has no 'unsafe-eval'.
    devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [SOURCE_RULE, { test: /\.css$/, type: 'css/auto' }],
    },
    output: {
      // Absolute output path: MF type generation otherwise lands in dist/dist (TOOLCHAIN.md).
      path: join(dir, 'dist'),
      clean: true,
      uniqueName: title,
      ...HASHED_NAMES,
    },
    plugins: [
      new FederationRuntimeAsModulesPlugin(bundlerRuntime),
      new rspack.HtmlRspackPlugin({ template: join(dir, 'index.html') }),
      ...(isProduction ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    // Under `rspack serve`, lazily compiled async boundaries (`import('./bootstrap')`) left a
    // standalone page blank: their hot-update chunk 404s. Compile everything up front.
    lazyCompilation: false,
    stats: 'errors-warnings',
  };
}

/** A remote's federation name and dev port: remotes.manifest.json's for its package, unless given (a test's remote). */
function remoteIdentity(options: RemoteOptions): { name: string; devPort: number } {
  if (options.name !== undefined && options.devPort !== undefined) return { name: options.name, devPort: options.devPort };
  const listed = remoteInFolder(options.dir);
  return { name: options.name ?? listed.federationName, devPort: options.devPort ?? listed.devPort };
}

/**
 * A remote: exposes components, emits mf-manifest.json, chunks resolve relative to wherever it is hosted.
 *
 * One federation runtime per page (docs/decisions/0020): the remote's entry does not carry the
 * runtime core; it uses the one the shell put on the page (`externalRuntime`). Only the standalone
 * dev server (`rspack serve`, no shell on the page) bundles its own.
 */
export function remoteConfig(options: RemoteOptions): (env?: CliEnv) => Configuration {
  return (env = {}) => {
    const standalone = env.RSPACK_SERVE === true;
    const { name, devPort } = remoteIdentity(options);
    // Its entry takes the bundler runtime's functions from the page too, except standalone (docs/decisions/0079).
    const config = baseConfig(options.dir, name, standalone ? 'bundled' : 'page');
    config.output = { ...config.output, publicPath: 'auto' };
    // One script per exposed panel, its libraries inside (docs/decisions/0027): the dashboard's three
    // panels came in twelve files, queued six at a time on an HTTP/1.1 connection pool and run as twelve
    // tasks. Parts loaded on demand (dialogs, statistics) stay files of their own.
    config.optimization = { splitChunks: false };
    config.plugins!.push(
      new ModuleFederationPlugin({
        name,
        // Hashed like every other file (docs/decisions/0023): mf-manifest.json names it
        // (`metaData.remoteEntry`), so only the manifest is revalidated on a load, never the entry.
        filename: REMOTE_ENTRY,
        exposes: options.exposes,
        shared: options.shared ?? sharedDependencies(),
        manifest: true,
        dts: false,
        // A remote never loads remotes itself: its entry leaves out the bundler runtime's remote loading.
        experiments: { externalRuntime: !standalone, optimization: { ...WEB_ONLY, disableRemote: true } },
      }),
    );
    config.devServer = devServer(devPort);
    return config;
  };
}

/** The runtime core's snapshot handler, and what the shell's build has in its place (docs/decisions/0079). */
const SNAPSHOT_HANDLER = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
const NO_SNAPSHOT_HANDLER = fileURLToPath(new URL('./no-snapshot-handler.js', import.meta.url));

/**
 * The shell (host): no compile-time remotes; they come from /remotes.json at runtime. Its index.html
 * preloads what the entry loads at once (the bootstrap chunk and its shared packages, 0023).
 * `shared`: the policy's singletons by default (a test builds a host against a small package).
 */
export function shellConfig(dir: string, shared: Record<string, SharedEntry> = sharedDependencies()): Configuration {
  const config = baseConfig(dir, 'shell', 'provided');
  config.name = 'shell';
  config.output = { ...config.output, publicPath: '/' };
  config.plugins!.push(
    // The web app manifest and its icons, as they are (unhashed: the manifest names them).
    new rspack.CopyRspackPlugin({ patterns: [{ from: join(dir, 'public'), to: '.', noErrorOnMissing: true }] }),
    new StartupHintsPlugin(),
    // Federation's manifest snapshots are left out (`disableSnapshot` below), their handler too (0079).
    new rspack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, NO_SNAPSHOT_HANDLER),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared,
      // A dead remote manifest must not reject the host's bootstrap (TOOLCHAIN.md).
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // The page's one federation runtime core: the remotes' entries use it (docs/decisions/0020). Without
      // the snapshot plugin: the shell resolves a remote's manifest itself (remote-manifest-plugin.ts, 0079).
      experiments: { provideExternalRuntime: true, optimization: { ...WEB_ONLY, disableSnapshot: true } },
    }),
  );
  config.devServer = devServer(3100);
  return config;
}

/**
 * The shell's service worker (docs/decisions/0043): one unhashed script, `dist/sw.js`, beside the
 * shell's files (its URL must stay the same across deploys; the server serves it no-cache and stamps
 * it with the deploy, so each deploy is a new worker). No federation, no HTML; built after the shell,
 * whose build empties `dist/`.
 */
export function serviceWorkerConfig(dir: string): Configuration {
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: dir,
    mode: isProduction ? 'production' : 'development',
    target: 'webworker',
    devtool: false,
    entry: { sw: './src/service-worker/worker.ts' },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [SOURCE_RULE] },
    output: { path: join(dir, 'dist'), clean: false, filename: 'sw.js' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Standalone dev server: API calls go to the all-in-one server (default port 3000). */
function devServer(port: number): Configuration['devServer'] {
  const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/trpc', '/remotes.json', '/mfe'], target: api, changeOrigin: false }],
  };
}
