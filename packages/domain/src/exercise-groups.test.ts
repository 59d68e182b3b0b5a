import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupLabels, groupWithNext, moveGroupBlock, normalizeGroups, ungroup, gatherGroups, type GroupRef } from './exercise-groups';

type Ex = { name: string; group?: GroupRef | null };
const ex = (name: string, group?: string, restSeconds?: number): Ex =>
  group === undefined ? { name } : { name, group: restSeconds === undefined ? { id: group } : { id: group, restSeconds } };
const names = (list: readonly Ex[]) => list.map((e) => e.name).join(' ');
const groups = (list: readonly Ex[]) => list.map((e) => e.group?.id ?? '-').join(' ');
let counter = 0;
const newId = () => `g${++counter}`;

/** Lists with group ids from a small pool, so runs, single members and repeated ids all occur. */
const anyList = fc
  .array(fc.record({ group: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }), rest: fc.option(fc.constantFrom(0, 30, 90), { nil: undefined }) }), {
    maxLength: 9,
  })
  .map((rows) =>
    rows.map((r, i): Ex => ({ name: `E${i}`, group: r.group === null ? null : r.rest === undefined ? { id: r.group } : { id: r.group, restSeconds: r.rest } })),
  );

/** Every group id's members are consecutive and there are at least two of them. */
function groupsAreConsecutive(list: readonly Ex[]): boolean {
  const ids = list.map((e) => e.group?.id ?? null);
  return ids.every((id, i) => {
    if (id === null) return true;
    const first = ids.indexOf(id);
    const last = ids.lastIndexOf(id);
    return last > first && ids.slice(first, last + 1).every((x) => x === id) && i >= first && i <= last;
  });
}

describe('normalizeGroups', () => {
  it('keeps runs of two or more, drops a run of one and a later run of an id seen before', () => {
    const list = [ex('Bench', 'a'), ex('Row', 'a'), ex('Curl', 'b'), ex('Squat'), ex('Press', 'a'), ex('Dip', 'a'), ex('Fly', 'c'), ex('Lunge', 'c')];
    expect(groups(normalizeGroups(list))).toBe('a a - - - - c c');
    expect(normalizeGroups(list)[2]).toEqual({ name: 'Curl', group: null });
  });

  it("gives every member the first member's rest", () => {
    const list = normalizeGroups([ex('Bench', 'a', 60), ex('Row', 'a', 120), ex('Curl', 'b'), ex('Dip', 'b', 30)]);
    expect(list.map((e) => e.group?.restSeconds)).toEqual([60, 60, undefined, undefined]);
  });

  it('is idempotent and leaves groups consecutive', () => {
    fc.assert(
      fc.property(anyList, (list) => {
        const once = normalizeGroups(list);
        expect(normalizeGroups(once)).toEqual(once);
        expect(groupsAreConsecutive(once)).toBe(true);
        expect(names(once)).toBe(names(list));
      }),
    );
  });

  it('gatherGroups moves split members to the first run instead of dropping them', () => {
    const list = [ex('Bench', 'a'), ex('Squat'), ex('Row', 'a'), ex('Curl', 'b')];
    const gathered = gatherGroups(list);
    expect(names(gathered)).toBe('Bench Row Squat Curl');
    expect(groups(gathered)).toBe('a a - -');
    fc.assert(fc.property(anyList, (l) => groupsAreConsecutive(gatherGroups(l))));
  });
});

describe('group with next and ungroup', () => {
  it('makes a new group, joins the next one to a group, and joins two groups', () => {
    const two = groupWithNext([ex('Bench'), ex('Row'), ex('Curl')], 0, () => 'new');
    expect(groups(two)).toBe('new new -');
    expect(groups(groupWithNext(two, 1, newId))).toBe('new new new');
    expect(groups(groupWithNext([ex('Bench'), ex('Row', 'b'), ex('Curl', 'b')], 0, newId))).toBe('b b b');
    expect(groups(groupWithNext([ex('Bench', 'a', 60), ex('Row', 'a', 60), ex('Curl', 'b'), ex('Dip', 'b')], 1, newId))).toBe('a a a a');
    expect(groupWithNext([ex('Bench', 'a', 60), ex('Row', 'a', 60), ex('Curl', 'b'), ex('Dip', 'b')], 1, newId).every((e) => e.group?.restSeconds === 60)).toBe(
      true,
    );
  });

  it('does nothing on the last exercise', () => {
    expect(groups(groupWithNext([ex('Bench'), ex('Row')], 1, newId))).toBe('- -');
  });

  it('ungrouping a middle member moves it after the group; a group left with one dissolves', () => {
    const circuit = [ex('Squat', 'a'), ex('Lunge', 'a'), ex('Step-up', 'a'), ex('Plank')];
    const out = ungroup(circuit, 1);
    expect(names(out)).toBe('Squat Step-up Lunge Plank');
    expect(groups(out)).toBe('a a - -');
    expect(groups(ungroup([ex('Bench', 'a'), ex('Row', 'a')], 0))).toBe('- -');
    expect(out[2]?.group).toBeNull();
  });

  it('keep every group consecutive whatever is grouped or ungrouped', () => {
    fc.assert(
      fc.property(anyList, fc.array(fc.record({ op: fc.constantFrom('group', 'ungroup'), at: fc.nat(9) }), { maxLength: 8 }), (list, ops) => {
        let current = normalizeGroups(list);
        for (const { op, at } of ops) {
          const index = at % Math.max(1, current.length);
          current = op === 'group' ? groupWithNext(current, index, newId) : ungroup(current, index);
          expect(groupsAreConsecutive(current)).toBe(true);
          expect(current).toHaveLength(list.length);
        }
      }),
    );
  });

  it('an ungrouped exercise is in no group afterwards', () => {
    fc.assert(
      fc.property(anyList, fc.nat(9), (list, at) => {
        const normal = normalizeGroups(list);
        fc.pre(normal.length > 0);
        const target = normal[at % normal.length] as Ex;
        expect(ungroup(normal, normal.indexOf(target)).find((e) => e.name === target.name)?.group ?? null).toBeNull();
      }),
    );
  });
});

