import { describe, expect, it } from 'vitest';
import { previousSetsLabel, shortDay } from './previous-sets';
import {
  draftInUnits,
  formToLog,
  logToForm,
  nextSetForm,
  parseWorkoutDraft,
  sameLogForm,
  workoutDraftKey,
  type ExerciseForm,
  type WorkoutDraft,
} from './workout-draft';
import { nextSet } from './workout-log';

let n = 0;
const key = () => `k${(n += 1)}`;

describe('next set', () => {
  it("copies the previous set's reps and weight (notes start empty); the first set is 1 rep at 0", () => {
    expect(nextSet()).toEqual({ reps: 1, weight: 0, notes: '' });
    expect(nextSet({ id: 's1', reps: 5, weight: 225, notes: 'easy' })).toEqual({ reps: 5, weight: 225, notes: '' });
    expect(nextSetForm(undefined, 'imperial')).toEqual({ reps: '1', weight: '0', notes: '', storedLb: 0 });
    expect(nextSetForm({ id: 's1', reps: '5', weight: '102.1', notes: 'easy', storedLb: 225 }, 'metric')).toEqual({
      reps: '5',
      weight: '102.1',
      notes: '',
      storedLb: 225,
    });
  });
});

describe('log form ↔ log', () => {
  const stored = [
    { id: 'e1', name: 'Squats', tracked: true, bw: false, sets: [{ id: 's1', reps: 5, weight: 225, notes: '' }] },
    { id: 'e2', name: 'Dips', tracked: false, bw: true, sets: [] },
  ];

  it('shows stored pounds in the user unit and saves unchanged weights as the same pounds (no drift in kgs)', () => {
    const form = logToForm(stored, 'metric', key);
    expect(form[0]!.sets[0]).toEqual({ id: 's1', reps: '5', weight: '102.1', notes: '', storedLb: 225 });
    expect(form[1]!.bw).toBe(false);
    const { exercises, problems } = formToLog(form, 'metric');
    expect(problems).toEqual([]);
    // Only exercises with sets are saved; 102.1 kg untouched stays 225 lb (102.1 kg alone is 225.09 lb).
    expect(exercises).toEqual([
      { id: 'e1', name: 'Squats', kind: 'weightReps', tracked: true, bw: false, sets: [{ id: 's1', reps: 5, weight: 225, notes: '', type: 'normal' }] },
    ]);
    const edited = form.map((e, i) => (i === 0 ? { ...e, sets: [{ ...e.sets[0]!, weight: '105' }] } : e));
    expect(formToLog(edited, 'metric').exercises[0]!.sets[0]!.weight).toBe(231.49);
  });

  it('blank reps save as 1 and blank weight as 0; names are trimmed; bodyweight only while tracked', () => {
    const form: ExerciseForm[] = [
      {
        key: 'a',
        name: '  Pullups ',
        tracked: false,
        bw: true,
        sets: [
          { reps: '', weight: '', notes: '' },
          { reps: '123', weight: '12.5', notes: '' },
        ],
      },
    ];
    expect(formToLog(form, 'imperial').exercises).toEqual([
      {
        name: 'Pullups',
        kind: 'weightReps',
        tracked: false,
        bw: false,
        sets: [
          { reps: 1, weight: 0, notes: '', type: 'normal' },
          { reps: 12, weight: 12.5, notes: '', type: 'normal' },
        ],
      },
    ]);
  });

  it('names the problems that block saving: a nameless exercise with sets, a weight out of range', () => {
    const form: ExerciseForm[] = [
      { key: 'a', name: ' ', tracked: false, bw: false, sets: [{ reps: '5', weight: '1600', notes: '' }] },
      { key: 'b', name: '', tracked: false, bw: false, sets: [] },
    ];
    expect(formToLog(form, 'imperial').problems).toEqual([
      { exerciseKey: 'a', field: 'name', message: 'Enter the exercise name' },
      { exerciseKey: 'a', field: 'weight', setIndex: 0, message: 'Enter a weight from 0 to 1500 lbs' },
    ]);
    expect(formToLog([{ ...form[0]!, name: 'Squats', sets: [{ reps: '5', weight: '751', notes: '' }] }], 'metric').problems[0]!.message).toBe(
      'Enter a weight from 0 to 750 kgs',
    );
  });

  it("keeps a set's type (an older payload's warm-up flag too) and RPE from the log to the form and back, and a changed type is a change", () => {
    const log = [
      {
        id: 'e1',
        name: 'Squats',
        kind: 'weightReps' as const,
        tracked: true,
        bw: false,
        sets: [
          { id: 's1', reps: 10, weight: 45, notes: '', type: 'warmup' as const, warmup: true },
          { id: 's2', reps: 5, weight: 225, notes: '', type: 'normal' as const, rpe: 8.5 },
          { id: 's3', reps: 8, weight: 185, notes: '', type: 'drop' as const },
          { id: 's4', reps: 6, weight: 185, notes: '', type: 'failure' as const },
        ],
      },
    ];
    const form = logToForm(log, 'imperial', () => 'k');
    expect(form[0]!.sets.map((s) => [s.type, s.rpe])).toEqual([
      ['warmup', undefined],
      [undefined, 8.5],
      ['drop', undefined],
      ['failure', undefined],
    ]);
    expect(formToLog(form, 'imperial').exercises).toEqual(log);
    // An older payload marks a warm-up with `warmup` alone.
    const older = logToForm([{ ...log[0]!, sets: [{ id: 's1', reps: 10, weight: 45, notes: '', warmup: true }] }], 'imperial', () => 'k');
    expect(older[0]!.sets[0]!.type).toBe('warmup');
    const unmarked = [{ ...form[0]!, sets: [{ ...form[0]!.sets[0]!, type: 'normal' as const }, ...form[0]!.sets.slice(1)] }];
    expect(sameLogForm(unmarked, form)).toBe(false);
    expect(formToLog(unmarked, 'imperial').exercises[0]!.sets[0]).toMatchObject({ type: 'normal' });
    expect(formToLog(unmarked, 'imperial').exercises[0]!.sets[0]).not.toHaveProperty('warmup');
    // An older draft's warm-up (`warmup: true`, no type) is the same form as the saved warm-up, and saves as one.
    const olderDraft = [{ ...form[0]!, sets: [{ ...form[0]!.sets[0]!, type: undefined, warmup: true }, ...form[0]!.sets.slice(1)] }];
    expect(sameLogForm(olderDraft, form)).toBe(true);
    expect(formToLog(olderDraft, 'imperial').exercises[0]!.sets[0]).toMatchObject({ type: 'warmup', warmup: true });
  });

  it('compares forms by content, not by screen keys', () => {
    const a = logToForm(stored, 'imperial', key);
    const b = logToForm(stored, 'imperial', key);
    expect(sameLogForm(a, b)).toBe(true);
    expect(sameLogForm(a, [{ ...a[0]!, sets: [...a[0]!.sets, nextSetForm(a[0]!.sets[0], 'imperial')] }, a[1]!])).toBe(false);
  });
});

