import { profileInput } from '@fitness/schemas';
import { protectedProcedure, router } from './trpc';

/** The user's profile (pounds, inches). */
export const profileRouter = router({
  /** The blank profile (zeros, blanks, imperial) until one is saved; a read never writes. */
  get: protectedProcedure.query(({ ctx }) => ctx.services.profiles.get(ctx.user.id)),
  save: protectedProcedure.input(profileInput).mutation(({ ctx, input }) => ctx.services.profiles.save(ctx.user.id, input)),
});
