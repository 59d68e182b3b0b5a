import {
  changePasswordInput,
  confirmEmailChangeInput,
  deleteAccountInput,
  idInput,
  requestEmailChangeInput,
  signOutOtherSessionsInput,
  type AccountSession,
} from '@fitness/schemas';
import { AppError } from '../../platform/errors/errors';
import { protectedProcedure, router, type Context } from '../../platform/trpc/trpc';
import type { AccountServices } from './account-services';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import { describeBrowser } from './user-agents';

export const SESSION_NOT_FOUND = 'That session has already ended';

/** The cookie's token: a protected procedure only runs with one. */
const tokenOf = (ctx: Context) => readSessionToken(ctx.req) ?? '';

/** "Your account" (issue #51): change the password or the email, see and end sessions, delete the account. */
export function accountRouter({
  passwordChange,
  emailChange,
  sessions,
  accountDeletion,
}: Pick<AccountServices, 'passwordChange' | 'emailChange' | 'sessions' | 'accountDeletion'>) {
  return router({
    changePassword: protectedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
      await passwordChange.change(ctx.user.id, tokenOf(ctx), input, { ip: ctx.req.ip });
      return { success: true as const };
    }),

    requestEmailChange: protectedProcedure.input(requestEmailChangeInput).mutation(async ({ ctx, input }) => {
      await emailChange.request(ctx.user.id, input, { ip: ctx.req.ip });
      return { success: true as const };
    }),

    confirmEmailChange: protectedProcedure
      .input(confirmEmailChangeInput)
      .mutation(({ ctx, input }) => emailChange.confirm(ctx.user.id, input.code, { ip: ctx.req.ip })),

    /** This device first, then the most recently active. Not kept by the read cache: a login elsewhere raises no data version. */
    sessions: protectedProcedure.query(async ({ ctx }): Promise<AccountSession[]> => {
      const list = await sessions.listOf(ctx.user.id, tokenOf(ctx));
      return list
        .map((session) => ({
          id: session.id,
          browser: describeBrowser(session.userAgent),
          lastActiveAt: (session.lastActiveAt ?? session.createdAt).toISOString(),
          current: session.current,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
    }),

    /** Another session of the user (this one too, as a logout); someone else's id answers NOT_FOUND. */
    signOutSession: protectedProcedure.input(idInput).mutation(async ({ ctx, input }) => {
      if (!(await sessions.endOneOf(ctx.user.id, input.id))) throw new AppError(404, SESSION_NOT_FOUND);
      return { success: true as const };
    }),

    signOutOtherSessions: protectedProcedure.input(signOutOtherSessionsInput).mutation(async ({ ctx }) => {
      await sessions.endOthersOf(ctx.user.id, tokenOf(ctx));
      return { success: true as const };
    }),

    /** The account with every byte of it (docs/decisions/0069); the answer clears the session cookie. */
    delete: protectedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
      await accountDeletion.delete(ctx.user.id, input, { ip: ctx.req.ip });
      clearSessionCookie(ctx.res);
      return { success: true as const };
    }),
  });
}

/** The read the read cache must not keep (app.ts hands it to the read-cache plugin). */
export const UNCACHED_ACCOUNT_READS = /\baccount\.sessions\b/;
