import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RemoteMap } from './remote-map';

export const REMOTE_FOLDERS = ['mfe-auth', 'mfe-weight', 'mfe-routines', 'mfe-progress'] as const;

/** Entry points that must never be cached: a remote or shell redeploy is picked up on the next load. */
const NO_CACHE = /(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

function setHeaders(res: { setHeader(name: string, value: string): void }, path: string) {
  res.setHeader('Cache-Control', NO_CACHE.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

export function shellDistOf(webRoot: string) {
  return join(webRoot, 'shell', 'dist');
}

/** Sends the shell's index.html (for `/` and, via the not-found handler, every client route). */
export function sendShellIndex(webRoot: string) {
  const dist = shellDistOf(webRoot);
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  return (_request: unknown, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(createReadStream(join(dist, 'index.html')));
}

/**
 * All-in-one mode: the built shell at `/`, each remote's build at `/mfe/<remote>/`,
 * and the runtime remote map at `/remotes.json`.
 */
export async function webPlugin(app: FastifyInstance, options: { webRoot: string; remoteMap: RemoteMap }) {
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(options.remoteMap));

  for (const remote of REMOTE_FOLDERS) {
    const dist = join(options.webRoot, remote, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`${remote} is not built (${dist}); run "npm run build"`);
      continue;
    }
    await app.register(fastifyStatic, { root: dist, prefix: `/mfe/${remote}/`, decorateReply: false, cacheControl: false, setHeaders, index: false });
  }
  const shellDist = shellDistOf(options.webRoot);
  if (!existsSync(shellDist)) {
    app.log.warn(`the shell is not built (${shellDist}); run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: shellDist, prefix: '/', decorateReply: false, cacheControl: false, setHeaders, index: false, wildcard: false });
  const sendShell = sendShellIndex(options.webRoot);
  if (sendShell) app.get('/', sendShell);
}
