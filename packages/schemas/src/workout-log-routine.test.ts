import { describe, expect, it } from 'vitest';
import { issuesOf } from './test-support/issues-of';
import { syncWorkoutLogInput, workoutLog } from './workout-log';

// A day's log remembers the routine it was started from (issue #50).

const sync = (localLog: object) => ({ localLog: { exercises: [], ...localLog }, timezone: 'UTC' });

describe('the routine name of a day’s log', () => {
  it('is taken trimmed; absent keeps the stored one, null clears it', () => {
    expect(syncWorkoutLogInput.parse(sync({ routineName: '  Push Day ' })).localLog.routineName).toBe('Push Day');
    expect(syncWorkoutLogInput.parse(sync({ routineName: 'n'.repeat(45) })).localLog.routineName).toBe('n'.repeat(45));
    expect(syncWorkoutLogInput.parse(sync({})).localLog.routineName).toBeUndefined();
    expect(syncWorkoutLogInput.parse(sync({ routineName: null })).localLog.routineName).toBeNull();
  });

  it('refuses a blank name, one over 45 characters and anything but text', () => {
    expect(issuesOf(syncWorkoutLogInput, sync({ routineName: '   ' }))).toEqual(['localLog.routineName: routineName is required']);
    expect(issuesOf(syncWorkoutLogInput, sync({ routineName: 'n'.repeat(46) }))).toEqual(['localLog.routineName: routineName must be at most 45 characters']);
    expect(issuesOf(syncWorkoutLogInput, sync({ routineName: 7 }))).toEqual(['localLog.routineName: routineName must be text']);
  });

  it('is part of a saved log as it is described', () => {
    const log = { id: 'l1', date: '2024-03-01', exercises: [], routineName: 'Legs' };
    expect(workoutLog.parse(log)).toEqual(log);
    expect(workoutLog.parse({ ...log, routineName: null }).routineName).toBeNull();
  });
});
