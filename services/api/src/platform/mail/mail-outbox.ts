import type { Clock } from '../clock';
import { DuplicateKeyError, newId, type Storage } from '../storage';
import type { MailPort, OutgoingMail } from './mail-port';
import {
  BLANK_BODY,
  MAIL_CLAIM_LEASE_MS,
  MAIL_OUTBOX,
  MAIL_RECORD_KEPT_MS,
  MAX_MAIL_ATTEMPTS,
  retryDelayMs,
  type MailKind,
  type OutboxMailRecord,
} from './outbox-records';

/** Pino's logger fits; the worker gets Fastify's when the app is ready. */
export interface MailWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silentLog: MailWorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface EnqueueOptions {
  kind: MailKind;
  /** Sent only if an account exists at send time, so the request need not look (recovery codes). */
  toAccountOnly?: boolean;
  /** Dropped unsent after this: a recovery code is useless once it expired. */
  expiresAt?: Date;
  /** Unsent mails of this kind to this address are dropped first: an older code no longer works. */
  replaceUnsent?: boolean;
  /** A mail that must go at most once (a welcome): enqueueing the same id again is a no-op. */
  onceId?: string;
  /** Removed once sent or given up instead of keeping its envelope (the confirmation of an account's deletion). */
  forgetWhenSent?: boolean;
}

export interface MailOutboxDeps {
  storage: Storage;
  clock: Clock;
  mail: MailPort;
  hasAccount(email: string): Promise<boolean>;
  /** How often the worker looks for due mails (retries, and mails other instances enqueued). */
  pollMs: number;
  /** Until `start` hands over the app's logger. */
  log?: MailWorkerLog;
}

const BATCH = 20;

/**
 * Mail off the request path (docs/decisions/0018): requests enqueue a document and answer at once; a worker
 * in every instance claims due mails with a conditional update (one owner each), sends them through the
 * mail port and retries failures with backoff. Each mail is sent once unless a claim's lease runs out mid-send.
 */
