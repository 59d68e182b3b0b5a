import { expect } from 'vitest';
import type { Storage } from '../platform/storage';
import { MAIL_OUTBOX, type OutboxMailRecord } from '../platform/mail/outbox-records';

/**
 * Tests: waits (polling the store, never sleeping) until the app's worker has tried every queued mail
 * (sent it, dropped it or failed once), or with `'sent'` until none is left unsent.
 */
export async function waitForOutbox(storage: Storage, until: 'tried' | 'sent' = 'tried'): Promise<void> {
  const mails = storage.collection<OutboxMailRecord>(MAIL_OUTBOX);
  const left = () => mails.count(until === 'sent' ? { sentAt: null } : { sentAt: null, attempts: 0 });
  await expect.poll(left, { timeout: 15_000 }).toBe(0);
}
