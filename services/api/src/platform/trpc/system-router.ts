import { publicProcedure, router } from './trpc';
import type { Storage } from '../storage';

export function systemRouter({ storage }: { storage: Pick<Storage, 'kind'> }) {
  return router({
    /** Liveness plus which store answers, for the shell's status checks. */
    health: publicProcedure.query(() => ({ status: 'ok' as const, storage: storage.kind })),
  });
}
