import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { bodyEtag } from '../http/etags';
import { dropUnusedHeaders, sendRevalidated, setCacheHeaders } from './cache-policy';
import { REMOTE_FOLDERS, type RemoteMap } from './remote-map';
import { serviceWorkerSender, WORKER_FILE, WORKER_PATH } from './service-worker-script';
import type { shellPageSender } from './shell-page';

/** How every build's files are served: precompressed siblings, cache headers by name (cache-policy.ts), no index pages. */
const BUILT_FILES = { decorateReply: false, cacheControl: false, setHeaders: setCacheHeaders, preCompressed: true, index: false } as const;

/**
 * All-in-one mode: the built shell at `/`, each remote's build at `/mfe/<remote>/`, and the runtime
 * remote map at `/remotes.json` (also written into the page itself; operators and old pages read this).
 */
export async function webPlugin(app: FastifyInstance, options: { webRoot: string; remoteMap: RemoteMap; sendShell?: ReturnType<typeof shellPageSender> }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    dropUnusedHeaders(reply);
    return payload;
  });
  const remoteMap = JSON.stringify(options.remoteMap);
  const remoteMapTag = bodyEtag(remoteMap);
  app.get('/remotes.json', (request, reply) => sendRevalidated(request, reply, remoteMap, remoteMapTag, 'application/json; charset=utf-8'));

  for (const remote of REMOTE_FOLDERS) {
    const dist = join(options.webRoot, remote, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`${remote} is not built (${dist}); run "npm run build"`);
      continue;
    }
    await app.register(fastifyStatic, { ...BUILT_FILES, root: dist, prefix: `/mfe/${remote}/` });
  }
  const shellDist = join(options.webRoot, 'shell', 'dist');
  if (!existsSync(shellDist)) {
    app.log.warn(`the shell is not built (${shellDist}); run "npm run build"`);
    return;
  }
  // The service worker is sent stamped with the deploy (service-worker-script.ts), not as the file.
  await app.register(fastifyStatic, { ...BUILT_FILES, root: shellDist, prefix: '/', wildcard: false, globIgnore: [WORKER_FILE, `${WORKER_FILE}.*`] });
  const sendWorker = serviceWorkerSender(options);
  if (sendWorker) app.get(WORKER_PATH, sendWorker);
  if (options.sendShell) app.get('/', options.sendShell);
}
