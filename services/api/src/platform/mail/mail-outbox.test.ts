import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedStorage } from '../storage/nedb-driver';
import type { Storage } from '../storage';
import { createTestClock, type TestClock } from '../../test-support/test-clock';
import { startTestMailbox, type TestMailbox } from '../../test-support/test-mailbox';
import { passwordResetMail, recoveryCodeMail, welcomeMail } from './account-mails';
import { createMailOutbox, type MailOutbox, type MailWorkerLog } from './mail-outbox';
import type { MailPort, OutgoingMail } from './mail-port';
import { MAIL_OUTBOX, MAX_MAIL_ATTEMPTS, retryDelayMs, type OutboxMailRecord } from './outbox-records';
import { createSmtpMailer } from './smtp-mailer';

let storage: Storage;
let clock: TestClock;
let outboxes: MailOutbox[];
beforeEach(() => {
  storage = createEmbeddedStorage(':memory:');
  clock = createTestClock();
  outboxes = [];
});
afterEach(async () => {
  await Promise.all(outboxes.map((outbox) => outbox.stop()));
});

const mails = () => storage.collection<OutboxMailRecord>(MAIL_OUTBOX);
const known = new Set(['ada@example.com']);

/** A mail port that records what it was handed, or fails while `down`. */
function fakePort() {
  const sent: OutgoingMail[] = [];
  const port = {
    kind: 'smtp' as const,
    down: false,
    sent,
    async send(mail: OutgoingMail) {
      if (port.down) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      sent.push(mail);
    },
    async close() {},
  };
  return port;
}

function recordingLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const log: MailWorkerLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

async function outbox(mail: MailPort, pollMs = 60_000, log?: MailWorkerLog): Promise<MailOutbox> {
  const created = await createMailOutbox({ storage, clock, mail, pollMs, log, hasAccount: async (email) => known.has(email) });
  outboxes.push(created);
  return created;
}

