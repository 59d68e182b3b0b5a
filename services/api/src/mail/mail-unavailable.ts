import { AppError } from '../errors';

/** What the caller sees when SMTP fails: clear, retryable, and nothing about the account changed. */
export const MAIL_UNAVAILABLE = 'We could not send the email right now. Nothing was changed; please try again in a few minutes.';

export class MailUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, MAIL_UNAVAILABLE);
    this.cause = cause;
  }
}
