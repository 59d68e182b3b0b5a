import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The most of a refused body the server takes off the wire after answering (above the largest accepted body, the 20 MB import). */
export const UNREAD_BODY_MAX_BYTES = 32 * 1024 * 1024;
/** How long the server keeps taking it after answering, at most. */
export const UNREAD_BODY_MAX_MS = 10_000;

/**
 * A request whose body the client is still sending while the server answers (a 413 from Content-Length,
 * a 403 before the body). Only a request read from a socket says `complete`: `app.inject`'s never does.
 */
function bodyStillArriving(request: IncomingMessage): boolean {
  return request.complete === false && (request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0);
}

/**
 * A lingering close, as nginx and Apache do: after the answer the server closes its sending side,
 * then reads and discards what the client still sends, up to a bound of bytes and of time, before it
 * destroys the socket. Destroying it at once with bytes unread makes the kernel reset the connection,
 * and a client still sending its body then loses the answer it had not read yet (issue #45).
 */
function lingerBeforeClosing(request: IncomingMessage, bounds: { maxBytes: number; maxMs: number }, lingering: Set<Socket>) {
  const socket = request.socket;
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.once('close', () => lingering.delete(socket));
  let discarded = 0;
  // Keeps the body flowing (and Node from dumping it unbounded) until the bound.
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > bounds.maxBytes) socket.destroy();
  });
  // Node calls this once the answer is written to a `Connection: close` socket; its own destroys the socket when the answer is flushed.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), bounds.maxMs);
    socket.once('close', () => clearTimeout(timer));
  };
}

/** Answers sent while the body still arrives close the connection after a lingering close, whoever answered (the body limit's 413, a refusal before the body). */
export const unreadBodiesPlugin = fp(
  async function unreadBodies(app: FastifyInstance, bounds: { maxBytes?: number; maxMs?: number }) {
    const limits = { maxBytes: bounds.maxBytes ?? UNREAD_BODY_MAX_BYTES, maxMs: bounds.maxMs ?? UNREAD_BODY_MAX_MS };
    const lingering = new Set<Socket>();
    app.addHook('onSend', (request, reply, payload, done) => {
      if (bodyStillArriving(request.raw)) {
        reply.header('connection', 'close');
        lingerBeforeClosing(request.raw, limits, lingering);
      }
      done(null, payload);
    });
    // A stopping server does not wait out the bound: the answers were sent.
    app.addHook('preClose', (done) => {
      for (const socket of lingering) socket.destroy();
      done();
    });
  },
  { name: 'unread-bodies', fastify: '5.x' },
);
