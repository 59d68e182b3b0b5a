import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { freePort } from './app-server';

/** A second origin on loopback serving one remote's build with CORS on, as a CDN would. */
export async function serveFolderWithCors(root: string) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, { root });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}
