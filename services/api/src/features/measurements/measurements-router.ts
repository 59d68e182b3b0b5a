import { addMeasurementsInput, deleteMeasurementsInput } from '@fitness/schemas';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { MeasurementService } from './measurements';

/** Body measurements of the session's user: the list, a day's add (replaces that day's entry), delete by id. */
export function measurementsRouter({ measurements }: { measurements: MeasurementService }) {
  return router({
    /** Every entry, oldest first: `{id, date, waistCm?, hipsCm?, chestCm?, armsCm?, thighsCm?, bodyFatPct?}`. */
    list: protectedProcedure.query(({ ctx }) => measurements.list(ctx.user.id)),
    /** One entry per day: inserts, or replaces that day's values; 400 (nothing written) out of bounds or for a future day. */
    add: protectedProcedure.input(addMeasurementsInput).mutation(async ({ ctx, input }) => (await measurements.add(ctx.user.id, input)).entry),
    /** Deletes the entry; 404 when the user has no entry of that id. */
    delete: protectedProcedure.input(deleteMeasurementsInput).mutation(async ({ ctx, input }) => {
      await measurements.delete(ctx.user.id, input.id);
      return { id: input.id };
    }),
  });
}
