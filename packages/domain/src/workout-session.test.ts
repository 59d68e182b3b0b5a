import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  durationLabel,
  elapsedLabel,
  finishSession,
  isSessionRunning,
  mergeSessions,
  parseStrongDuration,
  sessionDurationMs,
  startSession,
  type WorkoutSession,
} from './workout-session';

const T0 = Date.UTC(2026, 10, 28, 18, 2, 0);
const MIN = 60_000;

describe('the clock and the duration', () => {
  it('counts the elapsed time from the stored start (h:mm:ss)', () => {
    expect(elapsedLabel(T0, T0 + 42 * MIN + 10_000)).toBe('0:42:10');
    expect(elapsedLabel(T0, T0 + 63 * MIN + 999)).toBe('1:03:00');
    expect(elapsedLabel(T0, T0 - 5000)).toBe('0:00:00');
  });

  it('says a duration to the minute', () => {
    expect(durationLabel(63 * MIN)).toBe('1 h 3 min');
    expect(durationLabel(45 * MIN)).toBe('45 min');
    expect(durationLabel(120 * MIN)).toBe('2 h');
    expect(durationLabel(44 * MIN + 40_000)).toBe('45 min');
    expect(durationLabel(0)).toBe('0 min');
  });

  it("reads Strong's durations", () => {
    expect(parseStrongDuration('1h 5m')).toBe(3900);
    expect(parseStrongDuration('45m')).toBe(2700);
    expect(parseStrongDuration('2h')).toBe(7200);
    expect(parseStrongDuration('1h 5m 30s')).toBe(3930);
    expect(parseStrongDuration(' 30s ')).toBe(30);
    expect(['', '1 hour', 'abc', '5', 'h', '1:05'].map(parseStrongDuration)).toEqual([null, null, null, null, null, null]);
    fc.assert(
      fc.property(fc.nat(99), fc.nat(59), fc.nat(59), (h, m, s) => {
        const text = [h ? `${h}h` : '', m ? `${m}m` : '', s ? `${s}s` : ''].filter(Boolean).join(' ');
        fc.pre(text !== '');
        expect(parseStrongDuration(text)).toBe(h * 3600 + m * 60 + s);
      }),
    );
  });
});

describe('start and finish', () => {
  it('starts once; a second workout the same day keeps the first start and moves the finish', () => {
    const started = startSession(null, T0);
    expect(started).toEqual({ startedAt: T0, finishedAt: null, notes: '', changedAt: T0 });
    expect(isSessionRunning(started)).toBe(true);
    expect(startSession(started, T0 + MIN)).toBe(started);
    const finished = finishSession({ ...started, notes: 'Felt strong' }, T0 + 63 * MIN);
    expect(sessionDurationMs(finished, T0 + 999 * MIN)).toBe(63 * MIN);
    const again = startSession(finished, T0 + 300 * MIN);
    expect(again).toMatchObject({ startedAt: T0, finishedAt: null, notes: 'Felt strong' });
    expect(finishSession(again, T0 + 360 * MIN)).toMatchObject({ startedAt: T0, finishedAt: T0 + 360 * MIN });
    expect(sessionDurationMs(null, T0)).toBeNull();
  });
});

const anySession = fc.record({
  startedAt: fc.option(fc.integer({ min: T0, max: T0 + 600 * MIN }), { nil: null }),
  finishedAt: fc.option(fc.integer({ min: T0, max: T0 + 600 * MIN }), { nil: null }),
  notes: fc.string({ maxLength: 5 }),
  changedAt: fc.integer({ min: 0, max: 5 }),
});

describe('the two-device merge of a session', () => {
  it('takes the later change', () => {
    const phone: WorkoutSession = { startedAt: T0, finishedAt: T0 + 60 * MIN, notes: 'phone', changedAt: 10 };
    const laptop: WorkoutSession = { startedAt: T0 + 5 * MIN, finishedAt: null, notes: 'laptop', changedAt: 20 };
    expect(mergeSessions(phone, laptop)).toEqual(laptop);
    expect(mergeSessions(null, phone)).toEqual(phone);
    expect(mergeSessions(phone, undefined)).toEqual(phone);
    expect(mergeSessions(null, null)).toBeNull();
  });

  it("a second workout another device started after the first one's finish keeps the first start", () => {
    const morning: WorkoutSession = { startedAt: T0, finishedAt: T0 + 60 * MIN, notes: '', changedAt: T0 + 60 * MIN };
    const evening: WorkoutSession = { startedAt: T0 + 300 * MIN, finishedAt: T0 + 350 * MIN, notes: 'legs', changedAt: T0 + 350 * MIN };
    expect(mergeSessions(evening, morning)).toEqual({ ...evening, startedAt: T0 });
  });

  it('is symmetric and idempotent; the later stamp wins', () => {
    fc.assert(
      fc.property(anySession, anySession, (a, b) => {
        const merged = mergeSessions(a, b);
        expect(mergeSessions(b, a)).toEqual(merged);
        expect(mergeSessions(a, a)).toEqual(a);
        if (a.changedAt > b.changedAt) expect(merged).toMatchObject({ notes: a.notes, finishedAt: a.finishedAt });
      }),
    );
  });
});