describe('moving in the sortable list', () => {
  const list = [ex('Bench', 'a'), ex('Row', 'a'), ex('Squat'), ex('Curl', 'b'), ex('Dip', 'b'), ex('Plank')];

  it('moves a whole group together, beside (never inside) another group', () => {
    expect(names(moveGroupBlock(list, 0, 2, true))).toBe('Squat Bench Row Curl Dip Plank');
    expect(names(moveGroupBlock(list, 1, 3, true))).toBe('Squat Curl Dip Bench Row Plank');
    expect(names(moveGroupBlock(list, 4, 0, true))).toBe('Curl Dip Bench Row Squat Plank');
    expect(names(moveGroupBlock(list, 3, 5, true))).toBe('Bench Row Squat Plank Curl Dip');
    expect(groups(moveGroupBlock(list, 3, 5, true))).toBe('a a - - b b');
    expect(names(moveGroupBlock(list, 0, 1, true))).toBe(names(list));
  });

  it('an exercise dragged within its group reorders it; dragged out it leaves (a group of one dissolves)', () => {
    const within = moveGroupBlock(list, 0, 1);
    expect(names(within)).toBe('Row Bench Squat Curl Dip Plank');
    expect(groups(within)).toBe('a a - b b -');
    const out = moveGroupBlock(list, 0, 2);
    expect(names(out)).toBe('Row Squat Bench Curl Dip Plank');
    expect(groups(out)).toBe('- - - b b -');
  });

  it('an exercise dropped on another group goes past it', () => {
    expect(names(moveGroupBlock(list, 2, 3))).toBe('Bench Row Curl Dip Squat Plank');
    expect(names(moveGroupBlock(list, 5, 4))).toBe('Bench Row Squat Plank Curl Dip');
    expect(groups(moveGroupBlock(list, 5, 4))).toBe('a a - - b b');
  });

  it('keeps every exercise once and every group consecutive', () => {
    fc.assert(
      fc.property(anyList, fc.nat(9), fc.nat(9), fc.boolean(), (raw, f, t, whole) => {
        const normal = normalizeGroups(raw);
        fc.pre(normal.length > 0);
        const moved = moveGroupBlock(normal, f % normal.length, t % normal.length, whole);
        expect([...moved.map((e) => e.name)].sort()).toEqual([...normal.map((e) => e.name)].sort());
        expect(groupsAreConsecutive(moved)).toBe(true);
      }),
    );
  });

  it('a whole-group move keeps the group and its members together', () => {
    fc.assert(
      fc.property(anyList, fc.nat(9), fc.nat(9), (raw, f, t) => {
        const normal = normalizeGroups(raw);
        fc.pre(normal.length > 0);
        const from = f % normal.length;
        const id = normal[from]?.group?.id;
        const moved = moveGroupBlock(normal, from, t % normal.length, true);
        if (id) expect(moved.filter((e) => e.group?.id === id).map((e) => e.name)).toEqual(normal.filter((e) => e.group?.id === id).map((e) => e.name));
      }),
    );
  });
});

describe('labels', () => {
  it('labels A1, A2 then B1…, a superset of two and a circuit of three, with descriptions', () => {
    const labels = groupLabels([ex('Bench Press', 'x'), ex('Barbell Row', 'x'), ex('Plank'), ex('Squat', 'y'), ex('Lunge', 'y'), ex('Step-up', 'y')]);
    expect(labels.map((l) => l?.label ?? null)).toEqual(['A1', 'A2', null, 'B1', 'B2', 'B3']);
    expect(labels[0]).toEqual({
      letter: 'A',
      label: 'A1',
      position: 1,
      size: 2,
      groupKind: 'superset',
      description: 'Superset A: Bench Press and Barbell Row',
    });
    expect(labels[5]?.description).toBe('Circuit B: Squat, Lunge and Step-up');
    expect(labels[5]?.groupKind).toBe('circuit');
  });

  it('reads groups as normalizeGroups does (a lone member has no label)', () => {
    expect(groupLabels([ex('Bench', 'x'), ex('Row')])).toEqual([null, null]);
    const many = Array.from({ length: 27 }, (_, i) => [ex(`P${i}`, `g${i}`), ex(`Q${i}`, `g${i}`)]).flat();
    expect(groupLabels(many)[52]?.label).toBe('AA1');
  });
});

describe('ungroup in place', () => {
  const g = (id: string) => ({ id });
  it('the first or the last member leaves where it is; the others stay one group', () => {
    const list = [
      { name: 'Bench Press', group: g('a') },
      { name: 'Barbell Row', group: g('a') },
      { name: 'Dips', group: g('a') },
    ];
    expect(ungroup(list, 0).map((e) => [e.name, e.group?.id ?? null])).toEqual([
      ['Bench Press', null],
      ['Barbell Row', 'a'],
      ['Dips', 'a'],
    ]);
    expect(ungroup(list.slice(0, 2), 0).map((e) => [e.name, e.group?.id ?? null])).toEqual([
      ['Bench Press', null],
      ['Barbell Row', null],
    ]);
    expect(ungroup(list, 2).map((e) => e.name)).toEqual(['Bench Press', 'Barbell Row', 'Dips']);
  });
});
