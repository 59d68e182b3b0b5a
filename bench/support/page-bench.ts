import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type RspackPluginInstance, type Stats } from '@rspack/core';
import { HASHED_NAMES, SOURCE_RULE } from '../../tools/federation/rspack-config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BundleOptions {
  /** Served from this path (default: relative to the page). */
  publicPath?: string;
  /** Content hashes in the JS and CSS file names, as the app's builds have (cacheable for a year). */
  hashedNames?: boolean;
  plugins?: RspackPluginInstance[];
  /** The page's HTML around `<div id="root">` (default: a bare document). */
  template?: string;
  /** The repository the entry and its imports are read from (default: this one), e.g. a baseline's tree (bench/support/baseline.ts). */
  context?: string;
}

/** Bundles one bench page (`bench/<page>.tsx`) in production mode into `outDir`, with an index.html. */
export function bundlePage(entry: string, outDir: string, options: BundleOptions = {}): Promise<void> {
  const hashed = options.hashedNames ? HASHED_NAMES : {};
  const config: Configuration = {
    mode: 'production',
    context: options.context ?? root,
    entry: { main: entry },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [SOURCE_RULE, { test: /\.css$/, type: 'css/auto' }],
    },
    output: { path: outDir, clean: true, ...hashed, ...(options.publicPath ? { publicPath: options.publicPath } : {}) },
    plugins: [
      new rspack.HtmlRspackPlugin({
        templateContent: options.template ?? '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
      }),
      ...(options.plugins ?? []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  return new Promise((resolve, reject) => {
    rspack(config, (error: Error | null, stats?: Stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}
