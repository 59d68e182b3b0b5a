import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EQUIPMENT_KG,
  DEFAULT_EQUIPMENT_LB,
  defaultEquipment,
  equipmentInUnits,
  equipmentToStored,
  loadPlates,
  nextLoadableWeight,
  smallestPlateStep,
  type Equipment,
  type PlateLoading,
} from './plates';

describe('loadPlates', () => {
  it('loads 185 lbs on a 45 lb bar as 45 + 25 per side, the loading a lifter expects', () => {
    expect(loadPlates(185, DEFAULT_EQUIPMENT_LB)).toEqual({ kind: 'plates', weight: 185, bar: 45, perSide: [45, 25] });
    expect(loadPlates(225, DEFAULT_EQUIPMENT_LB)).toMatchObject({ perSide: [45, 45] });
    expect(loadPlates(135, DEFAULT_EQUIPMENT_LB)).toMatchObject({ perSide: [45] });
    expect(loadPlates(140, DEFAULT_EQUIPMENT_LB)).toMatchObject({ perSide: [45, 2.5] });
    // 35 + 35 is two plates as well: heaviest first picks 45 + 25.
    expect(
      loadPlates(185, {
        bar: 45,
        plates: [
          { weight: 35, pairs: 2 },
          { weight: 45, pairs: 1 },
          { weight: 25, pairs: 1 },
        ],
      }),
    ).toMatchObject({ perSide: [45, 25] });
  });

  it('finds what greedy misses: 60 kg a side from 25×1 + 20×3 pairs is 20 + 20 + 20', () => {
    const gym: Equipment = {
      bar: 20,
      plates: [
        { weight: 25, pairs: 1 },
        { weight: 20, pairs: 3 },
      ],
    };
    expect(loadPlates(140, gym)).toEqual({ kind: 'plates', weight: 140, bar: 20, perSide: [20, 20, 20] });
  });

  it('loads kilograms with the kg defaults, to the quarter kilo', () => {
    expect(loadPlates(102.5, DEFAULT_EQUIPMENT_KG)).toMatchObject({ kind: 'plates', perSide: [25, 15, 1.25] });
    expect(loadPlates(22.5, DEFAULT_EQUIPMENT_KG)).toMatchObject({ kind: 'plates', perSide: [1.25] });
  });

  it('says when a weight is not loadable and offers the nearest below and above', () => {
    expect(loadPlates(227.5, DEFAULT_EQUIPMENT_LB)).toEqual({
      kind: 'not-loadable',
      weight: 227.5,
      bar: 45,
      below: { weight: 225, perSide: [45, 45] },
      above: { weight: 230, perSide: [45, 45, 2.5] },
    });
    // Everything on: 45×4 + 35 + 25×2 + 10×2 + 5×2 + 2.5×2 = 300 a side, 645 in all.
    expect(loadPlates(650, DEFAULT_EQUIPMENT_LB)).toMatchObject({ kind: 'not-loadable', below: { weight: 645 }, above: null });
    expect(loadPlates(46, DEFAULT_EQUIPMENT_LB)).toMatchObject({ kind: 'not-loadable', below: { weight: 45, perSide: [] }, above: { weight: 50 } });
  });

  it('says "lighter than the bar" below it and "bar only" at it', () => {
    expect(loadPlates(40, DEFAULT_EQUIPMENT_LB)).toEqual({ kind: 'lighter-than-bar', weight: 40, bar: 45 });
    expect(loadPlates(Number.NaN, DEFAULT_EQUIPMENT_LB).kind).toBe('lighter-than-bar');
    expect(loadPlates(45, DEFAULT_EQUIPMENT_LB)).toEqual({ kind: 'bar-only', weight: 45, bar: 45 });
    expect(loadPlates(20, DEFAULT_EQUIPMENT_KG)).toEqual({ kind: 'bar-only', weight: 20, bar: 20 });
  });

  it('joins equal sizes, ignores empty entries, and copes with no plates at all', () => {
    const messy: Equipment = {
      bar: 45,
      plates: [
        { weight: 45, pairs: 1 },
        { weight: 45, pairs: 1 },
        { weight: 10, pairs: 0 },
        { weight: 0, pairs: 3 },
      ],
    };
    expect(loadPlates(225, messy)).toMatchObject({ kind: 'plates', perSide: [45, 45] });
    expect(loadPlates(145, messy)).toMatchObject({ kind: 'not-loadable', below: { weight: 135 }, above: { weight: 225 } });
    expect(loadPlates(50, { bar: 45, plates: [] })).toMatchObject({ kind: 'not-loadable', below: { weight: 45 }, above: null });
  });
});

describe('nextLoadableWeight and smallestPlateStep', () => {
  it('gives the next weight the plates can make, the bar from below it, none past every plate', () => {
    expect(nextLoadableWeight(225, DEFAULT_EQUIPMENT_LB)).toBe(230);
    expect(nextLoadableWeight(227, DEFAULT_EQUIPMENT_LB)).toBe(230);
    expect(nextLoadableWeight(30, DEFAULT_EQUIPMENT_LB)).toBe(45);
    expect(nextLoadableWeight(645, DEFAULT_EQUIPMENT_LB)).toBeNull();
    expect(nextLoadableWeight(100, DEFAULT_EQUIPMENT_KG)).toBe(102.5);
  });

  it('gives a pair of the lightest plate as the smallest step', () => {
    expect(smallestPlateStep(DEFAULT_EQUIPMENT_LB)).toBe(5);
    expect(smallestPlateStep(DEFAULT_EQUIPMENT_KG)).toBe(2.5);
    expect(
      smallestPlateStep({
        bar: 20,
        plates: [
          { weight: 0.5, pairs: 1 },
          { weight: 0.25, pairs: 0 },
        ],
      }),
    ).toBe(1);
    expect(smallestPlateStep({ bar: 20, plates: [] })).toBeNull();
  });
});

