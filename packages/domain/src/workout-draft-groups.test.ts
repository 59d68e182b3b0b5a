import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rebaseDayLogForm, type DayLogForm } from './draft-rebase';
import { formToLog, logToForm, parseWorkoutDraft, sameLogForm, sameSession, type ExerciseForm, type SetForm, type WorkoutDraft } from './workout-draft';
import { logFromRoutine, volumeLabel, workoutTotals, type LogExerciseForm } from './workout-log';
import type { WorkoutSession } from './workout-session';

// Issue #48 in the log's form: groups and the session kept in drafts, sent in the sync, merged.

const group = (id: string, restSeconds?: number) => (restSeconds === undefined ? { id } : { id, restSeconds });
const set = (id: string, reps: number, weight: number, changedAt = 100): SetForm => ({ id, changedAt, reps: String(reps), weight: String(weight), notes: '' });
const exercise = (id: string, name: string, sets: SetForm[], extra: Partial<ExerciseForm> = {}): ExerciseForm => ({
  key: `key-${id}`,
  id,
  name,
  tracked: true,
  bw: false,
  sets,
  ...extra,
});
const session = (startedAt: number | null, finishedAt: number | null, notes = '', changedAt = 1): WorkoutSession => ({
  startedAt,
  finishedAt,
  notes,
  changedAt,
});
let ids = 0;
const newId = () => `new-${(ids += 1)}`;

describe('groups in the log form', () => {
  it('a log from a routine keeps its groups; a lone group id is none', () => {
    const log = logFromRoutine([
      { name: 'Bench Press', tracked: true, bw: false, group: group('g1', 60) },
      { name: 'Barbell Row', tracked: true, bw: false, group: group('g1') },
      { name: 'Dips', tracked: false, bw: false, group: group('g2') },
      { name: 'Curl', tracked: false, bw: false, group: null },
    ]);
    expect(log.map((e) => e.group ?? null)).toEqual([group('g1', 60), group('g1', 60), null, null]);
    expect('group' in log[2]!).toBe(false);
  });

  it('go from the saved log to the form and back; a member without sets is not saved, and its partner is then no group', () => {
    const saved: LogExerciseForm[] = [
      { id: 'a', name: 'Bench Press', tracked: true, bw: false, group: group('g1', 120), sets: [{ reps: 5, weight: 185 }] },
      { id: 'b', name: 'Barbell Row', tracked: true, bw: false, group: group('g1', 120), sets: [{ reps: 8, weight: 135 }] },
      { id: 'c', name: 'Dips', tracked: false, bw: false, sets: [{ reps: 10, weight: 0 }] },
    ];
    const form = logToForm(saved, 'imperial', newId);
    expect(form.map((e) => e.group)).toEqual([group('g1', 120), group('g1', 120), undefined]);
    expect(formToLog(form, 'imperial').exercises.map((e) => e.group)).toEqual([group('g1', 120), group('g1', 120), undefined]);

    const rowWithoutSets = form.map((e) => (e.id === 'b' ? { ...e, sets: [] } : e));
    expect(formToLog(rowWithoutSets, 'imperial').exercises.map((e) => [e.name, e.group])).toEqual([
      ['Bench Press', null],
      ['Dips', undefined],
    ]);
    // Ungrouped here: the sync says so (null), so the saved group goes.
    const ungrouped = form.map((e) => ({ ...e, group: null }));
    expect(formToLog(ungrouped, 'imperial').exercises.map((e) => e.group)).toEqual([null, null, null]);
  });

  it('a change of group (or of its rest) is a change of the log', () => {
    const form = [exercise('a', 'Bench Press', [set('s1', 5, 185)]), exercise('b', 'Barbell Row', [set('s2', 8, 135)])];
    const grouped = form.map((e) => ({ ...e, group: group('g1') }));
    expect(sameLogForm(form, grouped)).toBe(false);
    expect(
      sameLogForm(
        grouped,
        grouped.map((e) => ({ ...e, key: `other-${e.key}` })),
      ),
    ).toBe(true);
    expect(
      sameLogForm(
        grouped,
        form.map((e) => ({ ...e, group: group('g1', 90) })),
      ),
    ).toBe(false);
  });
});

