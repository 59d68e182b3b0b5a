import { compareDays, sameDay } from './dates';

export type WeightSaveAction = { kind: 'update'; id: string } | { kind: 'insert' };

/** Weight save: update the latest entry when it has the chosen day, otherwise insert a new one. */
export function weightSaveAction(entries: readonly { id: string; date: string }[], date: string): WeightSaveAction {
  const latest = latestEntry(entries);
  return latest && sameDay(latest.date, date) ? { kind: 'update', id: latest.id } : { kind: 'insert' };
}

/** The entry with the latest day (first of equals), or undefined for none. */
export function latestEntry<T extends { date: string }>(entries: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const e of entries) if (!latest || compareDays(e.date, latest.date) > 0) latest = e;
  return latest;
}
