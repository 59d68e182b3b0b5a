import { addDays, dayToUtcMs, workingSets, type Day, type SetType } from '@fitness/domain';
import { MUSCLES, type Muscle } from './types';

/** A logged day as the counting needs it: its date and each exercise's name and sets. */
export interface MuscleCountLog {
  readonly date: string;
  readonly exercises: readonly { readonly name: string; readonly sets: readonly { readonly warmup?: boolean; readonly type?: SetType | null }[] }[];
}

/** The muscles a logged name trains, or undefined for a name linked to nothing (not counted). */
export type MuscleResolver = (name: string) => { readonly primary?: readonly Muscle[]; readonly secondary?: readonly Muscle[] } | undefined;

/** Sets one muscle got in a week, and the exercises behind them. */
export interface MuscleSets {
  readonly muscle: Muscle;
  readonly sets: number;
  /** By name as logged, most sets first. */
  readonly exercises: readonly { readonly name: string; readonly sets: number }[];
}

export interface WeekOfSets {
  /** The week's Monday. */
  readonly week: Day;
  /** Muscles with sets, most first (ties in the order of MUSCLES). */
  readonly muscles: readonly MuscleSets[];
  /** Working sets of names linked to nothing, so a screen can say what was left out. */
  readonly unlinked: readonly { readonly name: string; readonly sets: number }[];
}

/** A primary muscle counts each working set whole, a secondary one half. */
export const PRIMARY_SET_SHARE = 1;
export const SECONDARY_SET_SHARE = 0.5;

/** The Monday of a day's week (weeks run Monday to Sunday, ISO 8601). */
export function weekOf(day: string): Day {
  const fromMonday = (new Date(dayToUtcMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -fromMonday);
}

/**
 * Working sets per muscle and week: each working set of an exercise counts 1 for each of its
 * primary muscles and 0.5 for each secondary one (a muscle listed as both counts as primary);
 * warm-ups count nothing. Weeks come oldest first, only those with a logged day.
 */
export function weeklySetsPerMuscle(logs: readonly MuscleCountLog[], resolve: MuscleResolver): WeekOfSets[] {
  // week → muscle → exercise name → sets
  const weeks = new Map<Day, { muscles: Map<Muscle, Map<string, number>>; unlinked: Map<string, number> }>();
  for (const log of logs) {
    const week = weekOf(log.date);
    let counts = weeks.get(week);
    if (!counts) weeks.set(week, (counts = { muscles: new Map(), unlinked: new Map() }));
    for (const exercise of log.exercises) {
      const sets = workingSets(exercise.sets).length;
      if (sets === 0) continue;
      const muscles = resolve(exercise.name);
      if (!muscles) {
        add(counts.unlinked, exercise.name, sets);
        continue;
      }
      const primary = new Set(muscles.primary ?? []);
      for (const muscle of primary) add(byMuscle(counts.muscles, muscle), exercise.name, sets * PRIMARY_SET_SHARE);
      for (const muscle of new Set(muscles.secondary ?? [])) {
        if (!primary.has(muscle)) add(byMuscle(counts.muscles, muscle), exercise.name, sets * SECONDARY_SET_SHARE);
      }
    }
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([week, counts]) => ({
      week,
      muscles: MUSCLES.filter((muscle) => counts.muscles.has(muscle))
        .map((muscle) => {
          const exercises = byMost(counts.muscles.get(muscle)!);
          return { muscle, sets: exercises.reduce((sum, e) => sum + e.sets, 0), exercises };
        })
        .sort((a, b) => b.sets - a.sets),
      unlinked: byMost(counts.unlinked),
    }));
}

function add(counts: Map<string, number>, name: string, sets: number) {
  counts.set(name, (counts.get(name) ?? 0) + sets);
}

function byMuscle(muscles: Map<Muscle, Map<string, number>>, muscle: Muscle): Map<string, number> {
  let names = muscles.get(muscle);
  if (!names) muscles.set(muscle, (names = new Map()));
  return names;
}

/** Names by sets, most first; ties keep the order they were first logged in. */
const byMost = (counts: Map<string, number>) => [...counts.entries()].map(([name, sets]) => ({ name, sets })).sort((a, b) => b.sets - a.sets);
