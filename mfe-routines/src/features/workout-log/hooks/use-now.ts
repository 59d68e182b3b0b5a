import { useEffect, useState } from 'react';

/**
 * Date.now(), refreshed while `active` each time a whole second before `alignTo` passes (so a clock
 * counting down to `alignTo` changes on time), and when the page becomes visible again. Only the
 * component that shows the clock uses it, so the log itself never re-renders per tick.
 */
export function useNow(active: boolean, alignTo = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const untilNextSecond = (((alignTo - at) % 1000) + 1000) % 1000 || 1000;
      timer = setTimeout(tick, untilNextSecond + 5);
    };
    tick();
    const onVisible = () => document.visibilityState === 'visible' && setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, alignTo]);
  return now;
}
