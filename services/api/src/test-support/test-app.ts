import type { FastifyInstance } from 'fastify';
import { buildApp } from '../build-app';
import { USER_DATA_COLLECTIONS } from '../services';
import { loadConfig } from '../platform/config';
import { createEmbeddedStorage } from '../platform/storage/nedb-driver';
import type { Storage } from '../platform/storage';
import { createTestClock, type TestClock } from './test-clock';
import { startTestMailbox, type TestMailbox } from './test-mailbox';

export const TEST_APP_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse battery staple';

/** Every collection of user data (the composition root lists them), for tests that read or count them all. */
export const USER_DATA_NAMES: readonly string[] = USER_DATA_COLLECTIONS.map((collection) => collection.name);

export interface TestAppOptions {
  /** Extra or replaced environment variables (e.g. APP_ORIGIN). */
  env?: Record<string, string>;
  /** Start a real SMTP server on loopback and point SMTP_URL at it (mail tests). Off: the in-memory dev outbox. */
  smtp?: boolean;
  clock?: TestClock;
  storage?: Storage;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** The app's store (read it to check what was written; the app's decorations stay inside its plugin). */
  storage: Storage;
  /** Present with `smtp: true`. */
  mailbox: TestMailbox | undefined;
  /** Closes the app and the SMTP server. */
  close(): Promise<void>;
}

/** The real app on a fresh in-memory store, a hand-moved clock, no logs. Each call is isolated (own store, own rate limits). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? createTestClock();
  const mailbox = options.smtp ? await startTestMailbox() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    APP_ORIGIN: TEST_APP_ORIGIN,
    // Cheap hashes keep suites fast; the production default (15) is tested on its own.
    SCRYPT_COST: '10',
    ...(mailbox ? { SMTP_URL: mailbox.smtpUrl } : {}),
    ...options.env,
  });
  const storage = options.storage ?? createEmbeddedStorage(':memory:');
  const app = await buildApp({ config, storage, clock }, { logger: false });
  return {
    app,
    clock,
    storage,
    mailbox,
    async close() {
      await app.close();
      await mailbox?.stop();
    },
  };
}

let accountCounter = 0;

/** `Set-Cookie` answers → the `Cookie` request header a browser would send back. */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function logIn(app: FastifyInstance, credentials: { email: string; password: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return cookieHeaderFrom(response.headers['set-cookie']);
}

/**
 * Registers and logs in through REST, like the spec's client. Send `cookie` as the `cookie` header:
 * `app.inject({ method: 'GET', url: '/api/...', headers: { cookie } })`.
 */
export async function signUp(
  app: FastifyInstance,
  account: { email?: string; password?: string; firstName?: string } = {},
): Promise<{ cookie: string; userId: string; email: string; password: string; firstName: string }> {
  accountCounter += 1;
  const email = (account.email ?? `user${accountCounter}-${Date.now().toString(36)}@example.com`).toLowerCase();
  const password = account.password ?? TEST_PASSWORD;
  const firstName = account.firstName ?? `Tester${accountCounter}`;
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { email, password, firstName } });
  if (registered.statusCode !== 200 || !registered.json().id) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const [first] = login.json() as Array<{ id: string }>;
  return { cookie: cookieHeaderFrom(login.headers['set-cookie']), userId: first!.id, email, password, firstName };
}
