import { loadConfig } from './platform/config';
import { buildApp } from './build-app';
import { closeLogDestination, stdoutLogDestination } from './platform/logging';
import { lockDataDir } from './platform/storage/data-dir-lock';
import { trackUnusedSockets } from './platform/unused-sockets';

/** What is left of the grace, at most this long, lets the last log lines reach stdout. */
const LOG_FLUSH_MS = 1_000;

/** Thin entry: config, logger, listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  // One process owns an embedded DATA_DIR (docs/decisions/0016): a second one stops here, naming the first.
  const lock = config.mongodbUri || config.dataDir === ':memory:' ? undefined : lockDataDir(config.dataDir);
  if (lock) process.once('exit', () => lock.release());
  const logs = stdoutLogDestination();
  const server = await buildApp({ config, serveWeb: true }, {}, logs);
  const unusedSockets = trackUnusedSockets(server.server);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      const deadline = Date.now() + config.shutdownGraceMs;
      server.log.info(`${signal} received, closing`);
      // A connection that never finishes must not keep the process (and a deploy) waiting for ever;
      // nothing is written synchronously at exit, so exit itself cannot wait on stdout (issue #32).
      setTimeout(() => {
        server.log.warn(`still closing after ${config.shutdownGraceMs / 1000} s, exiting`);
        process.exit(1);
      }, config.shutdownGraceMs).unref();
      unusedSockets.destroy();
      server.close().then(
        async () => {
          await closeLogDestination(logs, Math.max(0, Math.min(LOG_FLUSH_MS, deadline - Date.now())));
          process.exit(0);
        },
        () => process.exit(1),
      );
    });
  }
  const address = await server.listen({ port: config.port, host: config.host });
  const url = address.replace('://127.0.0.1', '://localhost');
  server.log.info(`storage: ${config.mongodbUri ? 'MongoDB' : `embedded (${config.dataDir})`}`);
  console.log(`\nFitness tracker is running at ${url}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
