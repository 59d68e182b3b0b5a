/**
 * The workout as a session (issue #48, docs/decisions/0072): when a day's workout started and
 * finished (epoch ms), its notes, and `changedAt` for the two-device merge (later change wins).
 * A day keeps one log: a second workout the same day keeps the first start and moves the finish.
 */
export type WorkoutSession = { startedAt: number | null; finishedAt: number | null; notes: string; changedAt: number };

export const SESSION_NOTES_MAX = 1000;
export const SESSION_NOTES_MESSAGE = 'Workout notes can be at most 1,000 characters';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export const EMPTY_SESSION: WorkoutSession = { startedAt: null, finishedAt: null, notes: '', changedAt: 0 };

/** Whether the session has nothing in it (no start, finish or notes): not worth storing. */
export function isEmptySession(session: WorkoutSession | null | undefined): boolean {
  return !session || (session.startedAt === null && session.finishedAt === null && session.notes === '');
}

/** Started and not finished: the header shows the elapsed time. */
export function isSessionRunning(session: WorkoutSession | null | undefined): boolean {
  return !!session && session.startedAt !== null && session.finishedAt === null;
}

/**
 * "Start workout" (or the first set ticked done) at `now`: the first start stays; a finished
 * session runs again (a second workout the same day continues the log; its finish will move).
 */
export function startSession(session: WorkoutSession | null | undefined, now: number): WorkoutSession {
  const current = session ?? EMPTY_SESSION;
  if (isSessionRunning(current)) return current;
  return { ...current, startedAt: current.startedAt ?? now, finishedAt: null, changedAt: now };
}

/** "Finish workout" at `now`: the finish moves to now (a session never started starts now too). */
export function finishSession(session: WorkoutSession | null | undefined, now: number): WorkoutSession {
  const current = session ?? EMPTY_SESSION;
  return { ...current, startedAt: current.startedAt ?? now, finishedAt: now, changedAt: now };
}

/** Milliseconds from start to finish (or to `now` while running); null before a start. */
export function sessionDurationMs(session: WorkoutSession | null | undefined, now: number): number | null {
  if (!session || session.startedAt === null) return null;
  return Math.max(0, (session.finishedAt ?? now) - session.startedAt);
}

/** The running clock from the stored start, "0:42:10" (h:mm:ss): right after a reload or a locked phone. */
export function elapsedLabel(startedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - startedAt) / SECOND_MS));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A workout's length to the nearest minute: "1 h 3 min", "45 min", "2 h", "0 min". */
export function durationLabel(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / MINUTE_MS));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Strong's `Duration` ("1h 5m", "45m", "2h", "1h 5m 30s", "30s") → seconds; null when it is none of these. */
export function parseStrongDuration(text: string): number | null {
  const match = /^(?:(\d{1,4})\s*h)?\s*(?:(\d{1,5})\s*m(?:in)?)?\s*(?:(\d{1,6})\s*s)?$/i.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined)) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/**
 * The two-device merge of a day's session: the later `changedAt` wins; at equal stamps a fixed
 * order on the content, so both devices agree (symmetric). One exception keeps a day's first start:
 * when the winner started after the other had finished, it is a second workout of the day that
 * device did not know of — it continues the first (the first start, the winner's finish).
 */
export function mergeSessions(a: WorkoutSession | null | undefined, b: WorkoutSession | null | undefined): WorkoutSession | null {
  if (!a) return b ?? null;
  if (!b) return a;
  const [winner, loser] = a.changedAt !== b.changedAt ? (a.changedAt > b.changedAt ? [a, b] : [b, a]) : sessionKey(a) >= sessionKey(b) ? [a, b] : [b, a];
  const continues = winner.startedAt !== null && loser.startedAt !== null && loser.finishedAt !== null && winner.startedAt > loser.finishedAt;
  return continues ? { ...winner, startedAt: loser.startedAt } : winner;
}

function sessionKey(s: WorkoutSession): string {
  return JSON.stringify([s.startedAt, s.finishedAt, s.notes]);
}
