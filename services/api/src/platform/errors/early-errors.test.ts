import { connect, type Socket } from 'node:net';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@fitness/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiErrorAnswer, expectTrpcErrorAnswer } from '../../test-support/api-error-answer';
import { createTestApp, signUp, TEST_APP_ORIGIN, type TestApp } from '../../test-support/test-app';
import { STOPPING_MESSAGE } from './while-stopping';

// What Node's HTTP parser refuses never reaches app.inject: these go over a real loopback socket.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: '' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

type RawAnswer = { statusCode: number; headers: Record<string, string>; body: string };

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawExchange(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    readAnswers(socket).then(([first]) => (first ? resolve(first) : reject(new Error('no answer'))), reject);
  });
}

/** Every answer on a socket (pipelined requests get one each), read until the server closes it. */
function readAnswers(socket: Socket): Promise<RawAnswer[]> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server destroys the socket after answering; what arrived before counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      let rest = Buffer.concat(chunks).toString('utf8');
      const answers: RawAnswer[] = [];
      while (rest.startsWith('HTTP/')) {
        const headEnd = rest.indexOf('\r\n\r\n');
        const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
        const headers = Object.fromEntries(
          headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        const length = headers['content-length'] === undefined ? rest.length : headEnd + 4 + Number(headers['content-length']);
        answers.push({ statusCode: Number(statusLine.split(' ')[1]), headers, body: rest.slice(headEnd + 4, length) });
        rest = rest.slice(length);
      }
      resolve(answers);
    });
  });
}

describe('errors Node answers before Fastify routes (real HTTP)', () => {
  it('oversized headers answer 431 in the API error shape with the security headers', async () => {
    const answer = await rawExchange(`GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.statusCode).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request Header Fields Too Large', message: 'The request line and headers are too large.' });
    expectApiErrorAnswer(answer);
  });

  it('an oversized request line answers 431 the same way, in the tRPC shape for a /trpc path', async () => {
    const rest = await rawExchange(`GET /api/get/routines/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(rest.statusCode).toBe(431);
    expect(JSON.parse(rest.body)).toEqual({ error: 'Request Header Fields Too Large', message: 'The request line and headers are too large.' });
    expectApiErrorAnswer(rest);
    const trpc = await rawExchange(`GET /trpc/routines.list?input=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectTrpcErrorAnswer(trpc, 431, 'The request line and headers are too large.');
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    ['a space inside the path', 'GET /api/a b HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a header without a colon', 'GET /health HTTP/1.1\r\nHost: localhost\r\nBroken header\r\n\r\n'],
  ])('%s answers 400 in the API error shape', async (_name, request) => {
    const answer = await rawExchange(request);
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Bad Request', message: 'The request is not valid HTTP.' });
    expectApiErrorAnswer(answer);
  });

  it('a path over the limit answers 414 over HTTP too, and the server keeps serving', async () => {
    const answer = await rawExchange(`GET /trpc/${'a'.repeat(2001)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expectTrpcErrorAnswer(answer, 414);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });

  it("a tRPC client reads Fastify's 413 as a tRPC error with its message and status", async () => {
    const { cookie } = await signUp(t.app);
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `http://127.0.0.1:${port}/trpc`, headers: { origin: TEST_APP_ORIGIN, cookie } })],
    });
    const refused = await client.routines.create.mutate({ name: 'x'.repeat(300 * 1024) }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<AppRouter>).message).toBe('Request body is too large');
    expect((refused as TRPCClientError<AppRouter>).data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 });
  });
});

describe('requests that arrive while the server stops', () => {
  it('answer 503 with the security headers, in the tRPC shape under /trpc and the API shape elsewhere, and the server still stops', async () => {
    const stopping = await createTestApp({ env: { NODE_ENV: '' } });
    await stopping.app.listen({ port: 0, host: '127.0.0.1' });
    const { port: stoppingPort } = stopping.app.server.address() as { port: number };
    let arrived = 0;
    stopping.app.server.on('request', () => (arrived += 1));

    // Each connection has a request in flight when the stop begins (its body half sent), so the server
    // waits for it; the next request on it, pipelined behind the body's end, arrives during the stop.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'x' });
    const paths = ['/trpc/routines.list', '/api/get/routines/someone', '/health'];
    const sockets = paths.map(() => connect(stoppingPort, '127.0.0.1'));
    for (const socket of sockets)
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
    const answered = sockets.map((socket) => readAnswers(socket));
    await expect.poll(() => arrived).toBe(paths.length);

    const closed = stopping.close();
    sockets.forEach((socket, i) => socket.write(`${body.slice(5)}GET ${paths[i]} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    const answers = await Promise.all(answered);
    await closed;

    for (const [inFlight, late] of answers) {
      expect(inFlight!.statusCode).toBe(200); // the request in flight finished as usual
      expect(late!.statusCode).toBe(503);
      expect(late!.headers['content-type']).toMatch(/^application\/json/);
      expect(late!.headers.connection).toBe('close');
      expect(late!.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(late!.headers['x-content-type-options']).toBe('nosniff');
      expect(late!.headers['x-frame-options']).toBe('DENY');
      expect(late!.headers['referrer-policy']).toBe('same-origin');
    }
    const [trpc, ...others] = answers.map((pair) => pair[1]!);
    expectTrpcErrorAnswer(trpc!, 503, STOPPING_MESSAGE);
    expect(JSON.parse(trpc!.body).error.data.code).toBe('SERVICE_UNAVAILABLE');
    for (const answer of others) expect(JSON.parse(answer.body)).toEqual({ error: 'Service Unavailable', message: STOPPING_MESSAGE });
  });
});
