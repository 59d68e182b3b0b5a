/**
 * The heavy user of the API bench (bench/api-dashboard/seed.ts: 3,650 daily weights, 1,000 logged
 * workouts of 5 tracked exercises, the three starter routines) written into a fresh DATA_DIR through
 * the storage port, before the all-in-one server is started on that folder (one process owns an
 * embedded DATA_DIR, so the store is closed again first).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../services/api/src/build-app';
import { loadConfig } from '../../services/api/src/platform/config';
import { createEmbeddedStorage } from '../../services/api/src/platform/storage/nedb-driver';
import type { Browser } from 'playwright-core';
import { HEAVY_USER, heavyUserSession, seedUser } from '../api-dashboard/seed';
import type { Session } from './load';

export { HEAVY_USER };

/** A new DATA_DIR holding the heavy user (registered through the API, data through the store). */
export async function seedHeavyUser(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-page-bench-'));
  const storage = createEmbeddedStorage(dataDir);
  // As startApp runs the server (NODE_ENV=test), so the password hash is the one that server checks.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:1' });
  const server = await buildApp({ config, storage }, { logger: false });
  try {
    const { userId } = await heavyUserSession(server);
    await seedUser(storage, userId, { weights: 3650, logs: 1000 });
  } finally {
    await server.close();
    await storage.close();
  }
  return dataDir;
}

/**
 * Signs the heavy user in on the server at `appUrl`: its session cookie (cookies ignore the port, so
 * every page on that host sends it) and the local auth marker (spec section 3) on each of `origins`.
 */
export async function signInHeavyUser(browser: Browser, appUrl: string, origins: string[] = [appUrl]): Promise<Session> {
  const login = await browser.newContext();
  try {
    const answer = await login.request.post(`${appUrl}/api/login`, { data: { email: HEAVY_USER.email, password: HEAVY_USER.password } });
    if (!answer.ok()) throw new Error(`login failed: ${answer.status()} ${await answer.text()}`);
    const { cookies } = await login.storageState();
    return { storageState: { cookies, origins: origins.map((origin) => ({ origin, localStorage: [{ name: 'firstName', value: HEAVY_USER.firstName }] })) } };
  } finally {
    await login.close();
  }
}
