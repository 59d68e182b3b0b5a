// `npm start`: build whatever is missing, then run the all-in-one server (API + shell + remotes).
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builds = ['shell', 'mfe-auth', 'mfe-weight', 'mfe-routines', 'mfe-progress'];
const missing = builds.filter((dir) => !existsSync(join(root, dir, 'dist', 'mf-manifest.json')));

if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} …`);
  const filters = missing.flatMap((dir) => ['--filter', dir]);
  const result = spawnSync('npx', ['turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'services/api/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
