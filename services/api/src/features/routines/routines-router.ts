import { idInput, reorderInput, routineInput, updateRoutineInput } from '@fitness/schemas';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { RoutineService } from './routines';

export function routinesRouter({ routines }: { routines: RoutineService }) {
  return router({
    list: protectedProcedure.query(({ ctx }) => routines.list(ctx.user.id)),
    create: protectedProcedure.input(routineInput).mutation(({ ctx, input }) => routines.create(ctx.user.id, input.name)),
    rename: protectedProcedure.input(updateRoutineInput).mutation(({ ctx, input }) => routines.rename(ctx.user.id, input.id, input.name)),
    /** Its exercises go with it. */
    delete: protectedProcedure.input(idInput).mutation(({ ctx, input }) => routines.delete(ctx.user.id, input.id)),
    /** Full Body 1, 2 and 3 with their twelve exercises, in one call. */
    createStarters: protectedProcedure.mutation(({ ctx }) => routines.createStarters(ctx.user.id)),
    /** Saves a whole new order in one call (ids in display order). */
    reorder: protectedProcedure.input(reorderInput).mutation(({ ctx, input }) => routines.reorder(ctx.user.id, input.ids)),
  });
}
