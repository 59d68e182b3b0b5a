import type { Query } from 'minisearch';

/** Words this long or longer forgive one typo; shorter ones ("row", "ab") would match too much. */
export const TYPO_MIN_LENGTH = 4;
/** How much closer a word typed right reads than one with its typo forgiven. */
const TYPO_CLOSENESS = 0.8;
/** A word matched only through a swap of two letters weighs like MiniSearch's fuzzy matches. */
const SWAP_WEIGHT = 0.45;

/**
 * Each two neighbouring words of a name or alias joined, for the `joined` field, so "pullup" finds
 * "Pull Up" and "benchpress" finds "Bench Press". `text` holds names already split into normalised
 * words (nameWords), one a line, words by spaces; never joined across two lines.
 */
export function joinedWords(text: string): string[] {
  const joined: string[] = [];
  for (const line of text.split('\n')) {
    const words = line.split(' ');
    for (let i = 1; i < words.length; i += 1) joined.push(words[i - 1]! + words[i]!);
  }
  return joined;
}

/**
 * How closely a name or alias (its words) reads as the query (its words), as a factor on the
 * relevance score: the same name (4), the same name with its last word still being typed (3),
 * a name that starts with the query (1.5), anything else (1); a word one typo off counts as typed,
 * at 0.8 per typo. So "squat" (and "squt") puts the entry aliased "Squat" first, and "leg pres"
 * puts Leg Press before Leg Press Calf Raise.
 */
export function closeness(label: readonly string[], query: readonly string[]): number {
  const byWords = wordCloseness(label, query);
  if (byWords > 1 || query.length > 1 || label.length === 1) return byWords;
  // One word typed without spaces: "benchpress" reads as "Bench Press".
  const joinedLabel = label.join('');
  return joinedLabel === query[0] ? 3 : joinedLabel.startsWith(query[0]!) ? 1.5 : 1;
}

function wordCloseness(label: readonly string[], query: readonly string[]): number {
  const last = query.length - 1;
  if (label.length < query.length) return 1;
  let typos = 0;
  for (let i = 0; i <= last; i += 1) {
    if (label[i] === query[i]) continue;
    if (query[i]!.length >= TYPO_MIN_LENGTH && oneTypoApart(label[i]!, query[i]!)) typos += 1;
    else if (i === last && label[i]!.startsWith(query[i]!)) return (label.length > query.length ? 1.5 : 3) * TYPO_CLOSENESS ** typos;
    else return 1;
  }
  // A word that needed its typo forgiven reads a little less close than one typed right ("biking" is Biking before Hiking).
  return (label.length > query.length ? 1.5 : 4) * TYPO_CLOSENESS ** typos;
}

/** True when one insertion, deletion, substitution or swap of neighbouring letters turns `a` into `b`. */
export function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** Every spelling of `word` with two neighbouring letters swapped ("benhc" → … "bench"). */
export function swaps(word: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i < word.length; i += 1) {
    if (word[i] === word[i - 1]) continue;
    out.add(word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1));
  }
  return [...out];
}

/** Typed shorthand also read as the word it stands for. */
const SHORTHAND: Readonly<Record<string, string>> = { db: 'dumbbell', bb: 'barbell', kb: 'kettlebell' };

/**
 * The MiniSearch query of the typed words (nameWords): every word must match (AND), each as a
 * prefix (the last word is still being typed), with one typo forgiven from TYPO_MIN_LENGTH letters:
 * an insertion, deletion or substitution (MiniSearch's edit distance 1) or a swap of two
 * neighbouring letters (distance 2 to MiniSearch, so searched as its own spellings).
 */
export function searchQuery(words: readonly string[]): Query {
  return { combineWith: 'AND', queries: words.map(wordQuery) };
}

function wordQuery(word: string): Query {
  const typos = word.length >= TYPO_MIN_LENGTH;
  // One or two letters search names only: a muscle ("abs") needs three, and a joined term starts with
  // its first word, so it would find nothing more.
  const fields = word.length >= 3 ? WORD_FIELDS : NAME_FIELDS;
  const queries: Query[] = [{ queries: [word], fields, prefix: true, fuzzy: typos ? 1 : false }];
  if (word.length >= 3) queries.push({ queries: [word], fields: ['joined'], prefix: true, fuzzy: false });
  if (typos) queries.push({ queries: swaps(word), fields: WORD_FIELDS, prefix: true, fuzzy: false, boostTerm: () => SWAP_WEIGHT });
  const stands = SHORTHAND[word];
  if (stands) queries.push({ queries: [stands], fields: WORD_FIELDS, prefix: false, fuzzy: false });
  return { combineWith: 'OR', queries };
}

/** The fields searched word by word; `joined` holds neighbouring words joined (joinedWords). */
export const WORD_FIELDS = ['name', 'aliases', 'muscles'];
const NAME_FIELDS = ['name', 'aliases'];
