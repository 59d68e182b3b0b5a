import { useEffect, useState } from 'react';

/** Whole seconds left before another code may be asked for; ticks every second while above 0. */
export function useResendCountdown(sentAt: number | undefined, waitSeconds: number): number {
  const [, setTick] = useState(0);
  const left = sentAt === undefined ? 0 : Math.max(0, Math.ceil(waitSeconds - (Date.now() - sentAt) / 1000));
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running, sentAt]);

  return left;
}
