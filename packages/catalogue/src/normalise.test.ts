import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameWords, normaliseName } from './normalise';

describe('normaliseName', () => {
  it('trims, lowercases, drops accents and apostrophes, and reads hyphens and runs of spaces as one space', () => {
    expect(normaliseName('  Développé   Couché ')).toBe('developpe couche');
    expect(normaliseName('Farmer’s Walk')).toBe('farmers walk');
    expect(normaliseName('Step-up')).toBe(normaliseName('Step Up'));
    expect(normaliseName('T-Bar Row')).toBe('t bar row');
    expect(normaliseName('Bench Press (Barbell)')).toBe('bench press (barbell)');
  });

  it('is idempotent and ignores case', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(normaliseName(normaliseName(name))).toBe(normaliseName(name));
        expect(normaliseName(name.toUpperCase())).toBe(normaliseName(name.toLowerCase()));
      }),
    );
  });
});

describe('nameWords', () => {
  it('splits a name into its normalised words', () => {
    expect(nameWords('Bench Press - Close Grip (Barbell)')).toEqual(['bench', 'press', 'close', 'grip', 'barbell']);
    expect(nameWords("Captain's Chair Knee Raise")).toEqual(['captains', 'chair', 'knee', 'raise']);
    expect(nameWords(' ( ) ')).toEqual([]);
  });
});

describe('names beyond ASCII', () => {
  it('keep their letters as words', () => {
    expect(nameWords('Presse à cuisses')).toEqual(['presse', 'a', 'cuisses']);
    expect(nameWords('Жим лёжа')).toEqual(['жим', 'лежа']);
    expect(nameWords('Ćwiczenie 2')).toEqual(['cwiczenie', '2']);
  });
});
