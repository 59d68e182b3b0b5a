/**
 * The one front both pages of bench/page-original are loaded through, so both pay the same hop to the
 * app's API: with a build folder (the original client), its files from memory, brotli-precompressed
 * and cached as the app's server does its own build files (tools/federation/precompress-plugin.ts,
 * services/api/src/platform/web/cache-policy.ts), and `/api`, `/trpc` passed to the app; without one
 * (our app), every request passed to the app.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { contentTypeOf, etagOf, serveBuildFront, type BuildFile, type BuildFront } from '../support/build-front';

/** As the app's PrecompressPlugin: text worth compressing, from 1 KiB up (images are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_BYTES = 1024;
/** Create React App names its bundles and media `name.<8 or 20 hex>.ext` under static/: a year, immutable, no validators (as the app's). */
const HASHED = /^\/static\/.+\.[0-9a-f]{8,20}\.[a-z0-9]+$/;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* walk(join(dir, entry.name));
    else yield join(dir, entry.name);
  }
}

/** Every file of the build but source maps, keyed by its URL path, compressed once here (brotli 11, as the app's build). */
function readBuild(root: string): Map<string, BuildFile> {
  const files = new Map<string, BuildFile>();
  for (const file of walk(root)) {
    if (file.endsWith('.map')) continue;
    const path = `/${relative(root, file).split(sep).join('/')}`;
    const plain = readFileSync(file);
    const brotli =
      COMPRESSIBLE.test(path) && plain.length >= MIN_BYTES
        ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
        : undefined;
    const hashed = HASHED.test(path);
    files.set(path, {
      type: contentTypeOf(path),
      cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(hashed ? {} : { etag: etagOf(plain) }),
      plain,
      brotli,
    });
  }
  return files;
}

export type FrontServer = BuildFront;

/** The front on a free loopback port: `buildDir`'s files (a page path answers its index.html) or, without it, all of the app at `appUrl`. */
export const serveFront = (appUrl: string, buildDir?: string): Promise<FrontServer> => serveBuildFront(appUrl, buildDir ? readBuild(buildDir) : undefined);
