import type { WeightColumns, WeightEntry } from './weight';

/**
 * The weight log between its tRPC column form and a list of entries. No zod here (types only):
 * the browser imports this from `@fitness/schemas/weight-columns`, and the validating schemas of
 * `./weight` stay on the server (docs/decisions/0022).
 */
export function toWeightColumns(entries: readonly WeightEntry[]): WeightColumns {
  return { ids: entries.map((e) => e.id), dates: entries.map((e) => e.date), weights: entries.map((e) => e.weight) };
}

export function fromWeightColumns({ ids, dates, weights }: WeightColumns): WeightEntry[] {
  return ids.map((id, i) => ({ id, date: dates[i]!, weight: weights[i]! }));
}
