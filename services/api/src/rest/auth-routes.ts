import { MESSAGES } from '@fitness/domain';
import {
  restLoginBody,
  restRegisterBody,
  restResetPasswordBody,
  restSendEmailBody,
  restSendRecoveryEmailBody,
  toRestLoginAnswer,
  toRestSessionUser,
  verifyOtpInput,
} from '@fitness/schemas';
import type { FastifyInstance } from 'fastify';
import { logInOn, logOutOn } from '../auth/session-user';
import { WELCOME_ANSWER } from '../auth/welcome';
import '../fastify-types';

export const REGISTERED_ANSWER = 'User registered successfully';
export const LOGGED_OUT_ANSWER = 'Logged out';

/** Session and account paths of spec section 7: the same services as the tRPC `auth` router. */
export async function authRoutes(app: FastifyInstance) {
  const { accounts, recovery, welcome } = app.services;
  // Answers about sessions and accounts are personal: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/register', async (request, reply) => {
    const user = await accounts.register(restRegisterBody.parse(request.body), { ip: request.ip });
    return reply.status(201).send({ message: REGISTERED_ANSWER, id: user.id });
  });

  app.post('/login', async (request, reply) => {
    const user = await accounts.logIn(restLoginBody.parse(request.body), { ip: request.ip });
    await logInOn(reply, user);
    return toRestLoginAnswer(user);
  });

  app.get('/login', async (request) => {
    const user = request.sessionUser;
    return user ? { loggedIn: true, user: toRestSessionUser(user) } : { loggedIn: false };
  });

  app.delete('/logout', async (request, reply) => {
    await logOutOn(request, reply);
    return { message: LOGGED_OUT_ANSWER };
  });

  app.post('/send-email', async (request) => {
    const body = restSendEmailBody.parse(request.body);
    if (body.email_type === 'welcome') {
      await welcome.send(body.recipient_email);
      return { message: WELCOME_ANSWER };
    }
    // Any OTP in the payload is ignored: the server makes the code.
    const { resendInSeconds } = await recovery.requestCode(body.recipient_email, { ip: request.ip });
    return { message: MESSAGES.otpResent, resendInSeconds };
  });

  app.post('/send-recovery-email', async (request) => {
    const body = restSendRecoveryEmailBody.parse(request.body);
    const { resendInSeconds } = await recovery.requestCode(body.recipient_email, { ip: request.ip });
    return { message: MESSAGES.otpResent, resendInSeconds };
  });

  app.post('/verify-otp', async (request) => {
    const body = verifyOtpInput.parse(request.body);
    return recovery.verifyCode(body.email, body.otp, { ip: request.ip });
  });

  app.put('/reset-password', async (request) => {
    await recovery.resetPassword(restResetPasswordBody.parse(request.body));
    return { message: MESSAGES.passwordResetSuccessfully };
  });
}
