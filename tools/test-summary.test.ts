import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { summaryCounts, type VitestJsonReport } from './test-summary.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs vitest on the fixtures (one file passes, one has a failing test in a describe block, one cannot load), with the JSON report `npm test` reads. */
function runFixtures() {
  const report = join(mkdtempSync(join(tmpdir(), 'test-summary-')), 'results.json');
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', join(here, 'test-summary-fixtures', 'vitest.config.mjs'), '--reporter=json', `--outputFile.json=${report}`],
    { cwd: join(here, '..'), encoding: 'utf8' },
  );
  return { status: run.status ?? 1, results: JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport };
}

describe('the "N passed, N failed" line of npm test', () => {
  it('counts a failing test once and a file that cannot load once (vitest counts three failed suites)', () => {
    const { status, results } = runFixtures();
    expect(status).not.toBe(0);
    expect(results).toMatchObject({ numPassedTests: 2, numFailedTests: 1, numFailedTestSuites: 3 });
    expect(summaryCounts(results, status)).toEqual({ passed: 2, failed: 2 });
    // A whole vitest run in a child process: 3 s alone, up to a minute when CI shares its cores.
  }, 120_000);

  it('reports a run that failed with nothing counted (no report) as one failure, and a clean run as none', () => {
    expect(summaryCounts(undefined, 1)).toEqual({ passed: 0, failed: 1 });
    expect(summaryCounts({ numPassedTests: 5, numFailedTests: 0, testResults: [] }, 1)).toEqual({ passed: 5, failed: 1 });
    expect(summaryCounts({ numPassedTests: 5, numFailedTests: 0, testResults: [{ status: 'passed', assertionResults: [] }] }, 0)).toEqual({
      passed: 5,
      failed: 0,
    });
  });
});
