import { useSyncExternalStore } from 'react';
import { adjustRest, pauseRest, resumeRest, startRest, type RestTimer } from '@fitness/domain';

/** The rest timer as kept on this device: whose it is, and whether its end was already signalled. */
export type StoredRest = RestTimer & { userId: string; alerted?: boolean };

const KEY = 'workoutRest';
const listeners = new Set<() => void>();
// What was read last (parsed again only when the stored text changes), and the page's own copy for when storage is blocked.
let cache: { raw: string | null; value: StoredRest | null } = { raw: null, value: null };
let memory: string | null = null;

function parse(raw: string | null): StoredRest | null {
  try {
    const value = JSON.parse(raw ?? 'null') as StoredRest | null;
    return value &&
      typeof value.endsAt === 'number' &&
      typeof value.startedAt === 'number' &&
      typeof value.userId === 'string' &&
      typeof value.exerciseName === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

function write(next: StoredRest | null) {
  memory = next ? JSON.stringify(next) : null;
  try {
    if (memory) localStorage.setItem(KEY, memory);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the timer still runs for this page.
  }
  for (const listener of listeners) listener();
}

/**
 * The one rest timer (docs/decisions/0042): an absolute end time kept in localStorage beside the
 * day's draft, under its own key so that saving the log (which removes the draft) does not cut a
 * rest short. The dialog's bar, the floating button's chip and the end alarm all read it here.
 */
export const restTimer = {
  get(): StoredRest | null {
    const raw = stored();
    if (raw !== cache.raw) cache = { raw, value: parse(raw) };
    return cache.value;
  },
  subscribe(listener: () => void) {
    if (listeners.size === 0) addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) removeEventListener('storage', onStorage);
    };
  },
  start(userId: string, exercise: { key: string; name: string; restSeconds?: number }, now = Date.now()) {
    const timer = startRest(exercise, now);
    write(timer ? { ...timer, userId } : null);
  },
  adjust(deltaSeconds: number, now = Date.now()) {
    const timer = restTimer.get();
    // A rest that was over and is given time again may signal its new end.
    if (timer) write({ ...adjustRest(timer, deltaSeconds, now), userId: timer.userId, alerted: deltaSeconds > 0 ? false : timer.alerted });
  },
  pause(now = Date.now()) {
    const timer = restTimer.get();
    if (timer) write({ ...pauseRest(timer, now), userId: timer.userId });
  },
  resume(now = Date.now()) {
    const timer = restTimer.get();
    if (timer) write({ ...resumeRest(timer, now), userId: timer.userId, alerted: timer.alerted });
  },
  skip() {
    write(null);
  },
  markAlerted() {
    const timer = restTimer.get();
    if (timer && !timer.alerted) write({ ...timer, alerted: true });
  },
};

// Another tab of the app started, moved or skipped the rest.
function onStorage(event: StorageEvent) {
  if (event.key !== KEY && event.key !== null) return;
  for (const listener of listeners) listener();
}

/** The rest timer of `userId` (null when none, or when it is another user's). */
export function useRestTimer(userId: string | undefined): StoredRest | null {
  const timer = useSyncExternalStore(restTimer.subscribe, restTimer.get, restTimer.get);
  return timer && timer.userId === userId ? timer : null;
}
