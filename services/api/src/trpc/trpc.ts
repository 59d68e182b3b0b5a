import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { ZodError } from 'zod';
import type { Services } from '../services';
import '../fastify-types';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
}

export async function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, services: req.server.services, user: req.sessionUser ?? null };
}
export type Context = Awaited<ReturnType<typeof createContext>> & { services: Services };

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: { ...shape.data, fieldErrors: cause instanceof ZodError ? cause.flatten().fieldErrors : null },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** The session's user, never one named by the browser. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
