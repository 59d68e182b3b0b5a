import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../test-support/test-app';
import { appWithUser, type Client } from '../../test-support/api-client';

const NOW = '2030-06-15T12:00:00Z';
let t: TestApp;
let me: Client;

beforeAll(async () => {
  ({ t, me } = await appWithUser(NOW));
});
afterAll(() => t.close());

describe('transport errors', () => {
  it('malformed JSON, a missing body and unknown routes answer 4xx in the API error shape, never 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/insert/routine',
      headers: { cookie: (await signUp(t.app)).cookie, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Bad Request', message: expect.any(String) });
    const noBody = await me.rest('POST', '/insert/routine');
    expect(noBody.statusCode).toBe(400);
    const arrayBody = await me.rest('POST', '/insert/routine', [1, 2]);
    expect(arrayBody.statusCode).toBe(400);
    const operator = await me.rest('POST', '/insert/routine', { userId: { $ne: null }, name: 'x' });
    expect(operator.statusCode).toBe(400);
    const trpcMalformed = await t.app.inject({
      method: 'POST',
      url: '/trpc/routines.create',
      headers: { cookie: (await signUp(t.app)).cookie, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(trpcMalformed.statusCode).toBe(400);
  });

  it('a bad path id answers 400 naming it', async () => {
    const answer = await me.rest('DELETE', '/delete/routine/..%2F..%2Fetc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/id/);
  });
});
