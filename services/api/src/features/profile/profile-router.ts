import { equipment, profileInput } from '@fitness/schemas';
import { protectedProcedure, router } from '../../platform/trpc/trpc';
import type { ProfileService } from './profiles';

/** The user's profile (pounds, inches). */
export function profileRouter({ profiles }: { profiles: ProfileService }) {
  return router({
    /** The blank profile (zeros, blanks, imperial) until one is saved; a read never writes. */
    get: protectedProcedure.query(({ ctx }) => profiles.get(ctx.user.id)),
    save: protectedProcedure.input(profileInput).mutation(({ ctx, input }) => profiles.save(ctx.user.id, input)),
    /** The bar and plates of the user's gym (pounds); the rest of the profile is left as it is. */
    saveEquipment: protectedProcedure.input(equipment).mutation(({ ctx, input }) => profiles.saveEquipment(ctx.user.id, input)),
  });
}
