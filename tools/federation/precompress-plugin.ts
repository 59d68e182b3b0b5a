import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing (images and fonts are compressed already; source maps are fetched only by devtools). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
/** Below this the headers cost more than the saving. */
const MIN_BYTES = 1024;

/**
 * Writes `<asset>.br` (brotli, quality 11) and `<asset>.gz` (gzip -9) next to every text asset, so
 * the server sends them precompressed (`@fastify/static` preCompressed) at no CPU cost per request.
 * compression-webpack-plugin would pull in webpack itself as a peer; node's zlib is all this needs.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const { RawSource } = compiler.rspack.sources;
          await Promise.all(
            Object.keys(assets)
              .filter((name) => COMPRESSIBLE.test(name))
              .map(async (name) => {
                const source = compilation.getAsset(name)!.source.buffer();
                if (source.length < MIN_BYTES) return;
                const [br, gz] = await Promise.all([
                  brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
                  gzipAsync(source, { level: 9 }),
                ]);
                compilation.emitAsset(`${name}.br`, new RawSource(br));
                compilation.emitAsset(`${name}.gz`, new RawSource(gz));
              }),
          );
        },
      );
    });
  }
}
