import { describe, expect, it } from 'vitest';
import { renameOutcome, trackedEntriesFromLog } from './tracked-entries';
import { ROUTINE_SELECTION_TITLE, exercisesToSave, logFromRoutine, newWorkoutSet } from './workout-log';

describe('workout log', () => {
  it('pre-fills one exercise per routine exercise, without sets', () => {
    expect(
      logFromRoutine([
        { name: 'Squats', tracked: true, bw: true },
        { name: 'Dips', tracked: false, bw: true },
      ]),
    ).toEqual([
      { name: 'Squats', tracked: true, bw: true, sets: [] },
      { name: 'Dips', tracked: false, bw: false, sets: [] },
    ]);
    expect(ROUTINE_SELECTION_TITLE).toBe('Select a Routine or Start from Scratch');
  });

  it('adds sets of 1 rep at 0 and saves only exercises with sets', () => {
    expect(newWorkoutSet()).toEqual({ reps: 1, weight: 0, notes: '' });
    const log = [
      { name: 'A', sets: [newWorkoutSet()] },
      { name: 'B', sets: [] },
    ];
    expect(exercisesToSave(log).map((e) => e.name)).toEqual(['A']);
  });
});

describe('tracked entries', () => {
  it('derives progress rows from the tracked exercises with sets', () => {
    const rows = trackedEntriesFromLog('2024-03-01', [
      {
        id: 'x',
        name: 'Squats',
        tracked: true,
        bw: true,
        sets: [
          { reps: 5, weight: 225 },
          { reps: 5, weight: 225 },
        ],
      },
      { id: 'y', name: 'Dips', tracked: false, bw: false, sets: [{ reps: 8, weight: 0 }] },
      { id: 'z', name: 'Rows', tracked: true, bw: false, sets: [] },
    ]);
    expect(rows).toEqual([
      {
        id: 'x',
        exerciseName: 'Squats',
        kind: 'weightReps',
        date: '2024-03-01',
        bw: true,
        notes: '',
        sets: [
          { reps: 5, weight: 225 },
          { reps: 5, weight: 225 },
        ],
        workingWeight: 225,
        workingSetCount: 2,
        repsLow: 5,
        repsHigh: null,
        volume: 2250,
        longestSeconds: 0,
        totalSeconds: 0,
        totalMeters: 0,
        longestMeters: 0,
        bestPaceSecondsPerKm: null,
      },
    ]);
  });

  it('decides between closing, merging and renaming', () => {
    expect(renameOutcome('Squat', 'Squat', ['Squat', 'Bench'])).toBe('unchanged');
    expect(renameOutcome('Squat', 'Bench', ['Squat', 'Bench'])).toBe('merge');
    expect(renameOutcome('Squat', 'Back Squat', ['Squat', 'Bench'])).toBe('rename');
  });
});
