import { describe, expect } from 'vitest';
import { journey } from './support/journey';
import { signUpAndLogIn } from './support/session';

describe('an upload over the body limit (issue #45)', () => {
  journey("Chromium's fetch reads the 413 with its JSON shape every time, on a write and a delete path", async ({ app, openPage }) => {
    const { page, context } = await openPage();
    await signUpAndLogIn(context, app.url);
    await page.goto(`${app.url}/dashboard`);
    const answers = await page.evaluate(async () => {
      const body = JSON.stringify({ date: '2026-01-05', weight: 180, padding: 'x'.repeat(2_000_000) });
      const seen: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const [method, path] = i % 2 === 0 ? ['POST', '/api/insert/weight'] : ['DELETE', '/api/delete/weight/abc'];
        try {
          const answer = await fetch(path, { method, body, headers: { 'content-type': 'application/json' } });
          const json = (await answer.json()) as { error?: unknown; message?: unknown };
          seen.push(`${answer.status} ${typeof json.error} ${typeof json.message} ${answer.headers.get('x-content-type-options')}`);
        } catch (error) {
          seen.push(`failed: ${String(error)}`);
        }
      }
      return seen;
    });
    expect(new Set(answers)).toEqual(new Set(['413 string string nosniff']));
  });
});
