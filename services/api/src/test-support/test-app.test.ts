import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('session mechanism', () => {
  it('signUp gives a cookie that GET /api/login recognises', async () => {
    const { cookie, userId, email } = await signUp(t.app, { firstName: 'Ada' });
    expect(cookie).toMatch(/^fitness_session=[A-Za-z0-9_-]{43}$/);
    const status = await t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } });
    expect(status.json()).toEqual({ loggedIn: true, user: { id: userId, first_name: 'Ada', email } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(anonymous.json()).toEqual({ loggedIn: false });
  });
});
