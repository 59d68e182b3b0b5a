import { profileInput } from '@fitness/schemas';
import { protectedProcedure, router } from './trpc';

/** The user's profile (pounds, inches). */
export const profileRouter = router({
  /** Creates the blank profile (zeros, blanks, imperial) on first read. */
  get: protectedProcedure.query(({ ctx }) => ctx.services.profiles.getOrCreate(ctx.user.id)),
  save: protectedProcedure.input(profileInput).mutation(({ ctx, input }) => ctx.services.profiles.save(ctx.user.id, input)),
});
