import { dayRecordsInput, exerciseName, idInput, recordsInput, renameTrackedInput, reorderInput, sortOrder } from '@fitness/schemas';
import { z } from 'zod';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { PersonalRecordsService } from './personal-records';
import type { ProgressService } from './progress';

// TODO move to @fitness/schemas: an order record's name and/or position; a name's history.
const updateOrderInput = idInput.extend({ exerciseName: exerciseName.optional(), sortOrder: sortOrder.optional() });
const historyInput = z.object({ exerciseName });

/**
 * Tracked exercises: derived from the workout logs (every tracked log exercise), grouped by name.
 * Shaped for the screen: the list first, a name's history and an entry's sets when opened.
 */
export function progressRouter({ progress, personalRecords }: { progress: ProgressService; personalRecords: PersonalRecordsService }) {
  return router({
    /** Each tracked name in display order: `{id (order record), exerciseName, sortOrder, entryCount, first, latest}`; entries without sets. */
    list: protectedProcedure.query(({ ctx }) => progress.list(ctx.user.id)),
    /** Every entry of one name without sets, oldest first (the expandable history and the statistics graph); 404 for an unknown name. */
    history: protectedProcedure.input(historyInput).query(({ ctx, input }) => progress.history(ctx.user.id, input.exerciseName)),
    /** One entry with its sets (the "log entries" icon); 404 unless it is one of the user's entries. */
    entry: protectedProcedure.input(idInput).query(({ ctx, input }) => progress.entry(ctx.user.id, input.id)),
    /**
     * Personal records (stored pounds, e1RM by the profile's formula): of one name with each entry's
     * e1RM and the records it set when logged (404 for an unknown name), or of every name in display order.
     */
    records: protectedProcedure.input(recordsInput).query(({ ctx, input }) => personalRecords.records(ctx.user.id, input?.exerciseName)),
    /** A day's new records per tracked name logged that day, judged against the days before it; "first log" for a new name. */
    dayRecords: protectedProcedure.input(dayRecordsInput).query(({ ctx, input }) => personalRecords.dayRecords(ctx.user.id, input.date)),
    /** An existing new name merges the histories; the same name changes nothing. */
    rename: protectedProcedure.input(renameTrackedInput).mutation(({ ctx, input }) => progress.rename(ctx.user.id, input.name, input.newName)),
    /** Deletes one history entry; the last one of a name also leaves the order. */
    deleteEntry: protectedProcedure.input(idInput).mutation(({ ctx, input }) => progress.deleteEntry(ctx.user.id, input.id)),
    /** Saves a new order of the names in one call (order record ids in display order). */
    reorder: protectedProcedure.input(reorderInput).mutation(({ ctx, input }) => progress.reorder(ctx.user.id, input.ids)),
    updateOrder: protectedProcedure
      .input(updateOrderInput)
      .mutation(({ ctx, input }) => progress.updateOrderItem(ctx.user.id, input.id, { name: input.exerciseName, sortOrder: input.sortOrder })),
    deleteOrder: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
      await progress.deleteOrderItem(ctx.user.id, input.id);
      return { id: input.id };
    }),
  });
}
