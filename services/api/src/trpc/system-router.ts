import { publicProcedure, router } from './trpc';

export const systemRouter = router({
  /** Liveness plus which store answers, for the shell's status checks. */
  health: publicProcedure.query(({ ctx }) => ({ status: 'ok' as const, storage: ctx.services.storage.kind })),
});
