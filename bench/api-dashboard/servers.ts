/** The bench's side of server.ts: start a server process, settle its heap, read its GC time and memory, stop it. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerReady {
  url: string;
  /** The heavy user's session cookie and id (empty for the bare route). */
  cookie: string;
  userId: string;
  heapMiB: number;
  seedSeconds: number;
}
export type ServerMessage =
  | { type: 'settle' }
  | { type: 'gc-time' }
  | { type: 'memory' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'close' };
type Reply =
  | ({ type: 'ready' } & ServerReady)
  | { type: 'settled' }
  | { type: 'profiling' }
  | { type: 'profiled' }
  | { type: 'gc-time'; ms: number; cpuMs: number; systemMs: number; heapMiB: number }
  | ({ type: 'memory' } & Memory);

/** A server's memory after a full collection, MiB: resident set, heap in use and reserved, off-heap (buffers). */
export interface Memory {
  rssMiB: number;
  heapMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
}

export interface BenchServer extends ServerReady {
  name: string;
  /** Full collection, then the GC clock restarts. */
  settle(): Promise<void>;
  /** Time V8 reported in GC and the CPU time the process used since the last settle (all, and in the kernel), and the heap in use now. */
  gcTime(): Promise<{ ms: number; cpuMs: number; systemMs: number; heapMiB: number }>;
  /** Resident set, heap and off-heap memory after full collections (and a moment for freed pages to go back). */
  memory(): Promise<Memory>;
  /** A CPU profile of what runs between the two calls (written to `file`, a .cpuprofile). */
  profile(): Promise<{ stop(file: string): Promise<void> }>;
  close(): Promise<void>;
}

function nextReply<T extends Reply['type']>(child: ChildProcess, type: T): Promise<Extract<Reply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: Reply) => {
      if (reply.type !== type) return;
      child.off('message', onMessage).off('exit', onExit);
      resolve(reply as Extract<Reply, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code} while waiting for "${type}"`));
    child.on('message', onMessage).once('exit', onExit);
  });
}

export interface ServerOptions {
  role: 'bare' | 'app';
  otherUsers?: number;
  /** The checkout whose API runs (default: this one). */
  appRoot?: string;
  /** Settings added to the production configuration (e.g. ACCESS_LOG). */
  appEnv?: Record<string, string>;
  /** bare: the file holding the bytes to send, and the headers that describe them. */
  bareBody?: string;
  bareHeaders?: Record<string, string>;
}

export async function startServer(name: string, options: ServerOptions): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    // BENCH_SERVER_FLAGS: Node/V8 flags to try on the servers (e.g. --max-semi-space-size=64).
    execArgv: ['--expose-gc', ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_ROLE: options.role,
      BENCH_OTHER_USERS: String(options.otherUsers ?? 0),
      BENCH_APP_ROOT: options.appRoot ?? '',
      BENCH_APP_ENV: JSON.stringify(options.appEnv ?? {}),
      BENCH_BARE_BODY: options.bareBody ?? '',
      BENCH_BARE_HEADERS: JSON.stringify(options.bareHeaders ?? {}),
    },
    // The app's logs go where a production server's go when nobody reads them closely: /dev/null.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { type: _ready, ...ready } = await nextReply(child, 'ready');
  const ask = <T extends Reply['type']>(message: ServerMessage, reply: T) => {
    const answered = nextReply(child, reply);
    child.send(message);
    return answered;
  };
  return {
    name,
    ...ready,
    settle: async () => void (await ask({ type: 'settle' }, 'settled')),
    gcTime: async () => {
      const { ms, cpuMs, systemMs, heapMiB } = await ask({ type: 'gc-time' }, 'gc-time');
      return { ms, cpuMs, systemMs, heapMiB };
    },
    memory: async () => {
      const { type: _memory, ...memory } = await ask({ type: 'memory' }, 'memory');
      return memory;
    },
    profile: async () => {
      await ask({ type: 'profile-start' }, 'profiling');
      return { stop: async (file: string) => void (await ask({ type: 'profile-stop', file }, 'profiled')) };
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
