import { SESSION_NOTES_MESSAGE } from '@fitness/domain';
import { describe, expect, it } from 'vitest';
import { exerciseInput, updateExerciseInput } from './exercises';
import { issuesOf } from './test-support/issues-of';
import { syncWorkoutLogInput, workoutLogExercise, workoutSession } from './workout-log';

// Groups on routine and log exercises, and the day's session (issue #48, docs/decisions/0072).

const T0 = Date.UTC(2026, 10, 28, 18, 2);
const sync = (localLog: object) => ({ localLog: { exercises: [], ...localLog }, timezone: 'UTC' });

describe('groups', () => {
  it('takes a group with an id and its own rest on routine and log exercises; null is none', () => {
    expect(exerciseInput.parse({ routineId: 'r1', name: 'Bench Press', group: { id: 'g1', restSeconds: 90 } }).group).toEqual({ id: 'g1', restSeconds: 90 });
    expect(updateExerciseInput.parse({ id: 'e1', name: 'Bench Press', group: null }).group).toBeNull();
    expect(workoutLogExercise.parse({ name: 'Barbell Row', group: { id: 'g1' }, sets: [{ reps: 8 }] }).group).toEqual({ id: 'g1' });
  });

  it('leaves the group out when it is not sent (a write without it keeps the stored one)', () => {
    expect('group' in updateExerciseInput.parse({ id: 'e1', name: 'Bench Press' })).toBe(false);
    expect('group' in workoutLogExercise.parse({ name: 'Bench Press', sets: [] })).toBe(false);
  });

  it('refuses a bad group id, a rest off the 15 s grid and unknown fields', () => {
    expect(issuesOf(updateExerciseInput, { id: 'e1', name: 'Row', group: { id: '' } })).toContain('group.id: group id is required');
    expect(issuesOf(updateExerciseInput, { id: 'e1', name: 'Row', group: { id: 'g 1' } })).toEqual([
      "group.id: group id may only contain letters, digits, '_' and '-'",
    ]);
    expect(issuesOf(workoutLogExercise, { name: 'Row', group: { id: 'g1', restSeconds: 20 }, sets: [] })).toEqual([
      'group.restSeconds: restSeconds must be a multiple of 15',
    ]);
    expect(issuesOf(workoutLogExercise, { name: 'Row', group: { id: 'g1', letter: 'A' }, sets: [] })).toEqual(['group: unknown field: letter']);
    expect(issuesOf(workoutLogExercise, { name: 'Row', group: 'g1', sets: [] })).toEqual(['group: group must be an object or null']);
  });
});

describe('the session', () => {
  it('takes start, finish, notes and a stamp; absent times are null and absent notes empty', () => {
    const session = { startedAt: T0, finishedAt: T0 + 3_780_000, notes: 'Felt strong', changedAt: T0 + 3_780_000 };
    expect(syncWorkoutLogInput.parse(sync({ session })).localLog.session).toEqual(session);
    expect(workoutSession.parse({ changedAt: 5 })).toEqual({ startedAt: null, finishedAt: null, notes: '', changedAt: 5 });
  });

  it('is optional on the sync (older clients) and may be null', () => {
    expect(syncWorkoutLogInput.parse(sync({})).localLog.session).toBeUndefined();
    expect(syncWorkoutLogInput.parse(sync({ session: null })).localLog.session).toBeNull();
  });

  it('keeps notes to 1,000 characters with a clear message', () => {
    expect(workoutSession.parse({ notes: 'x'.repeat(1000), changedAt: 1 }).notes).toHaveLength(1000);
    expect(issuesOf(workoutSession, { notes: 'x'.repeat(1001), changedAt: 1 })).toEqual([`notes: ${SESSION_NOTES_MESSAGE}`]);
    expect(SESSION_NOTES_MESSAGE).toBe('Workout notes can be at most 1,000 characters');
  });

  it('refuses a finish before the start, a stamp missing, bad times and unknown fields', () => {
    expect(issuesOf(workoutSession, { startedAt: T0, finishedAt: T0 - 1, changedAt: 1 })).toEqual(['finishedAt: The finish must not be before the start']);
    expect(issuesOf(workoutSession, { startedAt: T0 })).toEqual(['changedAt: changedAt must be a time in epoch milliseconds']);
    expect(issuesOf(workoutSession, { startedAt: 1.5, changedAt: 1 })).toEqual(['startedAt: startedAt must be whole milliseconds']);
    expect(issuesOf(workoutSession, { startedAt: '18:02', changedAt: 1 })).toEqual(['startedAt: startedAt must be a time in epoch milliseconds or null']);
    expect(issuesOf(workoutSession, { duration: 60, changedAt: 1 })).toEqual([': unknown field: duration']);
  });
});
