import { MESSAGES } from '@fitness/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitForOutbox } from '../../test-support/wait-for-outbox';
import { clientFor, type Client } from '../../test-support/api-client';
import { cookieHeaderFrom, createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../../test-support/test-app';
import type { TestMailbox } from '../../test-support/test-mailbox';
import { COLLECTIONS, type EmailChangeRecord, type UserRecord } from './account-records';
import { SESSION_NOT_FOUND } from './account-router';
import { CURRENT_PASSWORD_WRONG, EMAIL_IN_USE, LOGIN_FAILED } from './accounts';
import { RECOVERY_MESSAGES } from './recovery';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';

let t: TestApp;
let mailbox: TestMailbox;
beforeEach(async () => {
  t = await createTestApp({ smtp: true, env: { MAIL_POLL_MS: '20' } });
  mailbox = t.mailbox!;
});
afterEach(() => t.close());

const users = () => t.storage.collection<UserRecord>(COLLECTIONS.users);
/** tRPC's login, which answers a refusal 401 (the legacy REST path answers 200 with a message). */
const login = (email: string, password: string, userAgent = LAPTOP) =>
  t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email, password }, headers: { 'user-agent': userAgent } });
const loggedInAs = async (email: string, password: string, userAgent?: string) =>
  clientFor(t.app, cookieHeaderFrom((await login(email, password, userAgent)).headers['set-cookie']));
const isLoggedIn = async (client: Client) => (await client.query('auth.me')).status === 200;

/** A user logged in on two devices: `me` (this one) and `other`. */
async function userOnTwoDevices() {
  const account = await signUp(t.app);
  const me = await loggedInAs(account.email, account.password, PHONE);
  const other = await loggedInAs(account.email, account.password, LAPTOP);
  return { ...account, me, other };
}

