import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { clientFor, type Client } from '../../test-support/api-client';

// 12:00 UTC: already 02:00 on the 16th at UTC+14 (Kiribati), not yet the 17th anywhere.
const NOW = '2030-06-15T12:00:00Z';
let t: TestApp;
let me: Client;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date(NOW)) });
  const account = await signUp(t.app);
  me = clientFor(t.app, account.cookie);
  userId = account.userId;
});
afterAll(() => t.close());

describe('weights: no future days', () => {
  it('refuses a day after today everywhere on Earth with 400, through tRPC and REST, writing nothing', async () => {
    const trpc = await me.mutate('weight.save', { date: '2030-06-17', weight: 150 });
    expect(trpc.status).toBe(400);
    expect(trpc.error?.message).toBe('date cannot be in the future');
    const rest = await me.rest('POST', '/insert/weight', { userId, weight: 150, date: '2030-06-17T00:00:00.000Z' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe('date cannot be in the future');
    expect((await me.query('weight.list')).data).toEqual({ dates: [], weights: [] });
  });

  it('accepts today and the next day, which is already today east of UTC+12', async () => {
    expect((await me.mutate('weight.save', { date: '2030-06-15', weight: 150 })).status).toBe(200);
    expect((await me.mutate('weight.save', { date: '2030-06-16', weight: 151 })).status).toBe(200);
  });
});
