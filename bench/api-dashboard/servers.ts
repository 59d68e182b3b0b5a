/** The bench's side of server.ts: start a server process, settle its heap, read its GC time, stop it. */
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
export type ServerMessage = { type: 'settle' } | { type: 'gc-time' } | { type: 'close' };
type Reply = ({ type: 'ready' } & ServerReady) | { type: 'settled' } | { type: 'gc-time'; ms: number; heapMiB: number };

export interface BenchServer extends ServerReady {
  /** Full collection, then the GC clock restarts. */
  settle(): Promise<void>;
  /** Time V8 reported in GC since the last settle, and the heap in use now. */
  gcTime(): Promise<{ ms: number; heapMiB: number }>;
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

export async function startServer(role: 'bare' | 'app', otherUsers = 0): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    // BENCH_SERVER_FLAGS: Node/V8 flags to try on the servers (e.g. --max-semi-space-size=64).
    execArgv: ['--expose-gc', ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx'],
    env: { ...process.env, BENCH_ROLE: role, BENCH_OTHER_USERS: String(otherUsers) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { type: _ready, ...ready } = await nextReply(child, 'ready');
  const ask = <T extends Reply['type']>(message: ServerMessage, reply: T) => {
    const answered = nextReply(child, reply);
    child.send(message);
    return answered;
  };
  return {
    ...ready,
    settle: async () => void (await ask({ type: 'settle' }, 'settled')),
    gcTime: async () => {
      const { ms, heapMiB } = await ask({ type: 'gc-time' }, 'gc-time');
      return { ms, heapMiB };
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
