import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestMailbox, type TestMailbox } from '../../services/api/src/test-support/test-mailbox';

/** What a journey reads of a received mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The shared app server's mailbox, as a journey reads it. */
export interface Mailbox {
  /** Waits (up to 15 s, as a person would) for the `count`-th mail to an address (1 = the first). */
  waitForMail(address: string, options?: { count?: number }): Promise<Mail>;
  /** The four-digit code of the latest recovery mail to an address. */
  latestCode(address: string): Promise<string>;
}

const WAIT_MS = 15_000;

/**
 * The shared app server's real SMTP mailbox (the API's test mailbox) for a whole run: it lives in
 * the run's setup process, and test files read it over HTTP (`mailboxAt`), each waiting for the
 * mails to its own journey's address.
 */
export async function serveMailbox(): Promise<{ smtpUrl: string; url: string; close(): Promise<void> }> {
  const mailbox: TestMailbox = await startTestMailbox();
  const reader = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://mailbox').searchParams;
    const to = query.get('to') ?? '';
    const read = query.get('code') ? mailbox.latestCode(to) : mailbox.waitForMail(to, { count: Number(query.get('count') ?? 1), timeoutMs: WAIT_MS });
    read.then(
      (answer) => {
        const body = typeof answer === 'string' ? { code: answer } : { to: answer.to, subject: answer.subject, text: answer.text };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      },
      (error: Error) => response.writeHead(404, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: mailbox.smtpUrl,
    url: `http://127.0.0.1:${(reader.address() as AddressInfo).port}`,
    async close() {
      reader.closeAllConnections();
      await new Promise((resolve) => reader.close(resolve));
      await mailbox.stop();
    },
  };
}

/** Reads the mailbox `serveMailbox` serves at `url`. */
export function mailboxAt(url: string): Mailbox {
  const read = async (query: Record<string, string>) => {
    const response = await fetch(`${url}/?${new URLSearchParams(query)}`);
    if (!response.ok) throw new Error(`mailbox: ${await response.text()}`);
    return response.json();
  };
  return {
    waitForMail: (address, { count = 1 } = {}) => read({ to: address, count: String(count) }) as Promise<Mail>,
    latestCode: async (address) => ((await read({ to: address, code: '1' })) as { code: string }).code,
  };
}
