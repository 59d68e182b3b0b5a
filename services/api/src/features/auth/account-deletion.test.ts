import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX } from '../../platform/mail/outbox-records';
import { createEmbeddedStorage } from '../../platform/storage/nedb-driver';
import type { Storage } from '../../platform/storage';
import { clientFor, sampleLog, type Client } from '../../test-support/api-client';
import { createTestApp, signUp, TEST_APP_ORIGIN, TEST_PASSWORD, type TestApp } from '../../test-support/test-app';
import { startTestMailbox, type TestMailbox } from '../../test-support/test-mailbox';
import { COLLECTIONS, type AccountDeletionRecord } from './account-records';

const FIXTURE = readFileSync(join(import.meta.dirname, '../data-transfer/fixtures/strong-current.csv'));
const PENDING_NEW_EMAIL = 'pending.move@example.com';

let dataDir: string;
let mailbox: TestMailbox;
let storage: Storage;
let t: TestApp;

/** The app over an embedded store in a real DATA_DIR (one file per collection), mailing through a real SMTP server. */
async function start() {
  storage = createEmbeddedStorage(dataDir);
  t = await createTestApp({ storage, env: { SMTP_URL: mailbox.smtpUrl, MAIL_POLL_MS: '20' } });
}

/** Closes the app and the store (which compacts each file: deleted documents leave it). */
async function stop() {
  await t.close();
  await storage.close();
}

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'account-deletion-'));
  mailbox = await startTestMailbox();
  await start();
});
afterEach(async () => {
  await stop();
  await mailbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under DATA_DIR whose text holds one of `needles`: the whole store, whatever collections exist. */
function filesHolding(...needles: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (needles.some((needle) => readFileSync(path, 'utf8').includes(needle))) found.push(path.slice(dataDir.length + 1));
    }
  };
  walk(dataDir);
  return found.sort();
}

/** A user with a document in every collection the app writes for a user. */
async function userWithEverything(): Promise<{ client: Client; userId: string; email: string }> {
  const account = await signUp(t.app);
  const client = clientFor(t.app, account.cookie);
  const ok = (answer: { status: number; response: { body: string } }) => expect(answer.status, answer.response.body).toBe(200);
  ok(await client.mutate('auth.sendWelcome', { email: account.email }));
  const profile = await client.query<object>('profile.get');
  ok(await client.mutate('profile.save', { ...profile.data, age: 40 }));
  ok(await client.mutate('weight.save', { date: '2025-06-01', weight: 180, changeId: 'change-weight-1' }));
  ok(await client.mutate('measurements.add', { date: '2025-06-01', waistCm: 81.5 }));
  ok(await client.mutate('routines.createStarters'));
  ok(await client.mutate('workoutLog.sync', { localLog: sampleLog(), timezone: 'UTC' }));
  const order = await client.query<Array<{ id: string }>>('progress.list');
  ok(await client.mutate('progress.reorder', { ids: order.data.map((item) => item.id).reverse() }));
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/import?dryRun=false',
    payload: FIXTURE,
    headers: { cookie: account.cookie, 'content-type': 'text/csv', origin: TEST_APP_ORIGIN },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/send-recovery-email', payload: { recipient_email: account.email } })).statusCode).toBe(200);
  ok(await client.mutate('account.requestEmailChange', { newEmail: PENDING_NEW_EMAIL, currentPassword: TEST_PASSWORD }));
  await mailbox.waitForMail(account.email, { count: 2 });
  await mailbox.waitForMail(PENDING_NEW_EMAIL);
  return { client, userId: account.userId, email: account.email };
}

async function untilNoMailTo(address: string) {
  const mails = storage.collection<{ id: string; to: string }>(MAIL_OUTBOX);
  for (let i = 0; i < 200 && (await mails.count({ to: address })) > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('an account deletion leaves nothing of the user in the store', () => {
  it("no file of DATA_DIR holds the user's id or email afterwards, while a bystander's data stays", async () => {
    const { client, userId, email } = await userWithEverything();
    const bystander = await signUp(t.app);
    await clientFor(t.app, bystander.cookie).mutate('routines.createStarters');
    const before = filesHolding(userId, email);
    // The test is only as good as what it filled: every collection a user's data lives in.
    for (const collection of [
      'users',
      'sessions',
      'recoveries',
      'emailChanges',
      'profiles',
      'weights',
      'measurements',
      'routines',
      'exercises',
      'workoutLogs',
      'trackedOrder',
      'imports',
      'dataVersions',
      'sortOrderCounters',
      'appliedChanges',
      'mailOutbox',
    ]) {
      expect(before).toContain(`${collection}.db`);
    }

    const deleted = await client.mutate('account.delete', { currentPassword: TEST_PASSWORD, confirmation: 'DELETE' });
    expect(deleted.status, deleted.response.body).toBe(200);
    // The confirmation goes out, then its own record goes too.
    expect((await mailbox.waitForMail(email, { count: 3 })).subject).toBe('Your Fitness Tracker account was deleted');
    await untilNoMailTo(email);
    await stop();

    expect(filesHolding(userId, email, PENDING_NEW_EMAIL)).toEqual([]);
    expect(filesHolding(bystander.userId)).toEqual(expect.arrayContaining(['users.db', 'sessions.db', 'routines.db', 'exercises.db']));
    await start();
  });

  it('a deletion a stop interrupted is finished on the next start, and until then the account cannot log in', async () => {
    const { userId, email } = await userWithEverything();
    // As a process stopped halfway leaves it: the record written, some collections cleared, the rest not.
    await storage.collection<AccountDeletionRecord>(COLLECTIONS.accountDeletions).insertOne({ id: userId, userId, email, startedAt: new Date() });
    await storage.collection<{ id: string; userId: string }>('weights').deleteMany({ userId });
    await storage.collection<{ id: string; userId: string }>(COLLECTIONS.sessions).deleteMany({ userId });
    const refused = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { email, password: TEST_PASSWORD } });
    expect([refused.statusCode, refused.json().error.message]).toEqual([401, 'Incorrect email or password']);
    await mailbox.waitForMail(PENDING_NEW_EMAIL);
    await stop();
    expect(filesHolding(userId).length).toBeGreaterThan(5);

    await start();
    await stop();
    expect(filesHolding(userId, email, PENDING_NEW_EMAIL)).toEqual([]);
    await start();
    // The address registers again, as a new, empty account.
    const again = await signUp(t.app, { email });
    expect(again.userId).not.toBe(userId);
    expect((await clientFor(t.app, again.cookie).query('routines.list')).data).toEqual([]);
  });
});
