import type { ExerciseChoice, ExerciseSearch } from '@fitness/catalogue';
import type { ExerciseKind } from '@fitness/domain';
import type { Catalogue } from './catalogue-on-demand';
import { choiceKey, type NameResolver } from './name-links';

/** A name of the user's: tracked in progress or in a routine, with the kind it was logged or planned as. */
export interface UsedName {
  readonly name: string;
  readonly kind: ExerciseKind;
}

/** A name that links to nothing yet, with the closest exercise when there is one. */
export interface UnlinkedName extends UsedName {
  readonly suggestion?: ExerciseChoice;
}

/** Two tracked names linked to one exercise: `name`'s history can merge into `into`'s. */
export interface MergeOffer {
  readonly name: string;
  readonly into: string;
  readonly exercise: ExerciseChoice;
}

/**
 * The names that link to nothing, tracked ones first, each once (normalised); the suggestion is the
 * search's first result for the name, a catalogue entry or a custom exercise.
 */
export function unlinkedNames(catalogue: Catalogue, names: readonly UsedName[], resolve: NameResolver, search: ExerciseSearch): UnlinkedName[] {
  const seen = new Set<string>();
  const unlinked: UnlinkedName[] = [];
  for (const used of names) {
    const key = catalogue.normaliseName(used.name);
    if (seen.has(key) || !key) continue;
    seen.add(key);
    if (resolve(used.name)) continue;
    const [closest] = search.search(used.name, { limit: 1 });
    unlinked.push(closest ? { ...used, suggestion: { source: closest.source, entry: closest.entry } as ExerciseChoice } : { ...used });
  }
  return unlinked;
}

/**
 * For tracked names linked to one exercise, merging each into one of them: the one named as the
 * exercise if any, else the first in the user's order. Linking never merges; the user may.
 */
export function mergeOffers(catalogue: Catalogue, trackedNames: readonly string[], resolve: NameResolver): MergeOffer[] {
  const groups = new Map<string, { exercise: ExerciseChoice; names: string[] }>();
  for (const name of trackedNames) {
    const exercise = resolve(name);
    if (!exercise) continue;
    const group = groups.get(choiceKey(exercise));
    if (group) group.names.push(name);
    else groups.set(choiceKey(exercise), { exercise, names: [name] });
  }
  return [...groups.values()].flatMap(({ exercise, names }) => {
    if (names.length < 2) return [];
    const exerciseName = catalogue.normaliseName(exercise.entry.name);
    const into = names.find((name) => catalogue.normaliseName(name) === exerciseName) ?? names[0]!;
    return names.filter((name) => name !== into).map((name) => ({ name, into, exercise }));
  });
}
