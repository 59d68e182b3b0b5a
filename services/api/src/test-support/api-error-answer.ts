import { expect } from 'vitest';

/** What every error answer of the API carries: a 4xx, JSON, the security headers, no stack trace. */
export function expectApiErrorAnswer(answer: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('same-origin');
  expect(answer.body).not.toMatch(/"stack"|\bat .+\.(ts|js):\d+/);
}