describe('mail outbox', () => {
  it("forgets an address (an account's deletion): every mail to it goes but the unsent kind kept, which leaves no record once sent", async () => {
    const port = fakePort();
    const queue = await outbox(port);
    await queue.enqueue(welcomeMail('gone@example.com', 'Gone'), { kind: 'welcome' });
    await queue.deliverDue();
    await queue.enqueue(passwordResetMail('gone@example.com', 'Gone'), { kind: 'password-reset' });
    await queue.enqueue(welcomeMail('gone@example.com', 'Gone'), { kind: 'account-deleted', forgetWhenSent: true });
    await queue.enqueue(welcomeMail('stays@example.com', 'Stays'), { kind: 'welcome' });
    await queue.forgetAddress('gone@example.com', { keepUnsent: 'account-deleted' });
    expect((await mails().find({ to: 'gone@example.com' })).map((mail) => mail.kind)).toEqual(['account-deleted']);
    expect(await queue.deliverDue()).toBe(2);
    expect(port.sent.map((mail) => mail.to)).toEqual(['gone@example.com', 'gone@example.com', 'stays@example.com']);
    expect(await mails().count({ to: 'gone@example.com' })).toBe(0);
    expect(await mails().count({ to: 'stays@example.com' })).toBe(1);
  });

  it('queues a mail, sends it through the port on deliverDue, then keeps only its envelope', async () => {
    const port = fakePort();
    const box = await outbox(port);
    await box.enqueue(recoveryCodeMail('ada@example.com', '4821', 10), { kind: 'recovery-code', toAccountOnly: true });
    const [queued] = await mails().find({});
    expect(queued).toMatchObject({ kind: 'recovery-code', to: 'ada@example.com', code: '4821', attempts: 0, sentAt: null });
    expect(queued!.text).toContain('4821');

    expect(await box.deliverDue()).toBe(1);
    expect(port.sent).toEqual([expect.objectContaining({ to: 'ada@example.com', subject: 'Fitness Tracker password recovery code', code: '4821' })]);
    const [sent] = await mails().find({});
    expect(sent).toMatchObject({ sentAt: clock.now().getTime(), text: '', html: '', code: null, claimedUntil: 0 });
    expect(sent!.expiresAt!.getTime()).toBe(clock.now().getTime() + 7 * 24 * 60 * 60_000);
    expect(await box.deliverDue()).toBe(0); // sent once
    expect(port.sent).toHaveLength(1);
  });

  it('keeps a failed mail, logs the failure without the code, and retries it when due', async () => {
    const port = fakePort();
    const { log, lines } = recordingLog();
    const driver = await outbox(port, 60_000, log);

    port.down = true;
    await driver.enqueue(recoveryCodeMail('ada@example.com', '4821', 10), { kind: 'recovery-code' });
    expect(await driver.deliverDue()).toBe(0);
    const [failed] = await mails().find({});
    expect(failed).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:1', sentAt: null, claimedUntil: 0, code: '4821' });
    expect(failed!.nextAttemptAt).toBe(clock.now().getTime() + 60_000);
    expect(lines).toEqual([
      {
        level: 'warn',
        details: { mailId: failed!.id, kind: 'recovery-code', attempts: 1, error: 'connect ECONNREFUSED 127.0.0.1:1', retryInSeconds: 60 },
        message: 'mail outbox: send failed, will retry',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('4821');

    port.down = false;
    clock.advanceSeconds(59);
    expect(await driver.deliverDue()).toBe(0); // not due yet
    clock.advanceSeconds(1);
    expect(await driver.deliverDue()).toBe(1);
    expect(port.sent.map((m) => m.code)).toEqual(['4821']);
  });

  it('backs off 1, 3, 9, 27, 81 minutes, ~4 h, then 6 h, and gives up after ten attempts (about a day), blanking the body', async () => {
    expect(Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1) / 60_000)).toEqual([1, 3, 9, 27, 81, 243, 360, 360, 360]);
    const port = fakePort();
    port.down = true;
    const { log, lines } = recordingLog();
    const box = await outbox(port, 60_000, log);
    await box.enqueue(passwordResetMail('ada@example.com', 'Ada'), { kind: 'password-reset' });
    const start = clock.now().getTime();
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await box.deliverDue();
      const [mail] = await mails().find({});
      expect(mail!.attempts).toBe(attempt);
      clock.set(new Date(mail!.nextAttemptAt));
    }
    const [gaveUp] = await mails().find({});
    expect(gaveUp).toMatchObject({ attempts: 10, sentAt: null, gaveUpAt: expect.any(Number), text: '', html: '', code: null });
    expect((gaveUp!.gaveUpAt! - start) / 3_600_000).toBeCloseTo(24.07, 2); // the tenth try, a day after the first
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'mail outbox: gave up after 10 attempts' });
    clock.advanceMinutes(24 * 60);
    port.down = false;
    expect(await box.deliverDue()).toBe(0);
    expect(port.sent).toHaveLength(0);
  });

  it('sends a toAccountOnly mail only to a known account, and drops an expired one unsent', async () => {
    const port = fakePort();
    const box = await outbox(port);
    await box.enqueue(recoveryCodeMail('nobody@example.com', '1111', 10), { kind: 'recovery-code', toAccountOnly: true });
    await box.enqueue(recoveryCodeMail('ada@example.com', '2222', 10), { kind: 'recovery-code', toAccountOnly: true });
    await box.enqueue(recoveryCodeMail('ada@example.com', '3333', 10), { kind: 'recovery-code', expiresAt: new Date(clock.now().getTime() - 1) });
    expect(await box.deliverDue()).toBe(1);
    expect(port.sent.map((m) => [m.to, m.code])).toEqual([['ada@example.com', '2222']]);
    expect(await mails().count({})).toBe(1); // the unknown and the expired are gone, codes and all
  });

  it('replaces an unsent code by a newer one (the old code no longer works)', async () => {
    const port = fakePort();
    port.down = true;
    const box = await outbox(port);
    const replacing = { kind: 'recovery-code', replaceUnsent: true } as const;
    await box.enqueue(recoveryCodeMail('ada@example.com', '1111', 10), replacing);
    await box.enqueue(welcomeMail('ada@example.com', 'Ada'), { kind: 'welcome' });
    await box.deliverDue();
    await box.enqueue(recoveryCodeMail('ada@example.com', '2222', 10), replacing);
    port.down = false;
    clock.advanceMinutes(1);
    expect(await box.deliverDue()).toBe(2);
    expect(port.sent.map((m) => m.code ?? m.subject).sort()).toEqual(['2222', 'Welcome to Fitness Tracker']);
  });

  it('enqueues a mail with a onceId once: a repeat (a race, a retry after a crash) is a no-op', async () => {
    const port = fakePort();
    const box = await outbox(port);
    const once = { kind: 'welcome', onceId: 'a1b2c3d4e5f60718293a4b5c' } as const;
    await Promise.all([box.enqueue(welcomeMail('ada@example.com', 'Ada'), once), box.enqueue(welcomeMail('ada@example.com', 'Ada'), once)]);
    await box.enqueue(welcomeMail('ada@example.com', 'Ada'), once);
    expect(await mails().count({})).toBe(1);
    expect(await box.deliverDue()).toBe(1);
    await box.enqueue(welcomeMail('ada@example.com', 'Ada'), once);
    expect(await box.deliverDue()).toBe(0);
    expect(port.sent).toHaveLength(1);
  });

  it('two workers over one store send each of 30 mails exactly once', async () => {
    const port = fakePort();
    const [a, b] = [await outbox(port), await outbox(port)];
    for (let i = 0; i < 30; i += 1) await (i % 2 ? a : b).enqueue(welcomeMail(`user${i}@example.com`, `User ${i}`), { kind: 'welcome' });
    const counts = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(counts[0] + counts[1]).toBe(30);
    expect(new Set(port.sent.map((m) => m.to)).size).toBe(30);
    expect(port.sent).toHaveLength(30);
  });
});

