import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISTANCE_RANGE_MESSAGE, TIME_RANGE_MESSAGE, setTypeOf } from './set-kinds';
import {
  draftInUnits,
  formToLog,
  logToForm,
  nextSetForm,
  parseWorkoutDraft,
  sameLogForm,
  setToForm,
  type ExerciseForm,
  type WorkoutDraft,
} from './workout-draft';
import { logFromRoutine, nextSet } from './workout-log';

const key = () => 'k';
const exercise = (kind: ExerciseForm['kind'], sets: ExerciseForm['sets']): ExerciseForm => ({ key: 'a', name: 'Run', kind, tracked: true, bw: false, sets });
const set = (fields: Partial<ExerciseForm['sets'][number]>) => ({ reps: '1', weight: '0', notes: '', ...fields });

describe('the log form per kind: from the saved log', () => {
  it('shows a time as m:ss and a distance in the user unit, keeping the stored metres; the kind only when not Weight and reps', () => {
    const saved = [
      { name: 'Plank', kind: 'time' as const, tracked: true, bw: false, sets: [{ reps: 1, weight: 0, notes: '', seconds: 65 }] },
      { name: 'Run', kind: 'distanceTime' as const, tracked: true, bw: false, sets: [{ reps: 1, weight: 0, notes: '', seconds: 1500, meters: 5000 }] },
      { name: 'Squats', kind: 'weightReps' as const, tracked: true, bw: false, sets: [{ reps: 5, weight: 225, notes: '' }] },
    ];
    const metric = logToForm(saved, 'metric', key);
    expect(metric.map((e) => e.kind)).toEqual(['time', 'distanceTime', undefined]);
    expect(metric[0]!.sets[0]).toMatchObject({ seconds: '1:05' });
    expect(metric[1]!.sets[0]).toMatchObject({ seconds: '25:00', distance: '5', storedMeters: 5000 });
    expect(metric[2]!.sets[0]).not.toHaveProperty('seconds');
    expect(logToForm(saved, 'imperial', key)[1]!.sets[0]).toMatchObject({ distance: '3.11', storedMeters: 5000 });
    expect(setToForm({ reps: 1, weight: 0, seconds: 3723 }, 'imperial').seconds).toBe('1:02:03');
  });

  it('a routine carries its kind into the log it starts', () => {
    expect(
      logFromRoutine([
        { name: 'Plank', kind: 'time', tracked: true, bw: false },
        { name: 'Squats', tracked: false, bw: false },
      ]),
    ).toEqual([
      { name: 'Plank', kind: 'time', tracked: true, bw: false, sets: [] },
      { name: 'Squats', tracked: false, bw: false, sets: [] },
    ]);
  });
});

describe('the log to sync per kind', () => {
  it('Reps only: no weight, whatever was typed', () => {
    const { exercises, problems } = formToLog([exercise('repsOnly', [set({ reps: '12', weight: '25', storedLb: 25 })])], 'imperial');
    expect(problems).toEqual([]);
    expect(exercises[0]).toMatchObject({ kind: 'repsOnly', sets: [{ reps: 12, weight: 0, type: 'normal' }] });
    expect(exercises[0]!.sets[0]).not.toHaveProperty('seconds');
  });

  it('Time: seconds from m:ss, h:mm:ss or plain seconds, an optional added weight, reps 1', () => {
    const form = [exercise('time', [set({ seconds: '90', reps: '8' }), set({ seconds: '1:05', weight: '20' }), set({ seconds: '1:02:03', weight: '' })])];
    const { exercises, problems } = formToLog(form, 'imperial');
    expect(problems).toEqual([]);
    expect(exercises[0]!.sets.map((s) => [s.reps, s.weight, s.seconds, 'meters' in s])).toEqual([
      [1, 0, 90, false],
      [1, 20, 65, false],
      [1, 0, 3723, false],
    ]);
  });

  it('Time: a blank, unreadable or out-of-range time blocks saving with the time message', () => {
    const form = [exercise('time', [set({}), set({ seconds: 'abc' }), set({ seconds: '24:00:01' }), set({ seconds: '0' }), set({ seconds: '24:00:00' })])];
    expect(formToLog(form, 'imperial').problems).toEqual(
      [0, 1, 2, 3].map((setIndex) => ({ exerciseKey: 'a', field: 'seconds', setIndex, message: TIME_RANGE_MESSAGE })),
    );
  });

  it('Distance and time: metres from km or mi, an unchanged distance keeps its metres, the time may be blank', () => {
    const metric = formToLog([exercise('distanceTime', [set({ distance: '5', seconds: '25:00' }), set({ distance: '2,5' })])], 'metric');
    expect(metric.problems).toEqual([]);
    expect(metric.exercises[0]!.sets.map((s) => [s.meters, s.seconds])).toEqual([
      [5000, 1500],
      [2500, undefined],
    ]);
    const shownInMiles = logToForm(
      [{ name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [{ reps: 1, weight: 0, notes: '', meters: 5000, seconds: 1500 }] }],
      'imperial',
      key,
    );
    expect(formToLog(shownInMiles, 'imperial').exercises[0]!.sets[0]).toMatchObject({ meters: 5000, seconds: 1500 });
    const edited = [{ ...shownInMiles[0]!, sets: [{ ...shownInMiles[0]!.sets[0]!, distance: '3.12' }] }];
    expect(formToLog(edited, 'imperial').exercises[0]!.sets[0]!.meters).toBe(5021);
  });

  it('Distance and time: a blank, unreadable or out-of-range distance, or a bad time, blocks saving with its message', () => {
    const form = [
      exercise('distanceTime', [
        set({}),
        set({ distance: 'far' }),
        set({ distance: '0' }),
        set({ distance: '1000.001' }),
        set({ distance: '5', seconds: '1:60' }),
      ]),
    ];
    expect(formToLog(form, 'metric').problems).toEqual([
      ...[0, 1, 2, 3].map((setIndex) => ({ exerciseKey: 'a', field: 'distance', setIndex, message: DISTANCE_RANGE_MESSAGE })),
      { exerciseKey: 'a', field: 'seconds', setIndex: 4, message: TIME_RANGE_MESSAGE },
    ]);
  });

  it('Weight and reps: a time or distance left from another kind is not sent', () => {
    const { exercises } = formToLog([exercise(undefined, [set({ reps: '5', weight: '100', seconds: '1:00', distance: '5' })])], 'metric');
    expect(exercises[0]!.kind).toBe('weightReps');
    expect(exercises[0]!.sets[0]).not.toHaveProperty('seconds');
    expect(exercises[0]!.sets[0]).not.toHaveProperty('meters');
  });

  it('any stored time and distance comes back exactly through the form, in either unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 86_400 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('imperial' as const, 'metric' as const),
        (seconds, meters, type) => {
          const form = logToForm(
            [{ name: 'Run', kind: 'distanceTime', tracked: false, bw: false, sets: [{ reps: 1, weight: 0, seconds, meters }] }],
            type,
            key,
          );
          const { exercises, problems } = formToLog(form, type);
          expect(problems).toEqual([]);
          expect(exercises[0]!.sets[0]).toMatchObject({ seconds, meters });
        },
      ),
    );
  });
});

