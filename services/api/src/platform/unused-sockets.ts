import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Sockets a browser opened ahead of need (preconnect, preload hints) and never sent a request on.
 * Node's close() waits for them as for busy ones, up to its 300 s request timeout; a stopping
 * server destroys them at once instead, while requests in flight still finish.
 */
export function trackUnusedSockets(server: Server): { destroy(): void } {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  return {
    destroy() {
      for (const socket of unused) socket.destroy();
    },
  };
}
