import { useEffect, useRef, useState } from 'react';
import { restLeftMs, restLengthLabel } from '@fitness/domain';
import { askToNotify, notifyState } from '../hooks/rest-alerts';
import { restTimer, useRestTimer } from '../hooks/rest-timer-store';
import { useNow } from '../hooks/use-now';
import { RestTimerBar } from './rest-timer-bar';

/**
 * The rest timer of the open log, wired: the bar while there is a rest, and a polite live region that
 * says when a rest starts and when it is over (never each second). Only this part re-renders per tick.
 */
export function RestTimerFooter({ userId }: { userId: string }) {
  const timer = useRestTimer(userId);
  const running = !!timer && timer.pausedLeftMs === undefined;
  const now = useNow(running, timer?.endsAt);
  const [notify, setNotify] = useState(notifyState);
  const over = running && restLeftMs(timer, now) <= 0;
  const started = timer ? `Rest started: ${restLengthLabel(Math.round((timer.endsAt - timer.startedAt) / 1000))} after ${timer.exerciseName}` : '';
  const announcement = useAnnouncement(timer?.startedAt, started, over);
  return (
    <div className="rest-footer">
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
      {timer ? (
        <RestTimerBar
          timer={timer}
          now={now}
          notify={notify}
          onAdjust={(delta) => restTimer.adjust(delta)}
          onPause={() => restTimer.pause()}
          onResume={() => restTimer.resume()}
          onSkip={() => restTimer.skip()}
          onAskNotify={() => void askToNotify().then(setNotify)}
        />
      ) : null}
    </div>
  );
}

/** "Rest started …" when a new rest starts, "Rest over" when it ends; nothing in between. */
function useAnnouncement(startedAt: number | undefined, started: string, over: boolean): string {
  const [text, setText] = useState('');
  const seen = useRef<{ startedAt?: number; over: boolean }>({ startedAt, over });
  useEffect(() => {
    const last = seen.current;
    if (startedAt !== undefined && startedAt !== last.startedAt && !over) setText(started);
    else if (over && !last.over) setText('Rest over');
    seen.current = { startedAt, over };
  }, [startedAt, over, started]);
  return text;
}
