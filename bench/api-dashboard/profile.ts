/**
 * Where a cached dashboard read's CPU goes (issue #52): the `alone` API and the bare route of the
 * api-dashboard bench, each read under wrk (32 connections) with a CPU profile, summed as self time
 * per function, in µs per answer. Not a bench of its own (no target), a tool to find levers:
 *
 *   node --import tsx bench/api-dashboard/profile.ts           (PROFILE_SECONDS=6, PROFILE_TOP=25)
 *
 * The profile samples wall time: time descheduled in a syscall on a busy machine counts too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dashboardDataUrl } from '@fitness/api-client/dashboard-preload';
import { startServer, type BenchServer } from './servers';
import { wrk } from './wrk';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const ENCODINGS = 'gzip, deflate, br, zstd';
const BATCH = dashboardDataUrl();

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** Self time per function (name and file), µs per answer, the largest first. */
function selfTimes(file: string, answers: number): [string, number][] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  for (const [index, id] of profile.samples.entries()) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/services\//, 'services/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  return [...totals].map(([key, us]) => [key, us / answers] as [string, number]).sort((a, b) => b[1] - a[1]);
}

async function profiled(name: string, server: BenchServer, path: string, headers: Record<string, string>) {
  const all = { 'accept-encoding': ENCODINGS, ...(server.cookie ? { cookie: server.cookie } : {}), ...headers };
  await wrk(`${server.url}${path}`, { connections: 32, seconds: 2, headers: all });
  await server.settle();
  const profile = await server.profile();
  const result = await wrk(`${server.url}${path}`, { connections: 32, seconds: SECONDS, headers: all });
  const file = join(tmpdir(), `fitness-profile-${name.replace(/\W+/g, '-')}.cpuprofile`);
  await profile.stop(file);
  const used = await server.gcTime();
  const times = selfTimes(file, result.requests);
  const total = times.reduce((sum, [, us]) => sum + us, 0);
  console.log(
    `\n${name}: ${Math.round(result.rps)} req/s, CPU ${((used.cpuMs * 1000) / result.requests).toFixed(1)} µs/answer (kernel ${((used.systemMs * 1000) / result.requests).toFixed(1)}), profiled ${total.toFixed(1)} µs/answer (${file})`,
  );
  for (const [key, us] of times.slice(0, TOP)) console.log(`  ${us.toFixed(2).padStart(7)}  ${key}`);
}

const alone = await startServer('alone', { role: 'app' });
const first = await get(`${alone.url}${BATCH}`, { cookie: alone.cookie, 'accept-encoding': ENCODINGS });
const bodyFile = join(tmpdir(), `fitness-profile-batch-${process.pid}.br`);
writeFileSync(bodyFile, first.body);
const bare = await startServer('bare', {
  role: 'bare',
  bareBody: bodyFile,
  bareHeaders: { 'content-type': 'application/json', 'content-encoding': 'br', vary: 'accept-encoding' },
});
const etag = String(first.headers.etag);
for (const which of (process.env.PROFILE_ONLY ?? 'bare,repeat,304').split(',')) {
  if (which === 'bare') await profiled('bare route', bare, '/bare', {});
  if (which === 'repeat') await profiled('repeat read', alone, BATCH, {});
  if (which === '304') await profiled('revalidated (304)', alone, BATCH, { 'if-none-match': etag });
}
await Promise.all([alone.close(), bare.close()]);
