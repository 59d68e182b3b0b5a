import { DISTANCE_RANGE_MESSAGE, TIME_RANGE_MESSAGE } from '@fitness/domain';
import { describe, expect, it } from 'vitest';
import { exerciseInput, updateExerciseInput } from './exercises';
import { issuesOf } from './test-support/issues-of';
import { workoutLogExercise, workoutSet } from './workout-log';

// Exercise kinds and set types on the way in (issue #47, docs/decisions/0071).

const logExercise = (kind: string | undefined, sets: object[]) => ({ name: 'Plank', ...(kind ? { kind } : {}), sets });

describe('set types', () => {
  it('reads an older payload (warm-up flag only) as it always meant', () => {
    expect(workoutSet.parse({ reps: 10, warmup: true })).toMatchObject({ warmup: true, type: 'warmup' });
    // Not a warm-up, from a client that knows no other type: the save keeps a stored drop set or set to failure.
    expect(workoutSet.parse({ reps: 10, warmup: false })).toEqual({ reps: 10, weight: 0, notes: '', warmup: false, rpe: null });
    expect(workoutSet.parse({ reps: 10 })).not.toHaveProperty('type');
  });

  it('lets `type` win over `warmup` and keeps `warmup` equal to type === warmup', () => {
    expect(workoutSet.parse({ reps: 8, warmup: true, type: 'drop' })).toMatchObject({ warmup: false, type: 'drop' });
    expect(workoutSet.parse({ reps: 8, warmup: false, type: 'warmup' })).toMatchObject({ warmup: true, type: 'warmup' });
    expect(workoutSet.parse({ reps: 8, type: 'failure' })).toMatchObject({ warmup: false, type: 'failure' });
    expect(issuesOf(workoutSet, { reps: 8, type: 'superset' })).toEqual(['type: type must be one of normal, warmup, drop, failure']);
  });
});

describe('log exercise kinds', () => {
  it('fills weightReps for an older payload and drops time and distance from its sets', () => {
    expect(workoutLogExercise.parse(logExercise(undefined, [{ reps: 5, weight: 100, seconds: 60, meters: 400 }]))).toMatchObject({
      kind: 'weightReps',
      sets: [{ reps: 5, weight: 100 }],
    });
    const [set] = workoutLogExercise.parse(logExercise(undefined, [{ reps: 5, weight: 100, seconds: 60 }])).sets;
    expect(set).not.toHaveProperty('seconds');
    expect(set).not.toHaveProperty('meters');
  });

  it('forces the weight of a reps-only set to 0', () => {
    expect(workoutLogExercise.parse(logExercise('repsOnly', [{ reps: 12, weight: 25 }])).sets[0]).toMatchObject({ reps: 12, weight: 0 });
  });

  it('keeps a time set its seconds and added weight, a distance set its metres, seconds and weight', () => {
    expect(workoutLogExercise.parse(logExercise('time', [{ seconds: 65, weight: 25, meters: 9 }])).sets[0]).toEqual({
      reps: 1,
      weight: 25,
      notes: '',
      warmup: false,
      rpe: null,
      seconds: 65,
    });
    expect(workoutLogExercise.parse(logExercise('distanceTime', [{ meters: 5000, seconds: 1500, weight: 0 }])).sets[0]).toMatchObject({
      meters: 5000,
      seconds: 1500,
    });
    // A carry may have no time.
    const carry = workoutLogExercise.parse(logExercise('distanceTime', [{ meters: 40, weight: 100 }])).sets[0]!;
    expect(carry).toMatchObject({ meters: 40, weight: 100 });
    expect(carry).not.toHaveProperty('seconds');
  });

  it('refuses a time set without seconds and a distance set without metres with the app messages', () => {
    expect(issuesOf(workoutLogExercise, logExercise('time', [{ seconds: 60 }, { weight: 10 }]))).toEqual([`sets.1.seconds: ${TIME_RANGE_MESSAGE}`]);
    expect(issuesOf(workoutLogExercise, logExercise('distanceTime', [{ seconds: 600 }]))).toEqual([`sets.0.meters: ${DISTANCE_RANGE_MESSAGE}`]);
  });

  it('refuses times and distances out of range, or not whole, with the app messages', () => {
    for (const seconds of [0, 86_401, 1.5, '60'])
      expect(issuesOf(workoutLogExercise, logExercise('time', [{ seconds }])), String(seconds)).toEqual([`sets.0.seconds: ${TIME_RANGE_MESSAGE}`]);
    for (const meters of [0, 1_000_001, 2.5])
      expect(issuesOf(workoutLogExercise, logExercise('distanceTime', [{ meters }])), String(meters)).toEqual([`sets.0.meters: ${DISTANCE_RANGE_MESSAGE}`]);
    expect(issuesOf(workoutLogExercise, logExercise('time', [{ seconds: 86_400 }]))).toEqual([]);
    expect(issuesOf(workoutLogExercise, logExercise('distanceTime', [{ meters: 1_000_000 }]))).toEqual([]);
    expect(issuesOf(workoutLogExercise, logExercise('cardio', [{ reps: 1 }]))).toEqual(['kind: kind must be one of weightReps, repsOnly, time, distanceTime']);
  });
});

describe('routine exercise kinds and targets', () => {
  it('leaves kind and targets out when not sent (a write without them keeps the stored ones)', () => {
    const parsed = exerciseInput.parse({ routineId: 'r1', name: 'Squats' });
    for (const field of ['kind', 'targetSeconds', 'targetMeters']) expect(parsed).not.toHaveProperty(field);
    expect(updateExerciseInput.parse({ id: 'e1', name: 'Plank' })).not.toHaveProperty('kind');
  });

  it('takes a kind with its target time and distance; null clears a target', () => {
    expect(exerciseInput.parse({ routineId: 'r1', name: 'Plank', kind: 'time', setsLow: 3, targetSeconds: 60 })).toMatchObject({
      kind: 'time',
      setsLow: 3,
      targetSeconds: 60,
    });
    expect(updateExerciseInput.parse({ id: 'e1', name: 'Run', kind: 'distanceTime', targetMeters: 5000, targetSeconds: null })).toMatchObject({
      targetMeters: 5000,
      targetSeconds: null,
    });
    expect(issuesOf(exerciseInput, { routineId: 'r1', name: 'Plank', kind: 'time', targetSeconds: 0 })).toEqual([`targetSeconds: ${TIME_RANGE_MESSAGE}`]);
    expect(issuesOf(exerciseInput, { routineId: 'r1', name: 'Run', kind: 'distanceTime', targetMeters: 1_000_001 })).toEqual([
      `targetMeters: ${DISTANCE_RANGE_MESSAGE}`,
    ]);
  });
});
