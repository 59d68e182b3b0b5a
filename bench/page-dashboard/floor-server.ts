/**
 * Serves the floor page beside the app: its files (precompressed, cached like the app's: a file with
 * a content hash for a year, index.html revalidated by its ETag) and, passed through to the app, the
 * API paths, so the page's data requests carry the session cookie (cookies ignore the port) and
 * reach the same server the app's dashboard reads from.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentTypeOf, etagOf, serveBuildFront, type BuildFile, type BuildFront } from '../support/build-front';

/** Every file of the build, held in memory (the page is small): its brotli and gzip siblings when the build wrote them. */
function readBuild(dir: string): Map<string, BuildFile> {
  const files = new Map<string, BuildFile>();
  for (const name of readdirSync(dir)) {
    if (/\.(br|gz|map)$/.test(name)) continue;
    const plain = readFileSync(join(dir, name));
    const sibling = (suffix: string) => (existsSync(join(dir, name + suffix)) ? readFileSync(join(dir, name + suffix)) : undefined);
    files.set(`/${name}`, {
      type: contentTypeOf(name),
      etag: etagOf(plain),
      // The bundler names every file but index.html after its content.
      cacheControl: name === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      plain,
      brotli: sibling('.br'),
      gzip: sibling('.gz'),
    });
  }
  return files;
}

export type FloorServer = BuildFront;

/** The floor's build at `/` (a page path such as /dashboard answers index.html), `/trpc/*` and `/api/*` passed to the app. */
export const serveFloor = (buildDir: string, appUrl: string): Promise<FloorServer> => serveBuildFront(appUrl, readBuild(buildDir));
