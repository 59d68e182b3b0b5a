import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adjustRest,
  isValidRestSeconds,
  parseRestSeconds,
  pauseRest,
  restClock,
  restLeftMs,
  restLengthLabel,
  restOverAgo,
  restSecondsOf,
  resumeRest,
  startRest,
} from './rest-timer';
import { logFromRoutine } from './workout-log';
import { logToForm, parseWorkoutDraft, sameLogForm, formToLog, type ExerciseForm } from './workout-draft';

const bench = { key: 'k1', name: 'Bench Press' };
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);

describe('rest length', () => {
  it('is 0–600 s in 15 s steps; an exercise without one rests the default 90 s', () => {
    expect([0, 15, 90, 600].every(isValidRestSeconds)).toBe(true);
    expect([-15, 7, 615, 1.5, '90', null].some(isValidRestSeconds)).toBe(false);
    expect(restSecondsOf({})).toBe(90);
    expect(restSecondsOf({ restSeconds: 0 })).toBe(0);
    expect(restSecondsOf({ restSeconds: 120 })).toBe(120);
    expect(restSecondsOf({ restSeconds: 7 })).toBe(90);
  });

  it('typed text snaps to the 15 s grid within 0–600', () => {
    expect(parseRestSeconds('')).toBeNull();
    expect(parseRestSeconds('abc')).toBeNull();
    expect(parseRestSeconds('100')).toBe(105);
    expect(parseRestSeconds('97')).toBe(90);
    expect(parseRestSeconds('-30')).toBe(0);
    expect(parseRestSeconds('9999')).toBe(600);
    fc.assert(fc.property(fc.integer({ min: -1000, max: 2000 }), (n) => isValidRestSeconds(parseRestSeconds(String(n)))));
  });

  it('reads as minutes and seconds', () => {
    expect(restLengthLabel(0)).toBe('No rest timer');
    expect(restLengthLabel(90)).toBe('1 min 30 s');
    expect(restLengthLabel(120)).toBe('2 min');
    expect(restLengthLabel(45)).toBe('45 s');
  });

  it('comes from the routine exercise, lives in the draft, and is never sent with the log', () => {
    const log = logFromRoutine([
      { name: 'Bench Press', tracked: true, bw: false, restSeconds: 120 },
      { name: 'Dips', tracked: false, bw: false },
    ]);
    expect(log.map((e) => e.restSeconds)).toEqual([120, undefined]);
    const form = logToForm(log, 'imperial', () => 'k');
    expect(form[0]!.restSeconds).toBe(120);
    expect('restSeconds' in form[1]!).toBe(false);
    const withSets: ExerciseForm[] = form.map((e) => ({ ...e, sets: [{ reps: '5', weight: '100', notes: '', done: true }] }));
    expect(formToLog(withSets, 'imperial').exercises[0]).toEqual({
      name: 'Bench Press',
      kind: 'weightReps',
      tracked: true,
      bw: false,
      sets: [{ reps: 5, weight: 100, notes: '', type: 'normal' }],
    });
  });
});

describe('done ticks in the draft', () => {
  const form: ExerciseForm[] = [{ key: 'a', name: 'Squats', tracked: true, bw: false, restSeconds: 60, sets: [{ reps: '5', weight: '225', notes: '' }] }];
  const ticked: ExerciseForm[] = [{ ...form[0]!, sets: [{ ...form[0]!.sets[0]!, done: true }] }];

  it('a tick (or a rest change) is a change to keep; unticking again is none', () => {
    expect(sameLogForm(form, ticked)).toBe(false);
    expect(sameLogForm(form, [{ ...form[0]!, restSeconds: 75 }])).toBe(false);
    expect(sameLogForm(form, [{ ...ticked[0]!, sets: [{ ...ticked[0]!.sets[0]!, done: false }] }])).toBe(true);
  });

  it('drafts with ticks and rest read back; a bad tick or rest makes the draft unreadable', () => {
    const draft = { version: 1, date: '2026-11-28', type: 'imperial', savedAt: 'x', exercises: ticked };
    expect(parseWorkoutDraft(JSON.stringify(draft))?.exercises).toEqual(ticked);
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, exercises: [{ ...ticked[0], restSeconds: 7 }] }))).toBeNull();
    expect(
      parseWorkoutDraft(JSON.stringify({ ...draft, exercises: [{ ...ticked[0], sets: [{ reps: '5', weight: '1', notes: '', done: 'yes' }] }] })),
    ).toBeNull();
  });
});

describe('rest timer', () => {
  it('starts at the exercise rest from an absolute end; 0 means no timer', () => {
    const timer = startRest(bench, T0)!;
    expect(timer).toEqual({ exerciseKey: 'k1', exerciseName: 'Bench Press', startedAt: T0, endsAt: T0 + 90_000 });
    expect(startRest({ ...bench, restSeconds: 0 }, T0)).toBeNull();
    expect(startRest({ ...bench, restSeconds: 45 }, T0)!.endsAt).toBe(T0 + 45_000);
  });

  it('time left is computed from the clock: any moment later shows the right time, negative once over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).map((n) => n * 15),
        fc.integer({ min: 0, max: 3_600_000 }),
        (seconds, elapsed) => {
          const timer = startRest({ ...bench, restSeconds: seconds }, T0)!;
          expect(restLeftMs(timer, T0 + elapsed)).toBe(timer.endsAt - T0 - elapsed);
        },
      ),
    );
  });

  it('±15 s moves the end; taking more than is left ends it now', () => {
    const timer = startRest(bench, T0)!;
    expect(restLeftMs(adjustRest(timer, 15, T0 + 10_000), T0 + 10_000)).toBe(95_000);
    expect(restLeftMs(adjustRest(timer, -15, T0 + 10_000), T0 + 10_000)).toBe(65_000);
    expect(restLeftMs(adjustRest(timer, -15, T0 + 80_000), T0 + 80_000)).toBe(0);
  });

  it('pauses with the time left and resumes from it', () => {
    const paused = pauseRest(startRest(bench, T0)!, T0 + 30_000);
    expect(restLeftMs(paused, T0 + 500_000)).toBe(60_000);
    expect(restLeftMs(adjustRest(paused, 15, T0 + 500_000), T0 + 900_000)).toBe(75_000);
    const resumed = resumeRest(paused, T0 + 100_000);
    expect(resumed.pausedLeftMs).toBeUndefined();
    expect(restLeftMs(resumed, T0 + 110_000)).toBe(50_000);
  });

  it('shows m:ss rounded up, and how long ago it ended', () => {
    expect(restClock(90_000)).toBe('1:30');
    expect(restClock(89_001)).toBe('1:30');
    expect(restClock(1)).toBe('0:01');
    expect(restClock(-5000)).toBe('0:00');
    expect(restOverAgo(-2000)).toBe('just now');
    expect(restOverAgo(-40_000)).toBe('40 s ago');
    expect(restOverAgo(-180_000)).toBe('3 min ago');
    expect(restOverAgo(-7_300_000)).toBe('2 h ago');
  });
});
