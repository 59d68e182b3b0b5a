import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback that receives and parses what the app sends.
 * `stop()` / `start()` take it down and bring it back on the same port (SMTP down, then up).
 */
export interface TestMailbox {
  readonly smtpUrl: string;
  readonly received: ReceivedMail[];
  /** Mails to one address, oldest first. */
  mailsTo(address: string): ReceivedMail[];
  /** Waits for the `count`-th mail to an address (1 = the first). */
  waitForMail(address: string, options?: { count?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** The four-digit code of the latest recovery mail to an address, read from the received text. */
  latestCode(address: string): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestMailbox(): Promise<TestMailbox> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const to = [parsed.to]
              .flat()
              .flatMap((address) => address?.value ?? [])
              .map((a) => a.address ?? '');
            for (const address of to) {
              received.push({
                to: address.toLowerCase(),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                parsed,
              });
            }
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });

  let server = makeServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);

  const mailsTo = (address: string) => received.filter((mail) => mail.to === address.toLowerCase());

  const mailbox: TestMailbox = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    waitForMail(address, { count = 1, timeoutMs = 5000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mailsTo(address)[count - 1];
          if (!mail) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail #${count} to ${address} within ${timeoutMs} ms (got ${mailsTo(address).length})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async latestCode(address) {
      const mails = mailsTo(address);
      const mail = mails[mails.length - 1] ?? (await mailbox.waitForMail(address));
      const code = /\b(\d{4})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no four-digit code in the latest mail to ${address}: ${mail.text}`);
      return code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = makeServer();
      await listen(port);
    },
  };
  return mailbox;
}
