import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeDayLogs, type DayLog, type DayLogExercise } from './day-log-merge';
import { groupWithNext, moveGroupBlock, normalizeGroups, ungroup } from './exercise-groups';

// Groups ride with their exercises through the two-device merge (docs/decisions/0045, 0072): the
// exercise's later change wins, so a member ungrouped on one device is ungrouped after the merge.

const NOW = 1_000_000;
const exercise = (id: string, changedAt: number, group?: string): DayLogExercise => ({
  id,
  name: id,
  tracked: false,
  bw: false,
  changedAt,
  ...(group ? { group: { id: group } } : {}),
  sets: [{ id: `${id}-s`, reps: 5, weight: 100, notes: '', warmup: false, rpe: null, changedAt }],
});
const groupsOf = (log: { exercises: readonly DayLogExercise[] }) => log.exercises.map((e) => `${e.id}:${e.group?.id ?? '-'}`).join(' ');

type Op = { kind: 'group' | 'ungroup' | 'move' | 'moveGroup' | 'rename'; at: number; to: number };
const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('group', 'group', 'ungroup', 'ungroup', 'move', 'moveGroup', 'rename'),
  at: fc.nat(9),
  to: fc.nat(9),
});

/**
 * One device's edits, as the log form makes them: the list changed by the domain's functions and
 * every exercise whose group (or name) changed stamped with the device's clock. `stamp(i)` keeps
 * the two devices' clocks apart (odd and even), so a later change is never a tie.
 */
function play(base: DayLog, ops: readonly Op[], stamp: (i: number) => number, device: string): DayLog {
  let exercises = base.exercises;
  let n = 0;
  ops.forEach((op, i) => {
    const at = op.at % exercises.length;
    const to = op.to % exercises.length;
    const clock = stamp(i);
    const next =
      op.kind === 'group'
        ? groupWithNext(exercises, at, () => `${device}${n++}`)
        : op.kind === 'ungroup'
          ? ungroup(exercises, at)
          : op.kind === 'move' || op.kind === 'moveGroup'
            ? moveGroupBlock(exercises, at, to, op.kind === 'moveGroup')
            : exercises.map((e, j) => (j === at ? { ...e, name: `${e.name}'` } : e));
    const before = new Map(exercises.map((e) => [e.id, e]));
    exercises = next.map((e) => {
      const old = before.get(e.id);
      const same = old && old.name === e.name && (old.group?.id ?? null) === (e.group?.id ?? null) && old.group?.restSeconds === e.group?.restSeconds;
      return same ? e : { ...e, changedAt: clock };
    });
  });
  return { exercises, deleted: [] };
}

const scenarioArb = fc
  .record({
    groups: fc.array(fc.option(fc.constantFrom('a', 'b'), { nil: undefined }), { minLength: 2, maxLength: 6 }),
    phone: fc.array(opArb, { maxLength: 6 }),
    laptop: fc.array(opArb, { maxLength: 6 }),
  })
  .map(({ groups, phone, laptop }) => {
    const base: DayLog = { exercises: normalizeGroups(groups.map((g, i) => exercise(`e${i}`, 10, g))), deleted: [] };
    return { base, phone: play(base, phone, (i) => 101 + 2 * i, 'p'), laptop: play(base, laptop, (i) => 100 + 2 * i, 'l') };
  });

/** Whether every group's members are consecutive, two at least. */
function consecutive(exercises: readonly DayLogExercise[]): boolean {
  const ids = exercises.map((e) => e.group?.id ?? null);
  return ids.every(
    (id) => id === null || (ids.lastIndexOf(id) > ids.indexOf(id) && ids.slice(ids.indexOf(id), ids.lastIndexOf(id) + 1).every((x) => x === id)),
  );
}

describe('mergeDayLogs with groups', () => {
  it('keeps a member ungrouped on the phone out of the group the laptop kept', () => {
    const base: DayLog = { exercises: [exercise('bench', 10, 'g'), exercise('row', 10, 'g'), exercise('dip', 10, 'g')], deleted: [] };
    const phone: DayLog = { exercises: [exercise('bench', 10, 'g'), exercise('dip', 10, 'g'), { ...exercise('row', 30), group: null }], deleted: [] };
    const laptop: DayLog = { exercises: [exercise('bench', 10, 'g'), exercise('row', 10, 'g'), exercise('dip', 20, 'g')], deleted: [] };
    const { log } = mergeDayLogs(laptop, phone, NOW);
    expect(groupsOf(log)).toBe('bench:g dip:g row:-');
    expect(groupsOf(mergeDayLogs(phone, laptop, NOW).log)).toBe(groupsOf(log));
    expect(mergeDayLogs(base, base, NOW).log.exercises.map((e) => e.group?.id)).toEqual(['g', 'g', 'g']);
  });

  it('dissolves a group that lost all but one member on the two devices together', () => {
    const phone: DayLog = { exercises: [{ ...exercise('bench', 30), group: null }, exercise('row', 10, 'g'), exercise('dip', 10, 'g')], deleted: [] };
    const laptop: DayLog = { exercises: [exercise('bench', 10, 'g'), exercise('row', 10, 'g'), { ...exercise('dip', 40), group: null }], deleted: [] };
    expect(groupsOf(mergeDayLogs(phone, laptop, NOW).log)).toBe('bench:- row:- dip:-');
  });

  it('over random edits on two devices: the later change of each exercise decides its group; groups stay consecutive', () => {
    fc.assert(
      fc.property(scenarioArb, ({ phone, laptop }) => {
        const { log } = mergeDayLogs(phone, laptop, NOW);
        expect(mergeDayLogs(laptop, phone, NOW).log).toEqual(log);
        expect(log.exercises).toHaveLength(phone.exercises.length);
        expect(consecutive(log.exercises)).toBe(true);
        expect(normalizeGroups(log.exercises)).toEqual(log.exercises);
        for (const merged of log.exercises) {
          const mine = phone.exercises.find((e) => e.id === merged.id)!;
          const theirs = laptop.exercises.find((e) => e.id === merged.id)!;
          const later = (mine.changedAt ?? 0) > (theirs.changedAt ?? 0) ? mine : theirs;
          // Ungrouped by the later change: ungrouped after the merge.
          if (!later.group) expect(merged.group ?? null).toBeNull();
          // Grouped after the merge: only with the group the later change gave it.
          if (merged.group) expect(merged.group.id).toBe(later.group?.id);
          expect(merged.name).toBe(later.name);
        }
      }),
      { numRuns: 100 },
    );
  });
});
