import { REST, restClock, restLeftMs, restOverAgo, type RestTimer } from '@fitness/domain';
import { Button } from '@fitness/ui';
import type { NotifyState } from '../hooks/rest-alerts';

export interface RestTimerBarProps {
  timer: RestTimer;
  /** Date.now() of this render. */
  now: number;
  notify: NotifyState;
  onAdjust: (deltaSeconds: number) => void;
  onPause: () => void;
  onResume: () => void;
  onSkip: () => void;
  onAskNotify: () => void;
}

/** The rest timer pinned at the bottom of the log: time left (or "Rest over" and when), −15 s / +15 s, pause, skip. */
export function RestTimerBar({ timer, now, notify, onAdjust, onPause, onResume, onSkip, onAskNotify }: RestTimerBarProps) {
  const left = restLeftMs(timer, now);
  const paused = timer.pausedLeftMs !== undefined;
  const over = !paused && left <= 0;
  const state = over ? 'over' : paused ? 'paused' : 'running';
  return (
    <section className="ui-notice rest-bar" data-state={state} aria-label="Rest timer">
      <div className="rest-bar__time">
        {over ? (
          <>
            <strong className="rest-bar__clock">Rest over</strong>
            <span className="rest-bar__what">{restOverAgo(left)}</span>
          </>
        ) : (
          <>
            <strong className="rest-bar__clock" role="timer" aria-label={`Rest time left${paused ? ', paused' : ''}`}>
              {restClock(left)}
            </strong>
            <span className="rest-bar__what">{paused ? `Paused · ${timer.exerciseName}` : `Rest · ${timer.exerciseName}`}</span>
          </>
        )}
      </div>
      <div className="rest-bar__actions">
        {over ? null : (
          <>
            <Button variant="secondary" title={`${REST.adjustSeconds} seconds less`} onClick={() => onAdjust(-REST.adjustSeconds)}>
              −{REST.adjustSeconds} s
            </Button>
            <Button variant="secondary" title={`${REST.adjustSeconds} seconds more`} onClick={() => onAdjust(REST.adjustSeconds)}>
              +{REST.adjustSeconds} s
            </Button>
            {paused ? (
              <Button variant="secondary" onClick={onResume}>
                Resume
              </Button>
            ) : (
              <Button variant="secondary" onClick={onPause}>
                Pause
              </Button>
            )}
          </>
        )}
        <Button variant={over ? 'primary' : 'secondary'} onClick={onSkip}>
          {over ? 'Dismiss' : 'Skip'}
        </Button>
      </div>
      {notify === 'ask' ? (
        <button type="button" className="rest-bar__notify" onClick={onAskNotify}>
          Notify me when rest is over
        </button>
      ) : null}
    </section>
  );
}
