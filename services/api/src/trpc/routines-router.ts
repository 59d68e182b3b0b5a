import { idInput, reorderInput, routineInput, updateRoutineInput } from '@fitness/schemas';
import { protectedProcedure, router } from './trpc';

export const routinesRouter = router({
  list: protectedProcedure.query(({ ctx }) => ctx.services.routines.list(ctx.user.id)),
  create: protectedProcedure.input(routineInput).mutation(({ ctx, input }) => ctx.services.routines.create(ctx.user.id, input.name)),
  rename: protectedProcedure.input(updateRoutineInput).mutation(({ ctx, input }) => ctx.services.routines.rename(ctx.user.id, input.id, input.name)),
  /** Its exercises go with it. */
  delete: protectedProcedure.input(idInput).mutation(({ ctx, input }) => ctx.services.routines.delete(ctx.user.id, input.id)),
  /** Full Body 1, 2 and 3 with their twelve exercises, in one call. */
  createStarters: protectedProcedure.mutation(({ ctx }) => ctx.services.routines.createStarters(ctx.user.id)),
  /** Saves a whole new order in one call (ids in display order). */
  reorder: protectedProcedure.input(reorderInput).mutation(({ ctx, input }) => ctx.services.routines.reorder(ctx.user.id, input.ids)),
});
