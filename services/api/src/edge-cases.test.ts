import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ONLY_MESSAGE } from './platform/errors/errors';
import { expectApiErrorAnswer, expectTrpcErrorAnswer } from './test-support/api-error-answer';
import { createTestApp, signUp, type TestApp } from './test-support/test-app';
import { trpcCall } from './test-support/trpc-call';
import { createAppRouter } from './app-router';
import type { Services } from './services';
import { NOT_JSON } from './platform/trpc/plain-messages';

// The edge cases of the fuzz run (issue #18), on the configuration `npm start` runs: NODE_ENV unset.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: '' } });
  ({ cookie } = await signUp(t.app));
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

it("starts in npm start's environment: NODE_ENV unset and no SMTP_URL (the dev outbox is allowed)", async () => {
  expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', storage: 'embedded' });
});

describe('batches the client can make', () => {
  it('a batch of every query procedure at once answers 200', async () => {
    const sets = [{ reps: 5, weight: 100, notes: '' }];
    await trpcCall(t.app, 'workoutLog.sync', { localLog: { exercises: [{ name: 'Squats', tracked: true, bw: false, sets }] }, timezone: 'UTC' }, { cookie });
    const [squats] = (await trpcCall<Array<{ latest: { id: string } }>>(t.app, 'progress.list', undefined, { kind: 'query', cookie })).data;
    const inputs: Record<string, unknown> = {
      'progress.history': { exerciseName: 'Squats' },
      'progress.entry': { id: squats!.latest.id },
      'workoutLog.get': { timezone: 'UTC' },
      'workoutLog.previous': { names: ['Squats'], before: t.clock.now().toISOString().slice(0, 10) },
      'progress.dayRecords': { date: t.clock.now().toISOString().slice(0, 10) },
      'history.month': { year: 2030, month: 6 },
      'history.week': { timezone: 'UTC' },
      'history.setsByName': { timezone: 'UTC', weeks: 8 },
    };
    // At run time the router holds every procedure flat, by its dotted path.
    const procedures = createAppRouter({} as Services)._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    const queries = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.type === 'query')
      .map(([path]) => path);
    const path = queries.join(',');
    expect(path.length).toBeGreaterThan(100); // Fastify's default limit, which answered 414.

    const input = Object.fromEntries(queries.map((query, index) => [index, inputs[query]]));
    const answer = await t.app.inject({ method: 'GET', url: `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(queries.map(() => ({ result: { data: expect.anything() } })));
  });

  it('takes a 2,000-character path (the client splits longer batches) and answers a longer one 414 in the tRPC error shape', async () => {
    const atLimit = await t.app.inject({ method: 'GET', url: `/trpc/${'a'.repeat(2000)}` });
    expect(atLimit.statusCode).toBe(404); // reached tRPC: no such procedure
    const over = await t.app.inject({ method: 'GET', url: `/trpc/${'a'.repeat(2001)}` });
    expectTrpcErrorAnswer(over, 414, 'The address is too long.');
  });
});

describe('unparseable bodies', () => {
  it('routines.createStarters refuses a body that is not JSON with 400 in the tRPC shape and writes no routines', async () => {
    const user = await signUp(t.app);
    const before = (await trpcCall<unknown[]>(t.app, 'routines.list', undefined, { kind: 'query', cookie: user.cookie })).data;
    const answer = await t.app.inject({ method: 'POST', url: '/trpc/routines.createStarters', headers: { ...json, cookie: user.cookie }, payload: '{"a":' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { message: NOT_JSON, data: { code: 'BAD_REQUEST', httpStatus: 400 } } });
    expectApiErrorAnswer(answer);
    expect((await trpcCall<unknown[]>(t.app, 'routines.list', undefined, { kind: 'query', cookie: user.cookie })).data).toEqual(before);
    expect(before).toEqual([]);
  });

  it('auth.logout refuses it too and the session lives on', async () => {
    const user = await signUp(t.app);
    const answer = await t.app.inject({ method: 'POST', url: '/trpc/auth.logout', headers: { ...json, cookie: user.cookie }, payload: 'log me out' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(NOT_JSON);
    expect((await trpcCall(t.app, 'auth.status', undefined, { kind: 'query', cookie: user.cookie })).data).toMatchObject({ loggedIn: true });
  });

  it('an empty body still means no input, as tRPC links send it', async () => {
    const user = await signUp(t.app);
    const answer = await t.app.inject({ method: 'POST', url: '/trpc/auth.logout', headers: { ...json, cookie: user.cookie } });
    expect(answer.statusCode).toBe(200);
    expect((await trpcCall(t.app, 'auth.status', undefined, { kind: 'query', cookie: user.cookie })).data).toEqual({ loggedIn: false });
  });
});

describe("Fastify's early errors, in the shape of the path's transport", () => {
  const BAD_ENCODING = 'The address is not valid: it holds a broken percent-encoding.';

  it('a bad percent-encoding answers 400: the API error shape under /api, the tRPC one under /trpc', async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/api/get/routines/%E0%A4%A', headers: { cookie } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ error: 'Bad Request', message: BAD_ENCODING });
    expectApiErrorAnswer(rest);
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/routines.list%', headers: { cookie } });
    expectTrpcErrorAnswer(trpc, 400, BAD_ENCODING);
  });

  it('a body over 256 KiB answers 413: the API error shape under /api, the tRPC one under /trpc', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(300 * 1024) });
    const rest = await t.app.inject({ method: 'POST', url: '/api/insert/routine', headers: { ...json, cookie }, payload });
    expect(rest.statusCode).toBe(413);
    expect(rest.json()).toEqual({ error: 'Payload Too Large', message: 'Request body is too large' });
    expectApiErrorAnswer(rest);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/routines.create', headers: { ...json, cookie }, payload });
    expectTrpcErrorAnswer(trpc, 413, 'Request body is too large');
    expect(trpc.json().error.data.code).toBe('PAYLOAD_TOO_LARGE');
    const batched = await t.app.inject({
      method: 'POST',
      url: '/trpc/routines.create?batch=1',
      headers: { ...json, cookie },
      payload: JSON.stringify({ 0: { name: 'x'.repeat(300 * 1024) } }),
    });
    expectTrpcErrorAnswer(batched, 413);
  });

  it.each([
    ['no content type', {}],
    ['an unknown content type', { 'content-type': 'application/xml' }],
  ])('a tRPC body with %s answers 415 in the tRPC shape', async (_name, headers: Record<string, string>) => {
    const answer = await t.app.inject({ method: 'POST', url: '/trpc/routines.create', headers: { ...headers, cookie }, payload: Buffer.from('{"name":"x"}') });
    expectTrpcErrorAnswer(answer, 415, JSON_ONLY_MESSAGE);
    expect(answer.json().error.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('/trpc without a procedure path answers 404 in the tRPC shape', async () => {
    for (const url of ['/trpc', '/trpc?batch=1']) expectTrpcErrorAnswer(await t.app.inject({ method: 'GET', url }), 404);
  });
});

describe('tRPC validation messages', () => {
  it('name the first field error in plain words and keep every field error in data.fieldErrors', async () => {
    const weight = await trpcCall(t.app, 'weight.save', { date: '2024-03-01', weight: 5000 }, { cookie });
    expect(weight.status).toBe(400);
    expect(weight.error?.message).toBe('weight must be at most 1102.31');
    expect(weight.error?.data.fieldErrors).toEqual({ weight: ['weight must be at most 1102.31'] });

    const register = await trpcCall(t.app, 'auth.register', { email: '', password: '', firstName: 'f'.repeat(51) });
    expect(register.error?.message).toBe('email: Must enter email');
    expect(register.error?.data.fieldErrors).toEqual({
      email: ['Must enter email'],
      password: ['Must enter password'],
      firstName: ['firstName must be at most 50 characters'],
    });

    const name = await trpcCall(t.app, 'auth.register', { email: 'a@b.co', password: 'pw', firstName: 'f'.repeat(51) });
    expect(name.error?.message).toBe('firstName must be at most 50 characters');
  });

  it('say what is wrong with an input that is not an object', async () => {
    const answer = await trpcCall(t.app, 'routines.create', [1, 2], { cookie });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('The input must be an object');
  });
});

describe('malformed requests: 4xx, JSON, security headers, no stack trace, nothing changed', () => {
  const cases: Array<[string, InjectOptions, number]> = [
    ['REST bad JSON', { method: 'POST', url: '/api/insert/routine', headers: json, payload: '{"name": ' }, 400],
    ['tRPC bad JSON', { method: 'POST', url: '/trpc/routines.create', headers: json, payload: '{"name": ' }, 400],
    ['tRPC bad JSON in a query input', { method: 'GET', url: '/trpc/routines.list?input=%7B' }, 400],
    ['REST text/plain body', { method: 'POST', url: '/api/insert/routine', headers: { 'content-type': 'text/plain' }, payload: 'name=x' }, 400],
    ['REST XML body', { method: 'POST', url: '/api/insert/routine', headers: { 'content-type': 'application/xml' }, payload: '<name>x</name>' }, 415],
    ['tRPC text/plain body', { method: 'POST', url: '/trpc/routines.create', headers: { 'content-type': 'text/plain' }, payload: '{"name":"x"}' }, 415],
    ['tRPC XML body', { method: 'POST', url: '/trpc/routines.create', headers: { 'content-type': 'application/xml' }, payload: '<name>x</name>' }, 415],
    ['tRPC body without a content type', { method: 'POST', url: '/trpc/routines.create', payload: Buffer.from('{"name":"x"}') }, 415],
    ['REST huge number', { method: 'POST', url: '/api/insert/weight', headers: json, payload: '{"date":"2024-03-01","weight":1e400}' }, 400],
    ['tRPC huge number', { method: 'POST', url: '/trpc/weight.save', headers: json, payload: '{"date":"2024-03-01","weight":1e400}' }, 400],
    ['REST array for an object', { method: 'POST', url: '/api/insert/routine', headers: json, payload: '[{"name":"x"}]' }, 400],
    ['tRPC array for an object', { method: 'POST', url: '/trpc/routines.create', headers: json, payload: '[{"name":"x"}]' }, 400],
    ['REST __proto__ key', { method: 'POST', url: '/api/insert/routine', headers: json, payload: '{"__proto__":{"name":"Sneaky"}}' }, 400],
    ['tRPC __proto__ key', { method: 'POST', url: '/trpc/routines.create', headers: json, payload: '{"__proto__":{"name":"Sneaky"}}' }, 400],
    [
      'tRPC constructor.prototype',
      { method: 'POST', url: '/trpc/routines.create', headers: json, payload: '{"constructor":{"prototype":{"name":"Sneaky"}}}' },
      400,
    ],
    ['tRPC batch input not an object', { method: 'GET', url: '/trpc/routines.list,exercises.list?batch=1&input=%5B1%5D' }, 400],
    ['unknown procedure', { method: 'GET', url: '/trpc/nope.nothing' }, 404],
    ['no procedure', { method: 'GET', url: '/trpc/' }, 404],
    ['unknown REST path', { method: 'GET', url: '/api/nowhere' }, 404],
    ['GET on a mutation', { method: 'GET', url: '/trpc/routines.createStarters' }, 405],
    ['POST on a query', { method: 'POST', url: '/trpc/routines.list', headers: json, payload: '{}' }, 405],
  ];

  it.each(cases)('%s', async (_name, request, status) => {
    const user = await signUp(t.app);
    const answer = await t.app.inject({ ...request, headers: { ...request.headers, cookie: user.cookie } });
    expect(answer.statusCode).toBe(status);
    expectApiErrorAnswer(answer);
    if (String(request.url).startsWith('/trpc/')) expectTrpcErrorAnswer(answer, status); // the tRPC shape there
    expect((await trpcCall(t.app, 'routines.list', undefined, { kind: 'query', cookie: user.cookie })).data).toEqual([]);
    expect((await trpcCall(t.app, 'weight.list', undefined, { kind: 'query', cookie: user.cookie })).data).toMatchObject({ dates: [] });
  });

  it('tRPC answers 415 as JSON in plain words', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/trpc/routines.create', headers: { 'content-type': 'text/plain', cookie }, payload: '{}' });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ error: { message: JSON_ONLY_MESSAGE, data: { code: 'UNSUPPORTED_MEDIA_TYPE', httpStatus: 415 } } });
  });
});
