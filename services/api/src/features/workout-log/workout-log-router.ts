import { previousSetsInput, syncWorkoutLogInput, timeZone, workoutLogByDateInput } from '@fitness/schemas';
import { z } from 'zod';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { WorkoutLogService } from './workout-logs';

// TODO move to @fitness/schemas: today's log is asked for with the browser's time zone.
const getWorkoutLogInput = z.union([workoutLogByDateInput, z.object({ timezone: timeZone })], {
  error: 'give a date (YYYY-MM-DD) or a timezone',
});

export function workoutLogRouter({ workoutLogs }: { workoutLogs: WorkoutLogService }) {
  return router({
    /** A date's log, or today's in the given time zone; `id` is null while nothing is saved for that day. */
    get: protectedProcedure.input(getWorkoutLogInput).query(({ ctx, input }) => {
      const date = 'date' in input ? input.date : workoutLogs.today(input.timezone);
      return workoutLogs.get(ctx.user.id, date);
    }),
    /**
     * Saves a day's log in one write: `date` (never after today in `timezone`, else 400), or today in
     * `timezone`. Unknown fields are refused. Answers the saved exercises with their ids.
     */
    sync: protectedProcedure.input(syncWorkoutLogInput).mutation(async ({ ctx, input }) => {
      const result = await workoutLogs.sync(ctx.user.id, input.localLog.exercises, input.timezone, input.date);
      return { success: true as const, id: result.id, date: result.date, changed: result.changed, localLog: { exercises: result.localLog } };
    }),
    /** Per exercise name, the date and sets of the latest earlier log holding it with sets (the lifter's "last time"). */
    previous: protectedProcedure.input(previousSetsInput).query(({ ctx, input }) => workoutLogs.previous(ctx.user.id, input.names, input.before)),
  });
}
