import type { WeightColumns, WeightOfDay } from './weight';

/**
 * The weight log between its tRPC column form and a list of days. No zod here (types only):
 * the browser imports this from `@fitness/schemas/weight-columns`, and the validating schemas of
 * `./weight` stay on the server (docs/decisions/0022).
 */
export function toWeightColumns(entries: readonly WeightOfDay[]): WeightColumns {
  return { dates: entries.map((e) => e.date), weights: entries.map((e) => e.weight) };
}

export function fromWeightColumns({ dates, weights }: WeightColumns): WeightOfDay[] {
  return dates.map((date, i) => ({ date, weight: weights[i]! }));
}
