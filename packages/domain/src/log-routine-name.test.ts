import { describe, expect, it } from 'vitest';
import { rebaseDayLogForm, type DayLogForm } from './draft-rebase';
import { parseWorkoutDraft, type WorkoutDraft } from './workout-draft';
import { SCRATCH_START, logRoutineName, startFromRoutine } from './workout-log';

// A day's log remembers the routine it was started from (issue #50): the start, the draft, the merge.

describe('a log started from a routine', () => {
  it('takes the routine’s exercises and its name, trimmed; Start from Scratch has none', () => {
    const start = startFromRoutine({ name: ' Push Day ', exercises: [{ name: 'Bench Press', tracked: true, bw: false }] });
    expect(start).toEqual({ exercises: [{ name: 'Bench Press', tracked: true, bw: false, sets: [] }], routineName: 'Push Day' });
    expect(SCRATCH_START).toEqual({ exercises: [] });
    expect(startFromRoutine({ name: '   ', exercises: [] })).toEqual({ exercises: [] });
  });

  it('keeps a name as the server takes it: at most 45 characters, none when blank', () => {
    expect(logRoutineName(`${'n'.repeat(44)} tail`)).toBe('n'.repeat(44));
    expect(logRoutineName('  ')).toBeUndefined();
    expect(logRoutineName(null)).toBeUndefined();
  });
});

describe('a draft’s routine name', () => {
  const draft: WorkoutDraft = { version: 1, date: '2026-03-10', type: 'imperial', savedAt: '2026-03-10T10:00:00.000Z', exercises: [], routineName: 'Push' };

  it('is kept with the draft; a draft without one (older) still reads', () => {
    expect(parseWorkoutDraft(JSON.stringify(draft))).toEqual(draft);
    const { routineName: _none, ...older } = draft;
    expect(parseWorkoutDraft(JSON.stringify(older))).toEqual(older);
  });

  it('makes the draft unreadable when it is not a name', () => {
    for (const routineName of ['', '   ', 'n'.repeat(46), 7, null]) expect(parseWorkoutDraft(JSON.stringify({ ...draft, routineName }))).toBeNull();
  });
});

describe('a draft meeting a newer saved day', () => {
  const mine = (routineName?: string | null): DayLogForm => ({ exercises: [], deleted: [], ...(routineName === undefined ? {} : { routineName }) });

  it('keeps the saved day’s name (the day’s first stays), else mine, else none', () => {
    const rebase = (a: DayLogForm, b: DayLogForm) => rebaseDayLogForm(a, b, 1_000, () => 'id').routineName;
    expect(rebase(mine('Legs'), mine('Push'))).toBe('Push');
    expect(rebase(mine('Legs'), mine(null))).toBe('Legs');
    expect(rebase(mine(), mine())).toBeNull();
  });
});
