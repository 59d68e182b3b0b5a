import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { etagOf, sendRevalidated, setCacheHeaders } from './cache-policy';
import type { RemoteMap } from './remote-map';

export const REMOTE_FOLDERS = ['mfe-auth', 'mfe-weight', 'mfe-routines', 'mfe-progress'] as const;

export function shellDistOf(webRoot: string) {
  return join(webRoot, 'shell', 'dist');
}

/** Sends the shell's index.html (for `/` and, via the not-found handler, every client route), revalidated by its ETag. */
export function sendShellIndex(webRoot: string) {
  const file = join(shellDistOf(webRoot), 'index.html');
  if (!existsSync(file)) return undefined;
  // Read again only when the file changes (a redeploy of the shell), not on every request.
  let held: { mtimeMs: number; size: number; body: Buffer; etag: string } | undefined;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const { mtimeMs, size } = statSync(file);
    if (!held || held.mtimeMs !== mtimeMs || held.size !== size) {
      const body = readFileSync(file);
      held = { mtimeMs, size, body, etag: etagOf(body) };
    }
    return sendRevalidated(request, reply, held.body, held.etag, 'text/html; charset=utf-8');
  };
}

/**
 * All-in-one mode: the built shell at `/`, each remote's build at `/mfe/<remote>/`,
 * and the runtime remote map at `/remotes.json`.
 */
export async function webPlugin(app: FastifyInstance, options: { webRoot: string; remoteMap: RemoteMap }) {
  const remoteMap = JSON.stringify(options.remoteMap);
  const remoteMapTag = etagOf(remoteMap);
  app.get('/remotes.json', (request, reply) => sendRevalidated(request, reply, remoteMap, remoteMapTag, 'application/json; charset=utf-8'));

  for (const remote of REMOTE_FOLDERS) {
    const dist = join(options.webRoot, remote, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`${remote} is not built (${dist}); run "npm run build"`);
      continue;
    }
    await app.register(fastifyStatic, { root: dist, prefix: `/mfe/${remote}/`, decorateReply: false, cacheControl: false, setHeaders: setCacheHeaders, preCompressed: true, index: false });
  }
  const shellDist = shellDistOf(options.webRoot);
  if (!existsSync(shellDist)) {
    app.log.warn(`the shell is not built (${shellDist}); run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', decorateReply: false, cacheControl: false, setHeaders: setCacheHeaders, preCompressed: true, index: false, wildcard: false });
  const sendShell = sendShellIndex(options.webRoot);
  if (sendShell) app.get('/', sendShell);
}