describe('the next set per kind', () => {
  it('repeats the time and distance, never the type', () => {
    expect(nextSet({ reps: 1, weight: 20, seconds: 60, meters: 400, type: 'drop', warmup: false })).toEqual({
      reps: 1,
      weight: 20,
      notes: '',
      seconds: 60,
      meters: 400,
    });
    const previous = set({ id: 's1', seconds: '1:05', distance: '3.11', storedMeters: 5000, type: 'warmup', notes: 'easy' });
    const next = nextSetForm(previous, 'imperial');
    expect(next).toEqual({ reps: '1', weight: '0', notes: '', seconds: '1:05', distance: '3.11', storedMeters: 5000 });
    expect(setTypeOf(next)).toBe('normal');
  });
});

describe('comparing forms and drafts per kind', () => {
  const plank = exercise('time', [set({ seconds: '1:00' })]);

  it('a kind, a type, a time or a distance changed is a change; Weight and reps spelt out or not is the same', () => {
    expect(sameLogForm([plank], [{ ...plank, kind: 'repsOnly' }])).toBe(false);
    expect(sameLogForm([plank], [{ ...plank, sets: [{ ...plank.sets[0]!, seconds: '1:05' }] }])).toBe(false);
    expect(sameLogForm([plank], [{ ...plank, sets: [{ ...plank.sets[0]!, distance: '1' }] }])).toBe(false);
    expect(sameLogForm([plank], [{ ...plank, sets: [{ ...plank.sets[0]!, type: 'failure' }] }])).toBe(false);
    expect(sameLogForm([plank], [{ ...plank, sets: [{ ...plank.sets[0]!, type: 'normal' }] }])).toBe(true);
    expect(sameLogForm([{ ...plank, kind: undefined }], [{ ...plank, kind: 'weightReps' }])).toBe(true);
  });

  const draft: WorkoutDraft = {
    version: 1,
    date: '2026-11-18',
    type: 'metric',
    savedAt: '2026-11-18T18:00:00.000Z',
    exercises: [
      exercise('distanceTime', [set({ distance: '5', storedMeters: 5000, seconds: '25:00', type: 'drop' }), set({ distance: '2', seconds: '' })]),
      { key: 'b', name: 'Squats', tracked: true, bw: false, sets: [set({ reps: '5', weight: '100', warmup: true })] },
    ],
  };

  it('drafts keep kinds, types, times and distances, and older drafts (a warm-up flag, no kind) still read', () => {
    expect(parseWorkoutDraft(JSON.stringify(draft))).toEqual(draft);
    expect(setTypeOf(parseWorkoutDraft(JSON.stringify(draft))!.exercises[1]!.sets[0]!)).toBe('warmup');
    const broken = (change: Record<string, unknown>, at: 'exercise' | 'set') =>
      JSON.stringify({
        ...draft,
        exercises: [
          at === 'exercise' ? { ...draft.exercises[0], ...change } : { ...draft.exercises[0], sets: [{ ...draft.exercises[0]!.sets[0], ...change }] },
        ],
      });
    expect(parseWorkoutDraft(broken({ kind: 'swim' }, 'exercise'))).toBeNull();
    expect(parseWorkoutDraft(broken({ type: 'superset' }, 'set'))).toBeNull();
    expect(parseWorkoutDraft(broken({ seconds: 90 }, 'set'))).toBeNull();
    expect(parseWorkoutDraft(broken({ distance: 5 }, 'set'))).toBeNull();
    expect(parseWorkoutDraft(broken({ storedMeters: '5000' }, 'set'))).toBeNull();
  });

  it('follow a change of units: distances too, an untouched one keeping its metres', () => {
    const [run] = draftInUnits(draft, 'imperial');
    expect(run!.sets.map((s) => [s.distance, s.storedMeters, s.seconds])).toEqual([
      ['3.11', 5000, '25:00'],
      ['1.24', 2000, ''],
    ]);
    expect(formToLog(draftInUnits(draft, 'imperial'), 'imperial').exercises[0]!.sets.map((s) => s.meters)).toEqual([5000, 2000]);
  });
});