export class MailOutbox {
  private readonly mails;
  private log: MailWorkerLog;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  /** A pass that is queued but not begun: callers share it instead of queueing more. */
  private queued: Promise<number> | null = null;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: MailOutboxDeps) {
    this.mails = deps.storage.collection<OutboxMailRecord>(MAIL_OUTBOX);
    this.log = deps.log ?? silentLog;
  }

  async enqueue(mail: OutgoingMail, options: EnqueueOptions): Promise<void> {
    const now = this.deps.clock.now().getTime();
    if (options.replaceUnsent) await this.mails.deleteMany({ to: mail.to, kind: options.kind, sentAt: null, claimedUntil: { $lt: now } });
    const record: OutboxMailRecord = {
      id: options.onceId ?? newId(),
      kind: options.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      code: mail.code ?? null,
      toAccountOnly: options.toAccountOnly ?? false,
      ...(options.forgetWhenSent ? { forgetWhenSent: true } : {}),
      createdAt: new Date(now),
      attempts: 0,
      nextAttemptAt: now,
      claimedUntil: 0,
      sentAt: null,
      gaveUpAt: null,
      lastError: null,
      expiresAt: options.expiresAt ?? null,
    };
    try {
      await this.mails.insertOne(record);
    } catch (error) {
      if (options.onceId && error instanceof DuplicateKeyError) return;
      throw error;
    }
    // The local worker sends it right after the answer leaves, not at its next poll.
    if (this.started && !this.stopped) setImmediate(() => void this.deliverDue().catch(() => undefined));
  }

  /**
   * Removes the mails to an address, sent envelopes and unsent mails (of one kind when `only` is
   * given), but the unsent ones of the kind `keepUnsent`: an account's deletion.
   */
  async forgetAddress(to: string, kinds: { only?: MailKind; keepUnsent?: MailKind } = {}): Promise<void> {
    const kept = kinds.keepUnsent ? await this.mails.find({ to, kind: kinds.keepUnsent, sentAt: null }) : [];
    await this.mails.deleteMany({ to, ...(kinds.only ? { kind: kinds.only } : {}), ...(kept.length ? { id: { $nin: kept.map((mail) => mail.id) } } : {}) });
  }

  /** Sends every due mail this instance can claim and answers how many it sent; tests call it to drain. */
  deliverDue(): Promise<number> {
    if (this.queued) return this.queued;
    const pass = this.chain.then(() => {
      this.queued = null;
      return this.sendDue();
    });
    this.queued = pass;
    this.chain = pass.catch((error: unknown) => this.log.error({ error: describe(error) }, 'mail outbox: delivery pass failed'));
    return pass;
  }

  /** Starts the polling worker (with the app); mails left by a stopped or killed instance go out at once. */
  start(log?: MailWorkerLog): void {
    if (log) this.log = log;
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the pass in flight (the app's onClose, before the store closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.chain;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.deliverDue()
        .catch(() => undefined)
        .finally(() => this.schedule(this.deps.pollMs));
    }, delayMs);
    this.timer.unref();
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const now = this.deps.clock.now().getTime();
      const due = await this.mails.find(
        { sentAt: null, gaveUpAt: null, nextAttemptAt: { $lte: now }, claimedUntil: { $lt: now } },
        { sort: { nextAttemptAt: 1 }, limit: BATCH },
      );
      for (const mail of due) {
        if (this.stopped) break;
        if (await this.deliver(mail)) sent += 1;
      }
      if (due.length < BATCH) break;
    }
    return sent;
  }

  private async deliver(mail: OutboxMailRecord): Promise<boolean> {
    const now = this.deps.clock.now().getTime();
    const claim = await this.mails.updateOne({ id: mail.id, sentAt: null, claimedUntil: { $lt: now } }, { $set: { claimedUntil: now + MAIL_CLAIM_LEASE_MS } });
    if (!claim.matched) return false; // another instance owns it
    const expired = !!mail.expiresAt && mail.expiresAt.getTime() <= now;
    if (expired || (mail.toAccountOnly && !(await this.deps.hasAccount(mail.to)))) {
      if (expired) this.log.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail outbox: expired before it could be sent');
      await this.mails.deleteOne({ id: mail.id });
      return false;
    }
    try {
      await this.deps.mail.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.code ? { code: mail.code } : {}) });
    } catch (error) {
      await this.failed(mail, error);
      return false;
    }
    const sentAt = this.deps.clock.now().getTime();
    if (mail.forgetWhenSent) {
      await this.mails.deleteOne({ id: mail.id });
      return true;
    }
    await this.mails.updateOne({ id: mail.id }, { $set: { sentAt, claimedUntil: 0, ...BLANK_BODY, expiresAt: new Date(sentAt + MAIL_RECORD_KEPT_MS) } });
    return true;
  }

  private async failed(mail: OutboxMailRecord, error: unknown): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const attempts = mail.attempts + 1;
    const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
    const lastError = describe(error);
    await this.mails.updateOne(
      { id: mail.id },
      {
        $set: {
          attempts,
          lastError,
          claimedUntil: 0,
          nextAttemptAt: now + retryDelayMs(attempts),
          ...(giveUp ? { gaveUpAt: now, ...BLANK_BODY, expiresAt: new Date(now + MAIL_RECORD_KEPT_MS) } : {}),
        },
      },
    );
    if (giveUp && mail.forgetWhenSent) await this.mails.deleteOne({ id: mail.id });
    const details = { mailId: mail.id, kind: mail.kind, attempts, error: lastError };
    if (giveUp) this.log.error(details, `mail outbox: gave up after ${attempts} attempts`);
    else this.log.warn({ ...details, retryInSeconds: retryDelayMs(attempts) / 1000 }, 'mail outbox: send failed, will retry');
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The outbox with its indexes: due mails by time, replacements by address, and the TTL. */
export async function createMailOutbox(deps: MailOutboxDeps): Promise<MailOutbox> {
  await deps.storage.ensureIndexes(MAIL_OUTBOX, [{ fields: ['nextAttemptAt'] }, { fields: ['to'] }, { fields: ['expiresAt'], expireAfterSeconds: 0 }]);
  return new MailOutbox(deps);
}