describe("stored equipment (pounds) and the user's unit", () => {
  it('keeps the kg defaults exact through pounds and back', () => {
    const stored = equipmentToStored(DEFAULT_EQUIPMENT_KG, 'metric');
    expect(stored.barLb).toBe(44.09);
    expect(stored.plates.at(-1)).toEqual({ weightLb: 2.76, pairs: 2 });
    expect(equipmentInUnits(stored, 'metric')).toEqual(DEFAULT_EQUIPMENT_KG);
    expect(equipmentInUnits(equipmentToStored(DEFAULT_EQUIPMENT_LB, 'imperial'), 'imperial')).toEqual(DEFAULT_EQUIPMENT_LB);
    expect(defaultEquipment('metric')).toBe(DEFAULT_EQUIPMENT_KG);
    expect(defaultEquipment('imperial')).toBe(DEFAULT_EQUIPMENT_LB);
  });

  it('shows lb plates to a metric user as what they weigh in kg', () => {
    expect(equipmentInUnits(equipmentToStored(DEFAULT_EQUIPMENT_LB, 'imperial'), 'metric').plates[0]).toEqual({ weight: 20.41, pairs: 4 });
  });

  it('property: any two-decimal kg plate round-trips through stored pounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
        (kg) => {
          const eq: Equipment = { bar: kg, plates: [{ weight: kg, pairs: 1 }] };
          expect(equipmentInUnits(equipmentToStored(eq, 'metric'), 'metric')).toEqual(eq);
        },
      ),
    );
  });
});

// ---------- Brute-force oracle: every combination of plates ----------

/** Every loadable total (hundredths, bar excluded) with its best per-side list: fewest plates, then heaviest first. */
function allLoadings(equipment: Equipment): Map<number, number[]> {
  const sizes = new Map<number, number>();
  for (const p of equipment.plates) {
    const size = Math.round(p.weight * 100);
    if (size > 0 && p.pairs > 0) sizes.set(size, (sizes.get(size) ?? 0) + p.pairs);
  }
  const kinds = [...sizes];
  const best = new Map<number, number[]>();
  const better = (a: number[], b: number[]) => {
    if (a.length !== b.length) return a.length < b.length;
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const visit = (j: number, side: number[]) => {
    if (j === kinds.length) {
      const total = side.reduce((sum, s) => sum + 2 * s, 0);
      const sorted = [...side].sort((a, b) => b - a);
      const current = best.get(total);
      if (!current || better(sorted, current)) best.set(total, sorted);
      return;
    }
    const [size, pairs] = kinds[j]!;
    for (let c = 0; c <= pairs; c += 1) visit(j + 1, [...side, ...Array<number>(c).fill(size)]);
  };
  visit(0, []);
  return best;
}

function oracleLoad(weight: number, equipment: Equipment): PlateLoading {
  const bar = equipment.bar;
  if (!(weight >= bar)) return { kind: 'lighter-than-bar', weight, bar };
  const target = Math.round(weight * 100) - Math.round(bar * 100);
  if (target === 0) return { kind: 'bar-only', weight, bar };
  const all = allLoadings(equipment);
  const asLoading = (total: number) => ({ weight: (Math.round(bar * 100) + total) / 100, perSide: all.get(total)!.map((s) => s / 100) });
  if (all.has(target)) return { kind: 'plates', weight, bar, perSide: asLoading(target).perSide };
  const totals = [...all.keys()];
  const below = Math.max(...totals.filter((t) => t < target));
  const aboveAll = totals.filter((t) => t > target);
  return { kind: 'not-loadable', weight, bar, below: asLoading(below), above: aboveAll.length ? asLoading(Math.min(...aboveAll)) : null };
}

const gymArb = (sizes: number[], bars: number[]) =>
  fc.record({
    bar: fc.constantFrom(...bars),
    plates: fc.array(fc.record({ weight: fc.constantFrom(...sizes), pairs: fc.integer({ min: 0, max: 3 }) }), { maxLength: 5 }),
  });
const lbGym = gymArb([45, 35, 25, 10, 5, 2.5, 1.25], [45, 35, 15]);
const kgGym = gymArb([25, 20, 15, 10, 5, 2.5, 1.25, 0.5, 0.25], [20, 15, 10]);
/** Weights from a little under the bar to past what the plates can load, in quarter steps. */
const weightFor = (eq: Equipment) =>
  fc.integer({ min: -8, max: 4 * (eq.plates.reduce((s, p) => s + 2 * p.weight * p.pairs, 0) + 10) }).map((q) => eq.bar + q / 4);

describe('plate search against a brute-force oracle', () => {
  for (const [unit, gym] of [
    ['lb', lbGym],
    ['kg', kgGym],
  ] as const) {
    it(`property (${unit}): loadPlates equals trying every combination`, () => {
      fc.assert(
        fc.property(
          gym.chain((eq) => fc.tuple(fc.constant(eq), weightFor(eq))),
          ([eq, weight]) => {
            expect(loadPlates(weight, eq)).toEqual(oracleLoad(weight, eq));
          },
        ),
        { numRuns: 400 },
      );
    });

    it(`property (${unit}): nextLoadableWeight is the smallest loadable total above`, () => {
      fc.assert(
        fc.property(
          gym.chain((eq) => fc.tuple(fc.constant(eq), weightFor(eq))),
          ([eq, from]) => {
            const barH = Math.round(eq.bar * 100);
            const totals = [0, ...allLoadings(eq).keys()].map((t) => (barH + t) / 100).filter((w) => w > from);
            expect(nextLoadableWeight(from, eq)).toBe(totals.length ? Math.min(...totals) : null);
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});