describe('the session in drafts', () => {
  const draft: WorkoutDraft = {
    version: 1,
    date: '2026-11-18',
    type: 'imperial',
    savedAt: '2026-11-18T18:00:00.000Z',
    exercises: [exercise('a', 'Bench Press', [set('s1', 5, 185)], { group: group('g1', 60) }), exercise('b', 'Barbell Row', [], { group: group('g1', 60) })],
    session: session(1_000, null, 'Felt strong', 5),
  };

  it('a draft keeps its groups and its session (start, finish, notes)', () => {
    expect(parseWorkoutDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, exercises: [{ ...draft.exercises[0], group: null }] }))).not.toBeNull();
  });

  it('is not read when its group or session is malformed, or the notes are longer than 1,000 characters', () => {
    const withGroup = (g: unknown) => JSON.stringify({ ...draft, exercises: [{ ...draft.exercises[0], group: g }] });
    expect(parseWorkoutDraft(withGroup({ id: '' }))).toBeNull();
    expect(parseWorkoutDraft(withGroup({ id: 'g1', restSeconds: 7 }))).toBeNull();
    expect(parseWorkoutDraft(withGroup('g1'))).toBeNull();
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, session: { ...draft.session, startedAt: 'at six' } }))).toBeNull();
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, session: { ...draft.session, notes: 'x'.repeat(1001) } }))).toBeNull();
    expect(parseWorkoutDraft(JSON.stringify({ ...draft, session: { ...draft.session, notes: 'x'.repeat(1000) } }))).not.toBeNull();
  });

  it('sessions are the same when their start, finish and notes are (whatever their stamps)', () => {
    expect(sameSession(session(1, 2, 'a', 5), session(1, 2, 'a', 9))).toBe(true);
    expect(sameSession(null, session(null, null, '', 3))).toBe(true);
    expect(sameSession(session(1, null), session(1, 2))).toBe(false);
    expect(sameSession(session(1, 2, 'a'), session(1, 2, 'b'))).toBe(false);
  });
});

describe('a workout’s totals', () => {
  it('counts saved exercises and sets, and the volume of weight and reps working sets in the user’s unit', () => {
    const log: LogExerciseForm[] = [
      {
        name: 'Bench Press',
        tracked: true,
        bw: false,
        sets: [
          { reps: 5, weight: 45, type: 'warmup' },
          { reps: 5, weight: 185 },
          { reps: 5, weight: 185 },
        ],
      },
      { name: 'Plank', kind: 'time', tracked: false, bw: false, sets: [{ reps: 1, weight: 25, seconds: 60 }] },
      { name: 'Dips', tracked: false, bw: false, sets: [] },
    ];
    const totals = workoutTotals(log);
    expect(totals).toEqual({ exercises: 2, sets: 4, volumeLb: 1850 });
    expect(volumeLabel(totals.volumeLb, 'imperial')).toBe('1,850 lbs');
    expect(volumeLabel(totals.volumeLb, 'metric')).toBe('839 kgs');
  });

  it('volume is Σ reps × weight over the working sets (property)', () => {
    const setArb = fc.record({ reps: fc.integer({ min: 1, max: 99 }), weight: fc.integer({ min: 0, max: 1000 }), warmup: fc.boolean() });
    fc.assert(
      fc.property(fc.array(fc.array(setArb, { maxLength: 6 }), { maxLength: 5 }), (exercises) => {
        const log = exercises.map((sets, i): LogExerciseForm => ({ name: `E${i}`, tracked: false, bw: false, sets }));
        const expected = exercises.flat().reduce((sum, s) => sum + (s.warmup ? 0 : s.reps * s.weight), 0);
        const totals = workoutTotals(log);
        expect(totals.volumeLb).toBeCloseTo(expected, 6);
        expect(totals.sets).toBe(exercises.flat().length);
        expect(totals.exercises).toBe(exercises.filter((sets) => sets.length > 0).length);
      }),
    );
  });
});

describe('rebasing a draft with groups and a session', () => {
  const NOW = 10_000_000;
  // The phone started from a superset; only the first member has sets yet.
  const phone: DayLogForm = {
    exercises: [
      exercise('bench', 'Bench Press', [set('b1', 5, 185, 300)], { group: group('g1'), changedAt: 200 }),
      exercise('row', 'Barbell Row', [], { group: group('g1'), changedAt: 200 }),
    ],
    deleted: [],
    session: session(1_000, null, '', 300),
  };

  it('keeps a group whose members have no sets yet, and the later session', () => {
    const saved: DayLogForm = { exercises: [exercise('dips', 'Dips', [set('d1', 10, 0, 900)], { changedAt: 900 })], deleted: [], session: null };
    const rebased = rebaseDayLogForm(phone, saved, NOW, newId);
    expect(rebased.exercises.map((e) => [e.name, e.group?.id ?? null])).toEqual([
      ['Bench Press', 'g1'],
      ['Barbell Row', 'g1'],
      ['Dips', null],
    ]);
    expect(rebased.session).toEqual(phone.session);
  });

  it('a member the other device ungrouped later is ungrouped; its newer session wins and is said', () => {
    const saved: DayLogForm = {
      exercises: [exercise('bench', 'Bench Press', [set('b1', 5, 185, 300)], { group: null, changedAt: 900 })],
      deleted: [],
      session: session(1_000, 4_000, 'Short one', 900),
    };
    const rebased = rebaseDayLogForm(phone, saved, NOW, newId);
    expect(rebased.exercises.map((e) => [e.name, e.group ?? null])).toEqual([
      ['Bench Press', null],
      ['Barbell Row', null],
    ]);
    expect(rebased.session).toEqual(saved.session);
    expect(rebased.merged).toBe(true);
  });
});
