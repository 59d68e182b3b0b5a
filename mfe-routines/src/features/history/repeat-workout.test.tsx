import { describe, expect, it } from 'vitest';
import { formToLog, type LogExerciseForm } from '@fitness/domain';
import { repeatedExercises } from './repeat-workout';

const past: LogExerciseForm[] = [
  {
    id: 'e1',
    changedAt: 1,
    name: 'Bench Press',
    tracked: true,
    bw: false,
    restSeconds: 120,
    group: { id: 'g-old', restSeconds: 90 },
    sets: [
      { id: 's1', reps: 10, weight: 95, notes: 'easy', type: 'warmup', warmup: true, rpe: 5 },
      { id: 's2', reps: 5, weight: 185.25, notes: '', rpe: 8 },
      { id: 's3', reps: 8, weight: 135, notes: '', type: 'drop' },
    ],
  },
  { id: 'e2', name: 'Pull-ups', kind: 'repsOnly', tracked: true, bw: true, group: { id: 'g-old' }, sets: [{ id: 's4', reps: 8, weight: 0, notes: '' }] },
  { id: 'e3', name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [{ id: 's5', reps: 1, weight: 0, notes: '', meters: 5000, seconds: 1500 }] },
  { id: 'e4', name: 'Skipped', tracked: false, bw: false, sets: [] },
];

function repeat(exercises = past, type: 'imperial' | 'metric' = 'imperial') {
  let n = 0;
  return repeatedExercises(exercises, type, { newId: () => `new-${(n += 1)}`, newKey: () => `key-${n}`, now: 1000 });
}

describe('a past workout repeated today', () => {
  it('carries every exercise with sets: its numbers, set types, kind, tracking, rest and group', () => {
    const { exercises, problems } = formToLog(repeat(), 'imperial');
    expect(problems).toEqual([]);
    expect(exercises.map((e) => [e.name, e.kind, e.tracked, e.bw])).toEqual([
      ['Bench Press', 'weightReps', true, false],
      ['Pull-ups', 'repsOnly', true, true],
      ['Run', 'distanceTime', true, false],
    ]);
    expect(exercises[0]!.sets.map((s) => [s.reps, s.weight, s.type])).toEqual([
      [10, 95, 'warmup'],
      [5, 185.25, 'normal'],
      [8, 135, 'drop'],
    ]);
    expect(exercises[2]!.sets[0]).toMatchObject({ meters: 5000, seconds: 1500 });
    expect(repeat()[0]).toMatchObject({ restSeconds: 120 });
  });

  it('gives every exercise, set and group a new id stamped now; notes and RPE stay with the day they were felt', () => {
    const form = repeat();
    const ids = form.flatMap((e) => [e.id, ...e.sets.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => ['e1', 'e2', 'e3', 's1', 's2', 's3', 's4', 's5'].includes(id!))).toBe(false);
    expect(form.every((e) => e.changedAt === 1000 && e.sets.every((s) => s.changedAt === 1000))).toBe(true);
    expect(form[0]!.group?.id).toBe(form[1]!.group?.id);
    expect(form[0]!.group).toMatchObject({ restSeconds: 90 });
    expect(form[0]!.group?.id).not.toBe('g-old');
    expect(form.flatMap((e) => e.sets).every((s) => s.notes === '' && s.rpe === undefined)).toBe(true);
  });

  it('fills the fields in the user’s unit, keeping the stored pounds exact', () => {
    const [bench] = repeat(past, 'metric');
    expect(bench!.sets[1]).toMatchObject({ reps: '5', weight: '84', storedLb: 185.25 });
    expect(formToLog(repeat(past, 'metric'), 'metric').exercises[0]!.sets[1]!.weight).toBe(185.25);
  });
});
