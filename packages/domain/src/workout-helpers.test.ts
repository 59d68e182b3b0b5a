import { describe, expect, it } from 'vitest';
import { moveItem, reorderBySortOrder } from './sort-order';
import { groupByExerciseName, orderedExerciseNames, renameOutcome, trackedEntriesFromLog } from './tracked-entries';
import { latestEntry, weightSaveAction } from './weight-log';
import { ROUTINE_SELECTION_TITLE, exercisesToSave, logFromRoutine, newWorkoutSet } from './workout-log';

describe('workout log', () => {
  it('pre-fills one exercise per routine exercise, without sets', () => {
    expect(logFromRoutine([{ name: 'Squats', tracked: true, bw: true }, { name: 'Dips', tracked: false, bw: true }])).toEqual([
      { name: 'Squats', tracked: true, bw: true, sets: [] },
      { name: 'Dips', tracked: false, bw: false, sets: [] },
    ]);
    expect(ROUTINE_SELECTION_TITLE).toBe('Select a Routine or Start from Scratch');
  });

  it('adds sets of 1 rep at 0 and saves only exercises with sets', () => {
    expect(newWorkoutSet()).toEqual({ reps: 1, weight: 0, notes: '' });
    const log = [{ name: 'A', sets: [newWorkoutSet()] }, { name: 'B', sets: [] }];
    expect(exercisesToSave(log).map((e) => e.name)).toEqual(['A']);
  });
});

describe('weight log', () => {
  const entries = [
    { id: 'w1', date: '2024-03-01', weight: 181 },
    { id: 'w2', date: '2024-03-03T07:00:00Z', weight: 180 },
    { id: 'w3', date: '2024-03-02', weight: 0 },
  ];

  it('updates the latest entry when it has the chosen day, otherwise inserts', () => {
    expect(weightSaveAction(entries, '2024-03-03')).toEqual({ kind: 'update', id: 'w2' });
    expect(weightSaveAction(entries, '2024-03-01')).toEqual({ kind: 'insert' });
    expect(weightSaveAction(entries, '2024-03-04')).toEqual({ kind: 'insert' });
    expect(weightSaveAction([], '2024-03-04')).toEqual({ kind: 'insert' });
    expect(latestEntry(entries)?.id).toBe('w2');
  });
});

describe('sort order', () => {
  it('swaps existing sortOrder values among the items', () => {
    const items = [
      { id: 'a', sortOrder: 3 },
      { id: 'b', sortOrder: 7 },
      { id: 'c', sortOrder: 9 },
    ];
    expect(reorderBySortOrder(items, 2, 0)).toEqual([
      { id: 'c', sortOrder: 3 },
      { id: 'a', sortOrder: 7 },
      { id: 'b', sortOrder: 9 },
    ]);
    expect(reorderBySortOrder(items, 0, 5)).toEqual(items);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});

describe('tracked entries', () => {
  it('derives progress rows from the tracked exercises with sets', () => {
    const rows = trackedEntriesFromLog('2024-03-01', [
      { id: 'x', name: 'Squats', tracked: true, bw: true, sets: [{ reps: 5, weight: 225 }, { reps: 5, weight: 225 }] },
      { id: 'y', name: 'Dips', tracked: false, bw: false, sets: [{ reps: 8, weight: 0 }] },
      { id: 'z', name: 'Rows', tracked: true, bw: false, sets: [] },
    ]);
    expect(rows).toEqual([
      {
        id: 'x',
        exerciseName: 'Squats',
        date: '2024-03-01',
        bw: true,
        notes: '',
        sets: [{ reps: 5, weight: 225 }, { reps: 5, weight: 225 }],
        workingWeight: 225,
        workingSetCount: 2,
        repsLow: 5,
        repsHigh: null,
        volume: 2250,
      },
    ]);
  });

  it('groups by name oldest first and orders names by the order list', () => {
    const groups = groupByExerciseName([
      { exerciseName: 'B', date: '2024-02-01' },
      { exerciseName: 'A', date: '2024-03-01' },
      { exerciseName: 'B', date: '2024-01-01' },
    ]);
    expect([...groups.keys()]).toEqual(['B', 'A']);
    expect(groups.get('B')?.map((e) => e.date)).toEqual(['2024-01-01', '2024-02-01']);
    expect(orderedExerciseNames([{ exerciseName: 'A' }, { exerciseName: 'Gone' }], ['B', 'A', 'C'])).toEqual(['A', 'B', 'C']);
  });

  it('decides between closing, merging and renaming', () => {
    expect(renameOutcome('Squat', 'Squat', ['Squat', 'Bench'])).toBe('unchanged');
    expect(renameOutcome('Squat', 'Bench', ['Squat', 'Bench'])).toBe('merge');
    expect(renameOutcome('Squat', 'Back Squat', ['Squat', 'Bench'])).toBe('rename');
  });
});
