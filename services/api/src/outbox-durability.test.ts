import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type RecoveryRecord } from './features/auth/account-records';
import { createEmbeddedStorage } from './platform/storage/nedb-driver';
import { MAIL_OUTBOX, type OutboxMailRecord } from './platform/mail/outbox-records';

/**
 * The kill test (issue #18): the real server on an embedded DATA_DIR is SIGKILLed in the middle of 1,000
 * acknowledged writes (weights, and recovery and welcome requests that queue mail while SMTP is unreachable),
 * restarted on the same DATA_DIR, and every acknowledged write and every queued mail is still there.
 */
const serverEntry = join(dirname(fileURLToPath(import.meta.url)), 'server.ts');
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', SCRYPT_COST: '10', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited at start:\n${errors}`);
        return fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
  return { url, child, exited };
}

type Write = { kind: 'weight'; user: number; date: string; weight: number } | { kind: 'recovery' | 'welcome'; user: number };

const USERS = 20;
const WRITES = 1000;
/** 20 recovery requests (the per-address limit allows 20 in 15 minutes) and 20 welcome mails among 960 weights. */
function plannedWrites(): Write[] {
  return Array.from({ length: WRITES }, (_, i): Write => {
    const user = i % USERS;
    if (i % 50 === 7) return { kind: 'recovery', user: Math.floor(i / 50) };
    if (i % 50 === 32) return { kind: 'welcome', user: Math.floor(i / 50) };
    const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / USERS) * 86_400_000).toISOString().slice(0, 10);
    return { kind: 'weight', user, date: day, weight: 150 + (i % 97) / 10 };
  });
}

interface Account {
  email: string;
  userId: string;
  cookie: string;
}

async function post(url: string, body: object, cookie = '', method = 'POST'): Promise<Response> {
  return fetch(url, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
}

async function register(url: string, n: number): Promise<Account> {
  const email = `kill${n}@example.com`;
  expect((await post(`${url}/api/register`, { email, password: 'kill test password', firstName: `Kill${n}` })).status).toBe(200);
  const login = await post(`${url}/api/login`, { email, password: 'kill test password' });
  const [row] = (await login.json()) as Array<{ id: string }>;
  return { email, userId: row!.id, cookie: login.headers.getSetCookie()[0]!.split(';')[0]! };
}

function send(url: string, write: Write, account: Account): Promise<Response> {
  if (write.kind === 'weight') return post(`${url}/api/insert/weight`, { userId: account.userId, date: write.date, weight: write.weight }, account.cookie);
  return post(`${url}/api/send-email`, { recipient_email: account.email, email_type: write.kind });
}

/**
 * Sends writes 8 at a time; `onAck` may kill the server. Answers the writes that were not acknowledged
 * (in flight when the server died, or not sent): those may or may not be stored.
 */
async function stream(url: string, writes: Write[], accounts: Account[], acked: Write[], onAck: () => void): Promise<Write[]> {
  const queue = [...writes];
  const unacknowledged: Write[] = [];
  const runner = async () => {
    for (let write = queue.shift(); write; write = queue.shift()) {
      const answer = await send(url, write, accounts[write.user]!).catch(() => null);
      if (answer?.status === 200) {
        acked.push(write);
        onAck();
      } else {
        // A repeat recovery request within 60 s answers 429: the first may have landed, so it stays unacknowledged.
        if (!answer || answer.status !== 429) unacknowledged.push(write);
        if (!answer) {
          unacknowledged.push(...queue.splice(0));
          return;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, runner));
  return unacknowledged;
}

describe('kill test', () => {
  it('SIGKILL during 1,000 acknowledged writes loses none of them, nor any queued mail', { timeout: 120_000 }, async () => {
    const dataDir = tempFolder('fitness-kill-');
    // SMTP at a port nobody listens on: every mail stays queued. No web builds: API only.
    const env = { DATA_DIR: dataDir, WEB_ROOT: tempFolder('fitness-kill-web-'), SMTP_URL: `smtp://127.0.0.1:${await freePort()}` };
    const first = await startServer(env);
    const accounts: Account[] = [];
    for (let n = 0; n < USERS; n += 1) accounts.push(await register(first.url, n));

    const acked: Write[] = [];
    const killAt = 400 + Math.floor(Math.random() * 200);
    const left = await stream(first.url, plannedWrites(), accounts, acked, () => {
      if (acked.length === killAt) first.child.kill('SIGKILL');
    });
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(left.length).toBeGreaterThan(0);

    // A stale lock from the killed process must not block the restart; the sessions survived as well.
    const second = await startServer(env);
    const rest = await stream(second.url, left, accounts, acked, () => undefined);
    expect(rest).toEqual([]);
    // Everything was acknowledged in the end but a recovery request repeated within its 60 s (429).
    expect(acked.filter((w) => w.kind !== 'recovery')).toHaveLength(WRITES - USERS);
    expect(acked.length).toBeGreaterThanOrEqual(WRITES - 8);

    for (const [n, account] of accounts.entries()) {
      const rows = (await (await fetch(`${second.url}/api/get/weight/${account.userId}`, { headers: { cookie: account.cookie } })).json()) as Array<{
        date: string;
        weight: number;
      }>;
      const stored = new Map(rows.map((row) => [row.date.slice(0, 10), row.weight]));
      for (const write of acked)
        if (write.kind === 'weight' && write.user === n) expect(stored.get(write.date), `${account.email} ${write.date}`).toBe(write.weight);
    }
    second.child.kill('SIGTERM');
    await second.exited;

    const storage = createEmbeddedStorage(dataDir);
    try {
      const mails = await storage.collection<OutboxMailRecord>(MAIL_OUTBOX).find({});
      const recoveries = await storage.collection<RecoveryRecord>(COLLECTIONS.recoveries).find({});
      for (const write of acked) {
        if (write.kind === 'weight') continue;
        const { email } = accounts[write.user]!;
        const kind = write.kind === 'recovery' ? 'recovery-code' : 'welcome';
        const queued = mails.filter((mail) => mail.to === email && mail.kind === kind);
        expect(queued, `${kind} mail to ${email}`).toHaveLength(1);
        // Still queued: not tried yet (acknowledged just before the stop), or tried and kept after the failure.
        expect(queued[0]).toMatchObject({ sentAt: null, gaveUpAt: null });
        if (queued[0]!.lastError !== null) expect(queued[0]!.lastError).toMatch(/ECONNREFUSED/);
        if (kind === 'recovery-code') {
          expect(queued[0]!.code).toMatch(/^\d{4}$/);
          expect(recoveries.find((r) => r.email === email)?.codeHash).toMatch(/^scrypt\$/);
        }
      }
      // The worker did try while SMTP was down, and a failed try kept the mail.
      expect(mails.some((mail) => /ECONNREFUSED/.test(mail.lastError ?? ''))).toBe(true);
    } finally {
      await storage.close();
    }
  });
});
