import { initTRPC, TRPCError } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors/errors';
import { plainMessage } from './plain-messages';
import '../fastify-types';

/** What every procedure sees: the request, the reply and the session's user. Features get their services from the composition root. */
export async function createContext({ req, res }: CreateFastifyContextOptions) {
  return { req, res, user: req.sessionUser ?? null, errorStacks: req.server.config.errorStacks };
}
export type Context = Awaited<ReturnType<typeof createContext>>;

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    // Stack traces only for a developer's own machine; without a context (it failed) nothing is assumed.
    const { stack, ...data } = shape.data;
    const showStack = ctx?.errorStacks === true;
    return {
      ...shape,
      message: plainMessage(error),
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
/** The formatter and transformer every tRPC error answer goes through (error-body.ts uses it for the answers Fastify makes). */
export const trpcConfig = t._config;

const trpcCodes = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
} as const satisfies Record<AppError['status'], TRPCError['code']>;

/** Services throw AppError for both transports; here it becomes the tRPC error with the same message and status. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCodes[cause.status], message: cause.message, cause });
  }
  return result;
});

/** tRPC reads a body only for procedures with an input: read it for all, so a broken body is refused, never ignored. */
const readableInput = t.middleware(async ({ ctx, getRawInput, next }) => {
  if (ctx.req.method !== 'POST' || ctx.req.body) await getRawInput();
  return next();
});

export const publicProcedure = t.procedure.use(readableInput).use(appErrors);

/** The session's user, never one named by the browser. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please log in' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
