import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExerciseForm, SetForm } from '@fitness/domain';
import { createLogStore } from './log-store';

let made = 0;
const newId = () => `new-${(made += 1)}`;
const set = (id: string, reps: string, changedAt = 10): SetForm => ({ id, changedAt, reps, weight: '100', notes: '' });
const exercise = (id: string, sets: SetForm[], name = 'Squats'): ExerciseForm => ({ key: `k-${id}`, id, changedAt: 1, name, tracked: true, bw: false, sets });
const storeOf = (exercises: ExerciseForm[], saved: string[] = []) =>
  createLogStore(exercises, 'imperial', { savedSetIds: new Set(saved), newId, now: () => 99 });

describe('the log store stamps what each action changes (two-device merge)', () => {
  it('gives a new set and a new exercise this device’s ids and now; an edited set now; untouched sets keep their stamps', () => {
    const store = storeOf([exercise('e1', [set('s1', '5'), set('s2', '5')])], ['s1', 's2']);
    store.changeSet('k-e1', 1, { reps: '6' });
    store.addSet('k-e1');
    const added = store.addExercise();
    store.addSet(added);
    const [first, second] = store.exercises();
    expect(first!.sets.map((s) => [s.id, s.changedAt])).toEqual([
      ['s1', 10],
      ['s2', 99],
      [expect.stringMatching(/^new-/), 99],
    ]);
    expect(first!.changedAt).toBe(1);
    expect(second).toMatchObject({ id: expect.stringMatching(/^new-/), changedAt: 99, sets: [{ id: expect.stringMatching(/^new-/), changedAt: 99 }] });
    expect(store.deleted()).toEqual([]);
  });

  it("stamps a change of kind, of a set's type, time or distance; choosing the type a set already has (either spelling) is none", () => {
    const store = storeOf([exercise('e1', [{ ...set('s1', '5'), warmup: true }, set('s2', '5'), set('s3', '5'), set('s4', '5')])], ['s1', 's2', 's3', 's4']);
    store.changeSet('k-e1', 0, { type: 'warmup', warmup: undefined });
    store.changeSet('k-e1', 1, { type: undefined });
    store.changeSet('k-e1', 2, { type: 'drop' });
    store.changeSet('k-e1', 3, { seconds: '1:05' });
    expect(store.exercises()[0]!.sets.map((s) => s.changedAt)).toEqual([10, 10, 99, 99]);
    store.changeSet('k-e1', 1, { distance: '5' });
    expect(store.exercises()[0]!.sets[1]!.changedAt).toBe(99);

    store.changeExercise('k-e1', { kind: 'time' });
    expect(store.exercises()[0]).toMatchObject({ kind: 'time', changedAt: 99 });
    // Weight and reps is the kind without one: the form is what it always was.
    store.changeExercise('k-e1', { kind: 'weightReps' });
    expect(store.exercises()[0]).not.toHaveProperty('kind');
  });

  it('leaves a tombstone for each saved set removed (removing an exercise removes its sets), none for a set never saved', () => {
    const store = storeOf([exercise('e1', [set('s1', '5'), set('unsaved', '5')]), exercise('e2', [set('s3', '5')], 'Dips')], ['s1', 's3']);
    store.removeSet('k-e1', 0);
    store.removeSet('k-e1', 0);
    store.removeExercise('k-e2');
    expect(store.deleted()).toEqual([
      { setId: 's1', at: 99 },
      { setId: 's3', at: 99 },
    ]);
    store.forgetDeleted();
    expect(store.deleted()).toEqual([]);
  });

  it("undoing the removal of an exercise puts it back at its place and lifts its sets' tombstones; only the last removal", async () => {
    const store = storeOf(
      [exercise('e1', [set('s1', '5')]), exercise('e2', [set('s2', '5')], 'Dips'), exercise('e3', [set('s3', '5')], 'Rows')],
      ['s1', 's2', 's3'],
    );
    store.removeExercise('k-e1');
    store.removeExercise('k-e2');
    expect(store.removed()).toMatchObject({ name: 'Dips', index: 0 });
    expect(store.undoRemove()).toBe('k-e2');
    expect(store.exercises().map((e) => e.name)).toEqual(['Dips', 'Rows']);
    expect(store.deleted()).toEqual([{ setId: 's1', at: 99 }]);
    expect(store.removed()).toBeNull();
    expect(store.undoRemove()).toBeUndefined();
    store.removeExercise('k-e3');
    store.forgetRemoved();
    expect(store.undoRemove()).toBeUndefined();
    expect(store.exercises().map((e) => e.name)).toEqual(['Dips']);
  });

  it('a rename stamps the exercise, not its sets; a rest time or a done tick stamps nothing', () => {
    const store = storeOf([exercise('e1', [set('s1', '5')])], ['s1']);
    store.changeExercise('k-e1', { restSeconds: 90 });
    store.toggleDone('k-e1', 0);
    expect(store.exercises()[0]).toMatchObject({ changedAt: 1, sets: [{ changedAt: 10, done: true }] });
    store.changeExercise('k-e1', { name: 'Front squats' });
    expect(store.exercises()[0]).toMatchObject({ changedAt: 99, sets: [{ changedAt: 10 }] });
  });

  it('Use target replaces the sets in one change: ids kept by position (stamped when changed), extra sets new, left-over saved sets buried; Undo brings them back with their ids', () => {
    const store = storeOf([exercise('e1', [set('s1', '5'), set('s2', '5'), set('s3', '4')])], ['s1', 's2', 's3']);
    const before = store.exercises()[0]!.sets;
    const target = (reps: string): SetForm => ({ reps, weight: '100', notes: '' });
    store.replaceSets('k-e1', [target('5'), target('6')]);
    expect(store.exercises()[0]!.sets.map((s) => [s.id, s.changedAt, s.reps])).toEqual([
      ['s1', 10, '5'],
      ['s2', 99, '6'],
    ]);
    expect(store.deleted()).toEqual([{ setId: 's3', at: 99 }]);

    store.replaceSets('k-e1', before);
    expect(store.exercises()[0]!.sets.map((s) => [s.id, s.reps])).toEqual([
      ['s1', '5'],
      ['s2', '5'],
      ['s3', '4'],
    ]);
    expect(store.deleted()).toEqual([]);

    store.replaceSets('k-e1', [target('5'), target('5'), target('5'), target('5')]);
    const sets = store.exercises()[0]!.sets;
    expect(sets.slice(0, 3).map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(sets[3]).toMatchObject({ id: expect.stringMatching(/^new-/), changedAt: 99 });
  });

  it('Undo gives each set back its own id, wherever Use target moved it (a warm-up kept first)', () => {
    const store = storeOf([exercise('e1', [set('s1', '5'), { ...set('s2', '10'), warmup: true }])], ['s1', 's2']);
    const before = store.exercises()[0]!.sets;
    const warmups = before.filter((s) => s.warmup);
    store.replaceSets('k-e1', [...warmups, { reps: '8', weight: '100', notes: '' }, { reps: '8', weight: '100', notes: '' }]);
    const filled = store.exercises()[0]!.sets;
    expect(filled[0]).toMatchObject({ id: 's2', reps: '10', warmup: true, changedAt: 10 });
    expect(new Set(filled.map((s) => s.id)).size).toBe(3);
    store.replaceSets('k-e1', before);
    expect(store.exercises()[0]!.sets.map((s) => [s.id, s.reps, s.warmup === true])).toEqual([
      ['s1', '5', false],
      ['s2', '10', true],
    ]);
    expect(store.deleted()).toEqual([]);
  });

  it('typing a set’s value it already has stamps nothing; ids stay unique (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.constantFrom('5', '8')), { maxLength: 12 }), (edits) => {
        const store = storeOf([exercise('e1', [set('s1', '5'), set('s2', '8')])], ['s1', 's2']);
        for (const [index, reps] of edits) {
          const before = store.exercises()[0]!.sets[index];
          if (!before) store.addSet('k-e1');
          else store.changeSet('k-e1', index, { reps });
          const after = store.exercises()[0]!.sets[index]!;
          if (before && before.reps === reps) expect(after.changedAt).toBe(before.changedAt);
        }
        const ids = store.exercises()[0]!.sets.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});

describe('groups and the session in the log store (issue #48)', () => {
  const names = (store: ReturnType<typeof storeOf>) => store.exercises().map((e) => `${e.name}${e.group ? `@${e.group.id}` : ''}`);

  it('"Group with next" and "Ungroup" stamp only the exercises whose group they change', () => {
    const store = storeOf([exercise('e1', [], 'Bench Press'), exercise('e2', [], 'Barbell Row'), exercise('e3', [], 'Dips')]);
    store.groupWithNext('k-e1');
    const group = store.exercises()[0]!.group!.id;
    expect(names(store)).toEqual([`Bench Press@${group}`, `Barbell Row@${group}`, 'Dips']);
    expect(store.exercises().map((e) => e.changedAt)).toEqual([99, 99, 1]);

    store.groupWithNext('k-e2');
    expect(names(store)).toEqual([`Bench Press@${group}`, `Barbell Row@${group}`, `Dips@${group}`]);
    // A middle member leaves: it goes after the group, which stays one.
    store.ungroup('k-e2');
    expect(names(store)).toEqual([`Bench Press@${group}`, `Dips@${group}`, 'Barbell Row']);
    expect(store.exercises()[2]!.group).toBeNull();
    store.ungroup('k-e1');
    expect(store.exercises().map((e) => e.group)).toEqual([null, null, null]);
  });

  it('removing a member of a superset dissolves it; Undo makes it whole again', () => {
    const store = storeOf([exercise('e1', [], 'Bench Press'), exercise('e2', [], 'Barbell Row')]);
    store.groupWithNext('k-e1');
    const group = store.exercises()[0]!.group;
    store.removeExercise('k-e2');
    expect(store.exercises().map((e) => e.group)).toEqual([null]);
    store.undoRemove();
    expect(store.exercises().map((e) => e.group)).toEqual([group, group]);
  });

  it('starts, finishes and edits the session, stamped; the first start stays, a finished one runs again', () => {
    let clock = 1_000;
    const store = createLogStore([], 'imperial', { savedSetIds: new Set(), newId, now: () => clock });
    expect(store.session()).toBeNull();
    store.startSession();
    expect(store.session()).toEqual({ startedAt: 1_000, finishedAt: null, notes: '', changedAt: 1_000 });
    clock = 5_000;
    store.finishSession();
    expect(store.session()).toMatchObject({ startedAt: 1_000, finishedAt: 5_000, changedAt: 5_000 });
    clock = 9_000;
    store.startSession();
    expect(store.session()).toMatchObject({ startedAt: 1_000, finishedAt: null });
    store.changeSession({ notes: 'Felt strong' });
    expect(store.session()).toEqual({ startedAt: 1_000, finishedAt: null, notes: 'Felt strong', changedAt: 9_000 });
    store.replace([], null);
    expect(store.session()).toBeNull();
  });
});