describe('mail worker (real SMTP on loopback)', () => {
  let mailbox: TestMailbox;
  beforeEach(async () => {
    mailbox = await startTestMailbox();
  });
  afterEach(() => mailbox.stop());

  it('runs on its own: sends a mail another instance queued at its next poll, and a mail queued here at once', async () => {
    const smtp = createSmtpMailer(mailbox.smtpUrl, 'Fitness Tracker <no-reply@localhost>');
    const polling = await outbox(smtp, 20);
    polling.start();
    const elsewhere = await outbox(smtp); // not started: like another instance whose worker is busy
    await elsewhere.enqueue(welcomeMail('ada@example.com', 'Ada'), { kind: 'welcome' });
    await expect.poll(() => mailbox.mailsTo('ada@example.com').length, { timeout: 15_000 }).toBe(1);

    const nudged = await outbox(smtp, 60_000); // a minute's poll: only the nudge can send it in time
    nudged.start();
    await polling.stop();
    await nudged.enqueue(welcomeMail('bob@example.com', 'Bob'), { kind: 'welcome' });
    expect((await mailbox.waitForMail('bob@example.com', { timeoutMs: 10_000 })).subject).toBe('Welcome to Fitness Tracker');
  });

  it('keeps mails while SMTP is down and sends them after it is back; stop() ends the worker', async () => {
    const smtp = createSmtpMailer(mailbox.smtpUrl, 'Fitness Tracker <no-reply@localhost>');
    const worker = await outbox(smtp, 20);
    worker.start();
    await mailbox.stop();
    await worker.enqueue(recoveryCodeMail('ada@example.com', '4821', 10), { kind: 'recovery-code' });
    await expect.poll(async () => (await mails().findOne({}))?.attempts, { timeout: 15_000 }).toBe(1);
    await mailbox.start();
    clock.advanceMinutes(1);
    expect((await mailbox.waitForMail('ada@example.com', { timeoutMs: 10_000 })).text).toContain('4821');

    await worker.stop();
    await worker.enqueue(welcomeMail('ada@example.com', 'Ada'), { kind: 'welcome' });
    expect(await worker.deliverDue()).toBe(0); // a stopped worker sends nothing more
    expect(await mails().count({ sentAt: null })).toBe(1);
  });
});
