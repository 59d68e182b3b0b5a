import { describe, expect, it } from 'vitest';
import { exercise, exerciseInput, updateExerciseInput } from './exercises';
import { profile, profileInput } from './profile';
import { renameTrackedInput } from './progress';
import { routine, routineInput } from './routines';
import { issuesOf } from './test-support/issues-of';
import { saveWeightInput, weightEntry } from './weight';
import { syncWorkoutLogInput, workoutLog, workoutSet } from './workout-log';

const validProfile = {
  weight: 180,
  height: 70,
  age: 30,
  activityLevel: 'Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 170,
};

describe('profile', () => {
  it('accepts the blank profile and a complete one', () => {
    const blank = { weight: 0, height: 0, age: 0, activityLevel: '', gender: '', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 };
    expect(profileInput.parse(blank)).toEqual(blank);
    expect(profile.parse({ ...validProfile, _id: 'x', userId: 'u' })).toEqual(validProfile);
  });

  it('forces target 0 when the goal is 0', () => {
    expect(profileInput.parse({ ...validProfile, weightGoal: 0 })).toMatchObject({ weightGoal: 0, targetWeight: 0 });
  });

  it('pins the bounds (stored pounds and inches cover both unit systems)', () => {
    const check = (patch: object) => issuesOf(profileInput, { ...validProfile, ...patch });
    expect(check({ weight: 1102.31, targetWeight: 1102.31 })).toEqual([]);
    expect(check({ weight: 1102.32 })).toEqual(['weight: weight must be at most 1102.31']);
    expect(check({ weight: -1 })).toEqual(['weight: weight must be at least 0']);
    expect(check({ height: 196.85 })).toEqual([]);
    expect(check({ height: 197 })).toEqual(['height: height must be at most 196.85']);
    expect(check({ age: 100 })).toEqual([]);
    expect(check({ age: 101 })).toEqual(['age: age must be at most 100']);
    expect(check({ age: 30.5 })).toEqual(['age: age must be a whole number']);
    expect(check({ weightGoal: 6 })).toEqual(['weightGoal: weightGoal must be one of -8, -6, -4, -2, 0, 2, 4']);
    expect(check({ activityLevel: 'Couch' })[0]).toMatch(/^activityLevel: activityLevel must be one of Sedentary/);
    expect(check({ gender: 'X' })).toEqual(['gender: gender must be Male, Female or empty']);
    expect(check({ measurementType: 'si' })).toEqual(['measurementType: measurementType must be imperial or metric']);
    expect(check({ weight: '180' })).toEqual(['weight: weight must be a number']);
    expect(check({ weight: { $gt: 0 } })).toEqual(['weight: weight must be a number']);
  });
});

describe('weight entries', () => {
  it('take a real day and a weight of 0..1102.31 lb', () => {
    expect(saveWeightInput.parse({ date: '2024-03-01', weight: 180.5 })).toEqual({ date: '2024-03-01', weight: 180.5 });
    expect(saveWeightInput.safeParse({ date: '2024-03-01', weight: 1200 }).success).toBe(false);
    expect(saveWeightInput.safeParse({ date: '03/01/2024', weight: 180 }).success).toBe(false);
    expect(weightEntry.parse({ id: 'w1', date: '2024-03-01', weight: 0 })).toEqual({ id: 'w1', date: '2024-03-01', weight: 0 });
  });
});

describe('routines', () => {
  it('names a routine with 1..45 characters, trimmed', () => {
    expect(routineInput.parse({ name: '  Push day ' })).toEqual({ name: 'Push day' });
    expect(routineInput.safeParse({ name: 'n'.repeat(45) }).success).toBe(true);
    expect(issuesOf(routineInput, { name: 'n'.repeat(46) })).toEqual(['name: name must be at most 45 characters']);
    expect(issuesOf(routineInput, { name: '  ' })).toEqual(['name: name is required']);
    expect(routine.parse({ id: 'r1', name: 'A', sortOrder: 2 })).toEqual({ id: 'r1', name: 'A', sortOrder: 2 });
  });
});

