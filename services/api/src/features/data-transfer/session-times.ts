import { parseStrongDuration, SESSION_NOTES_MAX } from '@fitness/domain';
import { parseFileMoment, type FileMoment } from './file-dates';
import type { ImportedSession } from './import-file';

/** What a workout's rows say of it as a session: its start (the rows' moment), and its end (Hevy) or duration (Strong), and its notes. */
export interface WorkoutSessionCells {
  start: FileMoment;
  end: string;
  duration: string;
  notes: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `ms`: 'YYYY-MM-DD' and 'HH:MM:SS'. */
export function wallClockAt(ms: number, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

const asUtc = (day: string, time: string) => Date.parse(`${day}T${time}Z`);

/**
 * Epoch ms of a wall-clock day and time in `timeZone`. Files write local times without a zone; a
 * time the clocks skipped (spring forward) lands beside it, a repeated one on its first occurrence.
 */
export function wallClockToMs(day: string, time: string, timeZone: string): number {
  const wanted = asUtc(day, time);
  const offsetAt = (ms: number) => {
    const clock = wallClockAt(ms, timeZone);
    return asUtc(clock.day, clock.time) - ms;
  };
  // The offsets either side of a change: the candidates that show the wanted time, the earlier; none (a gap): the later.
  const first = wanted - offsetAt(wanted);
  const second = wanted - offsetAt(first);
  if (first === second) return first;
  const showing = [first, second].filter((ms) => {
    const clock = wallClockAt(ms, timeZone);
    return clock.day === day && clock.time === time;
  });
  return showing.length ? Math.min(...showing) : Math.max(first, second);
}

/** Strong's spelling of a duration: "1h 5m", "45m", "2h", "1h 5m 30s" (seconds only when there are some; "0s" for none). */
export function strongDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const parts = [
    [Math.floor(total / 3600), 'h'],
    [Math.floor((total % 3600) / 60), 'm'],
    [total % 60, 's'],
  ] as const;
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, unit]) => `${n}${unit}`)
      .join(' ') || '0s'
  );
}

/**
 * A workout's session from its cells, times read in `timeZone`: the start is the workout's time (none
 * when the file gives only a day), the finish its end or start + duration (none when unreadable or
 * before the start). Null when the workout says nothing of either, nor has notes.
 */
export function sessionOfWorkout(cells: WorkoutSessionCells, timeZone: string): ImportedSession | null {
  const { start, end, duration } = cells;
  const startedAt = start.time ? wallClockToMs(start.day, start.time, timeZone) : null;
  let finishedAt: number | null = null;
  if (startedAt !== null) {
    const endMoment = end.trim() ? parseFileMoment(end) : null;
    const seconds = duration.trim() ? parseStrongDuration(duration) : null;
    if (endMoment?.time) finishedAt = wallClockToMs(endMoment.day, endMoment.time, timeZone);
    else if (seconds !== null) finishedAt = startedAt + seconds * 1000;
    if (finishedAt !== null && finishedAt < startedAt) finishedAt = null;
  }
  const notes = cells.notes.trim();
  return startedAt === null && notes === '' ? null : { startedAt, finishedAt, notes };
}

/**
 * A day's session from its workouts' (in time order), as a day keeps one log: the first start, the
 * last finish, the notes of each workout in turn (blank lines between). Notes past 1,000 characters
 * are cut (a workout's notes rarely come near).
 */
export function sessionOfDay(workouts: readonly (ImportedSession | null)[]): ImportedSession | undefined {
  const known = workouts.filter((s): s is ImportedSession => s !== null);
  if (!known.length) return undefined;
  const starts = known.map((s) => s.startedAt).filter((t): t is number => t !== null);
  const finishes = known.map((s) => s.finishedAt).filter((t): t is number => t !== null);
  const notes = [...new Set(known.map((s) => s.notes).filter((n) => n !== ''))].join('\n\n');
  return {
    startedAt: starts.length ? Math.min(...starts) : null,
    finishedAt: finishes.length ? Math.max(...finishes) : null,
    notes: notes.length > SESSION_NOTES_MAX ? notes.slice(0, SESSION_NOTES_MAX).trimEnd() : notes,
  };
}
