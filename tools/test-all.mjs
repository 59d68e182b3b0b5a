// `npm test`: every build (shell, remotes, Storybook) side by side through turbo, then every test layer
// in one vitest run (unit + API, components, browser, Playwright journeys, Storybook smoke) with lint
// and typecheck running beside it (docs/decisions/0059). Ends with "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from './remotes.mjs';
import { summaryCounts } from './test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Production builds and the usual test environment whatever NODE_ENV the user's shell exports
// (turbo hides it from builds too; Storybook and vitest would read it).
delete process.env.NODE_ENV;
process.env.TURBO_TELEMETRY_DISABLED ??= '1';
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

/** The builds the tests load, by name: turbo runs them side by side (the API has no build: tsx runs it, typecheck checks it). */
const BUILDS = {
  ...Object.fromEntries(['shell', ...remotes.map((remote) => remote.name)].map((build) => [`build ${build}`, `${build}#build`])),
  'build Storybook': '//#build-storybook',
};

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status ?? 1;
}

function fail(what) {
  console.error(`\n✖ ${what} failed`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/** turbo's summary of the run that just ended (`--summarize` writes one file per run). */
const runsDir = join(root, '.turbo', 'runs');
const summaries = () => (existsSync(runsDir) ? readdirSync(runsDir).filter((name) => name.endsWith('.json')) : []);

/** Each build's outcome and time, by name, from turbo's run summary. */
function buildResults(summary) {
  const tasks = new Map(summary.tasks.map((task) => [task.taskId, task.execution ?? {}]));
  return Object.entries(BUILDS).map(([name, id]) => {
    const { exitCode, startTime, endTime } = tasks.get(id) ?? {};
    return { name, ok: exitCode === 0, seconds: startTime && endTime ? (endTime - startTime) / 1000 : undefined };
  });
}

// The same choice as tools/chromium.ts's testChromiumPath (TypeScript, which plain node cannot import here).
if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell')) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error(
      "Chromium is missing: install Debian's chromium-headless-shell and chromium (apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH.",
    );
    fail('browser check');
  }
  console.log("Browser tests run in /usr/bin/chromium: Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell) runs them faster.");
}

const before = new Set(summaries());
const built = step(Object.keys(BUILDS).join(', '), 'npx', ['turbo', 'run', ...Object.values(BUILDS), '--continue', '--output-logs=errors-only', '--summarize']);
const summaryFile = summaries().find((name) => !before.has(name));
const results = summaryFile ? buildResults(JSON.parse(readFileSync(join(runsDir, summaryFile), 'utf8'))) : [];
if (summaryFile) rmSync(join(runsDir, summaryFile));
console.log(results.map(({ name, ok, seconds }) => `  ${ok ? '✓' : '✖'} ${name}${seconds === undefined ? '' : ` ${seconds.toFixed(1)} s`}`).join('\n'));
if (built !== 0) {
  const failed = results.filter((result) => !result.ok).map((result) => result.name);
  fail(failed.length > 0 ? failed.join(', ') : 'a build');
}

const resultsDir = join(root, '.tmp');
mkdirSync(resultsDir, { recursive: true });
const resultsFile = join(resultsDir, 'vitest-results.json');
rmSync(resultsFile, { force: true });
/**
 * A check no test waits for, run beside the tests on the CPU the journeys leave idle while Chromium and
 * the server work; its output is kept and shown once the tests end (all of it if it failed).
 */
function beside(name, script) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, output })));
}

const besideTests = [beside('lint', 'lint'), beside('typecheck', 'typecheck')];
console.log('\n▶ tests, with lint and typecheck beside them');
const testsStarted = Date.now();
const status = await new Promise((resolve) => {
  const vitest = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  vitest.on('close', (code) => resolve(code ?? 1));
});
console.log(`  tests: ${((Date.now() - testsStarted) / 1000).toFixed(1)} s`);
const checks = await Promise.all(besideTests);
for (const check of checks) {
  console.log(`  ${check.ok ? '✓' : '✖'} ${check.name} ${check.seconds.toFixed(1)} s`);
  if (!check.ok) console.log(check.output.trimEnd());
}

const counts = summaryCounts(existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined, status);
const failedChecks = checks.filter((check) => !check.ok);
if (failedChecks.length > 0) console.error(`\n✖ ${failedChecks.map((check) => check.name).join(', ')} failed`);
console.log(`\n${counts.passed} passed, ${counts.failed + failedChecks.length} failed`);
process.exit(status === 0 && counts.failed === 0 && failedChecks.length === 0 ? 0 : 1);
