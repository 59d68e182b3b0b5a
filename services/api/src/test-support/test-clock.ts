import type { Clock } from '../platform/clock';

/** A clock the test moves by hand: expiry of sessions, codes and tokens (rate-limit windows run on real time: security/attempt-limiter.test.ts). */
export interface TestClock extends Clock {
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
  advanceMinutes(minutes: number): void;
  set(date: Date): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    advanceSeconds: (seconds) => {
      now += seconds * 1000;
    },
    advanceMinutes: (minutes) => {
      now += minutes * 60_000;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}
