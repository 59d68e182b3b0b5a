import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { AnyTRPCRouter } from '@trpc/server';
import { createContext } from './trpc';

/** Serves the app's router (the composition root makes it) under /trpc. */
export async function trpcPlugin(app: FastifyInstance, { router }: { router: AnyTRPCRouter }) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router,
      createContext,
      // Failures tRPC answers before it knows the call (e.g. 415) would go out as text/plain.
      responseMeta: ({ errors }) => (errors.length > 0 ? { headers: { 'content-type': 'application/json' } } : {}),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AnyTRPCRouter>['trpcOptions'],
  });
}
