import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as catalogue from '@fitness/catalogue';
import { addDays } from '@fitness/domain';
import { nameResolver } from './name-links';
import { mergeOffers, unlinkedNames } from './not-linked';
import { setsPerMuscleWeeks } from './weeks-of-sets';

const zercher = { id: 'c1', name: 'Zercher Squat', kind: 'weightReps', primary: ['quads'], secondary: ['glutes', 'abs'] } as const;
const nameOf = (choice: ReturnType<ReturnType<typeof nameResolver>>) => choice && `${choice.source}:${choice.entry.name}`;

describe('what a name links to', () => {
  it('takes a hand link first, then a custom exercise of that name, then a catalogue name or alias, all normalised', () => {
    const resolve = nameResolver(
      catalogue,
      [zercher, { id: 'c2', name: 'Squat Thing', kind: 'weightReps' }],
      [
        { name: 'Benchpress', catalogueId: 'barbell-bench-press' },
        { name: 'My Squat', customId: 'c1' },
        // Its custom exercise was deleted, its catalogue id unknown: passed over.
        { name: 'Gone', customId: 'deleted' },
        { name: 'Flat Bench', catalogueId: 'no-such-entry' },
      ],
    );
    expect(nameOf(resolve(' benchpress '))).toBe('catalogue:Barbell Bench Press');
    expect(nameOf(resolve('MY SQUAT'))).toBe('custom:Zercher Squat');
    expect(nameOf(resolve('zércher squat'))).toBe('custom:Zercher Squat');
    expect(nameOf(resolve('Bench Press (Barbell)'))).toBe('catalogue:Barbell Bench Press');
    expect(nameOf(resolve('Flat Bench'))).toBe('catalogue:Barbell Bench Press');
    expect(resolve('Gone')).toBeUndefined();
    expect(resolve('Mystery Move')).toBeUndefined();
  });

  it('lists each unlinked name once, tracked first, with the search’s first result; merges into the name equal to the exercise', () => {
    const resolve = nameResolver(catalogue, [zercher], [{ name: 'Benchpress', catalogueId: 'barbell-bench-press' }]);
    const search = catalogue.createExerciseSearch([zercher], []);
    const unlinked = unlinkedNames(
      catalogue,
      [
        { name: 'Incline DB press', kind: 'weightReps' },
        { name: 'Bench Press', kind: 'weightReps' },
        { name: 'Foo Bar', kind: 'time' },
        { name: 'incline db  press', kind: 'repsOnly' },
      ],
      resolve,
      search,
    );
    expect(unlinked.map((u) => [u.name, u.kind, u.suggestion?.entry.name])).toEqual([
      ['Incline DB press', 'weightReps', 'Incline Dumbbell Bench Press'],
      ['Foo Bar', 'time', undefined],
    ]);
    expect(mergeOffers(catalogue, ['Benchpress', 'Bench Press', 'Squat', 'Barbell Bench Press', 'Mystery'], resolve)).toEqual([
      expect.objectContaining({ name: 'Benchpress', into: 'Barbell Bench Press' }),
      expect.objectContaining({ name: 'Bench Press', into: 'Barbell Bench Press' }),
    ]);
    expect(mergeOffers(catalogue, ['Benchpress', 'Bench Press'], resolve)).toEqual([expect.objectContaining({ name: 'Bench Press', into: 'Benchpress' })]);
  });
});

describe('the weeks of "Sets per muscle"', () => {
  const today = '2025-03-12'; // a Wednesday
  const names = ['Bench Press', 'Squat', 'Zercher Squat', 'Pull-up', 'Mystery Move'];
  const resolve = nameResolver(catalogue, [zercher], []);

  it('are the 8 Mondays up to this week, each muscle 1 per working set as primary and 0.5 as secondary', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            back: fc.integer({ min: 0, max: 7 }),
            names: fc.uniqueArray(fc.record({ name: fc.constantFrom(...names), workingSets: fc.integer({ min: 1, max: 12 }) }), { selector: (n) => n.name }),
          }),
          { maxLength: 8 },
        ),
        (weeks) => {
          const answer = { weeks: weeks.map((w) => ({ weekStart: addDays('2025-03-10', -7 * w.back), names: w.names })) };
          const shown = setsPerMuscleWeeks(catalogue, answer, today, resolve);
          expect(shown.map((w) => w.week)).toEqual(Array.from({ length: 8 }, (_, i) => addDays('2025-03-10', -7 * (7 - i))));
          for (const week of shown) {
            const logged = answer.weeks.filter((w) => w.weekStart === week.week).flatMap((w) => w.names);
            const expected = logged.reduce((sum, { name, workingSets }) => {
              const muscles = resolve(name)?.entry;
              return muscles ? sum + workingSets * ((muscles.primary ?? []).length + 0.5 * (muscles.secondary ?? []).length) : sum;
            }, 0);
            expect(week.muscles.reduce((sum, m) => sum + m.sets, 0)).toBe(expected);
            expect(week.unlinked.reduce((sum, u) => sum + u.sets, 0)).toBe(logged.filter((n) => !resolve(n.name)).reduce((sum, n) => sum + n.workingSets, 0));
          }
        },
      ),
    );
  });
});
