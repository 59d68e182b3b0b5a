import type { WeekOfSets } from '@fitness/catalogue';
import { addDays } from '@fitness/domain';
import type { Catalogue } from './catalogue-on-demand';
import type { NameResolver } from './name-links';

/** How many weeks "Sets per muscle" offers, this week included. */
export const SETS_PER_MUSCLE_WEEKS = 8;

/** history.setsByName's answer: each Monday week's working sets by name as logged (warm-ups already out). */
export interface SetsByName {
  readonly weeks: readonly { readonly weekStart: string; readonly names: readonly { readonly name: string; readonly workingSets: number }[] }[];
}

const WORKING_SET = {} as const;

/**
 * The last `count` Monday weeks up to the one of `today`, oldest first, each with its sets per muscle
 * (a primary muscle 1 per working set, a secondary one 0.5); weeks without sets are there, empty.
 */
export function setsPerMuscleWeeks(
  catalogue: Catalogue,
  answer: SetsByName,
  today: string,
  resolve: NameResolver,
  count = SETS_PER_MUSCLE_WEEKS,
): WeekOfSets[] {
  const { weekOf, weeklySetsPerMuscle } = catalogue;
  // A name's working sets as that many sets logged on the week's Monday: all the counting needs.
  const logs = answer.weeks.map((week) => ({
    date: week.weekStart,
    exercises: week.names.map((named) => ({ name: named.name, sets: Array.from({ length: named.workingSets }, () => WORKING_SET) })),
  }));
  const counted = new Map(weeklySetsPerMuscle(logs, (name) => resolve(name)?.entry).map((week) => [week.week, week]));
  // The server's weeks and ours agree but for a midnight between the two reads: keep the latest `count` of both.
  const thisWeek = weekOf(today);
  const mondays = new Set([...Array.from({ length: count }, (_, i) => addDays(thisWeek, -7 * i)), ...counted.keys()]);
  return [...mondays]
    .sort()
    .slice(-count)
    .map((week) => counted.get(week) ?? { week, muscles: [], unlinked: [] });
}
