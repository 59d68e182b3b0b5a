import { id, idInput, exerciseInput, reorderExercisesInput, updateExerciseInput } from '@fitness/schemas';
import { z } from 'zod';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { ExerciseService } from './exercises';

export function exercisesRouter({ exercises }: { exercises: ExerciseService }) {
  return router({
    /** By sort order; one routine's when `routineId` is given. */
    list: protectedProcedure.input(z.object({ routineId: id.optional() }).optional()).query(({ ctx, input }) => exercises.list(ctx.user.id, input?.routineId)),
    /** Placed after the routine's last exercise unless a sortOrder is given. */
    create: protectedProcedure.input(exerciseInput).mutation(({ ctx, input }) => exercises.create(ctx.user.id, input)),
    /** Full update, including sortOrder, a move to another routine and `group` (absent: kept; the routine's groups are normalised after). */
    update: protectedProcedure
      .input(updateExerciseInput)
      .mutation(({ ctx, input: { id: exerciseId, ...changes } }) => exercises.update(ctx.user.id, exerciseId, changes)),
    delete: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
      await exercises.delete(ctx.user.id, input.id);
      return { id: input.id };
    }),
    /**
     * Saves a whole new order of one routine's exercises in one call (ids in display order); with
     * `groups` (one per id, null for none) their supersets and circuits too. Groups are normalised after.
     */
    reorder: protectedProcedure.input(reorderExercisesInput).mutation(({ ctx, input }) => exercises.reorder(ctx.user.id, input.ids, input.groups)),
  });
}
