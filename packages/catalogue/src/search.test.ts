import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { nameWords } from './normalise';
import { createExerciseSearch, type ExerciseMatch } from './search';
import { oneTypoApart, swaps } from './search-query';
import type { CustomExercise } from './types';

const names = (matches: readonly ExerciseMatch[]) => matches.map((match) => match.entry.name);
const builtIns = createExerciseSearch([], []);

describe('search: the first match of what the user types', () => {
  it.each([
    // Names and the aliases the three apps export.
    ['bench', 'Barbell Bench Press'],
    ['bench press', 'Barbell Bench Press'],
    ['Bench Press (Barbell)', 'Barbell Bench Press'],
    ['flat barbell bench press', 'Barbell Bench Press'],
    ['db bench', 'Dumbbell Bench Press'],
    ['squat', 'Barbell Back Squat'],
    ['deadlift', 'Barbell Deadlift'],
    ['rdl', 'Barbell Romanian Deadlift'],
    ['ohp', 'Barbell Overhead Press'],
    ['lat pull', 'Lat Pulldown'],
    ['leg pres', 'Leg Press'],
    ['rope push', 'Rope Triceps Pushdown'],
    ['skull', 'Barbell Skullcrusher'],
    ['chin', 'Chin-Up'],
    ['plank', 'Plank'],
    ['run', 'Running'],
    ['rowing', 'Rowing Machine'],
    // Case, accents, spacing, punctuation.
    ['BENCH PRESS', 'Barbell Bench Press'],
    ['  bench    press ', 'Barbell Bench Press'],
    ['Bénch Prèss', 'Barbell Bench Press'],
    ['pull up', 'Pull-Up'],
    ['pullup', 'Pull-Up'],
    ['pull-up', 'Pull-Up'],
    ["farmer's walk", "Farmer's Carry"],
    ['farmers', "Farmer's Carry"],
    // One typo: two letters swapped, one wrong, one missing, one too many.
    ['benhc press', 'Barbell Bench Press'],
    ['bemch press', 'Barbell Bench Press'],
    ['bech press', 'Barbell Bench Press'],
    ['benchh press', 'Barbell Bench Press'],
    ['deadlfit', 'Barbell Deadlift'],
    ['squt', 'Barbell Back Squat'],
    ['biking', 'Cycling'],
  ])('"%s" → %s', (query, first) => {
    expect(builtIns.search(query)[0]?.entry.name).toBe(first);
  });

  it('puts every entry first when its own name or any of its aliases is typed', () => {
    const misses = CATALOGUE.flatMap((entry) =>
      [entry.name, ...entry.aliases].filter((name) => builtIns.search(name)[0]?.entry.id !== entry.id).map((name) => `${name} (${entry.id})`),
    );
    expect(misses).toEqual([]);
  });

  it('forgives one typo, not two', () => {
    expect(names(builtIns.search('benhc'))).toContain('Barbell Bench Press');
    expect(names(builtIns.search('bnhec'))).not.toContain('Barbell Bench Press');
    expect(names(builtIns.search('dedalfit'))).toEqual([]);
  });

  it('matches every word typed, the last one as the start of a word', () => {
    const found = builtIns.search('incline dumbbell');
    expect(found.length).toBeGreaterThan(3);
    expect(
      found.every(({ entry }) => [entry.name, ...('aliases' in entry ? entry.aliases : [])].some((name) => /incline.*dumbbell|dumbbell.*incline/i.test(name))),
    ).toBe(true);
    expect(names(builtIns.search('bench p'))).toContain('Barbell Bench Press');
  });

  it('finds nothing for an exercise the catalogue does not hold, so the picker can offer to create it', () => {
    expect(builtIns.search('zercher')).toEqual([]);
    expect(builtIns.search('Zercher Squat')).toEqual([]);
  });

  it('says which alias matched when the name did not', () => {
    expect(builtIns.search('ohp')[0]).toMatchObject({ alias: 'OHP' });
    expect(builtIns.search('Butterfly (Pec Deck)')[0]).toMatchObject({ entry: { name: 'Pec Deck' }, alias: 'Butterfly (Pec Deck)' });
    expect(builtIns.search('barbell bench')[0]?.alias).toBeUndefined();
  });
});

