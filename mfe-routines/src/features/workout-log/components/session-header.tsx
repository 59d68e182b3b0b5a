import { elapsedLabel, isSessionRunning, SESSION_NOTES_MAX, type WorkoutSession } from '@fitness/domain';
import { Button, TextAreaField, TextField } from '@fitness/ui';
import type { LogStore } from '../hooks/log-store';
import { useSession } from '../hooks/log-slices';
import { useNow } from '../hooks/use-now';
import { LOG_TEXT } from '../log-text';

const DAY_MS = 86_400_000;

/** "18:02": a time of day as a time input holds it (the browser shows it in the user's locale). */
export function timeOfDay(ms: number): string {
  const at = new Date(ms);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** The moment `text` ("18:02") on the local day of `dayOf`; null when it is no time. */
export function onDayOf(dayOf: number, text: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const at = new Date(dayOf);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return at.getTime();
}

/** Why the session cannot be saved as it is (the server refuses a finish before the start). */
export function sessionProblem(session: WorkoutSession | null): string | undefined {
  return session && session.startedAt !== null && session.finishedAt !== null && session.finishedAt < session.startedAt
    ? LOG_TEXT.finishBeforeStart
    : undefined;
}

export interface SessionHeaderProps {
  store: LogStore;
  /** "Finish workout": the dialog sets the finish and saves. */
  onFinish: () => void;
  /** "Workout summary" of a finished workout (absent: no such button). */
  onShowSummary?: () => void;
}

/**
 * The workout as a session, at the head of the log: "Start workout" (a set ticked done starts it
 * too), the start and finish as editable times, the running time, "Finish workout", the summary of
 * a finished workout and the workout notes. Only this part re-renders with the clock.
 */
export function SessionHeader({ store, onFinish, onShowSummary }: SessionHeaderProps) {
  const session = useSession(store);
  const startedAt = session?.startedAt ?? null;
  const finishedAt = session?.finishedAt ?? null;
  const running = isSessionRunning(session);
  return (
    <section className="workout-session" aria-label={LOG_TEXT.sessionRegion}>
      <div className="workout-session__times">
        {startedAt !== null ? (
          <TextField
            className="workout-session__time"
            label="Started"
            type="time"
            value={timeOfDay(startedAt)}
            required
            onChange={(event) => {
              const at = onDayOf(startedAt, event.target.value);
              if (at !== null) store.changeSession({ startedAt: at });
            }}
          />
        ) : null}
        {startedAt !== null && finishedAt !== null ? (
          <TextField
            className="workout-session__time"
            label="Finished"
            type="time"
            value={timeOfDay(finishedAt)}
            required
            error={sessionProblem(session)}
            onChange={(event) => {
              const at = onDayOf(startedAt, event.target.value);
              // A finish earlier in the day than the start is past midnight.
              if (at !== null) store.changeSession({ finishedAt: at < startedAt ? at + DAY_MS : at });
            }}
          />
        ) : null}
        {running && startedAt !== null ? <Elapsed startedAt={startedAt} /> : null}
      </div>
      <div className="workout-session__actions">
        {running ? (
          <Button onClick={onFinish}>{LOG_TEXT.finishWorkout}</Button>
        ) : (
          <Button variant="secondary" onClick={() => store.startSession()}>
            {LOG_TEXT.startWorkout}
          </Button>
        )}
        {finishedAt !== null && onShowSummary ? (
          <Button variant="secondary" onClick={onShowSummary}>
            {LOG_TEXT.summaryTitle}
          </Button>
        ) : null}
      </div>
      <TextAreaField
        className="workout-session__notes"
        label="Workout notes"
        maxLength={SESSION_NOTES_MAX}
        rows={2}
        value={session?.notes ?? ''}
        onChange={(event) => store.changeSession({ notes: event.target.value })}
      />
    </section>
  );
}

/** The time since the stored start, "0:42:10": right after a reload or a locked phone, as it never counts by itself. */
function Elapsed({ startedAt }: { startedAt: number }) {
  const now = useNow(true, startedAt);
  return (
    <p className="workout-session__elapsed">
      <span role="timer" aria-label={LOG_TEXT.elapsed}>
        {elapsedLabel(startedAt, now)}
      </span>
    </p>
  );
}
