import { deleteWeightInput, saveWeightInput, toWeightColumns } from '@fitness/schemas';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { AppliedChanges } from '../../platform/user-data/applied-changes';
import type { WeightService } from './weights';

/**
 * Body weight log; every change also sets the profile weight to the latest entry's. One entry per
 * user and day, so tRPC names an entry by its day (no ids travel; the REST paths keep them).
 */
export function weightRouter({ weights, appliedChanges }: { weights: WeightService; appliedChanges: AppliedChanges }) {
  /** A change a device sends with its id (its outbox) is applied once however often it comes. */
  const once = <T>(userId: string, changeId: string | undefined, apply: () => Promise<T>) =>
    changeId ? appliedChanges.once(userId, changeId, apply) : apply();
  return router({
    /** Every entry, oldest first, as columns of days and weights (the REST path keeps the spec's list of objects). */
    list: protectedProcedure.query(async ({ ctx }) => toWeightColumns(await weights.list(ctx.user.id))),
    /** One entry per day: inserts, or updates that day's entry. */
    save: protectedProcedure.input(saveWeightInput).mutation(({ ctx, input }) =>
      once(ctx.user.id, input.changeId, async () => {
        const { entry } = await weights.save(ctx.user.id, { date: input.date, weight: input.weight });
        return { date: entry.date, weight: entry.weight };
      }),
    ),
    /** Deletes the day's entry; 404 when that day has none. */
    delete: protectedProcedure.input(deleteWeightInput).mutation(({ ctx, input }) =>
      once(ctx.user.id, input.changeId, async () => {
        await weights.deleteDay(ctx.user.id, input.date);
        return { date: input.date };
      }),
    ),
  });
}
