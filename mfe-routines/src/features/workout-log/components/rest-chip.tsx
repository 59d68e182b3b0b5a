import { restClock, restLeftMs } from '@fitness/domain';
import { useRestTimer } from '../hooks/rest-timer-store';
import { useNow } from '../hooks/use-now';

/** The rest on the floating log button while the dialog is closed: time left, or "Rest over". */
export function RestChip({ userId }: { userId: string | undefined }) {
  const timer = useRestTimer(userId);
  const running = !!timer && timer.pausedLeftMs === undefined;
  const now = useNow(running, timer?.endsAt);
  if (!timer) return null;
  const left = restLeftMs(timer, now);
  const over = running && left <= 0;
  return (
    <span className="workout-log-fab__chip" data-over={over || undefined} role="timer" aria-label={over ? 'Rest over' : 'Rest time left'}>
      {over ? 'Rest over' : restClock(left)}
    </span>
  );
}
