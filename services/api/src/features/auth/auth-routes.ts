import { MESSAGES } from '@fitness/domain';
import { verifyOtpInput } from '@fitness/schemas';
import {
  restError,
  restLoginAnswer,
  restLoginBody,
  restLoginStatus,
  restMessage,
  restRegisterAnswer,
  restRegisterBody,
  restResetPasswordBody,
  restResetToken,
  restRetryError,
  restSendEmailBody,
  restSendRecoveryEmailBody,
  restSessionUser,
  restUserIdParams,
} from '../../platform/rest/rest-schemas';
import { toRestLoginRows, toRestSessionUser } from '../../platform/rest/rest-mappers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountServices } from './account-services';
import { logInOn, logOutOn } from './session-user';
import { AppError } from '../../platform/errors/errors';
import { requireSelf, sessionUserOf } from '../../platform/rest/route-helpers';
import '../../platform/fastify-types';

/** The original server's texts, which the legacy client shows or tests for. */
export const LEGACY = {
  registered: 'Registration successful',
  /** One text for an unknown email and a wrong password: no account probing. */
  loginFailed: 'Wrong email/password combination',
  loggedOut: 'Logout successful',
  emailSent: 'Email sent successfully',
  passwordReset: 'Password reset successful',
} as const;

const authErrors = { 400: restError, 429: restRetryError } as const;
/** send-email answers plain text, like the original: the client treats any `message` as an error. */
const emailSent = { 200: { description: `The text "${LEGACY.emailSent}"`, content: { 'text/html': { schema: z.string() } } }, ...authErrors } as const;

/** A domain refusal the original answered 200 {message} for; anything else goes on as an error. */
async function messageOn<T>(work: () => Promise<T>, status: number, message: string): Promise<T | { message: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === status) return { message };
    throw error;
  }
}

/** Session and account paths of spec section 7: the same services as the tRPC `auth` router. */
export async function authRoutes(
  fastify: FastifyInstance,
  { accounts, recovery, welcome, sessions }: Pick<AccountServices, 'accounts' | 'recovery' | 'welcome' | 'sessions'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Answers about sessions and accounts are personal: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/register', { schema: { body: restRegisterBody, response: { 200: restRegisterAnswer, ...authErrors } } }, async (request) =>
    messageOn(
      async () => ({ message: LEGACY.registered, id: (await accounts.register(request.body, { ip: request.ip })).id }),
      409,
      MESSAGES.userAlreadyExists,
    ),
  );

  app.post('/login', { schema: { body: restLoginBody, response: { 200: restLoginAnswer, ...authErrors } } }, async (request, reply) =>
    messageOn(
      async () => {
        const account = await accounts.logIn(request.body, { ip: request.ip });
        return toRestLoginRows(await logInOn(sessions, reply, account.id));
      },
      401,
      LEGACY.loginFailed,
    ),
  );

  app.get('/login', { schema: { response: { 200: restLoginStatus } } }, async (request) => {
    const user = request.sessionUser;
    return user ? { loggedIn: true, user: toRestSessionUser(user) } : { loggedIn: false };
  });

  app.delete('/logout', { schema: { response: { 200: restMessage } } }, async (request, reply) => {
    await logOutOn(sessions, request, reply);
    return { message: LEGACY.loggedOut };
  });

  /** The user row of the original, without its password hash; only the session's own. */
  app.get('/get/:userId', { schema: { params: restUserIdParams, response: { 200: restSessionUser, 401: restError, 403: restError } } }, async (request) =>
    toRestSessionUser(requireSelf(sessionUserOf(request), request.params.userId)),
  );

  // Known and unknown emails answer alike; any OTP in the payload is ignored (the server makes the code).
  app.post('/send-email', { schema: { body: restSendEmailBody, response: emailSent } }, async (request, reply) => {
    if (request.body.email_type === 'welcome') await welcome.send(request.body.recipient_email);
    else await recovery.requestCode(request.body.recipient_email, { ip: request.ip });
    return reply.type('text/html; charset=utf-8').send(LEGACY.emailSent);
  });

  /** The client's "Resend OTP" path (an alias of the recovery send-email). */
  app.post('/send-recovery-email', { schema: { body: restSendRecoveryEmailBody, response: emailSent } }, async (request, reply) => {
    await recovery.requestCode(request.body.recipient_email, { ip: request.ip });
    return reply.type('text/html; charset=utf-8').send(LEGACY.emailSent);
  });

  /** Ours: the mailed code, checked by the server, gives the single-use token reset-password needs. */
  app.post('/verify-otp', { schema: { body: verifyOtpInput, response: { 200: restResetToken, ...authErrors, 403: restError } } }, async (request) =>
    recovery.verifyCode(request.body.email, request.body.otp, { ip: request.ip }),
  );

  /** Needs the reset token (the original client sends none, so its reset cannot work: intended). */
  app.put('/reset-password', { schema: { body: restResetPasswordBody, response: { 200: restMessage, ...authErrors, 403: restError } } }, async (request) => {
    await recovery.resetPassword(request.body);
    return { message: LEGACY.passwordReset };
  });
}
