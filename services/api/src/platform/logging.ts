import { LogController, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import SonicBoom from 'sonic-boom';
import type { AppConfig } from './config';

/** Log text held while stdout does not take it; beyond this, new lines are dropped instead of memory growing. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * Where the server's logs go: stdout, written in the background, never synchronously nor at exit, so a stdout nobody
 * reads never stalls a request or a stop: lines wait in the buffer, then are dropped (docs/decisions/0030). pino's own
 * asynchronous destination flushes synchronously at exit, waiting for ever on a pipe nobody drains (issue #32).
 */
export function stdoutLogDestination(): SonicBoom {
  // Reading process.stdout.fd opens stdout as Node does: a pipe becomes non-blocking, so a full one answers EAGAIN (retried later) instead of holding a thread.
  const destination = new SonicBoom({ fd: process.stdout.fd, sync: false, maxLength: MAX_BUFFERED_BYTES });
  // A broken stdout (EPIPE: its reader went away) cannot be logged to; serving goes on.
  destination.on('error', () => undefined);
  return destination;
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger, made when the request first logs (most never do): pino makes a child logger
 * per request otherwise, ~2–4 µs of a cached read that takes ~40 (docs/decisions/0030).
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
  get level() {
    return this.made?.level ?? this.options?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
  fatal(...args: unknown[]) {
    (this.logger.fatal as LogMethod)(...args);
  }
  error(...args: unknown[]) {
    (this.logger.error as LogMethod)(...args);
  }
  warn(...args: unknown[]) {
    (this.logger.warn as LogMethod)(...args);
  }
  info(...args: unknown[]) {
    (this.logger.info as LogMethod)(...args);
  }
  debug(...args: unknown[]) {
    (this.logger.debug as LogMethod)(...args);
  }
  trace(...args: unknown[]) {
    (this.logger.trace as LogMethod)(...args);
  }
  silent(...args: unknown[]) {
    (this.logger.silent as LogMethod)(...args);
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's logger as the server runs: LOG_LEVEL's lines, and one line per request and answer only
 * with ACCESS_LOG=on (two pino lines per request cost the dashboard's cached reads 20–35 % of their
 * throughput: docs/benchmarks/issue-30.md).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'accessLog'>,
  destination: SonicBoom,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'childLoggerFactory'> {
  return {
    logger: { level: config.logLevel, stream: destination },
    logController: new LogController({ disableRequestLogging: !config.accessLog }),
    childLoggerFactory: (parent, bindings, options) => new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger,
  };
}

/** Lets what was logged reach stdout for at most `ms`, then gives up on it (a stop must not wait on stdout). */
export function closeLogDestination(destination: SonicBoom, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    destination.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      destination.end();
    } catch {
      resolve(); // already closed
    }
  });
}