describe('account.changePassword', () => {
  it('changes the password, ends every other session at once, keeps this one and mails "Your password was changed"', async () => {
    const { email, me, other, cookie } = await userOnTwoDevices();
    const answer = await me.mutate('account.changePassword', { currentPassword: TEST_PASSWORD, newPassword: 'a new long secret' });
    expect(answer.status, answer.response.body).toBe(200);
    expect(answer.data).toEqual({ success: true });
    expect(await isLoggedIn(me)).toBe(true);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(clientFor(t.app, cookie))).toBe(false);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'a new long secret')).statusCode).toBe(200);
    const mail = await mailbox.waitForMail(email, { count: 1 });
    expect(mail.subject).toBe('Your Fitness Tracker password was changed');
  });

  it("refuses a wrong current password with its message and changes nothing; login's attempt limiter counts it", async () => {
    const { email, me, other } = await userOnTwoDevices();
    const before = await users().findOne({ email });
    const wrong = await me.mutate('account.changePassword', { currentPassword: 'not it', newPassword: 'a new long secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(CURRENT_PASSWORD_WRONG);
    expect(wrong.error?.data.code).toBe('BAD_REQUEST');
    expect((await users().findOne({ email }))?.passwordHash).toBe(before?.passwordHash);
    expect(await isLoggedIn(other)).toBe(true);
    // Ten failures per email in 15 minutes, as for login (one is spent above).
    for (let i = 0; i < 9; i += 1) expect((await me.mutate('account.changePassword', { currentPassword: 'not it', newPassword: 'x' })).status).toBe(400);
    const limited = await me.mutate('account.changePassword', { currentPassword: TEST_PASSWORD, newPassword: 'x' });
    expect(limited.status).toBe(429);
    expect(limited.error?.data.retryAfterSeconds).toBeGreaterThan(0);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('holds the new password to the registration rules', async () => {
    const { email, me } = await userOnTwoDevices();
    const empty = await me.mutate('account.changePassword', { currentPassword: TEST_PASSWORD, newPassword: '' });
    expect(empty.status).toBe(400);
    expect(empty.error?.data.fieldErrors).toEqual({ newPassword: [MESSAGES.mustEnterPassword] });
    const long = await me.mutate('account.changePassword', { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session, and an origin of the app', async () => {
    const anonymous = clientFor(t.app, undefined);
    expect((await anonymous.mutate('account.changePassword', { currentPassword: TEST_PASSWORD, newPassword: 'x' })).status).toBe(401);
    const { cookie } = await signUp(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/trpc/account.changePassword',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ currentPassword: TEST_PASSWORD, newPassword: 'x' }),
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('account.requestEmailChange and account.confirmEmailChange', () => {
  const request = (client: Client, newEmail: string, currentPassword = TEST_PASSWORD) =>
    client.mutate('account.requestEmailChange', { newEmail, currentPassword });
  const confirm = (client: Client, code: string) => client.mutate<{ email: string }>('account.confirmEmailChange', { code });
  const codeAt = async (address: string, count = 1) => {
    await mailbox.waitForMail(address, { count });
    return mailbox.latestCode(address);
  };
  const otherCode = (code: string) => String(((Number(code) - 1000 + 1) % 9000) + 1000);

  it('mails a code to the new address; the right code moves the account there, tells the old address, and only the new one logs in', async () => {
    const { email, me, firstName } = await userOnTwoDevices();
    const answer = await request(me, '  New.Address@Example.com ');
    expect(answer.data).toEqual({ success: true });
    const code = await codeAt('new.address@example.com');
    const stored = await t.storage.collection<EmailChangeRecord>(COLLECTIONS.emailChanges).findOne({ userId: (await users().findOne({ email }))!.id });
    expect(stored?.codeHash).not.toContain(code);
    const confirmed = await confirm(me, code);
    expect(confirmed.status, confirmed.response.body).toBe(200);
    expect(confirmed.data).toEqual({ email: 'new.address@example.com' });
    const notice = await mailbox.waitForMail(email);
    expect(notice.subject).toBe('Your Fitness Tracker email was changed');
    expect(notice.text).toContain(`Hi ${firstName}`);
    expect(notice.text).toContain('new.address@example.com');
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('new.address@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    // Every session carries the new address from the next request on.
    expect((await me.query<{ email: string }>('auth.me')).data.email).toBe('new.address@example.com');
    // A spent code does not work twice.
    expect((await confirm(me, code)).error?.message).toBe(MESSAGES.incorrectOtp);
  });

  it('refuses a taken address, a wrong password and a malformed address with their messages, mailing nothing', async () => {
    const { me, email } = await userOnTwoDevices();
    const someoneElse = await signUp(t.app);
    const taken = await request(me, someoneElse.email.toUpperCase());
    expect([taken.status, taken.error?.message]).toEqual([409, EMAIL_IN_USE]);
    expect((await request(me, email)).error?.message).toBe(EMAIL_IN_USE);
    const wrong = await request(me, 'free@example.com', 'not it');
    expect([wrong.status, wrong.error?.message]).toEqual([400, CURRENT_PASSWORD_WRONG]);
    const malformed = await request(me, 'not an email');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.data.fieldErrors).toEqual({ newEmail: [MESSAGES.invalidEmail] });
    const empty = await request(me, '');
    expect(empty.error?.data.fieldErrors).toEqual({ newEmail: [MESSAGES.mustEnterEmail] });
    await waitForOutbox(t.storage);
    expect(mailbox.mailsTo('free@example.com')).toHaveLength(0);
    expect(await t.storage.collection(COLLECTIONS.emailChanges).count({})).toBe(0);
  });

  it("answers a wrong code, then an exhausted one, with the recovery flow's messages, and changes nothing", async () => {
    const { me, email } = await userOnTwoDevices();
    await request(me, 'moved@example.com');
    const code = await codeAt('moved@example.com');
    for (let i = 0; i < 5; i += 1) expect((await confirm(me, otherCode(code))).error?.message).toBe(MESSAGES.incorrectOtp);
    const exhausted = await confirm(me, code);
    expect([exhausted.status, exhausted.error?.message]).toEqual([400, RECOVERY_MESSAGES.codeExhausted]);
    expect((await users().findOne({ email }))?.email).toBe(email);
  });

  it("answers an expired code with the recovery flow's message", async () => {
    const { me, email } = await userOnTwoDevices();
    await request(me, 'late@example.com');
    const code = await codeAt('late@example.com');
    t.clock.advanceMinutes(11);
    const late = await confirm(me, code);
    expect([late.status, late.error?.message]).toEqual([400, RECOVERY_MESSAGES.codeExpired]);
    expect((await users().findOne({ email }))?.email).toBe(email);
    expect((await confirm(clientFor(t.app, undefined), code)).status).toBe(401);
  });

  it("makes a resend to the same address wait 60 s with the recovery flow's message; the newest code is the one that works", async () => {
    const { me } = await userOnTwoDevices();
    await request(me, 'again@example.com');
    const first = await codeAt('again@example.com');
    t.clock.advanceSeconds(20);
    const soon = await request(me, 'again@example.com');
    expect([soon.status, soon.error?.message, soon.error?.data.retryAfterSeconds]).toEqual([429, 'Please wait 40 seconds before requesting a new code.', 40]);
    t.clock.advanceSeconds(40);
    expect((await request(me, 'again@example.com')).status).toBe(200);
    const second = await codeAt('again@example.com', 2);
    if (first !== second) expect((await confirm(me, first)).error?.message).toBe(MESSAGES.incorrectOtp);
    expect((await confirm(me, second)).data).toEqual({ email: 'again@example.com' });
  });

  it('refuses the move when another account took the address meanwhile', async () => {
    const { me, email } = await userOnTwoDevices();
    await request(me, 'race@example.com');
    const code = await codeAt('race@example.com');
    await signUp(t.app, { email: 'race@example.com' });
    const taken = await confirm(me, code);
    expect([taken.status, taken.error?.message]).toEqual([409, EMAIL_IN_USE]);
    expect((await users().findOne({ email }))?.email).toBe(email);
  });
});

describe('account.sessions, account.signOutSession and account.signOutOtherSessions', () => {
  type Listed = { id: string; browser: string; lastActiveAt: string; current: boolean };

  it('lists the sessions with browser, system and last activity, this device first; reads write nothing', async () => {
    const { me } = await userOnTwoDevices();
    const loginAt = t.clock.now().toISOString();
    t.clock.advanceMinutes(5);
    const list = (await me.query<Listed[]>('account.sessions')).data;
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({ id: expect.any(String), browser: 'Chrome on Android', lastActiveAt: loginAt, current: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.browser)).toContain('Firefox on macOS');
    // A write marks this session active (a read above did not).
    await me.mutate('auth.changeName', { firstName: 'Renamed' });
    const after = (await me.query<Listed[]>('account.sessions')).data;
    expect(after[0]!.lastActiveAt).toBe(t.clock.now().toISOString());
    expect(after.slice(1).every((s) => s.lastActiveAt === loginAt)).toBe(true);
  });

  it('shows a login made elsewhere on the next read (the list is not kept by the read cache)', async () => {
    const { me, email, password } = await userOnTwoDevices();
    expect((await me.query<Listed[]>('account.sessions')).data).toHaveLength(3);
    await login(email, password);
    expect((await me.query<Listed[]>('account.sessions')).data).toHaveLength(4);
  });

  it("signs out one other session; another user's session id answers NOT_FOUND and ends nothing", async () => {
    const { me, other } = await userOnTwoDevices();
    const stranger = await signUp(t.app);
    const strangerClient = clientFor(t.app, stranger.cookie);
    const strangers = (await strangerClient.query<Listed[]>('account.sessions')).data;
    const refused = await me.mutate('account.signOutSession', { id: strangers[0]!.id });
    expect([refused.status, refused.error?.message, refused.error?.data.code]).toEqual([404, SESSION_NOT_FOUND, 'NOT_FOUND']);
    expect(await isLoggedIn(strangerClient)).toBe(true);

    const otherId = (await other.query<Listed[]>('account.sessions')).data.find((s) => s.current)!.id;
    expect((await me.mutate('account.signOutSession', { id: otherId })).data).toEqual({ success: true });
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(me)).toBe(true);
    expect((await me.mutate('account.signOutSession', { id: otherId })).status).toBe(404);
  });

  it('signs out every other session, keeping this one', async () => {
    const { me, other, cookie } = await userOnTwoDevices();
    expect((await me.mutate('account.signOutOtherSessions', {})).data).toEqual({ success: true });
    expect(await isLoggedIn(me)).toBe(true);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(clientFor(t.app, cookie))).toBe(false);
    expect((await me.query<Listed[]>('account.sessions')).data).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('account.delete', () => {
  it('refuses without DELETE typed or with a wrong password, with their messages, and deletes nothing', async () => {
    const { me, email } = await userOnTwoDevices();
    for (const confirmation of ['', 'delete', 'DELETE ']) {
      const refused = await me.mutate('account.delete', { currentPassword: TEST_PASSWORD, confirmation });
      expect([refused.status, refused.error?.message, refused.error?.data.code]).toEqual([400, 'Type DELETE to confirm', 'BAD_REQUEST']);
    }
    const wrong = await me.mutate('account.delete', { currentPassword: 'not it', confirmation: 'DELETE' });
    expect([wrong.status, wrong.error?.message]).toEqual([400, CURRENT_PASSWORD_WRONG]);
    expect(await users().findOne({ email })).not.toBeNull();
    expect(await isLoggedIn(me)).toBe(true);
  });

  it('deletes the account: the cookie is cleared, every session answers 401, login answers as for unknown credentials, a mail confirms, and the email registers again, empty', async () => {
    const { me, other, email, password } = await userOnTwoDevices();
    expect((await me.mutate('weight.save', { date: '2025-06-01', weight: 180 })).status).toBe(200);
    const deleted = await me.mutate('account.delete', { currentPassword: password, confirmation: 'DELETE' });
    expect(deleted.status, deleted.response.body).toBe(200);
    expect(deleted.data).toEqual({ success: true });
    expect(String(deleted.response.headers['set-cookie'])).toMatch(/fitness_session=;/);
    expect(await isLoggedIn(me)).toBe(false);
    expect(await isLoggedIn(other)).toBe(false);
    const refused = await login(email, password);
    expect([refused.statusCode, refused.json().error.message]).toEqual([401, LOGIN_FAILED]);
    const confirmation = await mailbox.waitForMail(email);
    expect(confirmation.subject).toBe('Your Fitness Tracker account was deleted');

    const again = await signUp(t.app, { email, password });
    const fresh = clientFor(t.app, again.cookie);
    expect((await fresh.query('weight.list')).data).toEqual({ dates: [], weights: [] });
    expect((await fresh.query<unknown[]>('routines.list')).data).toEqual([]);
  });
});
