import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { ImportService } from './imports';

/** What the "Your data" page reads over tRPC; the files themselves go over REST (/api/export, /api/import). */
export function dataTransferRouter({ imports }: { imports: ImportService }) {
  return router({
    /** The user's imports, newest first: what each added, and whether it finished. */
    imports: protectedProcedure.query(({ ctx }) => imports.list(ctx.user.id)),
  });
}
