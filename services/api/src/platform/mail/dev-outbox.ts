import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../storage';
import { MailDeliveryError, type MailPort, type OutgoingMail } from './mail-port';

/**
 * Development without SMTP: each mail is written as JSON under DATA_DIR/outbox and its subject
 * (and code) logged, so a developer can finish a recovery flow locally. `:memory:` keeps no files.
 */
export interface OutboxLog {
  info(details: object, message: string): void;
}

/** The services are built before Fastify's logger is at hand: one JSON line on stdout, like pino's. */
const stdoutLog: OutboxLog = {
  info: (details, message) => console.info(JSON.stringify({ level: 30, time: Date.now(), ...details, msg: message })),
};

export function createDevOutbox(dataDir: string, log: OutboxLog = stdoutLog): MailPort {
  const folder = dataDir === ':memory:' ? undefined : join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(mail: OutgoingMail) {
      try {
        if (folder) {
          await mkdir(folder, { recursive: true });
          const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.json`);
          const { code: _code, ...stored } = mail;
          await writeFile(file, JSON.stringify(stored, null, 2));
        }
      } catch (error) {
        throw new MailDeliveryError(error);
      }
      log.info({ to: mail.to, subject: mail.subject, ...(mail.code ? { code: mail.code } : {}) }, 'dev outbox: mail written');
    },
    async close() {},
  };
}
