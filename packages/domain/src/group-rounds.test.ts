import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GroupRef } from './exercise-groups';
import { groupRestAfter, nextInRound } from './group-rounds';

type RoundEx = { key: string; group?: GroupRef | null; sets: unknown[]; restSeconds?: number };
const member = (key: string, sets: number, group?: string, restSeconds?: number, groupRest?: number): RoundEx => ({
  key,
  sets: Array.from({ length: sets }),
  ...(group ? { group: groupRest === undefined ? { id: group } : { id: group, restSeconds: groupRest } } : {}),
  ...(restSeconds === undefined ? {} : { restSeconds }),
});

describe('the round order and the rest', () => {
  const superset = [member('bench', 3, 'a', 60), member('row', 3, 'a', 120), member('plank', 2)];

  it('goes to the next member of the round, after the last to the first member’s next set', () => {
    expect(nextInRound(superset, 'bench', 0)).toEqual({ key: 'row', setIndex: 0 });
    expect(nextInRound(superset, 'row', 0)).toEqual({ key: 'bench', setIndex: 1 });
    expect(nextInRound(superset, 'row', 2)).toBeNull();
    expect(nextInRound(superset, 'plank', 0)).toBeNull();
  });

  it('skips a member with fewer sets', () => {
    const uneven = [member('a1', 1, 'a'), member('a2', 3, 'a'), member('a3', 2, 'a')];
    expect(nextInRound(uneven, 'a3', 0)).toEqual({ key: 'a2', setIndex: 1 });
    expect(nextInRound(uneven, 'a2', 1)).toEqual({ key: 'a3', setIndex: 1 });
  });

  it('visits every set of a group once', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 2, maxLength: 5 }), (counts) => {
        const list = counts.map((n, i) => member(`m${i}`, n, 'g'));
        const all = list.flatMap((m) => m.sets.map((_, s) => `${m.key}#${s}`)).sort();
        const start = list.findIndex((m) => m.sets.length > 0);
        fc.pre(start >= 0);
        const seen: string[] = [];
        let at: { key: string; setIndex: number } | null = { key: (list[start] as RoundEx).key, setIndex: 0 };
        while (at && seen.length <= all.length) {
          seen.push(`${at.key}#${at.setIndex}`);
          at = nextInRound(list, at.key, at.setIndex);
        }
        expect([...seen].sort()).toEqual(all);
      }),
    );
  });

  it('rests only after the last member of the round: the group’s rest, else the longest member rest', () => {
    expect(groupRestAfter(superset, 'bench', 0)).toBeNull();
    expect(groupRestAfter(superset, 'row', 0)).toBe(120);
    expect(groupRestAfter([member('a1', 2, 'a', 60, 45), member('a2', 2, 'a', 120)], 'a2', 1)).toBe(45);
    expect(groupRestAfter([member('a1', 2, 'a', 30), member('a2', 2, 'a')], 'a2', 0)).toBe(90);
    expect(groupRestAfter([member('a1', 2, 'a', 30), member('a2', 2, 'a')], 'a2', 0, 60)).toBe(60);
    expect(groupRestAfter([member('a1', 3, 'a', 30), member('a2', 1, 'a', 30)], 'a1', 2)).toBe(30);
    expect(groupRestAfter(superset, 'plank', 0)).toBe(90);
    expect(groupRestAfter(superset, 'nothing', 0)).toBeNull();
  });
});
