import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswer } from './error-answer';

export const STOPPING_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Requests arriving while the server stops answer 503 through the app's hooks, with the security headers and their
 * transport's shape (Fastify's own `return503OnClosing`, off in build-app.ts, writes a fixed body past every hook).
 * Register after the security plugin: its headers are set first.
 */
export const whileStoppingPlugin = fp(
  async function whileStopping(app: FastifyInstance) {
    let stopping = false;
    app.addHook('preClose', async () => {
      stopping = true;
    });
    // A callback hook: every request runs it, and an async hook costs a promise and a turn.
    app.addHook('onRequest', (request, reply, done) => {
      if (!stopping) return done();
      // Fastify already asks for the connection to close: the next request goes to another instance.
      reply
        .status(503)
        .header('connection', 'close')
        .send(errorAnswer(request.url, 503, STOPPING_MESSAGE));
    });
  },
  { name: 'while-stopping', fastify: '5.x', dependencies: ['security'] },
);
