import { MESSAGES } from '@fitness/domain';
import { loginInput, recoveryRequestInput, registerInput, resetPasswordInput, verifyOtpInput } from '@fitness/schemas';
import { logInOn, logOutOn } from '../auth/session-user';
import { protectedProcedure, publicProcedure, router } from './trpc';

/** Register, log in and out, session status, and password recovery (issue #4). */
export const authRouter = router({
  status: publicProcedure.query(({ ctx }) => (ctx.user ? { loggedIn: true as const, user: ctx.user } : { loggedIn: false as const })),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.services.accounts.register(input, { ip: ctx.req.ip });
    return { id: user.id, firstName: user.firstName };
  }),

  /** The welcome mail the client asks for after registering (once per account; unknown emails answer the same). */
  sendWelcome: publicProcedure.input(recoveryRequestInput).mutation(async ({ ctx, input }) => {
    await ctx.services.welcome.send(input.email);
    return { sent: true as const };
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.services.accounts.logIn(input, { ip: ctx.req.ip });
    await logInOn(ctx.res, user);
    return user;
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await logOutOn(ctx.req, ctx.res);
    return { loggedIn: false as const };
  }),

  requestRecovery: publicProcedure.input(recoveryRequestInput).mutation(async ({ ctx, input }) => {
    const { resendInSeconds } = await ctx.services.recovery.requestCode(input.email, { ip: ctx.req.ip });
    return { message: MESSAGES.otpResent, resendInSeconds };
  }),

  verifyOtp: publicProcedure.input(verifyOtpInput).mutation(({ ctx, input }) => ctx.services.recovery.verifyCode(input.email, input.otp, { ip: ctx.req.ip })),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.services.recovery.resetPassword(input);
    return { message: MESSAGES.passwordResetSuccessfully };
  }),

  /** Who the session belongs to; UNAUTHORIZED without one. */
  me: protectedProcedure.query(({ ctx }) => ctx.user),
});
