/** The rest between sets (issue #35): seconds per exercise, and a timer kept as an absolute end time. */
export const REST = { defaultSeconds: 90, maxSeconds: 600, stepSeconds: 15, adjustSeconds: 15 } as const;

/** 0–600 s in 15 s steps (0 = no timer). */
export function isValidRestSeconds(seconds: unknown): seconds is number {
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 && seconds <= REST.maxSeconds && seconds % REST.stepSeconds === 0;
}

/** An exercise's rest: its own when set, else the default 90 s. */
export function restSecondsOf(exercise: { restSeconds?: number }): number {
  return isValidRestSeconds(exercise.restSeconds) ? exercise.restSeconds : REST.defaultSeconds;
}

/** Typed text → rest seconds snapped to the 15 s grid within 0–600, or null for blank/non-numeric text. */
export function parseRestSeconds(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  const snapped = Math.round(value / REST.stepSeconds) * REST.stepSeconds;
  return Math.min(REST.maxSeconds, Math.max(0, snapped));
}

/**
 * A running (or paused) rest. `endsAt` is wall-clock milliseconds (Date.now()), so the time left is
 * right after a reload, a locked phone or a throttled tab: it is computed, never counted down.
 */
export type RestTimer = {
  /** The exercise the rest follows (its screen key) and its name, for the bar and the chip. */
  exerciseKey: string;
  exerciseName: string;
  /** When the rest began and when it ends (ms since the epoch). */
  startedAt: number;
  endsAt: number;
  /** While paused: the time that was left when it was paused. */
  pausedLeftMs?: number;
};

/** The rest after a set of `exercise` ticked done at `now`, or null when its rest is 0 (no timer). */
export function startRest(exercise: { key: string; name: string; restSeconds?: number }, now: number): RestTimer | null {
  const seconds = restSecondsOf(exercise);
  if (seconds === 0) return null;
  return { exerciseKey: exercise.key, exerciseName: exercise.name, startedAt: now, endsAt: now + seconds * 1000 };
}

/** Milliseconds left at `now`: negative once the rest is over (by how long ago it ended). */
export function restLeftMs(timer: RestTimer, now: number): number {
  return timer.pausedLeftMs ?? timer.endsAt - now;
}

/** −15 s / +15 s: moves the end; taking more than is left ends the rest now. */
export function adjustRest(timer: RestTimer, deltaSeconds: number, now: number): RestTimer {
  const left = Math.max(0, restLeftMs(timer, now) + deltaSeconds * 1000);
  return timer.pausedLeftMs !== undefined ? { ...timer, pausedLeftMs: left } : { ...timer, endsAt: now + left };
}

export function pauseRest(timer: RestTimer, now: number): RestTimer {
  return timer.pausedLeftMs !== undefined ? timer : { ...timer, pausedLeftMs: Math.max(0, timer.endsAt - now) };
}

export function resumeRest(timer: RestTimer, now: number): RestTimer {
  if (timer.pausedLeftMs === undefined) return timer;
  const { pausedLeftMs, ...running } = timer;
  return { ...running, endsAt: now + pausedLeftMs };
}

/** "1:30" for the time left, rounded up to whole seconds (shows 0:01 until the very end). */
export function restClock(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How long ago a rest ended: "just now", "40 s ago", "3 min ago", "2 h ago". */
export function restOverAgo(leftMs: number): string {
  const seconds = Math.floor(-leftMs / 1000);
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

/** "1 min 30 s" for a rest length, "No rest timer" for 0. */
export function restLengthLabel(seconds: number): string {
  if (seconds === 0) return 'No rest timer';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return [minutes ? `${minutes} min` : '', rest ? `${rest} s` : ''].filter(Boolean).join(' ');
}
