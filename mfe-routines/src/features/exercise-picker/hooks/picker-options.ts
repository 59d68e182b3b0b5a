import type { createExerciseSearch, CustomExercise, ExerciseEquipment, ExerciseMatch, ExerciseSearch, Muscle } from '@fitness/catalogue';
import { LIMITS } from '@fitness/domain';
import type { PickerData } from './picker-data';

export interface PickerFilters {
  muscle?: Muscle;
  equipment?: ExerciseEquipment;
}

/** One row of the list: an exercise to choose, or "Create “…”" (the last) when nothing matches. */
export type PickerOption = { type: 'exercise'; match: ExerciseMatch } | { type: 'create'; name: string };

/** Rows shown at most: the count says how many more a longer query or a filter would narrow down. */
export const SHOWN_MAX = 50;

/** The list's options for what is typed, and how many exercises match in all. */
export function pickerOptions(search: ExerciseSearch, query: string, filters: PickerFilters, canCreate: boolean): { options: PickerOption[]; found: number } {
  const matches = search.search(query, filters);
  const options: PickerOption[] = matches.slice(0, SHOWN_MAX).map((match) => ({ type: 'exercise', match }));
  const name = query.trim().replace(/\s+/g, ' ');
  // Only when nothing is called anything like it (filters aside): a lifter picks "Barbell Bench Press" rather than make a "Bench" of their own.
  const nothingMatches = matches.length === 0 && (!(filters.muscle || filters.equipment) || search.search(query, { limit: 1 }).length === 0);
  if (canCreate && nothingMatches && name !== '' && name.length <= LIMITS.nameMax && !search.findByName(name)) options.push({ type: 'create', name });
  return { options, found: matches.length };
}

/** What the live region says as the list changes, e.g. "12 exercises found". */
export function foundText(found: number): string {
  if (found === 0) return 'No exercises found';
  return found === 1 ? '1 exercise found' : `${found} exercises found`;
}

export const createLabel = (name: string) => `Create “${name}”`;

/** The small print of an option: the alias the query matched, whether it is recent or the user's own, its main muscles. */
export function optionDetails(match: ExerciseMatch): string {
  const primary = match.entry.primary ?? [];
  return [match.alias ? `“${match.alias}”` : '', match.recent ? 'Recent' : match.source === 'custom' ? 'My exercise' : '', primary.join(', ')]
    .filter(Boolean)
    .join(' · ');
}

/** A field's label for a fixed list value: "upper back" → "Upper back" ("EZ bar" stays). */
export const listLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

// Building a search indexes the custom exercises (~7 ms at 4× CPU): one search is shared by every picker on the page
// while the custom exercises (by identity) and the recent names (by content: each picker holds its own list) stay the same.
const searches = new WeakMap<readonly CustomExercise[], { recentNames: readonly string[]; search: ExerciseSearch }>();
const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/** The search over the catalogue and `data` (`create` is the chunk's createExerciseSearch). */
export function exerciseSearchOf(create: typeof createExerciseSearch, data: PickerData): ExerciseSearch {
  const kept = searches.get(data.custom);
  if (kept && sameNames(kept.recentNames, data.recentNames)) return kept.search;
  const search = create(data.custom, data.recentNames);
  searches.set(data.custom, { recentNames: data.recentNames, search });
  return search;
}
