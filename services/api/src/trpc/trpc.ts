import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import type { Services } from '../services';
import '../fastify-types';

export async function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, services: req.server.services, user: req.sessionUser ?? null };
}
export type Context = Awaited<ReturnType<typeof createContext>> & { services: Services };

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    // Stack traces only for a developer's own machine; without a context (it failed) nothing is assumed.
    const { stack, ...data } = shape.data;
    const showStack = ctx?.services.config.nodeEnv === 'development';
    return {
      ...shape,
      data: {
        ...data,
        ...(showStack && stack !== undefined ? { stack } : {}),
        fieldErrors: cause instanceof ZodError ? cause.flatten().fieldErrors : null,
        // 429s say when to try again (e.g. the OTP resend countdown).
        retryAfterSeconds: cause instanceof AppError ? (cause.retryAfterSeconds ?? null) : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const trpcCodes = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<AppError['status'], TRPCError['code']>;

/** Services throw AppError for both transports; here it becomes the tRPC error with the same message and status. */
const appErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    if (cause.status >= 500) ctx.req.log.warn({ err: cause.cause ?? cause }, cause.message);
    throw new TRPCError({ code: trpcCodes[cause.status], message: cause.message, cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(appErrors);

/** The session's user, never one named by the browser. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
