import { describe, expect, it } from 'vitest';
import {
  restInsertExerciseBody,
  restInsertProfileBody,
  restLoginAnswer,
  restLoginRows,
  restLoginStatus,
  restSortOrder,
  restTrackedExercises,
  restSendEmailBody,
  restSyncWorkoutLogBody,
  restUpdateExerciseBody,
  restWeightBody,
  restWorkoutLogParams,
} from './rest-schemas';
import { toRestExercise, toRestLoginRows, toRestOkPacket, toRestProfile, toRestTrackedEntry, toRestTrackedExercises } from './rest-mappers';
import { sortOrderOfId } from './rest-sort-order';
import { restExercise, restProfile, restTrackedEntry } from './rest-schemas';

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
    expect(body).toEqual({
      userId: 'u1',
      routineId: 'r1',
      name: 'Squats',
      repsHigh: null,
      repsLow: 5,
      setsHigh: 3,
      setsLow: 1,
      weight: 135.5,
      tracked: true,
      bw: false,
      notes: '',
    });
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
    expect(restWeightBody.parse({ userId: 'u1', weight: '181.2', date: '2024-03-01T08:00:00.000Z' })).toEqual({
      userId: 'u1',
      weight: 181.2,
      date: '2024-03-01',
    });
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
    expect(restSendEmailBody.parse({ OTP: 4821, recipient_email: 'Ann@X.io', email_type: 'welcome' })).toEqual({
      OTP: 4821,
      recipient_email: 'ann@x.io',
      email_type: 'welcome',
    });
    expect(restSendEmailBody.safeParse({ recipient_email: 'ann@x.io', email_type: 'recovery' }).success).toBe(true);
    expect(restSendEmailBody.safeParse({ recipient_email: 'ann@x.io', email_type: 'spam' }).success).toBe(false);
  });

  it("sync: the client's array, temporary ids, 0/1 flags, '' numbers (defaults), extra fields kept; UTC by default", () => {
    const body = restSyncWorkoutLogBody.parse({
      userId: 'u1',
      localLog: [
        { id: '1732512345678-0.42', name: 'A', tracked: 1, bw: 0, sets: [{ id: 7, log_exercise_id: 3, reps: '5', weight: '', notes: null }] },
        { name: 'B', tracked: false, bw: false, sets: [] },
      ],
    });
    expect(body.timezone).toBe('UTC');
    expect(body.localLog[0]).toEqual({
      id: '1732512345678-0.42',
      name: 'A',
      tracked: true,
      bw: false,
      sets: [{ id: 7, log_exercise_id: 3, reps: 5, weight: 0, notes: '' }],
    });
    expect(body.localLog).toHaveLength(2);
    expect(restSyncWorkoutLogBody.safeParse({ userId: 'u1', localLog: { exercises: [] }, timezone: 'UTC' }).success).toBe(false);
    expect(restSyncWorkoutLogBody.safeParse({ userId: 'u1', localLog: [{ name: 'A', sets: [{ reps: 100 }] }] }).success).toBe(false);
  });

  it('sortOrder: numbers, numeric text, and our ids (mapped to a number that grows with the id)', () => {
    const early = '6b0680000000100000000000';
    const later = '6b0680000000200000000000';
    const nextSecond = '6b0680010000000000000000';
    expect(restSortOrder.parse(3)).toBe(3);
    expect(restSortOrder.parse('12')).toBe(12);
    expect(restSortOrder.parse(early)).toBe(sortOrderOfId(early));
    expect(sortOrderOfId(early)).toBe(0x6b068000 * 2 ** 20 + 1);
    expect(sortOrderOfId(early)).toBeLessThan(sortOrderOfId(later));
    expect(sortOrderOfId(later)).toBeLessThan(sortOrderOfId(nextSecond));
    expect(Number.isSafeInteger(sortOrderOfId('ffffffff' + 'f'.repeat(16)))).toBe(true);
    for (const bad of [-1, 1.5, 'abc', '6B0680000000100000000000', { $gt: 0 }, null]) expect(restSortOrder.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('REST answers use snake_case', () => {
  it('login answer is an array whose first item has id and first_name, or {message}', () => {
    const user = { id: 'u1', firstName: 'Ann', email: 'ann@x.io' };
    expect(toRestLoginRows(user)).toEqual([{ id: 'u1', email: 'ann@x.io', first_name: 'Ann' }]);
    expect(restLoginAnswer.safeParse(toRestLoginRows(user)).success).toBe(true);
    expect(restLoginAnswer.safeParse({ message: 'Wrong email/password combination' }).success).toBe(true);
    expect(restLoginRows.safeParse([]).success).toBe(false);
    expect(restLoginStatus.parse({ loggedIn: true, user: { id: 'u1', first_name: 'Ann', email: 'ann@x.io' } }).loggedIn).toBe(true);
  });

  it('maps records to the snake_case answers', () => {
    const e = {
      id: 'e1',
      routineId: 'r1',
      name: 'Squats',
      setsLow: 1,
      setsHigh: 3,
      repsLow: 5,
      repsHigh: null,
      weight: 0,
      tracked: true,
      bw: false,
      notes: '',
      sortOrder: 2,
    };
    expect(restExercise.parse(toRestExercise(e, 'u1'))).toMatchObject({
      user_id: 'u1',
      routine_id: 'r1',
      sets_high: 3,
      reps_high: null,
      tracked: 1,
      bw: 0,
      sort_order: 2,
    });
    const p = {
      weight: 180,
      height: 70,
      age: 30,
      activityLevel: 'Active' as const,
      gender: 'Male' as const,
      measurementType: 'metric' as const,
      weightGoal: -2 as const,
      targetWeight: 170,
    };
    expect(restProfile.parse(toRestProfile(p, 'u1', 'Ann'))).toMatchObject({
      user_id: 'u1',
      first_name: 'Ann',
      activity_level: 'Active',
      measurement_type: 'metric',
      weight_goal: -2,
      target_weight: 170,
    });
    const t = {
      id: 't1',
      exerciseName: 'Squats',
      date: '2024-03-01',
      workingWeight: 225,
      volume: 2250,
      workingSetCount: 2,
      repsLow: 5,
      repsHigh: null,
      bw: false,
      notes: '',
      sets: [{ id: 's1', reps: 5, weight: 225, notes: '' }],
    };
    const order = { id: 'o1', exerciseName: 'Squats', sortOrder: 4 };
    expect(restTrackedEntry.parse(toRestTrackedEntry(t, 'u1', order))).toMatchObject({
      name: 'Squats',
      exercise_name: 'Squats',
      log_exercise_id: 't1',
      order_id: 'o1',
      sort_order: 4,
      date: '2024-03-01T00:00:00.000Z',
      bw: 0,
      working_weight: 225,
      working_set_count: 2,
    });
    expect(toRestTrackedEntry(t, 'u1', undefined)).toMatchObject({ order_id: null, sort_order: null });
    expect(toRestOkPacket({ insertId: 'e1' })).toEqual({
      fieldCount: 0,
      affectedRows: 1,
      insertId: 'e1',
      serverStatus: 2,
      warningCount: 0,
      message: '',
      protocol41: true,
      changedRows: 0,
    });
  });

  it('tracked exercises: names at the top level next to sortOrder, even "__proto__"', () => {
    const t = {
      id: 't1',
      exerciseName: '__proto__',
      date: '2024-03-01',
      workingWeight: 1,
      volume: 1,
      workingSetCount: 1,
      repsLow: 1,
      repsHigh: null,
      bw: false,
      notes: '',
      sets: [],
    };
    const answer = toRestTrackedExercises({ entries: { ['__proto__']: [t] }, sortOrder: [{ id: 'o1', exerciseName: '__proto__', sortOrder: 1 }] }, 'u1');
    const json = JSON.parse(JSON.stringify(answer)) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['__proto__', 'sortOrder']);
    expect(restTrackedExercises.safeParse(answer).success).toBe(true);
  });
});
