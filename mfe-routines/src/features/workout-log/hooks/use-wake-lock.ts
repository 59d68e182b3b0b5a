import { useEffect, useState } from 'react';

const KEEP_ON_KEY = 'workoutKeepScreenOn';

/** The Screen Wake Lock API is there (Chromium, Safari 16.4+). */
export const wakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

/** The "Keep screen on" choice: on unless the user turned it off (kept on this device). */
export function useKeepScreenOn(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(KEEP_ON_KEY) !== '0';
    } catch {
      return true;
    }
  });
  return [
    on,
    (next) => {
      setOn(next);
      try {
        localStorage.setItem(KEEP_ON_KEY, next ? '1' : '0');
      } catch {
        // Not kept: the choice holds for this dialog.
      }
    },
  ];
}

/**
 * Keeps the screen awake while `active`: the browser drops the lock whenever the page is hidden, so
 * it is asked for again each time the page becomes visible; released when `active` ends or on unmount.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !wakeLockSupported()) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused (battery saver, no user activation yet): the screen sleeps as usual.
      }
    };
    const onVisibility = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
