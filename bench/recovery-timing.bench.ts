/**
 * Recovery requests for known and unknown emails take the same time (issue #18): before the mail outbox,
 * a known email's request sent the mail inside the request (~115 ms longer: timing revealed accounts).
 *
 *   npm run bench -- recovery-timing                  (production cost; about a minute on 2 cores)
 *   SCRYPT_COST=10 npm run bench -- recovery-timing   (a cheap hash, so everything else shows)
 *
 * The API runs in this process on a fresh embedded store in a temp dir, with a real SMTP server on loopback, so the worker really
 * sends the known emails' mails meanwhile. BENCH_RECOVERY_ROUNDS (40) requests of each kind in K U U K order
 * (each kind follows a known request's background send equally often), each from its own address and for its
 * own email (no rate limit or resend wait interferes), timed through `inject` from request to answer.
 * Not part of the test run: the tests pin that both paths do the same store calls (auth/recovery.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../services/api/src/build-app';
import { loadConfig } from '../services/api/src/platform/config';
import { createEmbeddedStorage } from '../services/api/src/platform/storage/nedb-driver';
import { startTestMailbox } from '../services/api/src/test-support/test-mailbox';
import { median, quantile } from './support/statistics';

const ROUNDS = Number(process.env.BENCH_RECOVERY_ROUNDS ?? 40);

const summary = (times: number[]) => ({ p25: quantile(times, 0.25), median: median(times), p75: quantile(times, 0.75), p90: quantile(times, 0.9) });
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main() {
  const mailbox = await startTestMailbox();
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-bench-recovery-'));
  const storage = createEmbeddedStorage(dataDir);
  const config = loadConfig({
    // Production refuses a cost below 15; a lowered cost runs as `test`, which changes nothing else here.
    NODE_ENV: process.env.SCRYPT_COST ? 'test' : 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_ORIGIN: 'http://127.0.0.1',
    SMTP_URL: mailbox.smtpUrl,
    ...(process.env.SCRYPT_COST ? { SCRYPT_COST: process.env.SCRYPT_COST } : {}),
  });
  const app = await buildApp({ config, storage }, { logger: false });
  let address = 0;
  const from = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  try {
    for (let i = 0; i < ROUNDS; i += 1) {
      const registered = await app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: from(),
        payload: { email: `known${i}@example.com`, password: 'correct horse battery staple', firstName: 'Known' },
      });
      if (registered.statusCode !== 200) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
    }
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/send-email',
        remoteAddress: from(),
        payload: { recipient_email: email, email_type: 'recovery' },
      });
      const elapsed = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`recovery: ${answer.statusCode} ${answer.body}`);
      return elapsed;
    };
    // Warm-up: the first requests compile code paths and open the collections.
    for (let i = 0; i < 5; i += 1) await timed(`warmup${i}@example.com`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const pair = [() => timed(`known${i}@example.com`).then((t) => known.push(t)), () => timed(`nobody${i}@example.com`).then((t) => unknown.push(t))];
      for (const run of i % 2 ? pair.reverse() : pair) await run();
    }
    await mailbox.waitForMail(`known${ROUNDS - 1}@example.com`, { timeoutMs: 30_000 });
    const [k, u] = [summary(known), summary(unknown)];
    console.log(
      `recovery requests, ${ROUNDS} of each kind, K U U K order (SCRYPT_COST ${config.scryptCost}, mails sent meanwhile: ${mailbox.received.length})`,
    );
    console.log(`  known email:   p25 ${ms(k.p25)}  median ${ms(k.median)}  p75 ${ms(k.p75)}  p90 ${ms(k.p90)}`);
    console.log(`  unknown email: p25 ${ms(u.p25)}  median ${ms(u.median)}  p75 ${ms(u.p75)}  p90 ${ms(u.p90)}`);
    console.log(`  median difference (known − unknown): ${ms(k.median - u.median)}; interquartile range of the unknown: ${ms(u.p75 - u.p25)}`);
  } finally {
    await app.close();
    await storage.close();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
