import { describe, expect, it } from 'vitest';
import type { LogExerciseRecord, WorkoutSetRecord } from '../../shared/records';
import type { ImportedExercise, ImportedSet } from './import-file';
import { mergeDay } from './import-plan';

let ids = 0;
const newId = () => `id${(ids += 1)}`;
const fileSet = (extra: Partial<ImportedSet>): ImportedSet => ({
  reps: 1,
  weight: 0,
  notes: '',
  type: 'normal',
  rpe: null,
  seconds: null,
  meters: null,
  workout: 'w',
  ...extra,
});
const stored = (name: string, kind: LogExerciseRecord['kind'], sets: Partial<WorkoutSetRecord>[]): LogExerciseRecord => ({
  id: newId(),
  name,
  ...(kind ? { kind } : {}),
  tracked: true,
  bw: false,
  sets: sets.map((s) => ({ id: newId(), reps: 1, weight: 0, notes: '', ...s })),
});
const fromFile = (name: string, kind: ImportedExercise['kind'], sets: Partial<ImportedSet>[]): ImportedExercise => ({
  name,
  kind,
  tracked: true,
  bw: false,
  sets: sets.map(fileSet),
});
const merge = (day: LogExerciseRecord[], file: ImportedExercise[]) => mergeDay({ exercises: day }, { day: '2026-04-06', exercises: file }, 'import', newId, 0);

describe('merging a file’s sets of every kind into a day', () => {
  it('a set is already there when what its kind measures agrees; reps of timed and distance sets and the set type do not count', () => {
    const day = [
      stored('Plank', 'time', [{ seconds: 60 }, { seconds: 65, reps: 3 }]),
      stored('Run', 'distanceTime', [{ meters: 5000, seconds: 1500, type: 'drop' }]),
    ];
    const outcome = merge(day, [
      fromFile('Plank', 'time', [{ seconds: 60 }, { seconds: 65 }, { seconds: 70 }]),
      fromFile('Run', 'distanceTime', [{ meters: 5000, seconds: 1500 }]),
    ]);
    expect(outcome.alreadyThere).toBe(3);
    expect(outcome.added.map((a) => [a.exercise, a.kind, a.set.seconds])).toEqual([['Plank', 'time', 70]]);
    expect(outcome.exercises).toHaveLength(2);
  });

  it('another time, distance or added weight at the same place is another set: the file’s exercise goes after the day’s', () => {
    for (const [kept, file] of [
      [{ seconds: 60 }, { seconds: 61 }],
      [
        { seconds: 60, weight: 0 },
        { seconds: 60, weight: 22.05 },
      ],
    ] as const) {
      const outcome = merge([stored('Plank', 'time', [kept])], [fromFile('Plank', 'time', [file])]);
      expect(outcome.alreadyThere).toBe(0);
      expect(outcome.exercises.map((e) => [e.name, e.kind, e.sets.length])).toEqual([
        ['Plank', 'time', 1],
        ['Plank', 'time', 1],
      ]);
    }
    const run = merge([stored('Run', 'distanceTime', [{ meters: 5000, seconds: 1500 }])], [fromFile('Run', 'distanceTime', [{ meters: 5001, seconds: 1500 }])]);
    expect(run.alreadyThere).toBe(0);
    const carry = merge([stored('Carry', 'distanceTime', [{ meters: 40 }])], [fromFile('Carry', 'distanceTime', [{ meters: 40, seconds: 35 }])]);
    expect(carry.alreadyThere).toBe(0);
  });

  it('an exercise of another kind is never continued, but one the user made Reps only goes on while the file’s sets carry no weight', () => {
    const timedAsReps = merge([stored('Hang', undefined, [{ reps: 1 }])], [fromFile('Hang', 'time', [{ seconds: 1 }])]);
    expect(timedAsReps.exercises.map((e) => e.kind ?? 'weightReps')).toEqual(['weightReps', 'time']);
    const bodyweight = merge([stored('Pull Up', 'repsOnly', [{ reps: 8 }])], [fromFile('Pull Up', 'weightReps', [{ reps: 8 }, { reps: 6 }])]);
    expect(bodyweight).toMatchObject({ alreadyThere: 1, exercises: [{ name: 'Pull Up', kind: 'repsOnly' }] });
    expect(bodyweight.added.map((a) => a.kind)).toEqual(['repsOnly']);
    const weighted = merge([stored('Pull Up', 'repsOnly', [{ reps: 8 }])], [fromFile('Pull Up', 'weightReps', [{ reps: 8 }, { reps: 6, weight: 25 }])]);
    expect(weighted.exercises.map((e) => e.kind ?? 'weightReps')).toEqual(['repsOnly', 'weightReps']);
  });

  it('stores a warm-up as warmup: true, a drop set or set to failure by its type, and measures only when the set has them', () => {
    const outcome = merge(
      [],
      [
        fromFile('Bench', 'weightReps', [
          { reps: 10, weight: 95, type: 'warmup' },
          { reps: 5, weight: 185, type: 'failure', rpe: 10 },
          { reps: 8, weight: 135, type: 'drop' },
        ]),
        fromFile('Carry', 'distanceTime', [{ meters: 40, weight: 70 }]),
      ],
    );
    expect(outcome.exercises.map(({ id: _id, sets, ...e }) => ({ ...e, sets: sets.map(({ id: _s, ...s }) => s) }))).toEqual([
      {
        name: 'Bench',
        tracked: true,
        bw: false,
        sets: [
          { reps: 10, weight: 95, notes: '', warmup: true, importId: 'import' },
          { reps: 5, weight: 185, notes: '', type: 'failure', rpe: 10, importId: 'import' },
          { reps: 8, weight: 135, notes: '', type: 'drop', importId: 'import' },
        ],
      },
      { name: 'Carry', kind: 'distanceTime', tracked: true, bw: false, sets: [{ reps: 1, weight: 70, notes: '', meters: 40, importId: 'import' }] },
    ]);
  });
});
