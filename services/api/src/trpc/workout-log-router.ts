import { syncWorkoutLogInput, timeZone, workoutLogByDateInput } from '@fitness/schemas';
import { z } from 'zod';
import { protectedProcedure, router } from './trpc';

// TODO move to @fitness/schemas: today's log is asked for with the browser's time zone.
const getWorkoutLogInput = z.union([workoutLogByDateInput, z.object({ timezone: timeZone })], {
  error: 'give a date (YYYY-MM-DD) or a timezone',
});

export const workoutLogRouter = router({
  /** A date's log, or today's in the given time zone; `id` is null while nothing is saved for that day. */
  get: protectedProcedure.input(getWorkoutLogInput).query(({ ctx, input }) => {
    const date = 'date' in input ? input.date : ctx.services.workoutLogs.today(input.timezone);
    return ctx.services.workoutLogs.get(ctx.user.id, date);
  }),
  /** Saves today's log (today in `timezone`) in one write; answers the saved exercises with their ids. */
  sync: protectedProcedure.input(syncWorkoutLogInput).mutation(async ({ ctx, input }) => {
    const result = await ctx.services.workoutLogs.sync(ctx.user.id, input.localLog.exercises, input.timezone);
    return { success: true as const, id: result.id, date: result.date, changed: result.changed, localLog: { exercises: result.localLog } };
  }),
});
