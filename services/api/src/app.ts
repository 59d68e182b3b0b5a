import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './platform/config';
import { compressionPlugin } from './platform/compression/plugin';
import { installErrorHandler } from './platform/errors/error-handler';
import { whileStoppingPlugin } from './platform/errors/while-stopping';
import { restPlugin } from './platform/rest/plugin';
import { createAppRouter } from './app-router';
import { restRoutes } from './rest-routes';
import { createServices } from './services';
import { systemClock, type Clock } from './platform/clock';
import { sessionPlugin } from './features/auth/session-plugin';
import { UNCACHED_ACCOUNT_READS } from './features/auth/account-router';
import { readCachePlugin } from './platform/read-cache/plugin';
import { securityPlugin } from './platform/security/plugin';
import type { FrontDoor } from './platform/http/front-door';
import { unreadBodiesPlugin } from './platform/http/unread-bodies';
import { openStorage, type Storage } from './platform/storage';
import { trpcPlugin } from './platform/trpc/plugin';
import './platform/fastify-types';
import { loadRemoteMap } from './platform/web/remote-map';
import { webPlugin } from './platform/web/plugin';
import { shellPageSender } from './platform/web/shell-page';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface AppOptions {
  config: AppConfig;
  /** Tests pass their own store or clock; the server opens the configured one. */
  storage?: Storage;
  clock?: Clock;
  /** Serve the built shell and remotes (all-in-one). Off for API-only tests. */
  serveWeb?: boolean;
  /** The HTTP server's door, where cached reads are answered before routing (build-app.ts; docs/decisions/0076). */
  frontDoor?: FrontDoor;
}

/**
 * The whole service as one plugin: the server entry and the tests build the same app. With services.ts,
 * app-router.ts and rest-routes.ts, the composition root: the one place where features and platform meet.
 */
export async function app(fastify: FastifyInstance, options: AppOptions) {
  const { config } = options;
  const storage = options.storage ?? (await openStorage(config));
  const services = await createServices({ config, storage, clock: options.clock ?? systemClock });
  fastify.decorate('config', config);
  fastify.decorate('remoteMap', await loadRemoteMap(config.remotesJson, repoRoot));
  fastify.decorateRequest('sessionUser', null);
  fastify.decorateRequest('dataVersion', null);
  if (!options.storage) fastify.addHook('onClose', async () => storage.close());

  const webRoot = config.webRoot ?? repoRoot;
  const sendShell = options.serveWeb ? shellPageSender({ webRoot, remoteMap: fastify.remoteMap }) : undefined;
  installErrorHandler(fastify, sendShell);

  fastify.get('/health', async () => ({ status: 'ok', storage: storage.kind }));
  await fastify.register(securityPlugin);
  // A refused body's sender reads the answer, not a reset (docs/decisions/0067).
  await fastify.register(unreadBodiesPlugin);
  await fastify.register(whileStoppingPlugin);
  await fastify.register(sessionPlugin, { sessions: services.sessions });
  // The account services' one outside resource: the SMTP transport.
  fastify.addHook('onClose', async () => services.mail.close());
  // Revalidation and stored answers from the per-user data version in the store, on both stores (docs/decisions/0017, 0035).
  await fastify.register(readCachePlugin, {
    maxBytes: config.readCacheBytes,
    clock: services.clock,
    dataVersions: services.dataVersions,
    uncached: UNCACHED_ACCOUNT_READS,
    // An access log writes Fastify's lines for every request: those go through Fastify.
    frontDoor: config.accessLog ? undefined : options.frontDoor,
  });
  // The API's answers compressed per Accept-Encoding in their own context: the built files are precompressed.
  await fastify.register(async (api) => {
    await api.register(compressionPlugin);
    await api.register(trpcPlugin, { router: createAppRouter(services) });
    await api.register(restPlugin, { prefix: '/api', routes: restRoutes(services) });
  });
  if (options.serveWeb) await fastify.register(webPlugin, { webRoot, remoteMap: fastify.remoteMap, sendShell });
  // Added last so it closes first (onClose runs in reverse): the mail worker stops before SMTP and the store.
  fastify.addHook('onReady', async () => services.mailOutbox.start(fastify.log));
  // Account deletions a stop interrupted are finished (docs/decisions/0069); until then their accounts cannot log in.
  fastify.addHook('onReady', async () => {
    await services.accountDeletion.finishPending().catch((error: unknown) => fastify.log.error({ error }, 'account deletion: could not finish on start'));
  });
  fastify.addHook('onClose', async () => services.mailOutbox.stop());
}
