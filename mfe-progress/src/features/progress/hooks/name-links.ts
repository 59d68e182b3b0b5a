import type { CustomExercise, ExerciseChoice } from '@fitness/catalogue';
import type { Catalogue } from './catalogue-on-demand';

/** A name the user linked by hand (customExercises.links): to a catalogue entry or to one of their custom exercises. */
export interface ExerciseLink {
  readonly name: string;
  readonly catalogueId?: string;
  readonly customId?: string;
}

/** What one of the user's names is: a catalogue entry, a custom exercise, or undefined (not linked yet). */
export type NameResolver = (name: string) => ExerciseChoice | undefined;

/**
 * Links names as docs/decisions/0074 stores them: a link made by hand first, then a custom exercise of
 * that name, then a catalogue name or alias, each compared normalised (normaliseName). A hand link to
 * an exercise since deleted (or an id this build does not know) is passed over.
 */
export function nameResolver(catalogue: Catalogue, custom: readonly CustomExercise[], links: readonly ExerciseLink[]): NameResolver {
  const { normaliseName, catalogueEntry, findCatalogueEntry } = catalogue;
  const customById = new Map(custom.map((entry) => [entry.id, entry]));
  const customByName = new Map(custom.map((entry) => [normaliseName(entry.name), entry]));
  const byHand = new Map<string, ExerciseChoice>();
  for (const link of links) {
    const entry = link.catalogueId === undefined ? undefined : catalogueEntry(link.catalogueId);
    const mine = link.customId === undefined ? undefined : customById.get(link.customId);
    const choice: ExerciseChoice | undefined = entry ? { source: 'catalogue', entry } : mine ? { source: 'custom', entry: mine } : undefined;
    if (choice) byHand.set(normaliseName(link.name), choice);
  }
  return (name) => {
    const key = normaliseName(name);
    const linked = byHand.get(key);
    if (linked) return linked;
    const mine = customByName.get(key);
    if (mine) return { source: 'custom', entry: mine };
    const entry = findCatalogueEntry(name);
    return entry ? { source: 'catalogue', entry } : undefined;
  };
}

/** One key per exercise, so two names linked to the same one compare equal. */
export const choiceKey = (choice: ExerciseChoice) => `${choice.source}:${choice.entry.id}`;
