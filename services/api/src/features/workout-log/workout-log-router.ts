import { previousSetsInput, syncWorkoutLogInput, timeZone, workoutLogByDateInput } from '@fitness/schemas';
import { z } from 'zod';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { AppliedChanges } from '../../platform/user-data/applied-changes';
import type { WorkoutLogService } from './workout-logs';

// TODO move to @fitness/schemas: today's log is asked for with the browser's time zone.
const getWorkoutLogInput = z.union([workoutLogByDateInput, z.object({ timezone: timeZone })], {
  error: 'give a date (YYYY-MM-DD) or a timezone',
});

export function workoutLogRouter({ workoutLogs, appliedChanges }: { workoutLogs: WorkoutLogService; appliedChanges: AppliedChanges }) {
  return router({
    /** A date's log, or today's in the given time zone; `id` is null while nothing is saved for that day. */
    get: protectedProcedure.input(getWorkoutLogInput).query(({ ctx, input }) => {
      const date = 'date' in input ? input.date : workoutLogs.today(input.timezone);
      return workoutLogs.get(ctx.user.id, date);
    }),
    /**
     * Saves a day's log in one write: `date` (never after today in `timezone`, else 400), or today in
     * `timezone`. Unknown fields are refused. With `baseVersion`, merges with what another device saved
     * since (`merged` says so); with `changeId`, applied once however often it is sent. `localLog.session`
     * (absent: the stored one stays) is the day's workout session (0072); `localLog.routineName` the
     * routine the log was started from (absent: the stored one stays; null: none; issue #50). Answers
     * the saved exercises with their ids, the day's session, routine name and new version.
     */
    sync: protectedProcedure.input(syncWorkoutLogInput).mutation(({ ctx, input }) => {
      const apply = async () => {
        const base = input.baseVersion === undefined ? undefined : { baseVersion: input.baseVersion, deleted: input.localLog.deleted ?? [] };
        const { exercises, session, routineName } = input.localLog;
        const { localLog, ...saved } = await workoutLogs.sync(ctx.user.id, exercises, input.timezone, input.date, base, { session, routineName });
        return { ...saved, localLog: { exercises: localLog } };
      };
      return input.changeId ? appliedChanges.once(ctx.user.id, input.changeId, apply) : apply();
    }),
    /** Per exercise name, the date and sets of the latest earlier log holding it with sets (the lifter's "last time"). */
    previous: protectedProcedure.input(previousSetsInput).query(({ ctx, input }) => workoutLogs.previous(ctx.user.id, input.names, input.before)),
  });
}
