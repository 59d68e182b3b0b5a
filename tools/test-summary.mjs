/**
 * The last line of `npm test`: "N passed, N failed", from vitest's JSON report and its exit status.
 * Failed are the failed tests, plus each test file that failed with no failed test of its own (it did
 * not load, or a hook failed). vitest's `numFailedTestSuites` is not added: it counts a file with a
 * failing test, and each describe block around it, again. A run that failed with nothing counted
 * (no report, a crash) is one failure.
 */
export function summaryCounts(results, status) {
  if (!results) return { passed: 0, failed: status === 0 ? 0 : 1 };
  const filesFailedAlone = (results.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  const failed = results.numFailedTests + filesFailedAlone;
  return { passed: results.numPassedTests, failed: status !== 0 && failed === 0 ? 1 : failed };
}
