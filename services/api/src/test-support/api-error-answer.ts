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

/**
 * An error answer on /trpc as a tRPC client reads it: `{error: {message, code, data: {code, httpStatus}}}`
 * with the HTTP status in `data.httpStatus`, plus everything every error answer carries.
 */
export function expectTrpcErrorAnswer(answer: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, message?: string) {
  expect(answer.statusCode).toBe(status);
  if (status < 500) expectApiErrorAnswer(answer);
  const body = JSON.parse(answer.body) as unknown;
  // A batch tRPC has read answers one error per call; one refused before tRPC read it answers one for all.
  for (const item of Array.isArray(body) ? body : [body]) {
    expect((item as { error?: unknown }).error).toMatchObject({
      message: message ?? expect.any(String),
      code: expect.any(Number),
      data: { code: expect.stringMatching(/^[A-Z_]+$/) },
    });
  }
  if (!Array.isArray(body)) expect((body as { error: { data: { httpStatus: number } } }).error.data.httpStatus).toBe(status);
}
