/** Bundles the floor page (floor-page.tsx) with rspack in production mode, content-hashed and precompressed as the app's builds are. */
import { bundlePage } from '../support/page-bench';
import { PrecompressPlugin } from '../../tools/federation/precompress-plugin';

/** A document like the app's: an inline icon (no favicon request), a viewport, a title. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Dashboard (floor)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export function buildFloor(outDir: string): Promise<void> {
  return bundlePage('./bench/page-dashboard/floor-page.tsx', outDir, {
    publicPath: '/',
    hashedNames: true,
    template: TEMPLATE,
    plugins: [new PrecompressPlugin()],
  });
}
