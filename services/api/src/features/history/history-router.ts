import { historyListInput, historyMonthInput, historyWeekInput, setsByNameInput } from '@fitness/schemas';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../platform/storage';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import { HistoryService } from './history';

/**
 * The History page (issue #50), reads only, of the session's user: tRPC alone (the original client has
 * no history). It reads the workout logs the workout-log feature writes, so it needs only the store and the clock.
 */
export function historyRouter({ storage, clock }: { storage: Storage; clock: Clock }) {
  const history = new HistoryService(storage, clock);
  return router({
    /**
     * Twenty workouts newest first, `{items, nextCursor}`: each `{date, routineName (null when none), durationMs, exercises, sets,
     * workingSets, volumeLb}`; `nextCursor` (null on the last page) asks for the next page; any other cursor answers 400.
     */
    list: protectedProcedure.input(historyListInput).query(({ ctx, input }) => history.list(ctx.user.id, input?.cursor ?? null)),
    /** A month of the calendar, `{year, month, days}`: the days with a workout, oldest first, as the list shows them. */
    month: protectedProcedure.input(historyMonthInput).query(({ ctx, input }) => history.month(ctx.user.id, input.year, input.month)),
    /** This week and last week (Monday-based, in `timezone`): workouts, working sets, volume (pounds), training time; the streak. */
    week: protectedProcedure.input(historyWeekInput).query(({ ctx, input }) => history.week(ctx.user.id, input.timezone)),
    /**
     * The last `weeks` (1–12) Monday-based weeks in `timezone`, oldest first: `{weeks: {weekStart, names: {name, workingSets}[]}[]}`,
     * warm-ups out. "Sets per muscle" resolves the names with the catalogue, the custom exercises and the links.
     */
    setsByName: protectedProcedure.input(setsByNameInput).query(({ ctx, input }) => history.setsByName(ctx.user.id, input.timezone, input.weeks)),
  });
}
