import { useEffect } from 'react';
import { restLeftMs } from '@fitness/domain';
import { playRestBeep, notifyRestOver, vibrateRestOver } from './rest-alerts';
import { restTimer, useRestTimer } from './rest-timer-store';

/** A rest that ended longer ago than this when the page noticed (a locked phone) ends silently: the bar says how long ago. */
const LATE_ALARM_MS = 60_000;

/**
 * Signals the end of the user's rest once: beep, vibration, and a notification if the page is hidden.
 * Mounted once, with the floating button (always on the page), so it rings with the dialog closed too.
 */
export function useRestAlarm(userId: string | undefined): void {
  const timer = useRestTimer(userId);
  useEffect(() => {
    if (!timer || timer.alerted || timer.pausedLeftMs !== undefined) return;
    const ring = () => {
      const late = -restLeftMs(timer, Date.now());
      restTimer.markAlerted();
      if (late > LATE_ALARM_MS) return;
      playRestBeep();
      vibrateRestOver();
      void notifyRestOver(timer.exerciseName);
    };
    const left = restLeftMs(timer, Date.now());
    if (left <= 0) return ring();
    const alarm = setTimeout(ring, left);
    // A timer throttled in a background tab fires late; coming back makes the check at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && restLeftMs(timer, Date.now()) <= 0) ring();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(alarm);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timer]);
}
