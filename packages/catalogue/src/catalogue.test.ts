import { EXERCISE_KINDS } from '@fitness/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, catalogueEntry, findCatalogueEntry } from './catalogue';
import { normaliseName } from './normalise';
import { EXERCISE_EQUIPMENT, MUSCLES } from './types';

const duplicates = (values: readonly string[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('the catalogue is sound', () => {
  it('holds at least 250 built-in exercises', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(250);
  });

  it('has unique slug ids and unique names', () => {
    expect(CATALOGUE.filter((entry) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id)).map((entry) => entry.id)).toEqual([]);
    expect(duplicates(CATALOGUE.map((entry) => entry.id))).toEqual([]);
    expect(duplicates(CATALOGUE.map((entry) => normaliseName(entry.name)))).toEqual([]);
  });

  it('shares no alias between two entries, and no alias repeats a name (trimmed, case- and accent-insensitive)', () => {
    const owner = new Map<string, string>();
    for (const entry of CATALOGUE) owner.set(normaliseName(entry.name), entry.id);
    const clashes: string[] = [];
    for (const entry of CATALOGUE) {
      const own = new Set<string>();
      for (const alias of entry.aliases) {
        const key = normaliseName(alias);
        if (owner.has(key) || own.has(key)) clashes.push(`${entry.id}: "${alias}" is already ${owner.get(key) ?? entry.id}'s`);
        own.add(key);
      }
      for (const key of own) owner.set(key, entry.id);
    }
    expect(clashes).toEqual([]);
  });

  it('takes every muscle and equipment from the fixed lists, with a primary muscle, a piece of equipment and a kind each', () => {
    const wrong = CATALOGUE.flatMap((entry) => [
      ...[...entry.primary, ...entry.secondary].filter((muscle) => !MUSCLES.includes(muscle)).map((m) => `${entry.id}: muscle ${m}`),
      ...entry.equipment.filter((item) => !EXERCISE_EQUIPMENT.includes(item)).map((item) => `${entry.id}: equipment ${item}`),
      ...(entry.primary.length === 0 ? [`${entry.id}: no primary muscle`] : []),
      ...(entry.equipment.length === 0 ? [`${entry.id}: no equipment`] : []),
      ...entry.secondary.filter((muscle) => entry.primary.includes(muscle)).map((m) => `${entry.id}: ${m} both primary and secondary`),
      ...duplicates([...entry.primary, ...entry.secondary, ...entry.equipment]).map((item) => `${entry.id}: ${item} twice`),
      ...(EXERCISE_KINDS.includes(entry.kind) ? [] : [`${entry.id}: kind ${entry.kind}`]),
    ]);
    expect(wrong).toEqual([]);
  });

  it('has exercises of every kind: holds are Time, runs, rows, rides and carries Distance and time, bodyweight staples Reps only', () => {
    const kindOf = (id: string) => catalogueEntry(id)?.kind;
    expect(['plank', 'side-plank', 'dead-hang', 'wall-sit', 'l-sit'].map(kindOf)).toEqual(Array(5).fill('time'));
    expect(['running', 'rowing-machine', 'cycling', 'swimming', 'farmers-carry', 'sled-push'].map(kindOf)).toEqual(Array(6).fill('distanceTime'));
    expect(['pull-up', 'chin-up', 'push-up', 'triceps-dip', 'chest-dip', 'crunch'].map(kindOf)).toEqual(Array(6).fill('repsOnly'));
    expect(['barbell-bench-press', 'barbell-back-squat', 'barbell-deadlift', 'weighted-pull-up'].map(kindOf)).toEqual(Array(4).fill('weightReps'));
  });

  it('leaves the Zercher Squat out: the issue’s journey creates it as a custom exercise', () => {
    expect(findCatalogueEntry('Zercher Squat')).toBeUndefined();
    expect(CATALOGUE.filter((entry) => /zercher/i.test([entry.name, ...entry.aliases].join(' ')))).toEqual([]);
  });
});

describe('finding an entry', () => {
  it('finds an entry by id, and nothing for an unknown id', () => {
    expect(catalogueEntry('barbell-bench-press')?.name).toBe('Barbell Bench Press');
    expect(catalogueEntry('no-such-exercise')).toBeUndefined();
  });

  it('links a name or alias exactly, trimmed and case-, accent-, hyphen- and apostrophe-insensitive', () => {
    expect(findCatalogueEntry('Barbell Bench Press')?.id).toBe('barbell-bench-press');
    expect(findCatalogueEntry('  bench press (BARBELL) ')?.id).toBe('barbell-bench-press');
    expect(findCatalogueEntry('Flat Bench')?.id).toBe('barbell-bench-press');
    expect(findCatalogueEntry('Bénch Préss')?.id).toBe('barbell-bench-press');
    expect(findCatalogueEntry('pull up')?.id).toBe('pull-up');
    expect(findCatalogueEntry('Farmers Carry')?.id).toBe('farmers-carry');
  });

  it('never guesses: a name that is only close links to nothing', () => {
    expect(findCatalogueEntry('Benchpress')).toBeUndefined();
    expect(findCatalogueEntry('Bench')).toBeUndefined();
    expect(findCatalogueEntry('')).toBeUndefined();
  });
});