describe('exercises', () => {
  it('fills the defaults: sets 1, reps 1, weight 0, untracked, empty notes', () => {
    expect(exerciseInput.parse({ routineId: 'r1', name: 'Squats' })).toEqual({
      routineId: 'r1',
      name: 'Squats',
      setsLow: 1,
      setsHigh: null,
      repsLow: 1,
      repsHigh: null,
      weight: 0,
      tracked: false,
      bw: false,
      notes: '',
    });
  });

  it('stores high as null when not greater than low', () => {
    const parse = (patch: object) => exerciseInput.parse({ routineId: 'r1', name: 'Squats', setsLow: 3, repsLow: 5, ...patch });
    expect(parse({ setsHigh: 3, repsHigh: 4 })).toMatchObject({ setsHigh: null, repsHigh: null });
    expect(parse({ setsHigh: 0, repsHigh: 0 })).toMatchObject({ setsHigh: null, repsHigh: null });
    expect(parse({ setsHigh: 4, repsHigh: 8 })).toMatchObject({ setsHigh: 4, repsHigh: 8 });
  });

  it('keeps bodyweight comparison only with tracking', () => {
    const base = { routineId: 'r1', name: 'Dips' };
    expect(exerciseInput.parse({ ...base, tracked: false, bw: true }).bw).toBe(false);
    expect(exerciseInput.parse({ ...base, tracked: true, bw: true }).bw).toBe(true);
  });

  it('pins sets/reps 1..99, weight up to 1653.47 lb, notes 300, name 45', () => {
    const check = (patch: object) => issuesOf(exerciseInput, { routineId: 'r1', name: 'Squats', ...patch });
    expect(check({ setsLow: 99, repsLow: 99, setsHigh: 99, repsHigh: 99, weight: 1653.47, notes: 'n'.repeat(300), name: 'n'.repeat(45) })).toEqual([]);
    expect(check({ setsLow: 0 })).toEqual(['setsLow: setsLow must be at least 1']);
    expect(check({ repsLow: 100 })).toEqual(['repsLow: repsLow must be at most 99']);
    expect(check({ setsHigh: 100 })).toEqual(['setsHigh: setsHigh must be at most 99']);
    expect(check({ repsLow: 2.5 })).toEqual(['repsLow: repsLow must be a whole number']);
    expect(check({ weight: 1653.48 })).toEqual(['weight: weight must be at most 1653.47']);
    expect(check({ notes: 'n'.repeat(301) })).toEqual(['notes: notes must be at most 300 characters']);
    expect(check({ name: 'n'.repeat(46) })).toEqual(['name: name must be at most 45 characters']);
    expect(check({ routineId: { $ne: '' } })).toEqual(['routineId: routineId must be a string id']);
  });

  it('updates with an id and the same rules', () => {
    expect(updateExerciseInput.parse({ id: 'e1', name: 'Squats', setsLow: 2, setsHigh: 1, sortOrder: 4 })).toMatchObject({
      id: 'e1',
      setsHigh: null,
      sortOrder: 4,
    });
    const stored = {
      id: 'e1',
      routineId: 'r1',
      name: 'Squats',
      setsLow: 1,
      setsHigh: 3,
      repsLow: 5,
      repsHigh: 8,
      weight: 0,
      tracked: false,
      bw: false,
      notes: '',
      sortOrder: 1,
    };
    expect(exercise.parse(stored)).toEqual(stored);
  });
});

describe('workout logs', () => {
  it('defaults a set to 1 rep at 0', () => {
    expect(workoutSet.parse({})).toEqual({ reps: 1, weight: 0, notes: '', warmup: false, rpe: null });
    expect(workoutSet.safeParse({ reps: 0 }).success).toBe(false);
  });

  it('takes a warm-up flag and an RPE of 6 to 10 in steps of 0.5', () => {
    expect(workoutSet.parse({ reps: 5, warmup: true, rpe: 7.5 })).toMatchObject({ warmup: true, rpe: 7.5 });
    expect(workoutSet.parse({ reps: 5, rpe: null }).rpe).toBeNull();
    for (const rpe of [5.5, 10.5, 7.3]) expect(issuesOf(workoutSet, { reps: 5, rpe })).toEqual(['rpe: rpe must be from 6 to 10 in steps of 0.5']);
    expect(issuesOf(workoutSet, { reps: 5, warmup: 'yes' })).toEqual(['warmup: warmup must be true or false']);
  });

  it('syncs only exercises with at least one set, in a valid time zone', () => {
    const parsed = syncWorkoutLogInput.parse({
      localLog: {
        exercises: [
          { name: 'Squats', tracked: true, bw: true, sets: [{ reps: 5, weight: 225 }] },
          { name: 'Dips', sets: [] },
        ],
      },
      timezone: 'Europe/Paris',
    });
    expect(parsed.localLog.exercises).toEqual([
      { name: 'Squats', kind: 'weightReps', tracked: true, bw: true, sets: [{ reps: 5, weight: 225, notes: '', warmup: false, rpe: null }] },
    ]);
    expect(syncWorkoutLogInput.safeParse({ localLog: { exercises: [] }, timezone: 'Mars/Base' }).success).toBe(false);
  });

  it('describes a saved log, spelling out the kind and the set type an older log leaves out', () => {
    const set = { id: 's1', reps: 5, weight: 100, notes: '', warmup: true, rpe: 8 };
    const log = { id: 'l1', date: '2024-03-01', exercises: [{ id: 'x1', name: 'Squats', tracked: false, bw: false, sets: [set] }] };
    expect(workoutLog.parse(log)).toEqual({ ...log, exercises: [{ ...log.exercises[0], kind: 'weightReps', sets: [{ ...set, type: 'warmup' }] }] });
  });
});

describe('progress', () => {
  it('describes a rename', () => {
    expect(renameTrackedInput.parse({ name: 'Squats', newName: ' Back Squat ' })).toEqual({ name: 'Squats', newName: 'Back Squat' });
    expect(issuesOf(renameTrackedInput, { name: 'Squats', newName: 'n'.repeat(46) })).toEqual(['newName: newName must be at most 45 characters']);
  });
});
