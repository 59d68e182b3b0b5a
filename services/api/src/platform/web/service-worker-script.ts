import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type Encoding } from '../compression/accepted-encoding';
import { bodyEtag, ifNoneMatchHas } from '../http/etags';
import { REVALIDATE } from './cache-policy';
import type { RemoteMap } from './remote-map';
import { localRemoteEntries } from './remote-entries';
import { pageRemoteMap, variantsOf, type PageVariant } from './shell-page';

/** Where the shell's build puts the worker (tools/federation/rspack-config.ts `serviceWorkerConfig`) and where it is served. */
export const WORKER_FILE = 'sw.js';
export const WORKER_PATH = `/${WORKER_FILE}`;

/**
 * Sends the shell's service worker at `/sw.js` (docs/decisions/0043), stamped with the deploy (index.html and the
 * hosted remotes' entries): a browser installs a worker again when its bytes change, so any deploy makes a new worker
 * wait and the page say "A new version is ready". Revalidated by its ETag; scope `/`. Undefined when the shell is not built.
 */
export function serviceWorkerSender({ webRoot, remoteMap }: { webRoot: string; remoteMap: RemoteMap }) {
  const dist = join(webRoot, 'shell', 'dist');
  const workerFile = join(dist, WORKER_FILE);
  const pageFile = join(dist, 'index.html');
  if (!existsSync(workerFile)) return undefined;
  const entryOf = localRemoteEntries(webRoot);
  let made: { key: string; variants: Record<Encoding, PageVariant> } | undefined;

  return (request: FastifyRequest, reply: FastifyReply) => {
    const worker = statSync(workerFile);
    const page = existsSync(pageFile) ? statSync(pageFile) : undefined;
    const map = JSON.stringify(pageRemoteMap(remoteMap, entryOf));
    const key = `${worker.mtimeMs}:${worker.size}:${page?.mtimeMs}:${page?.size}:${map}`;
    if (made?.key !== key) {
      const deploy = bodyEtag(`${page ? readFileSync(pageFile, 'utf8') : ''}\n${map}`).slice(1, -1);
      made = { key, variants: variantsOf(`/* deploy ${deploy} */\n${readFileSync(workerFile, 'utf8')}`) };
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const variant = made.variants[encoding];
    reply.header('Cache-Control', REVALIDATE).header('ETag', variant.etag).header('Vary', 'Accept-Encoding').header('Service-Worker-Allowed', '/');
    if (ifNoneMatchHas(request.headers['if-none-match'], variant.etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.type('text/javascript; charset=utf-8').send(variant.body);
  };
}
