import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test-support/test-app';
import { trpcCall } from '../test-support/trpc-call';

describe('tRPC error answers', () => {
  let t: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => {
    await t.close();
    await dev.close();
  });

  it('never carry a stack trace outside development (401, 400, 404)', async () => {
    const { cookie } = await signUp(t.app);
    const answers = [
      await trpcCall(t.app, 'routines.list', undefined, { kind: 'query' }),
      await trpcCall(t.app, 'routines.create', { name: '' }, { cookie }),
      await trpcCall(t.app, 'progress.entry', { id: '0'.repeat(24) }, { kind: 'query', cookie }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 400, 404]);
    for (const answer of answers) {
      expect(answer.error?.data).not.toHaveProperty('stack');
      expect(answer.response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
  });

  it('carry it on a developer\'s machine (NODE_ENV=development)', async () => {
    const answer = await trpcCall(dev.app, 'routines.list', undefined, { kind: 'query' });
    expect(answer.status).toBe(401);
    expect(answer.error?.data).toHaveProperty('stack', expect.any(String));
  });
});