describe('search: the user’s own exercises first', () => {
  const chains: CustomExercise = { id: 'u-1', name: 'Bench Press with Chains', kind: 'weightReps', primary: ['chest'], equipment: ['barbell', 'other'] };
  const zercher: CustomExercise = { id: 'u-2', name: 'Zercher Squat', kind: 'weightReps' };

  it('lists recent exercises first, then custom ones, then the catalogue', () => {
    const search = createExerciseSearch([chains, zercher], ['Dumbbell Bench Press']);
    const found = search.search('bench');
    expect(names(found.slice(0, 3))).toEqual(['Dumbbell Bench Press', 'Bench Press with Chains', 'Barbell Bench Press']);
    expect(found.map((match) => [match.source, match.recent]).slice(0, 3)).toEqual([
      ['catalogue', true],
      ['custom', false],
      ['catalogue', false],
    ]);
  });

  it('knows a recent exercise by any name that links to it, and passes over names that link to nothing', () => {
    const search = createExerciseSearch([], ['Bench Press (Dumbbell)', 'My old free-text lift']);
    expect(search.search('bench')[0]).toMatchObject({ entry: { id: 'dumbbell-bench-press' }, recent: true });
  });

  it('finds a custom exercise by its name, with a typo too', () => {
    const search = createExerciseSearch([zercher], []);
    expect(search.search('zercher')).toMatchObject([{ source: 'custom', entry: zercher }]);
    expect(search.search('zrecher')[0]?.entry).toBe(zercher);
  });

  it('with nothing typed lists recent ones by recency, then custom ones, then the catalogue, by name', () => {
    const search = createExerciseSearch([zercher, chains], ['Pull Up', 'Barbell Bench Press']);
    const all = search.search('');
    expect(all).toHaveLength(CATALOGUE.length + 2);
    expect(names(all.slice(0, 4))).toEqual(['Pull-Up', 'Barbell Bench Press', 'Bench Press with Chains', 'Zercher Squat']);
    const rest = names(all.slice(4)).map((name) => nameWords(name).join(' '));
    expect(rest).toEqual([...rest].sort());
  });
});

describe('search: filters', () => {
  const search = createExerciseSearch([{ id: 'u-1', name: 'Triceps Thing', kind: 'weightReps' }], []);

  it('keeps exercises whose primary muscles hold the muscle chosen', () => {
    const triceps = search.search('', { muscle: 'triceps' });
    expect(triceps.length).toBeGreaterThan(10);
    expect(triceps.every((match) => match.entry.primary?.includes('triceps'))).toBe(true);
    expect(names(triceps)).toContain('Triceps Pushdown');
    expect(names(triceps)).not.toContain('Barbell Bench Press');
    expect(names(triceps)).not.toContain('Triceps Thing');
  });

  it('keeps exercises with the equipment chosen, and combines with the query and the other filter', () => {
    const found = search.search('press', { equipment: 'dumbbell', muscle: 'shoulders' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((match) => match.entry.equipment?.includes('dumbbell') && match.entry.primary?.includes('shoulders'))).toBe(true);
    expect(found[0]?.entry.name).toBe('Dumbbell Shoulder Press');
  });

  it('returns at most `limit` matches, the best ones', () => {
    expect(names(search.search('bench', { limit: 2 }))).toEqual(names(search.search('bench')).slice(0, 2));
    expect(search.search('', { limit: 5 })).toHaveLength(5);
  });
});

describe('findByName: the exact link of a name', () => {
  const own: CustomExercise = { id: 'u-9', name: 'Bench Press', kind: 'repsOnly' };

  it('links a catalogue name or alias, normalised', () => {
    const search = createExerciseSearch([], []);
    expect(search.findByName(' flat barbell BENCH press ')).toMatchObject({ source: 'catalogue', entry: { id: 'barbell-bench-press' } });
    expect(search.findByName('Squat (Barbell)')).toMatchObject({ source: 'catalogue', entry: { id: 'barbell-back-squat' } });
  });

  it('prefers the user’s own exercise of that name', () => {
    expect(createExerciseSearch([own], []).findByName('bench press')).toEqual({ source: 'custom', entry: own });
  });

  it('never guesses', () => {
    const search = createExerciseSearch([], []);
    expect(search.findByName('Benchpress')).toBeUndefined();
    expect(search.findByName('benhc press')).toBeUndefined();
  });
});

describe('typo helpers', () => {
  it('tells words one typo apart', () => {
    expect(['bench', 'bnech', 'bemch', 'bech', 'benchh'].map((typed) => oneTypoApart('bench', typed))).toEqual([false, true, true, true, true]);
    expect(['bnhec', 'ben', 'hcneb'].map((typed) => oneTypoApart('bench', typed))).toEqual([false, false, false]);
  });

  it('spells every swap of two neighbouring letters once', () => {
    expect(swaps('benhc')).toEqual(['ebnhc', 'bnehc', 'behnc', 'bench']);
    expect(swaps('aab')).toEqual(['aba']);
  });
});
