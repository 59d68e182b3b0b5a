import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiErrorAnswer } from '../../test-support/api-error-answer';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// What Node's HTTP parser refuses never reaches app.inject: these go over a real loopback socket.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ENV: '' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the answer until the server closes the connection. */
function rawExchange(request: string): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server destroys the socket after answering; what arrived before counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const statusCode = Number(statusLine.split(' ')[1]);
      if (!statusCode) return reject(new Error(`no answer: ${JSON.stringify(text)}`));
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ statusCode, headers, body });
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

  it('an oversized request line answers 431 the same way', async () => {
    const answer = await rawExchange(`GET /trpc/routines.list?input=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.statusCode).toBe(431);
    expectApiErrorAnswer(answer);
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
    expect(answer.statusCode).toBe(414);
    expectApiErrorAnswer(answer);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });
});
