import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** How long a start may take: tsx compiles the server on a cold cache, and CI's 2 cores may be shared. */
const START_WITHIN_MS = 120_000;

/**
 * The all-in-one server as `npm start` runs it, on a free port with a fresh DATA_DIR (removed on
 * stop) unless `env` names one. Ready once GET /health answers 200; a start that fails says which step failed and shows
 * the server's output.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fitness-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'services/api/src/server.ts')], {
    cwd: repoRoot,
    // Passwords hashed at the API tests' cost (SCRYPT_COST 10: ~2 ms a hash, production's 15 ~100 ms): every journey
    // signs up and logs in its own users, and none measures the hash (passwords.test.ts tests it).
    env: { SCRYPT_COST: '10', ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => ownDataDir && rmSync(dataDir, { recursive: true, force: true });
  const failed = (what: string) => {
    child.kill('SIGKILL'); // no orphan server left behind a failed start
    cleanUp();
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    return new Error(`app server on ${url} (DATA_DIR ${dataDir}): ${what} after ${seconds} s; its output:\n${output || '(none)'}`);
  };

  let lastAnswer = 'no answer yet';
  while (Date.now() - startedAt < START_WITHIN_MS) {
    if (spawnError) throw failed(`could not be spawned (${spawnError.message})`);
    if (child.exitCode !== null || child.signalCode !== null) throw failed(`exited with ${child.exitCode ?? child.signalCode} before answering GET /health`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        return {
          url,
          dataDir,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) {
              child.kill('SIGTERM');
              await exited;
            }
            cleanUp();
          },
        };
      }
      lastAnswer = `GET /health answered ${response.status}`;
    } catch (error) {
      lastAnswer = `GET /health failed: ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw failed(`did not answer GET /health with 200 within ${START_WITHIN_MS / 1000} s (last: ${lastAnswer})`);
}
