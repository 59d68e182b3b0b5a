import { roundTo } from './rounding';
import { LB_PER_KG, type MeasurementType } from './units';

/** A plate size the gym has and how many pairs of it (one plate of a pair goes on each side). */
export type Plate = { weight: number; pairs: number };

/**
 * A bar and its plates **in the user's unit** (kg plates in kg, lb plates in lb), as the plate
 * sheet and the equipment form show them. Stored on the profile as `StoredEquipment` (pounds);
 * convert with `equipmentInUnits` / `equipmentToStored`.
 */
export type Equipment = { bar: number; plates: readonly Plate[] };

/** The profile's `equipment` as stored: pounds, two decimals, like every stored weight. */
export type StoredEquipment = { barLb: number; plates: { weightLb: number; pairs: number }[] };

export const DEFAULT_EQUIPMENT_LB: Equipment = {
  bar: 45,
  plates: [
    { weight: 45, pairs: 4 },
    { weight: 35, pairs: 1 },
    { weight: 25, pairs: 2 },
    { weight: 10, pairs: 2 },
    { weight: 5, pairs: 2 },
    { weight: 2.5, pairs: 2 },
  ],
};

export const DEFAULT_EQUIPMENT_KG: Equipment = {
  bar: 20,
  plates: [
    { weight: 25, pairs: 4 },
    { weight: 20, pairs: 2 },
    { weight: 15, pairs: 1 },
    { weight: 10, pairs: 2 },
    { weight: 5, pairs: 2 },
    { weight: 2.5, pairs: 2 },
    { weight: 1.25, pairs: 2 },
  ],
};

/** The default bar and plates of a unit system: 45 lb bar and lb plates, or 20 kg bar and kg plates. */
export function defaultEquipment(type: MeasurementType): Equipment {
  return type === 'metric' ? DEFAULT_EQUIPMENT_KG : DEFAULT_EQUIPMENT_LB;
}

/**
 * Stored equipment in the user's unit. Kilograms keep two decimals, which is enough for every
 * plate (1.25 kg is stored as 2.76 lb and reads back as 1.25 kg; any two-decimal kg value round-trips).
 */
export function equipmentInUnits(stored: StoredEquipment, type: MeasurementType): Equipment {
  const toUnits = (lb: number) => (type === 'metric' ? roundTo(lb / LB_PER_KG, 2) : lb);
  return { bar: toUnits(stored.barLb), plates: stored.plates.map((p) => ({ weight: toUnits(p.weightLb), pairs: p.pairs })) };
}

/** The user's bar and plates in their unit: the profile's equipment, else the defaults of their units. */
export function profileEquipment(stored: StoredEquipment | undefined, type: MeasurementType): Equipment {
  return stored ? equipmentInUnits(stored, type) : defaultEquipment(type);
}

/** Equipment in the user's unit as the profile stores it: pounds, two decimals. */
export function equipmentToStored(equipment: Equipment, type: MeasurementType): StoredEquipment {
  const toLb = (value: number) => roundTo(type === 'metric' ? value * LB_PER_KG : value, 2);
  return { barLb: toLb(equipment.bar), plates: equipment.plates.map((p) => ({ weightLb: toLb(p.weight), pairs: p.pairs })) };
}

/**
 * Equipment the search is sized for (the equipment form and its schema enforce these): up to
 * 12 plate sizes, up to 10 pairs of each, sizes with at most two decimals; a bar up to 150 lb and
 * plates up to 125 lb (50 kg plates are 110.23 lb). The search table grows
 * with the total plate weight over the sizes' common divisor: a few thousand cells for real gyms.
 */
export const EQUIPMENT_LIMITS = { plateSizes: 12, pairsPerSize: 10, barMaxLb: 150, plateMaxLb: 125 } as const;

/** A way to load a total weight: the plates on each side, heaviest first (empty for the bar alone). */
export type Loading = { weight: number; perSide: number[] };

export type PlateLoading =
  /** The target loads exactly: these plates on each side. */
  | { kind: 'plates'; weight: number; bar: number; perSide: number[] }
  /** The target is the bar itself. */
  | { kind: 'bar-only'; weight: number; bar: number }
  /** "Lighter than the bar". */
  | { kind: 'lighter-than-bar'; weight: number; bar: number }
  /** "Not loadable: 227.5 lbs. Nearest: 225 or 230": the nearest loadable weights below and above (null above when even every plate is too light). */
  | { kind: 'not-loadable'; weight: number; bar: number; below: Loading; above: Loading | null };

/**
 * The plates per side that load `weight` (a total, bar included, in the equipment's unit).
 * The search is exact, not greedy (60 kg a side from 25×1 + 20×3 pairs is 20 + 20 + 20, which
 * greedy misses), and among the loadings that hit the weight it picks the one a lifter expects:
 * the fewest plates, then the heaviest plates first (185 on a 45 bar is 45 + 25, not 35 + 35).
 * Below the bar: 'lighter-than-bar' (also for a weight that is not a number); the bar exactly:
 * 'bar-only'; otherwise exact or 'not-loadable' with the nearest loadable weights either side.
 * Weights are compared to the hundredth.
 */
