/** One outgoing mail: always both a text and an HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time code it carries, if any: logged by the dev outbox only, never by the SMTP mailer. */
  code?: string;
}

/** The mail port (ARCHITECTURE.md): SMTP via nodemailer, or the dev outbox. Only the outbox's worker calls it. */
export interface MailPort {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The mail could not be handed over; the outbox keeps it and tries again later. */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super(`Mail delivery failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MailDeliveryError';
  }
}
