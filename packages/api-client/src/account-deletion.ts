import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKOUT_DRAFT_PREFIX } from '@fitness/domain';
import { MERGE_NOTICE_PREFIX } from './offline/handlers/workout-log-merges';
import { deleteOutbox } from './offline/outbox';
import { forgetQueries, sessionUserId } from './offline/persisted-queries';
import { sessionStatusQuery } from './reads/session-status';
import { forgetUser } from './session';
import { useTRPC } from './trpc';

/** The localStorage keys a user's workout days leave on this device: drafts and merge notices. */
const USER_DAY_KEYS = (userId: string) => [`${WORKOUT_DRAFT_PREFIX}${userId}:`, `${MERGE_NOTICE_PREFIX}${userId}:`];

/** Unsaved workout drafts survive a logout (docs/decisions/0010); an account that is gone leaves none. */
function forgetWorkoutDrafts(userId: string): void {
  try {
    const prefixes = USER_DAY_KEYS(userId);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key && prefixes.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * Deletes the account (`account.delete`). On success the user is logged out here as the logout does
 * (marker, recovery, cache), and the device forgets them: the kept data, their outbox and their drafts.
 */
export function useDeleteAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.delete.mutationOptions({
      onSuccess: async () => {
        const userId = sessionUserId(queryClient);
        forgetUser(queryClient, sessionStatusQuery(trpc).queryKey);
        if (userId) forgetWorkoutDrafts(userId);
        await Promise.all([forgetQueries(), userId ? deleteOutbox(userId) : undefined]).catch((error: unknown) =>
          console.warn('Some data could not be removed from this device', error),
        );
      },
    }),
  );
}
