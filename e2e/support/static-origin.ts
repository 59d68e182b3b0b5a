import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { setCacheHeaders } from '../../services/api/src/platform/web/cache-policy';
import { freePort } from './app-server';

/**
 * A second origin on loopback serving one remote's build with CORS on, as a CDN would, with the
 * caching rules the README asks of a CDN. `setAvailable(false)` makes it answer 503 (an outage).
 */
export async function serveFolderWithCors(root: string) {
  // forceCloseConnections: a socket Chromium opened ahead (preload hints, preconnect) and never
  // used is not idle to node, and would hold close() until its 300 s request timeout.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  let available = true;
  const served: string[] = [];
  const refused: string[] = [];
  app.addHook('onRequest', async (request, reply) => {
    if (!available) {
      refused.push(request.url);
      return reply.status(503).header('Access-Control-Allow-Origin', '*').send('down for maintenance');
    }
    served.push(request.url);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, { root, cacheControl: false, setHeaders: setCacheHeaders, preCompressed: true });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => app.close(),
    setAvailable(next: boolean) {
      available = next;
    },
    /** Paths requested so far (answered while available). */
    served,
    /** Paths refused with 503 while down. */
    refused,
  };
}
