// `npm start`: bring every build up to date (turbo rebuilds what changed and replays the rest from
// its cache), say which builds it serves, then run the all-in-one server (API + shell + remotes).
import { spawnSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from './remotes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builds = ['shell', ...remotes.map((remote) => remote.name)];
const turbo = ['turbo', 'run', 'build', ...builds.flatMap((dir) => ['--filter', dir])];
// The builds never see NODE_ENV (turbo.json passes it to no build task): production bundles whatever
// the shell exports, so a development build can neither be served nor cached. The server reads it.
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

/** Which builds turbo will run afresh (cache miss) rather than replay. */
function outOfDate() {
  const dry = spawnSync('npx', [...turbo, '--dry=json'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (dry.status !== 0) return null;
  try {
    const { tasks } = JSON.parse(dry.stdout);
    return new Set(tasks.filter((task) => task.cache?.status !== 'HIT').map((task) => task.package));
  } catch {
    return null;
  }
}

const stale = outOfDate();
if (stale === null || stale.size > 0) console.log(stale ? `Building ${[...stale].join(', ')} …` : 'Checking the builds …');
const result = spawnSync('npx', [...turbo, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit', env });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Serving builds: ${builds.map((dir) => `${dir} (${stale === null ? 'checked' : stale.has(dir) ? 'rebuilt' : 'up to date'})`).join(', ')}`);

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'services/api/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
