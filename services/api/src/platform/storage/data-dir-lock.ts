import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file in DATA_DIR: the pid of the one process that has the embedded store open. */
export const LOCK_FILE = 'fitness-tracker.lock';

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; idempotent. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (pid ${pid}). One process owns an embedded DATA_DIR: ` +
        `stop that process, or give this one another DATA_DIR (or MONGODB_URI to run several). ` +
        `If no such process is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): { pid: number; text: string } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number.parseInt(text, 10);
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : 0, text };
}

/** DATA_DIRs this process holds: its own pid in a lock file is stale only when it is not one of them. */
const heldHere = new Set<string>();

/**
 * A pid that is dead, unreadable, or ours or our parent's (a container restart gives the new process
 * the old one's pid) is stale: the process that wrote it is gone.
 */
function isStale(pid: number): boolean {
  return pid === 0 || pid === process.pid || pid === process.ppid || !isAlive(pid);
}

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError naming the directory and the other
 * process's pid. The file is created exclusively (O_EXCL), so of two processes starting at once one wins.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  const mine = `${process.pid}\n`;
  for (let attempt = 0; !tryCreate(path, mine); attempt += 1) {
    const holder = readPid(path);
    if (attempt >= 3) throw new DataDirLockedError(dataDir, holder?.pid ?? 0);
    if (!holder) continue; // released meanwhile
    if (!isStale(holder.pid)) throw new DataDirLockedError(dataDir, holder.pid);
    // Remove the stale file only if it still says what we read (another starter may have replaced it).
    if (readPid(path)?.text === holder.text) removeIfPresent(path);
  }
  heldHere.add(path);
  let held = true;
  return {
    path,
    release() {
      if (!held) return;
      held = false;
      heldHere.delete(path);
      if (readPid(path)?.text === mine) removeIfPresent(path);
    },
  };
}

function tryCreate(path: string, text: string): boolean {
  try {
    writeFileSync(path, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
