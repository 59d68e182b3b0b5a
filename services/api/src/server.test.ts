import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Requests at a steady pace from `connections` loops, until `stop` says so; answers counted. */
async function load(url: string, connections: number, until: () => boolean): Promise<number> {
  let answered = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until()) {
        const answer = await fetch(url);
        await answer.arrayBuffer();
        expect(answer.status).toBe(200);
        answered += 1;
      }
    }),
  );
  return answered;
}

describe('stopping the server (issue #32)', () => {
  it('ends within the 10 s grace after SIGTERM, under load, while nobody reads its stdout', async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'server-stop-'));
    // Production mode, every request logged (ACCESS_LOG=on): the 64 KiB pipe fills within a few hundred requests and is never read.
    child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: 'smtp://127.0.0.1:1',
        LOG_LEVEL: 'info',
        ACCESS_LOG: 'on',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child!.once('exit', (code) => resolve({ code, at: Date.now() })));
    const url = `http://127.0.0.1:${port}/health`;
    await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 60_000, interval: 200 }).toBe(200);

    // Far more log lines than the pipe holds; the server keeps answering all the same.
    let sent = 0;
    const answered = await load(url, 16, () => (sent += 1) > 3000);
    expect(answered).toBeGreaterThan(2000);

    // SIGTERM while requests are still arriving.
    let stopping = false;
    const more = load(url, 4, () => stopping).catch(() => undefined);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    stopping = true;
    await more;
    const gone = await Promise.race([exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 11_000))]);
    expect(gone, errors).not.toBe('still running');
    expect((gone as { at: number }).at - signalledAt).toBeLessThan(11_000);
    expect((gone as { code: number | null }).code).toBe(0);
  }, 120_000);
});
