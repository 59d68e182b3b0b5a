import { createCustomExerciseInput, deleteCustomExerciseInput, linkExerciseInput, unlinkExerciseInput, updateCustomExerciseInput } from '@fitness/schemas';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { CustomExerciseService } from './custom-exercises';

/**
 * The session user's custom exercises and hand-made links (issue #49, docs/decisions/0074); the catalogue
 * itself is static data in the client's chunk, never asked of the server.
 */
export function customExercisesRouter({ customExercises }: { customExercises: CustomExerciseService }) {
  return router({
    /** `{id, name, kind, primary, secondary, equipment}[]`, newest first. */
    list: protectedProcedure.query(({ ctx }) => customExercises.list(ctx.user.id)),
    /** 400, nothing written: a bad name (empty, over 45), an unknown muscle or equipment, a catalogue name, one the user has already. */
    create: protectedProcedure.input(createCustomExerciseInput).mutation(({ ctx, input }) => customExercises.create(ctx.user.id, input)),
    /** The fields sent replace the stored ones; 404 unless it is the user's. History stays under its names. */
    update: protectedProcedure.input(updateCustomExerciseInput).mutation(({ ctx, input }) => customExercises.update(ctx.user.id, input)),
    /** 404 unless it is the user's; history stays under the name. */
    delete: protectedProcedure.input(deleteCustomExerciseInput).mutation(async ({ ctx, input }) => {
      await customExercises.delete(ctx.user.id, input.id);
      return { id: input.id };
    }),
    /** The names linked by hand: `{name, catalogueId?, customId?}[]`, by name. */
    links: protectedProcedure.query(({ ctx }) => customExercises.listLinks(ctx.user.id)),
    /** Links a name to a catalogue entry or a custom exercise (exactly one); never renames what was logged under it. */
    link: protectedProcedure.input(linkExerciseInput).mutation(({ ctx, input }) => customExercises.link(ctx.user.id, input)),
    /** Removes a hand link; 404 when the name has none. */
    unlink: protectedProcedure.input(unlinkExerciseInput).mutation(({ ctx, input }) => customExercises.unlink(ctx.user.id, input.name)),
  });
}
