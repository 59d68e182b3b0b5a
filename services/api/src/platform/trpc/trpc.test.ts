import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app';
import { trpcCall } from '../../test-support/trpc-call';

describe('tRPC error answers', () => {
  let t: TestApp;
  let dev: TestApp;
  let unset: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    unset = await createTestApp({ env: { NODE_ENV: '' } });
  });
  afterAll(async () => {
    await t.close();
    await dev.close();
    await unset.close();
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

  it('carry none under `npm start` (NODE_ENV unset), tried as a new user would: an unknown procedure', async () => {
    const answer = await trpcCall(unset.app, 'routines.nothing', undefined, { kind: 'query' });
    expect(answer.status).toBe(404);
    expect(answer.error?.data).not.toHaveProperty('stack');
    expect(answer.response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it("carry it on a developer's machine (NODE_ENV=development, as `npm run dev` sets it)", async () => {
    const unknown = await trpcCall(dev.app, 'routines.nothing', undefined, { kind: 'query' });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.data).toHaveProperty('stack', expect.any(String));
    const answer = await trpcCall(dev.app, 'routines.list', undefined, { kind: 'query' });
    expect(answer.status).toBe(401);
    expect(answer.error?.data).toHaveProperty('stack', expect.any(String));
  });
});