describe('drafts', () => {
  const draft: WorkoutDraft = {
    version: 1,
    date: '2026-11-18',
    type: 'imperial',
    savedAt: '2026-11-18T18:00:00.000Z',
    exercises: [
      {
        key: 'a',
        name: 'Squats',
        tracked: true,
        bw: false,
        sets: [
          { reps: '5', weight: '225', notes: '', storedLb: 225 },
          { reps: '5', weight: '230', notes: '' },
        ],
      },
    ],
  };

  it('are kept per user and day', () => {
    expect(workoutDraftKey('u1', '2026-11-18')).toBe('workoutLogDraft:u1:2026-11-18');
  });

  it('read back only when they are well formed', () => {
    expect(parseWorkoutDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseWorkoutDraft(null)).toBeNull();
    expect(parseWorkoutDraft('not json')).toBeNull();
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, version: 2 }))).toBeNull();
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, date: '2026-02-30' }))).toBeNull();
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, exercises: [{ name: 'x' }] }))).toBeNull();
  });

  it('follow a change of units', () => {
    const [squats] = draftInUnits(draft, 'metric');
    expect(squats!.sets.map((s) => [s.weight, s.storedLb])).toEqual([
      ['102.1', 225],
      ['104.3', 230],
    ]);
    expect(draftInUnits(draft, 'imperial')).toBe(draft.exercises);
  });
});

describe('previous numbers', () => {
  it('reads like "Last time, Nov 18: 5 × 225, 5 × 225, 3 × 205 lbs", in the user unit', () => {
    const previous = {
      date: '2026-11-18',
      sets: [
        { reps: 5, weight: 225 },
        { reps: 5, weight: 225 },
        { reps: 3, weight: 205 },
      ],
    };
    expect(previousSetsLabel(previous, 'imperial', '2026-11-25')).toBe('Last time, Nov 18: 5 × 225, 5 × 225, 3 × 205 lbs');
    expect(previousSetsLabel(previous, 'metric', '2026-11-25')).toBe('Last time, Nov 18: 5 × 102.1, 5 × 102.1, 3 × 93 kgs');
    expect(
      previousSetsLabel(
        {
          date: '2025-12-30',
          sets: [
            { reps: 8, weight: 0 },
            { reps: 6, weight: 0 },
          ],
        },
        'imperial',
        '2026-01-02',
      ),
    ).toBe('Last time, Dec 30, 2025: 8, 6 reps');
    expect(shortDay('2026-01-02', '2026-11-25')).toBe('Jan 2');
  });
});
