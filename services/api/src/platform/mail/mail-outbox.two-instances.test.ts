import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX, type OutboxMailRecord } from './outbox-records';
import { waitForOutbox } from '../../test-support/wait-for-outbox';
import { signUp } from '../../test-support/test-app';
import { startTestMailbox, type TestMailbox } from '../../test-support/test-mailbox';
import { sharedStores, startTwoInstances, type SharedStore, type TwoInstances } from '../../test-support/two-instances';

describe.each(sharedStores)('mail outbox across two instances: $name', ({ open }) => {
  let store: SharedStore;
  let mailbox: TestMailbox;
  let apps: TwoInstances;
  beforeEach(async () => {
    store = await open();
    mailbox = await startTestMailbox();
    // Both workers poll every 20 ms: each sees the other's mails as soon as it can claim them.
    apps = await startTwoInstances(store.storage, { env: { SMTP_URL: mailbox.smtpUrl, MAIL_POLL_MS: '20' } });
  });
  afterEach(async () => {
    await apps.close();
    await mailbox.stop();
    await store.close();
  });

  it('sends each of 24 mails enqueued on A and B exactly once, with both workers running', async () => {
    const people = [];
    for (let i = 0; i < 12; i += 1) people.push(await signUp(i % 2 ? apps.a.app : apps.b.app, { email: `member${i}@example.com` }));
    const requests = people.flatMap(({ email }, i) => {
      const [first, second] = i % 2 ? [apps.a.app, apps.b.app] : [apps.b.app, apps.a.app];
      return [
        first.inject({ method: 'POST', url: '/api/send-email', payload: { recipient_email: email, email_type: 'welcome' } }),
        second.inject({ method: 'POST', url: '/api/send-email', payload: { recipient_email: email, email_type: 'recovery' } }),
      ];
    });
    expect((await Promise.all(requests)).map((answer) => answer.statusCode)).toEqual(Array(24).fill(200));

    await waitForOutbox(store.storage, 'sent');
    expect(mailbox.received).toHaveLength(24);
    for (const { email } of people) {
      expect(
        mailbox
          .mailsTo(email)
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(['Fitness Tracker password recovery code', 'Welcome to Fitness Tracker']);
    }
    const sent = await store.storage.collection<OutboxMailRecord>(MAIL_OUTBOX).find({});
    expect(sent.every((mail) => mail.attempts === 0 && mail.sentAt !== null && mail.code === null && mail.text === '')).toBe(true);
  });

  it('a mail A enqueued while SMTP was down is sent once after it is back, by whichever worker claims it', async () => {
    const { email } = await signUp(apps.a.app, { email: 'late@example.com' });
    await mailbox.stop();
    expect((await apps.a.app.inject({ method: 'POST', url: '/api/send-email', payload: { recipient_email: email, email_type: 'recovery' } })).statusCode).toBe(
      200,
    );
    await waitForOutbox(store.storage, 'tried');
    await mailbox.start();
    apps.clock.advanceMinutes(1);
    await waitForOutbox(store.storage, 'sent');
    expect(mailbox.mailsTo(email)).toHaveLength(1);
    const verified = await apps.b.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email, otp: await mailbox.latestCode(email) } });
    expect(verified.statusCode).toBe(200);
  });
});
