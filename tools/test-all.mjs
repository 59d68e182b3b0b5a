// `npm test`: lint, typecheck, build everything (shell, remotes, Storybook), then every test layer
// (unit + API, components, browser, Playwright journeys, Storybook smoke). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summaryCounts } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Production builds and the usual test environment whatever NODE_ENV the user's shell exports
// (turbo hides it from builds too; Storybook and vitest would read it).
delete process.env.NODE_ENV;
process.env.TURBO_TELEMETRY_DISABLED ??= '1';
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function fail(title) {
  console.error(`\n✖ ${title} failed`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is missing: install Debian\'s chromium (apt-get install -y chromium) or set CHROMIUM_PATH.');
  fail('browser check');
}

if (step('lint', 'npx', ['eslint', '.']) !== 0) fail('lint');
if (step('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--continue', '--output-logs=errors-only']) !== 0) fail('typecheck');
if (step('build shell and remotes', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']) !== 0) fail('build');
if (step('build Storybook', 'npm', ['run', 'build-storybook']) !== 0) fail('Storybook build');

const resultsDir = join(root, '.tmp');
mkdirSync(resultsDir, { recursive: true });
const resultsFile = join(resultsDir, 'vitest-results.json');
rmSync(resultsFile, { force: true });
const status = step('tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)]);

const { passed, failed } = summaryCounts(existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined, status);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
