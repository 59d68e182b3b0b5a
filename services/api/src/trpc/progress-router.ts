import { exerciseName, idInput, renameTrackedInput, reorderInput, sortOrder } from '@fitness/schemas';
import { protectedProcedure, router } from './trpc';

// TODO move to @fitness/schemas: an order record's name and/or position.
const updateOrderInput = idInput.extend({ exerciseName: exerciseName.optional(), sortOrder: sortOrder.optional() });

/** Tracked exercises: derived from the workout logs (every tracked log exercise), grouped by name. */
export const progressRouter = router({
  /** `entries` by exercise name (oldest first) and `sortOrder`, the names' display order. */
  list: protectedProcedure.query(({ ctx }) => ctx.services.progress.list(ctx.user.id)),
  /** An existing new name merges the histories; the same name changes nothing. */
  rename: protectedProcedure.input(renameTrackedInput).mutation(({ ctx, input }) => ctx.services.progress.rename(ctx.user.id, input.name, input.newName)),
  /** Deletes one history entry; the last one of a name also leaves the order. */
  deleteEntry: protectedProcedure.input(idInput).mutation(({ ctx, input }) => ctx.services.progress.deleteEntry(ctx.user.id, input.id)),
  /** Saves a new order of the names in one call (order record ids in display order). */
  reorder: protectedProcedure.input(reorderInput).mutation(({ ctx, input }) => ctx.services.progress.reorder(ctx.user.id, input.ids)),
  updateOrder: protectedProcedure
    .input(updateOrderInput)
    .mutation(({ ctx, input }) => ctx.services.progress.updateOrderItem(ctx.user.id, input.id, { name: input.exerciseName, sortOrder: input.sortOrder })),
  deleteOrder: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await ctx.services.progress.deleteOrderItem(ctx.user.id, input.id);
    return { id: input.id };
  }),
});
