/** Types of test-summary.mjs (plain JavaScript: `npm test` runs it with node, before any build). */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { status: string; assertionResults?: { status: string }[] }[];
}
export function summaryCounts(results: VitestJsonReport | undefined, status: number): { passed: number; failed: number };