export function loadPlates(weight: number, equipment: Equipment): PlateLoading {
  const bar = equipment.bar;
  if (!(weight >= bar)) return { kind: 'lighter-than-bar', weight, bar };
  const table = new LoadingTable(equipment);
  const target = hundredths(weight) - hundredths(bar);
  if (target === 0) return { kind: 'bar-only', weight, bar };
  if (table.loadable(target)) return { kind: 'plates', weight, bar, perSide: table.perSide(target) };
  const below = table.nearestBelow(target);
  const above = table.nearestAbove(target);
  return {
    kind: 'not-loadable',
    weight,
    bar,
    below: { weight: fromHundredths(hundredths(bar) + below), perSide: table.perSide(below) },
    above: above === null ? null : { weight: fromHundredths(hundredths(bar) + above), perSide: table.perSide(above) },
  };
}

/**
 * The next weight above `from` that the equipment can load (the bar when `from` is lighter than
 * it), or null when nothing heavier can be loaded. Next-session targets use it as the increment.
 */
export function nextLoadableWeight(from: number, equipment: Equipment): number | null {
  const bar = hundredths(equipment.bar);
  const start = hundredths(from);
  if (start < bar) return equipment.bar;
  const next = new LoadingTable(equipment).nearestAbove(start - bar);
  return next === null ? null : fromHundredths(bar + next);
}

/** The smallest step the plates allow: a pair of the lightest plate (5 lb with 2.5 lb plates), or null without plates. */
export function smallestPlateStep(equipment: Equipment): number | null {
  const plates = usablePlates(equipment);
  return plates.length === 0 ? null : fromHundredths(2 * plates[plates.length - 1]!.size);
}

function hundredths(value: number): number {
  return Math.round(value * 100);
}

function fromHundredths(value: number): number {
  return value / 100;
}

/** Plate sizes in hundredths, heaviest first, equal sizes joined, empty or invalid entries dropped. */
function usablePlates(equipment: Equipment): { size: number; pairs: number }[] {
  const pairsBySize = new Map<number, number>();
  for (const p of equipment.plates) {
    const size = hundredths(p.weight);
    const pairs = Math.floor(p.pairs);
    if (size > 0 && pairs > 0) pairsBySize.set(size, (pairsBySize.get(size) ?? 0) + pairs);
  }
  return [...pairsBySize].map(([size, pairs]) => ({ size, pairs })).sort((a, b) => b.size - a.size);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

const NONE = 0xffff;

/**
 * Bounded-knapsack table over the total plate weight (both sides, in units of the plates' common
 * divisor): fewest[j][s] = fewest plates per side that make s from the plate sizes j… (lightest last).
 * Reading it from the heaviest size down, taking as many as still allows the fewest in total,
 * gives the heaviest-first loading among the fewest-plate ones.
 */
class LoadingTable {
  private readonly plates: { size: number; pairs: number }[];
  private readonly unit: number;
  private readonly fewest: Uint16Array[];

  constructor(equipment: Equipment) {
    this.plates = usablePlates(equipment);
    // A pair adds 2 × size to the total; every total is a multiple of the pairs' common divisor.
    this.unit = this.plates.reduce((g, p) => gcd(g, 2 * p.size), 0) || 1;
    const max = this.plates.reduce((sum, p) => sum + (p.pairs * 2 * p.size) / this.unit, 0);
    let next = new Uint16Array(max + 1).fill(NONE);
    next[0] = 0;
    this.fewest = new Array<Uint16Array>(this.plates.length + 1);
    this.fewest[this.plates.length] = next;
    for (let j = this.plates.length - 1; j >= 0; j -= 1) {
      const { size, pairs } = this.plates[j]!;
      const step = (2 * size) / this.unit;
      const row = new Uint16Array(max + 1).fill(NONE);
      for (let s = 0; s <= max; s += 1) {
        for (let c = 0; c <= pairs && c * step <= s; c += 1) {
          const rest = next[s - c * step]!;
          if (rest !== NONE && rest + c < row[s]!) row[s] = rest + c;
        }
      }
      this.fewest[j] = row;
      next = row;
    }
  }

  private index(total: number): number | null {
    return total % this.unit === 0 ? total / this.unit : null;
  }

  loadable(total: number): boolean {
    const s = this.index(total);
    return s !== null && s < this.fewest[0]!.length && this.fewest[0]![s] !== NONE;
  }

  /** Largest loadable total below `total` (0, the bar alone, at worst). */
  nearestBelow(total: number): number {
    const row = this.fewest[0]!;
    for (let s = Math.min(Math.ceil(total / this.unit) - 1, row.length - 1); s > 0; s -= 1) if (row[s] !== NONE) return s * this.unit;
    return 0;
  }

  /** Smallest loadable total above `total`, or null. */
  nearestAbove(total: number): number | null {
    const row = this.fewest[0]!;
    for (let s = Math.floor(total / this.unit) + 1; s < row.length; s += 1) if (row[s] !== NONE) return s * this.unit;
    return null;
  }

  /** The plates on one side for a loadable total, heaviest first. */
  perSide(total: number): number[] {
    let s = this.index(total)!;
    const side: number[] = [];
    for (let j = 0; j < this.plates.length; j += 1) {
      const { size, pairs } = this.plates[j]!;
      const step = (2 * size) / this.unit;
      const need = this.fewest[j]![s]!;
      for (let c = Math.min(pairs, Math.floor(s / step)); c >= 0; c -= 1) {
        const rest = this.fewest[j + 1]![s - c * step]!;
        if (rest !== NONE && rest + c === need) {
          for (let k = 0; k < c; k += 1) side.push(fromHundredths(size));
          s -= c * step;
          break;
        }
      }
    }
    return side;
  }
}
