import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiErrorAnswer } from '../../test-support/api-error-answer';
import { appWithUser, type Client } from '../../test-support/api-client';
import type { TestApp } from '../../test-support/test-app';

let t: TestApp;
let me: Client;
beforeAll(async () => {
  ({ t, me } = await appWithUser('2030-06-15T12:00:00Z'));
});
afterAll(() => t.close());

describe('DELETE /api/delete/tracked-exercise-order/:id (issue #45 item 4)', () => {
  it.each(['__proto__', 'constructor', 'abc'])('answers 400 for "%s", an id this server never makes, like a malformed id anywhere', async (id) => {
    const answer = await me.rest('DELETE', `/delete/tracked-exercise-order/${id}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Bad Request', message: 'id: id is not an id this server makes' });
    expectApiErrorAnswer(answer);
  });

  it('keeps the message of every other path for an id with characters no id has', async () => {
    const elsewhere = await me.rest('DELETE', '/delete/weight/a.b');
    const here = await me.rest('DELETE', '/delete/tracked-exercise-order/a.b');
    expect(here.statusCode).toBe(400);
    expect(here.json()).toEqual(elsewhere.json());
  });

  it('still answers 204 for a well-formed id that matches nothing (the original client deletes items already gone)', async () => {
    expect((await me.rest('DELETE', '/delete/tracked-exercise-order/0123456789abcdef01234567')).statusCode).toBe(204);
  });
});
