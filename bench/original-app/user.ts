/**
 * The signed-in user of bench/page-original: the heavy user of the page benches (3,650 daily weights,
 * 1,000 workouts), or with `BENCH_USER=light` a user whose answers the original's own server would
 * send alike: 100 weights (its server sent at most 100, ours sends all) and 30 workouts of the same
 * five tracked exercises (its progress answer carries every workout's sets: 342 KiB for the heavy user).
 * Seeded as bench/page-dashboard/heavy-user.ts seeds, with the size as a parameter.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../services/api/src/build-app';
import { loadConfig } from '../../services/api/src/platform/config';
import { createEmbeddedStorage } from '../../services/api/src/platform/storage/nedb-driver';
import { heavyUserSession, seedUser } from '../api-dashboard/seed';
import { seedHeavyUser } from '../page-dashboard/heavy-user';

export const USER = process.env.BENCH_USER === 'light' ? 'light' : 'heavy';
const LIGHT = { weights: 100, logs: 30 };

/** A new DATA_DIR holding the user (the heavy user's account, with the light user's data when asked). */
export async function seedBenchUser(): Promise<string> {
  if (USER === 'heavy') return seedHeavyUser();
  const dataDir = mkdtempSync(join(tmpdir(), 'fitness-page-original-'));
  const storage = createEmbeddedStorage(dataDir);
  // As startApp runs the server (NODE_ENV=test), so the password hash is the one that server checks.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:1' });
  const server = await buildApp({ config, storage }, { logger: false });
  try {
    const { userId } = await heavyUserSession(server);
    await seedUser(storage, userId, LIGHT);
  } finally {
    await server.close();
    await storage.close();
  }
  return dataDir;
}
