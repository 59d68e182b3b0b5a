import { describe, expect, it } from 'vitest';
import {
  restInsertExerciseBody,
  restInsertProfileBody,
  restLoginAnswer,
  restLoginStatus,
  restSendEmailBody,
  restSyncWorkoutLogBody,
  restUpdateExerciseBody,
  restWeightBody,
  restWorkoutLogParams,
} from './rest';
import { toRestExercise, toRestLoginAnswer, toRestProfile, toRestTrackedEntry } from './rest-mappers';
import { restExercise, restProfile, restTrackedEntry } from './rest';

describe('REST bodies keep the legacy payload names', () => {
  it('insert exercise: numeric text, 0/1 booleans, blank highs', () => {
    const body = restInsertExerciseBody.parse({
      userId: 'u1',
      routineId: 'r1',
      name: 'Squats',
      repsHigh: '',
      repsLow: '5',
      setsHigh: 3,
      setsLow: 1,
      weight: '135.5',
      tracked: 1,
      bw: 0,
      notes: null,
    });
    expect(body).toEqual({ userId: 'u1', routineId: 'r1', name: 'Squats', repsHigh: null, repsLow: 5, setsHigh: 3, setsLow: 1, weight: 135.5, tracked: true, bw: false, notes: '' });
  });

  it('update exercise: optional userId/routineId, sortOrder', () => {
    expect(restUpdateExerciseBody.parse({ name: 'Dips', sortOrder: 7 })).toMatchObject({ name: 'Dips', sortOrder: 7, setsLow: 1, setsHigh: null });
  });

  it('rejects operator objects and junk text as numbers and ids', () => {
    expect(restInsertExerciseBody.safeParse({ userId: { $ne: '' }, routineId: 'r1', name: 'A' }).success).toBe(false);
    expect(restInsertExerciseBody.safeParse({ userId: 'u1', routineId: 'r1', name: 'A', weight: { $gt: 0 } }).success).toBe(false);
    expect(restInsertExerciseBody.safeParse({ userId: 'u1', routineId: 'r1', name: 'A', weight: '12abc' }).success).toBe(false);
    expect(restInsertExerciseBody.safeParse({ userId: 'u1', routineId: 'r1', name: 'A', tracked: 'yes' }).success).toBe(false);
  });

  it('weight: takes a full ISO date as its day', () => {
    expect(restWeightBody.parse({ userId: 'u1', weight: '181.2', date: '2024-03-01T08:00:00.000Z' })).toEqual({ userId: 'u1', weight: 181.2, date: '2024-03-01' });
    expect(restWeightBody.safeParse({ userId: 'u1', weight: 181, date: 'yesterday' }).success).toBe(false);
    expect(restWorkoutLogParams.parse({ userId: 'u1', date: '2024-03-01' })).toEqual({ userId: 'u1', date: '2024-03-01' });
  });

  it('profile: goal 0 clears the target; goal as text', () => {
    const body = restInsertProfileBody.parse({
      userId: 'u1',
      weight: 0,
      height: 0,
      age: 0,
      activityLevel: '',
      gender: null,
      measurementType: 'imperial',
      weightGoal: '0',
      targetWeight: 150,
    });
    expect(body).toMatchObject({ gender: '', weightGoal: 0, targetWeight: 0 });
  });

  it('send-email: OTP accepted but never needed; email_type welcome or recovery', () => {
    expect(restSendEmailBody.parse({ OTP: 4821, recipient_email: 'Ann@X.io', email_type: 'welcome' })).toEqual({ OTP: 4821, recipient_email: 'ann@x.io', email_type: 'welcome' });
    expect(restSendEmailBody.safeParse({ recipient_email: 'ann@x.io', email_type: 'recovery' }).success).toBe(true);
    expect(restSendEmailBody.safeParse({ recipient_email: 'ann@x.io', email_type: 'spam' }).success).toBe(false);
  });

  it('sync: keeps exercises with sets only', () => {
    const body = restSyncWorkoutLogBody.parse({
      userId: 'u1',
      timezone: 'UTC',
      localLog: { exercises: [{ name: 'A', tracked: 1, bw: 1, sets: [{ reps: '5', weight: '100' }] }, { name: 'B', sets: [] }] },
    });
    expect(body.localLog.exercises).toEqual([{ name: 'A', tracked: true, bw: true, sets: [{ reps: 5, weight: 100, notes: '' }] }]);
  });
});

describe('REST answers use snake_case', () => {
  it('login answer is an array whose first item has id and first_name', () => {
    const user = { id: 'u1', firstName: 'Ann', email: 'ann@x.io' };
    expect(toRestLoginAnswer(user)).toEqual([{ id: 'u1', first_name: 'Ann' }]);
    expect(restLoginAnswer.safeParse(toRestLoginAnswer(user)).success).toBe(true);
    expect(restLoginAnswer.safeParse([]).success).toBe(false);
    expect(restLoginStatus.parse({ loggedIn: true, user: { id: 'u1', first_name: 'Ann', email: 'ann@x.io' } }).loggedIn).toBe(true);
  });

  it('maps records to the snake_case answers', () => {
    const e = { id: 'e1', routineId: 'r1', name: 'Squats', setsLow: 1, setsHigh: 3, repsLow: 5, repsHigh: null, weight: 0, tracked: true, bw: false, notes: '', sortOrder: 2 };
    expect(restExercise.parse(toRestExercise(e, 'u1'))).toMatchObject({ user_id: 'u1', routine_id: 'r1', sets_high: 3, reps_high: null, sort_order: 2 });
    const p = { weight: 180, height: 70, age: 30, activityLevel: 'Active' as const, gender: 'Male' as const, measurementType: 'metric' as const, weightGoal: -2 as const, targetWeight: 170 };
    expect(restProfile.parse(toRestProfile(p, 'u1', 'Ann'))).toMatchObject({ user_id: 'u1', first_name: 'Ann', activity_level: 'Active', measurement_type: 'metric', weight_goal: -2, target_weight: 170 });
    const t = { id: 't1', exerciseName: 'Squats', date: '2024-03-01', workingWeight: 225, volume: 2250, workingSetCount: 2, repsLow: 5, repsHigh: null, bw: false, notes: '', sets: [{ id: 's1', reps: 5, weight: 225, notes: '' }] };
    expect(restTrackedEntry.parse(toRestTrackedEntry(t))).toMatchObject({ name: 'Squats', exercise_name: 'Squats', working_weight: 225, working_set_count: 2, sort_order: 0 });
  });
});
