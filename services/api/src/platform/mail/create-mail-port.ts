import type { AppConfig } from '../config';
import { createDevOutbox, type OutboxLog } from './dev-outbox';
import type { MailPort } from './mail-port';
import { createSmtpMailer } from './smtp-mailer';

export const SMTP_REQUIRED_IN_PRODUCTION =
  'SMTP_URL is required when NODE_ENV=production: recovery codes must reach real inboxes (the dev outbox only writes files).';

/** SMTP when SMTP_URL is set; the dev outbox otherwise, which production refuses. */
export function createMailPort(config: AppConfig, log?: OutboxLog): MailPort {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.nodeEnv === 'production') throw new Error(SMTP_REQUIRED_IN_PRODUCTION);
  const quiet = ['silent', 'fatal', 'error', 'warn'].includes(config.logLevel);
  return createDevOutbox(config.dataDir, log ?? (quiet ? { info: () => undefined } : undefined));
}
