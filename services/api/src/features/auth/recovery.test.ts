import { MESSAGES } from '@fitness/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { MAIL_OUTBOX, type OutboxMailRecord } from '../../platform/mail/outbox-records';
import type { Storage } from '../../platform/storage';
import { spyOnStorage } from '../../test-support/storage-spy';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import { waitForOutbox } from '../../test-support/wait-for-outbox';
import { cookieHeaderFrom, createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../../test-support/test-app';
import type { TestMailbox } from '../../test-support/test-mailbox';
import { trpcCall } from '../../test-support/trpc-call';
import { COLLECTIONS, type RecoveryRecord, type UserRecord } from './account-records';
import { createAccountServices } from './account-services';
import { RECOVERY_MESSAGES } from './recovery';

let t: TestApp;
let mailbox: TestMailbox;
beforeEach(async () => {
  // A short poll: retries due after the clock moved go out in milliseconds.
  t = await createTestApp({ smtp: true, env: { MAIL_POLL_MS: '20' } });
  mailbox = t.mailbox!;
});
afterEach(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const sendRecovery = (email: string, OTP?: number) => post('/api/send-email', { OTP, recipient_email: email, email_type: 'recovery' });
const verify = (email: string, otp: string) => post('/api/verify-otp', { email, otp });
const reset = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/reset-password', payload });
const recoveries = () => t.storage.collection<RecoveryRecord>(COLLECTIONS.recoveries);
const users = () => t.storage.collection<UserRecord>(COLLECTIONS.users);
const outbox = () => t.storage.collection<OutboxMailRecord>(MAIL_OUTBOX);
const drainOutbox = (until?: 'sent') => waitForOutbox(t.storage, until);
const otherCode = (code: string) => String(((Number(code) - 1000 + 1) % 9000) + 1000);

async function codeFor(email: string, mailNumber = 1): Promise<string> {
  await mailbox.waitForMail(email, { count: mailNumber });
  return mailbox.latestCode(email);
}

async function resetTokenFor(email: string): Promise<string> {
  expect((await sendRecovery(email)).statusCode).toBe(200);
  const answer = await verify(email, await codeFor(email));
  expect(answer.statusCode).toBe(200);
  return answer.json().resetToken;
}

describe('POST /api/send-email (recovery)', () => {
  it('mails a server-made four-digit code, ignoring the OTP in the payload', async () => {
    const { email } = await signUp(t.app);
    const answer = await sendRecovery(email, 1234);
    expect(answer.statusCode).toBe(200);
    // The original's plain-text answer (the legacy client treats any `message` as an error).
    expect(answer.body).toBe('Email sent successfully');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const mail = await mailbox.waitForMail(email);
    expect(mail.subject).toMatch(/recovery code/i);
    expect(mail.html).toContain(await mailbox.latestCode(email));
    const code = await mailbox.latestCode(email);
    expect(Number(code)).toBeGreaterThanOrEqual(1000);
    expect(Number(code)).toBeLessThanOrEqual(9999);
    // The browser's code is worth nothing (unless the server happened to pick the same).
    if (code !== '1234') expect((await verify(email, '1234')).json().message).toBe(MESSAGES.incorrectOtp);
    // Stored hashed, never in clear; the queued mail's body and code are blanked once sent.
    const [record] = await recoveries().find({ email });
    expect(JSON.stringify(record)).not.toContain(`"${code}"`);
    expect(record!.codeHash).toMatch(/^scrypt\$/);
    await drainOutbox();
    const [queued] = await outbox().find({ to: email });
    expect(queued).toMatchObject({ kind: 'recovery-code', sentAt: expect.any(Number), text: '', html: '', code: null });
  });

  it('POST /api/send-recovery-email behaves as recovery', async () => {
    const { email } = await signUp(t.app);
    const answer = await post('/api/send-recovery-email', { OTP: 4321, recipient_email: email });
    expect(answer.body).toBe('Email sent successfully');
    expect((await verify(email, await codeFor(email))).statusCode).toBe(200);
  });

  it('refuses a resend within 60 s with the seconds left, then allows it and retires the old code', async () => {
    const { email } = await signUp(t.app);
    await sendRecovery(email);
    const first = await codeFor(email);
    t.clock.advanceSeconds(15);
    const early = await sendRecovery(email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: 'Too Many Requests', message: 'Please wait 45 seconds before requesting a new code.', retryAfterSeconds: 45 });
    expect(early.headers['retry-after']).toBe('45');
    expect(mailbox.mailsTo(email)).toHaveLength(1);

    t.clock.advanceSeconds(45);
    expect((await sendRecovery(email)).statusCode).toBe(200);
    const second = await codeFor(email, 2);
    if (second !== first) expect((await verify(email, first)).json().message).toBe(MESSAGES.incorrectOtp);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and sends no mail', async () => {
    const { email } = await signUp(t.app);
    const known = await sendRecovery(email);
    const unknown = await sendRecovery('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // The resend wait applies to both, so it cannot tell them apart either.
    const [knownAgain, unknownAgain] = [await sendRecovery(email), await sendRecovery('nobody@example.com')];
    expect(unknownAgain.json()).toEqual(knownAgain.json());
    await drainOutbox();
    expect(mailbox.received.map((m) => m.to)).toEqual([email]);
    // The worker, not the request, found no account: the queued mail is gone, code and all.
    expect(await outbox().count({ to: 'nobody@example.com' })).toBe(0);
    expect((await verify('nobody@example.com', '1000')).json().message).toBe(MESSAGES.incorrectOtp);
  });

  it('sends one mail when two requests race', async () => {
    const { email } = await signUp(t.app);
    const answers = await Promise.all([sendRecovery(email), sendRecovery(email), sendRecovery(email)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429]);
    await drainOutbox();
    expect(mailbox.mailsTo(email)).toHaveLength(1);
  });
});

/** The store as a seam: every call, by collection, method and the fields it filters or writes. */
function recordingStorage(inner: Storage, calls: string[]): Storage {
  return spyOnStorage(inner, {
    before: ({ collection, method, args }) => {
      calls.push(`${collection}.${method}(${args.map((a) => (a && typeof a === 'object' ? Object.keys(a).sort().join(',') : '')).join(' | ')})`);
    },
  });
}

describe('recovery requests for known and unknown emails', () => {
  it('do the same work: the same store calls in the same order, a hashed code and a queued mail each (timing reveals nothing)', async () => {
    const calls: string[] = [];
    const storage = recordingStorage(createEmbeddedStorage(':memory:'), calls);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', SCRYPT_COST: '10' });
    const links = {
      unitsOf: async () => 'imperial' as const,
      raiseDataVersion: async () => undefined,
      dataVersionOf: async () => 0,
      deleteUserData: async () => undefined,
    };
    const services = await createAccountServices({ config, storage, clock: t.clock }, links); // its worker never starts: only the request's work is seen
    await services.accounts.register({ email: 'known@example.com', password: TEST_PASSWORD, firstName: 'Known' }, { ip: '10.0.0.1' });

    const callsOf = async (email: string) => {
      calls.length = 0;
      await services.recovery.requestCode(email, { ip: '10.0.0.2' });
      return [...calls];
    };
    const known = await callsOf('known@example.com');
    const unknown = await callsOf('unknown@example.com');
    expect(unknown).toEqual(known);
    expect(known.some((call) => call.startsWith('users.'))).toBe(false); // nobody looks the account up
    expect(known.filter((call) => call.startsWith(`${MAIL_OUTBOX}.insertOne`))).toHaveLength(1);

    for (const email of ['known@example.com', 'unknown@example.com']) {
      expect((await storage.collection<RecoveryRecord>(COLLECTIONS.recoveries).findOne({ email }))!.codeHash).toMatch(/^scrypt\$/);
      expect(await storage.collection<OutboxMailRecord>(MAIL_OUTBOX).count({ to: email, kind: 'recovery-code' })).toBe(1);
    }
    // The worker then sends only to the account.
    const sent: string[] = [];
    Object.assign(services.mail, { send: async (mail: { to: string }) => void sent.push(mail.to) });
    expect(await services.mailOutbox.deliverDue()).toBe(1);
    expect(sent).toEqual(['known@example.com']);
  });
});

describe('POST /api/verify-otp', () => {
  it("answers 'Incorrect OTP' for a wrong code and a single-use reset token for the right one", async () => {
    const { email } = await signUp(t.app);
    await sendRecovery(email);
    const code = await codeFor(email);
    const wrong = await verify(email, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Bad Request', message: MESSAGES.incorrectOtp });
    const right = await verify(email, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ resetToken: expect.stringMatching(/^[\w-]{43}$/) });
    // The code is spent once it became a token.
    expect((await verify(email, code)).json().message).toBe(MESSAGES.incorrectOtp);
  });

  it('allows five tries, counting wrong codes, then the code is dead', async () => {
    const { email } = await signUp(t.app);
    await sendRecovery(email);
    const code = await codeFor(email);
    for (let i = 0; i < 5; i += 1) expect((await verify(email, otherCode(code))).json().message).toBe(MESSAGES.incorrectOtp);
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(RECOVERY_MESSAGES.codeExhausted);
  });

  it('counts tries atomically when guesses race', async () => {
    const { email } = await signUp(t.app);
    await sendRecovery(email);
    const code = await codeFor(email);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => verify(email, otherCode(code))));
    const messages = guesses.map((g) => g.json().message);
    expect(messages.filter((m) => m === MESSAGES.incorrectOtp)).toHaveLength(5);
    expect(messages.filter((m) => m === RECOVERY_MESSAGES.codeExhausted)).toHaveLength(3);
  });

  it('expires the code after 10 minutes', async () => {
    const { email } = await signUp(t.app);
    await sendRecovery(email);
    const code = await codeFor(email);
    t.clock.advanceMinutes(10);
    const late = await verify(email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(RECOVERY_MESSAGES.codeExpired);
  });

  it('accepts the code just before 10 minutes', async () => {
    const { email } = await signUp(t.app);
    await sendRecovery(email);
    const code = await codeFor(email);
    t.clock.advance(10 * 60_000 - 1000);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('gives one token when two right codes race', async () => {
    const { email } = await signUp(t.app);
    await sendRecovery(email);
    const code = await codeFor(email);
    const answers = await Promise.all([verify(email, code), verify(email, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('PUT /api/reset-password', () => {
  it('without a valid token for that email answers 403 and changes nothing', async () => {
    const { email, cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const before = await users().findOne({ email });
    const otherToken = await resetTokenFor(other.email);

    for (const payload of [
      { email, password: 'hijacked', resetToken: 'A'.repeat(43) },
      { email, password: 'hijacked', resetToken: otherToken }, // someone else's token
    ]) {
      const answer = await reset(payload);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'Forbidden', message: RECOVERY_MESSAGES.resetNotAllowed });
    }
    // The legacy payload without a token is refused outright.
    expect((await reset({ email, password: 'hijacked' })).statusCode).toBe(400);
    expect((await users().findOne({ email }))!.passwordHash).toBe(before!.passwordHash);
    expect((await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } })).json().loggedIn).toBe(true);
    expect(mailbox.mailsTo(email)).toHaveLength(0);
  });

  it('changes the password, spends the token, ends every session and mails a notice', async () => {
    const { email, cookie, firstName } = await signUp(t.app);
    const secondDevice = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: TEST_PASSWORD } });
    const cookie2 = cookieHeaderFrom(secondDevice.headers['set-cookie']);
    const resetToken = await resetTokenFor(email);

    const answer = await reset({ email, password: 'brand new secret', resetToken });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Password reset successful' });

    for (const c of [cookie, cookie2])
      expect((await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie: c } })).json()).toEqual({ loggedIn: false });
    expect((await post('/api/login', { email, password: TEST_PASSWORD })).json()).toEqual({ message: 'Wrong email/password combination' });
    expect((await post('/api/login', { email, password: 'brand new secret' })).statusCode).toBe(200);

    const notice = await mailbox.waitForMail(email, { count: 2 });
    expect(notice.subject).toMatch(/password was reset/i);
    expect(notice.text).toContain(firstName);

    const reuse = await reset({ email, password: 'again', resetToken });
    expect(reuse.statusCode).toBe(403);
    expect((await post('/api/login', { email, password: 'brand new secret' })).statusCode).toBe(200);
  });

  it('lets only one of two racing resets with the same token through', async () => {
    const { email } = await signUp(t.app);
    const resetToken = await resetTokenFor(email);
    const answers = await Promise.all([reset({ email, password: 'first one', resetToken }), reset({ email, password: 'second one', resetToken })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const winner = answers.findIndex((a) => a.statusCode === 200) === 0 ? 'first one' : 'second one';
    expect((await post('/api/login', { email, password: winner })).statusCode).toBe(200);
  });

  it('refuses a token older than 15 minutes', async () => {
    const { email } = await signUp(t.app);
    const resetToken = await resetTokenFor(email);
    t.clock.advanceMinutes(15);
    expect((await reset({ email, password: 'too late', resetToken })).statusCode).toBe(403);
    expect((await post('/api/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/send-email (welcome)', () => {
  it('sends the welcome mail once, with the name escaped in HTML; repeats and unknown emails are no-ops', async () => {
    const { email } = await signUp(t.app, { firstName: '<b>Ann</b> & "Co"' });
    const welcome = () => post('/api/send-email', { OTP: 1111, recipient_email: email, email_type: 'welcome' });
    expect((await welcome()).body).toBe('Email sent successfully');
    const mail = await mailbox.waitForMail(email);
    expect(mail.subject).toBe('Welcome to Fitness Tracker');
    expect(mail.text).toContain('Hi <b>Ann</b> & "Co",');
    expect(mail.html).toContain('Hi &lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail.html).not.toContain('<b>Ann</b>');

    expect((await welcome()).body).toBe('Email sent successfully');
    const unknown = await post('/api/send-email', { recipient_email: 'nobody@example.com', email_type: 'welcome' });
    expect(unknown.body).toBe('Email sent successfully');
    await drainOutbox();
    expect(mailbox.received).toHaveLength(1);
  });

  it('refuses an unknown email_type', async () => {
    const answer = await post('/api/send-email', { recipient_email: 'a@b.co', email_type: 'spam' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain("email_type must be 'welcome' or 'recovery'");
  });
});

describe('SMTP down, then up', () => {
  it('answers at once and delivers later: nothing is lost (recovery code, welcome, reset notice)', async () => {
    const { email } = await signUp(t.app);
    const resetToken = await resetTokenFor(email);
    const second = await signUp(t.app, { email: 'second@example.com' });
    await mailbox.stop();

    const recovery = await sendRecovery(second.email);
    expect(recovery.statusCode).toBe(200);
    expect(recovery.body).toBe('Email sent successfully');
    expect((await post('/api/send-email', { recipient_email: email, email_type: 'welcome' })).statusCode).toBe(200);
    expect((await reset({ email, password: 'new password', resetToken })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: 'new password' })).statusCode).toBe(200);

    await drainOutbox();
    const queued = await outbox().find({ sentAt: null });
    expect(queued.map((m) => m.kind).sort()).toEqual(['password-reset', 'recovery-code', 'welcome']);
    for (const mail of queued) expect(mail).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/), gaveUpAt: null });
    expect(mailbox.received).toHaveLength(1); // the first code only
    // The code is on its way: a second request still waits its 60 s.
    expect((await sendRecovery(second.email)).statusCode).toBe(429);

    await mailbox.start();
    t.clock.advanceSeconds(60); // the first retry is due a minute after the failure
    await drainOutbox('sent');
    expect((await verify(second.email, await codeFor(second.email))).statusCode).toBe(200);
    expect(mailbox.mailsTo(email).map((m) => m.subject)).toEqual([
      'Fitness Tracker password recovery code',
      'Welcome to Fitness Tracker',
      'Your Fitness Tracker password was reset',
    ]);
    expect(await outbox().count({ sentAt: null })).toBe(0);
  });
});

describe('tRPC recovery flow', () => {
  it('requestRecovery → verifyOtp → resetPassword, with resendInSeconds on refusal', async () => {
    const { email, cookie } = await signUp(t.app);
    const sent = await trpcCall(t.app, 'auth.requestRecovery', { email });
    expect(sent.data).toEqual({ message: MESSAGES.otpResent, resendInSeconds: 60 });
    t.clock.advanceSeconds(20);
    const early = await trpcCall(t.app, 'auth.requestRecovery', { email });
    expect(early.status).toBe(429);
    expect(early.error).toMatchObject({
      message: 'Please wait 40 seconds before requesting a new code.',
      data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfterSeconds: 40 },
    });

    const code = await codeFor(email);
    const wrong = await trpcCall(t.app, 'auth.verifyOtp', { email, otp: otherCode(code) });
    expect(wrong.error?.message).toBe(MESSAGES.incorrectOtp);
    const { data } = await trpcCall<{ resetToken: string }>(t.app, 'auth.verifyOtp', { email, otp: code });

    const forbidden = await trpcCall(t.app, 'auth.resetPassword', { email, password: 'x', resetToken: 'B'.repeat(43) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.error?.data.code).toBe('FORBIDDEN');

    const done = await trpcCall(t.app, 'auth.resetPassword', { email, password: 'tRPC new', resetToken: data.resetToken });
    expect(done.data).toEqual({ message: MESSAGES.passwordResetSuccessfully });
    expect((await trpcCall(t.app, 'auth.status', undefined, { kind: 'query', cookie })).data).toEqual({ loggedIn: false });
    expect((await trpcCall(t.app, 'auth.login', { email, password: 'tRPC new' })).status).toBe(200);
  });

  it('sendWelcome sends the welcome mail once', async () => {
    const { email } = await signUp(t.app);
    expect((await trpcCall(t.app, 'auth.sendWelcome', { email })).data).toEqual({ sent: true });
    expect((await trpcCall(t.app, 'auth.sendWelcome', { email })).data).toEqual({ sent: true });
    await drainOutbox();
    expect(mailbox.mailsTo(email)).toHaveLength(1);
  });
});
