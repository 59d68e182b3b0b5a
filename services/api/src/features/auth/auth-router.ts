import { MESSAGES } from '@fitness/domain';
import { changeNameInput, loginInput, recoveryRequestInput, registerInput, resetPasswordInput, verifyOtpInput } from '@fitness/schemas';
import { logInOn, logOutOn } from './session-user';
import { protectedProcedure, publicProcedure, router } from '../../platform/trpc/trpc';
import type { AccountServices } from './account-services';

/** Register, log in and out, session status, and password recovery (issue #4). */
export function authRouter({
  accounts,
  welcome,
  recovery,
  sessions,
  userChanged,
}: Pick<AccountServices, 'accounts' | 'welcome' | 'recovery' | 'sessions' | 'userChanged'>) {
  return router({
    status: publicProcedure.query(({ ctx }) => (ctx.user ? { loggedIn: true as const, user: ctx.user } : { loggedIn: false as const })),

    register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
      const user = await accounts.register(input, { ip: ctx.req.ip });
      return { id: user.id, firstName: user.firstName };
    }),

    /** The welcome mail the client asks for after registering (once per account; unknown emails answer the same). */
    sendWelcome: publicProcedure.input(recoveryRequestInput).mutation(async ({ input }) => {
      await welcome.send(input.email);
      return { sent: true as const };
    }),

    login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
      const account = await accounts.logIn(input, { ip: ctx.req.ip });
      return logInOn(sessions, ctx.res, account.id);
    }),

    logout: publicProcedure.mutation(async ({ ctx }) => {
      await logOutOn(sessions, ctx.req, ctx.res);
      return { loggedIn: false as const };
    }),

    requestRecovery: publicProcedure.input(recoveryRequestInput).mutation(async ({ ctx, input }) => {
      const { resendInSeconds } = await recovery.requestCode(input.email, { ip: ctx.req.ip });
      return { message: MESSAGES.otpResent, resendInSeconds };
    }),

    verifyOtp: publicProcedure.input(verifyOtpInput).mutation(({ ctx, input }) => recovery.verifyCode(input.email, input.otp, { ip: ctx.req.ip })),

    resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ input }) => {
      await recovery.resetPassword(input);
      return { message: MESSAGES.passwordResetSuccessfully };
    }),

    /** The account's first name; every session of the user greets with it from the next request on, on every instance. */
    changeName: protectedProcedure.input(changeNameInput).mutation(async ({ ctx, input }) => {
      await accounts.changeName(ctx.user.id, input.firstName);
      await userChanged(ctx.user.id);
      return { firstName: input.firstName };
    }),

    /** Who the session belongs to; UNAUTHORIZED without one. */
    me: protectedProcedure.query(({ ctx }) => ctx.user),
  });
}
