/**
 * Load from `wrk` (Debian's package: `apt-get install -y wrk`), a C load generator that does not
 * parse the bodies it reads: autocannon's JavaScript parser tops out near 7,000 requests/s on
 * binary (compressed) bodies, so it measured itself rather than the servers.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers outside 2xx and 3xx, and socket errors: a run with any is refused. */
  failures: string | null;
}

/** A duration as wrk prints it ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function ms(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) throw new Error(`wrk: cannot read the duration "${text}"`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

export function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  const requests = /(\d+) requests in/.exec(output);
  if (!rps || !p50 || !p99 || !requests) throw new Error(`wrk: unexpected output\n${output}`);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const socketErrors = /Socket errors: (.*)/.exec(output);
  const failures =
    [non2xx ? `${non2xx[1]} non-2xx/3xx answers` : '', socketErrors ? `socket errors: ${socketErrors[1]}` : ''].filter(Boolean).join('; ') || null;
  return { rps: Number(rps[1]), p50: ms(p50[1]!), p99: ms(p99[1]!), requests: Number(requests[1]), failures };
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** More than one path: requests take them in turn (a Lua script). */
  paths?: string[];
}

/** One wrk run (one thread: the server under test keeps the other core). */
export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}: ${value}`);
  if (options.paths && options.paths.length > 1) {
    const script = join(tmpdir(), `fitness-bench-paths-${process.pid}.lua`);
    const list = options.paths.map((path) => JSON.stringify(path)).join(', ');
    writeFileSync(script, `local paths = { ${list} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n`);
    args.push('-s', script);
  }
  const { stdout } = await run('wrk', [...args, url], { maxBuffer: 2 ** 20 });
  return parseWrk(stdout);
}
