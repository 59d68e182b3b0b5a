import type { SearchResult } from 'minisearch';
import { findCatalogueEntry } from './catalogue';
import { nameWords, normaliseName } from './normalise';
import { indexChoices, indexedCatalogue } from './search-index';
import { closeness, searchQuery } from './search-query';
import type { CatalogueEntry, CustomExercise, ExerciseChoice, ExerciseEquipment, Muscle } from './types';

export type ExerciseMatch = ExerciseChoice & {
  /** One of the user's recent exercises (they come first). */
  readonly recent: boolean;
  /** The alias the query matched when the name itself lacks a word of it, e.g. "Bench Press (Barbell)". */
  readonly alias?: string;
};

export interface SearchFilters {
  /** Only exercises with this primary muscle. */
  readonly muscle?: Muscle;
  readonly equipment?: ExerciseEquipment;
  /** At most this many matches (default: all). */
  readonly limit?: number;
}

export interface ExerciseSearch {
  /**
   * Matches of what the user typed, best first: the user's recent exercises, then their custom
   * ones, then the catalogue; each group by relevance. An empty query lists everything in that
   * order (recent ones by recency, the rest by name).
   */
  search(query: string, filters?: SearchFilters): ExerciseMatch[];
  /** The exercise a name links to: a custom exercise's name, else a catalogue name or alias (normalised, exact). */
  findByName(name: string): ExerciseChoice | undefined;
}

/**
 * Builds the catalogue's index ahead of the first search (the costly part of the picker's first
 * opening, see docs/benchmarks/issue-49.md), e.g. when the picker's chunk has loaded and the page is idle.
 */
export function prepareExerciseSearch(): void {
  indexedCatalogue();
}

/** A choice by its place in the user's exercises followed by the catalogue's. */
type Ranked = { i: number; tier: number; score: number; result?: SearchResult };

/**
 * The search of the exercise picker over the catalogue and the user's `custom` exercises;
 * `recentNames` are the names the user logged lately, most recent first (names that link to
 * nothing are passed over). Cheap to build again when either changes: the catalogue's index is
 * built once and shared.
 */
export function createExerciseSearch(custom: readonly CustomExercise[], recentNames: readonly string[]): ExerciseSearch {
  const own = indexChoices(custom.map((entry): ExerciseChoice => ({ source: 'custom', entry })));
  const builtIn = indexedCatalogue();
  // Places: the user's exercises first, then the catalogue's.
  const choices = [...own.choices, ...builtIn.choices];
  const labels = [...own.labels, ...builtIn.labels];
  // Names are compared within one part only: recency orders the one tier that holds both.
  const nameRank = [...own.nameRank, ...builtIn.nameRank];
  const customByName = new Map(custom.map((entry) => [normaliseName(entry.name), entry]));

  function findByName(name: string): ExerciseChoice | undefined {
    const mine = customByName.get(normaliseName(name));
    if (mine) return { source: 'custom', entry: mine };
    const entry = findCatalogueEntry(name);
    return entry ? { source: 'catalogue', entry } : undefined;
  }

  // How recent each choice is (0: the latest), by its place.
  const recency = new Map<number, number>();
  if (recentNames.length > 0) {
    const placeOf = new Map<CatalogueEntry | CustomExercise, number>(choices.map((choice, i) => [choice.entry, i]));
    recentNames.forEach((name, rank) => {
      const found = findByName(name);
      const i = found && placeOf.get(found.entry);
      if (i !== undefined && !recency.has(i)) recency.set(i, rank);
    });
  }
  const tier = (i: number) => (recency.has(i) ? 0 : i < own.choices.length ? 1 : 2);

  const passes = (i: number, { muscle, equipment }: SearchFilters) => {
    const { entry } = choices[i]!;
    return (!muscle || (entry.primary ?? []).includes(muscle)) && (!equipment || (entry.equipment ?? []).includes(equipment));
  };

  function search(text: string, filters: SearchFilters = {}): ExerciseMatch[] {
    const words = nameWords(text);
    let ranked: Ranked[];
    if (words.length === 0) {
      ranked = choices.map((_, i) => ({ i, tier: tier(i), score: -(recency.get(i) ?? 0) }));
    } else {
      const query = searchQuery(words);
      ranked = [];
      for (const [part, offset] of [
        [own, 0],
        [builtIn, own.choices.length],
      ] as const) {
        for (const result of part.index.search(query)) {
          const i = offset + (result.id as number);
          let best = 1;
          for (const label of labels[i]!) best = Math.max(best, closeness(label, words));
          ranked.push({ i, tier: tier(i), result, score: result.score * best });
        }
      }
    }
    if (filters.muscle || filters.equipment) ranked = ranked.filter(({ i }) => passes(i, filters));
    ranked.sort((a, b) => a.tier - b.tier || b.score - a.score || nameRank[a.i]! - nameRank[b.i]!);
    if (filters.limit !== undefined) ranked.length = Math.min(ranked.length, filters.limit);
    // Built field by field: one object shape for every match, and no spread per match.
    return ranked.map(({ i, result }) => {
      const { source, entry } = choices[i]!;
      const alias = result && source === 'catalogue' ? matchedAlias(entry, labels[i]!, result) : undefined;
      return { source, entry, recent: recency.has(i), alias } as ExerciseMatch;
    });
  }

  return { search, findByName };
}

/** The first alias holding every word the query matched in names and aliases, when the name itself lacks one. */
function matchedAlias(entry: CatalogueEntry, labels: readonly (readonly string[])[], result: SearchResult): string | undefined {
  const terms: string[] = [];
  let nameLacksOne = false;
  for (const term in result.match) {
    const fields = result.match[term]!;
    if (!fields.includes('name') && !fields.includes('aliases')) continue;
    terms.push(term);
    if (!labels[0]!.includes(term)) nameLacksOne = true;
  }
  if (!nameLacksOne) return undefined;
  for (let j = 1; j < labels.length; j += 1) if (terms.every((term) => labels[j]!.includes(term))) return entry.aliases[j - 1];
  return undefined;
}
