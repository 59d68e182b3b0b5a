/** The benches' one statistics helper (decision 0066): every median, percentile and spread of bench/ comes from here. */

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The nearest-rank quantile (`q` in 0–1): the smallest value with at least q of the values at or below it. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('no values');
  const ordered = sorted(values);
  return ordered[Math.min(ordered.length - 1, Math.max(0, Math.ceil(q * ordered.length) - 1))]!;
}

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const ordered = sorted(values);
  const middle = ordered.length / 2;
  return Number.isInteger(middle) ? (ordered[middle - 1]! + ordered[middle]!) / 2 : ordered[Math.floor(middle)]!;
}

/** A markdown table row: name | median | p95 | min | max (ms). */
export const timingRow = (name: string, values: number[]) =>
  `| ${name} | ${median(values).toFixed(1)} | ${quantile(values, 0.95).toFixed(1)} | ${Math.min(...values).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
