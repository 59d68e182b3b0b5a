import MiniSearch from 'minisearch';
import { CATALOGUE } from './catalogue';
import { nameWords } from './normalise';
import { joinedWords, WORD_FIELDS } from './search-query';
import type { ExerciseChoice } from './types';

type Document = { id: number; name: string; aliases: string; muscles: string };

/** A word in the name counts double one in an alias; joined words ("pullup") and primary muscles ("abs") only tip the balance. */
const FIELD_BOOST = { name: 2, aliases: 1, joined: 0.3, muscles: 0.25 };

/** Choices with their MiniSearch index (ids: places in `choices`), their names' and aliases' words, and their places by name. */
export interface IndexedChoices {
  readonly choices: readonly ExerciseChoice[];
  readonly index: MiniSearch<Document>;
  /** For each choice: the words of its name, then of each alias. */
  readonly labels: readonly (readonly (readonly string[])[])[];
  readonly nameRank: readonly number[];
}

export function indexChoices(choices: readonly ExerciseChoice[]): IndexedChoices {
  const labels = choices.map((choice) => [choice.entry.name, ...(choice.source === 'catalogue' ? choice.entry.aliases : [])].map(nameWords));
  const index = new MiniSearch<Document>({
    fields: [...WORD_FIELDS, 'joined'],
    // The id comes through here too, and must stay a number.
    extractField: (document, field) => (field === 'joined' ? `${document.name}\n${document.aliases}` : document[field as keyof Document]),
    // Documents hold names already split into normalised words: one name or alias a line, words by spaces.
    tokenize: (text, field) => (field === 'joined' ? joinedWords(text) : text.split(/[\n ]+/).filter(Boolean)),
    processTerm: (term) => term,
    searchOptions: { boost: FIELD_BOOST, tokenize: (text) => [text], processTerm: (term) => term },
  });
  index.addAll(
    choices.map(({ entry }, id) => ({
      id,
      name: labels[id]![0]!.join(' '),
      aliases: labels[id]!.slice(1)
        .map((words) => words.join(' '))
        .join('\n'),
      muscles: (entry.primary ?? []).join('\n'),
    })),
  );
  // By the normalised name: an Intl.Collator costs tens of milliseconds to make on a phone, for names that are plain English.
  const nameRank = new Array<number>(choices.length);
  choices
    .map((_, i) => ({ key: labels[i]![0]!.join(' '), i }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .forEach(({ i }, rank) => (nameRank[i] = rank));
  return { choices, index, labels, nameRank };
}

let catalogue: IndexedChoices | undefined;

/** The catalogue's index, built on first use and shared by every search: only the user's own exercises are indexed per search. */
export function indexedCatalogue(): IndexedChoices {
  catalogue ??= indexChoices(CATALOGUE.map((entry): ExerciseChoice => ({ source: 'catalogue', entry })));
  return catalogue;
}
