import { idInput, saveWeightInput, toWeightColumns } from '@fitness/schemas';
import { protectedProcedure, router } from './trpc';

/** Body weight log; every change also sets the profile weight to the latest entry's. */
export const weightRouter = router({
  /** Every entry, oldest first, as columns (the REST path keeps the spec's list of objects). */
  list: protectedProcedure.query(async ({ ctx }) => toWeightColumns(await ctx.services.weights.list(ctx.user.id))),
  /** One entry per day: inserts, or updates that day's entry. */
  save: protectedProcedure.input(saveWeightInput).mutation(async ({ ctx, input }) => {
    return (await ctx.services.weights.save(ctx.user.id, input)).entry;
  }),
  delete: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    await ctx.services.weights.delete(ctx.user.id, input.id);
    return { id: input.id };
  }),
});
