import { describe, expect, it } from 'vitest';
import { CATALOGUE, findCatalogueEntry } from './catalogue';
import { normaliseName } from './normalise';
import { FITNOTES_NAMES } from './test-support/fitnotes-names';
import { HEVY_NAMES } from './test-support/hevy-names';
import { STRONG_NAMES } from './test-support/strong-names';

/** Each normalised name and alias → the ids of the entries holding it. */
const holding = new Map<string, string[]>();
for (const entry of CATALOGUE) {
  for (const key of new Set([entry.name, ...entry.aliases].map(normaliseName))) holding.set(key, [...(holding.get(key) ?? []), entry.id]);
}
const holders = (name: string) => holding.get(normaliseName(name)) ?? [];

describe.each([
  ['Strong', STRONG_NAMES, 100],
  ['Hevy', HEVY_NAMES, 100],
  ['FitNotes', FITNOTES_NAMES, 96],
])('the names %s exports', (_app, table, atLeast) => {
  it(`covers at least ${atLeast} of its default exercises`, () => {
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(atLeast);
  });

  it('each resolve to exactly one entry, the one the app means', () => {
    const wrong = Object.entries(table).flatMap(([name, id]) => {
      const found = holders(name);
      return found.length === 1 && found[0] === id && findCatalogueEntry(name)?.id === id ? [] : [`${name} → ${found.join(', ') || 'nothing'} (want ${id})`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the three apps’ names for one exercise', () => {
  it('land on one entry, so an import joins the history logged under it', () => {
    expect(STRONG_NAMES['Bench Press (Barbell)']).toBe('barbell-bench-press');
    expect(HEVY_NAMES['Bench Press (Barbell)']).toBe('barbell-bench-press');
    expect(FITNOTES_NAMES['Flat Barbell Bench Press']).toBe('barbell-bench-press');
    expect(findCatalogueEntry('Bench Press (Barbell)')?.name).toBe('Barbell Bench Press');
    expect(new Set([STRONG_NAMES['Squat (Barbell)'], HEVY_NAMES['Squat (Barbell)'], FITNOTES_NAMES['Barbell Squat']])).toEqual(new Set(['barbell-back-squat']));
    expect(new Set([STRONG_NAMES['Deadlift (Barbell)'], HEVY_NAMES['Deadlift (Barbell)'], FITNOTES_NAMES.Deadlift])).toEqual(new Set(['barbell-deadlift']));
  });
});
