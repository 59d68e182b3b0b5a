import { addDays } from '@fitness/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createExerciseSearch } from './search';
import { MUSCLES, type CustomExercise, type Muscle } from './types';
import { weekOf, weeklySetsPerMuscle, type MuscleCountLog, type MuscleResolver } from './weekly-sets';

const working = (count: number) => Array.from({ length: count }, () => ({}));
const warmUps = (count: number) => Array.from({ length: count }, () => ({ warmup: true }));

describe('weekOf', () => {
  it('is the Monday of the day’s week, Monday to Sunday', () => {
    expect(['2024-06-03', '2024-06-05', '2024-06-09'].map(weekOf)).toEqual(['2024-06-03', '2024-06-03', '2024-06-03']);
    expect(weekOf('2024-06-10')).toBe('2024-06-10');
    expect(weekOf('2025-01-01')).toBe('2024-12-30');
    expect(weekOf('2024-06-05T23:30:00.000Z')).toBe('2024-06-03');
  });
});

describe('weeklySetsPerMuscle against a hand-computed week', () => {
  const zercher: CustomExercise = {
    id: 'u-1',
    name: 'Zercher Squat',
    kind: 'weightReps',
    primary: ['quads'],
    secondary: ['glutes', 'upper back', 'abs', 'quads'],
  };
  const search = createExerciseSearch([zercher], []);
  const resolve: MuscleResolver = (name) => search.findByName(name)?.entry;
  const logs: MuscleCountLog[] = [
    {
      date: '2024-06-03',
      exercises: [
        { name: 'Barbell Bench Press', sets: [...warmUps(2), ...working(3)] },
        { name: 'Zercher Squat', sets: working(3) },
      ],
    },
    {
      date: '2024-06-05',
      exercises: [
        // Strong's name of the same entry; a set typed 'warmup' is a warm-up too, a drop set counts.
        { name: 'Bench Press (Barbell)', sets: [{ type: 'warmup' as const }, ...working(2)] },
        { name: 'Triceps Pushdown', sets: [...working(2), { type: 'drop' as const }] },
        { name: 'Pull Up', sets: working(2) },
      ],
    },
    {
      date: '2024-06-09',
      exercises: [
        { name: 'Dumbbell Lateral Raise', sets: working(4) },
        { name: 'Free text thing', sets: working(2) },
        { name: 'Only warm-ups', sets: warmUps(3) },
      ],
    },
    { date: '2024-06-10', exercises: [{ name: 'Squat (Barbell)', sets: working(5) }] },
  ];
  const [week, next] = weeklySetsPerMuscle(logs, resolve);

  it('counts 1 per working set for a primary muscle and 0.5 for a secondary one, warm-ups not at all', () => {
    expect(week!.week).toBe('2024-06-03');
    // bench 5 working sets (chest | triceps, shoulders), pushdown 3 (triceps), pull-up 2 (lats | biceps, upper back),
    // lateral raise 4 (shoulders | traps), Zercher 3 (quads | glutes, upper back, abs; quads listed twice counts once, as primary).
    expect(week!.muscles.map(({ muscle, sets }) => [muscle, sets])).toEqual([
      ['shoulders', 6.5],
      ['triceps', 5.5],
      ['chest', 5],
      ['quads', 3],
      ['upper back', 2.5],
      ['lats', 2],
      ['traps', 2],
      ['abs', 1.5],
      ['glutes', 1.5],
      ['biceps', 1],
    ]);
  });

  it('lists the exercises behind a muscle, most sets first, by the name logged', () => {
    expect(week!.muscles.find((m) => m.muscle === 'triceps')!.exercises).toEqual([
      { name: 'Triceps Pushdown', sets: 3 },
      { name: 'Barbell Bench Press', sets: 1.5 },
      { name: 'Bench Press (Barbell)', sets: 1 },
    ]);
  });

  it('reports working sets of names linked to nothing instead of counting them', () => {
    expect(week!.unlinked).toEqual([{ name: 'Free text thing', sets: 2 }]);
  });

  it('starts a new week on Monday', () => {
    expect(next!.week).toBe('2024-06-10');
    expect(next!.muscles.map(({ muscle, sets }) => [muscle, sets])).toEqual([
      ['glutes', 5],
      ['quads', 5],
      ['lower back', 2.5],
      ['hamstrings', 2.5],
      ['adductors', 2.5],
    ]);
  });
});

describe('weeklySetsPerMuscle against a brute-force count', () => {
  const muscleList = fc.uniqueArray(fc.constantFrom(...MUSCLES), { maxLength: 4 });
  const pool = fc.array(fc.record({ primary: muscleList, secondary: muscleList, linked: fc.boolean() }), { minLength: 1, maxLength: 6 });
  const setArb = fc.oneof(
    fc.constant({}),
    fc.constant({ warmup: true }),
    fc.constantFrom(...(['normal', 'warmup', 'drop', 'failure'] as const)).map((type) => ({ type })),
  );
  const logsArb = (size: number) =>
    fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 40 }),
        exercises: fc.array(fc.record({ exercise: fc.nat({ max: size - 1 }), sets: fc.array(setArb, { maxLength: 6 }) }), { maxLength: 5 }),
      }),
      { maxLength: 12 },
    );

  it('gives every muscle of every week Σ working sets × (1 primary, 0.5 secondary only), and its exercises add up to it', () => {
    fc.assert(
      fc.property(
        pool.chain((exercises) => fc.tuple(fc.constant(exercises), logsArb(exercises.length))),
        ([exercises, drawn]) => {
          const name = (k: number) => `Exercise ${k}`;
          const resolve: MuscleResolver = (n) => {
            const found = exercises[Number(n.split(' ')[1])];
            return found?.linked ? found : undefined;
          };
          const logs: MuscleCountLog[] = drawn.map(({ day, exercises: done }) => ({
            date: addDays('2024-01-01', day),
            exercises: done.map(({ exercise, sets }) => ({ name: name(exercise), sets })),
          }));
          const isWorking = (set: { warmup?: boolean; type?: string | null }) => (set.type ?? (set.warmup ? 'warmup' : 'normal')) !== 'warmup';
          const expected = new Map<string, number>();
          for (const log of logs) {
            for (const done of log.exercises) {
              const muscles = exercises[Number(done.name.split(' ')[1])]!;
              if (!muscles.linked) continue;
              for (const muscle of MUSCLES) {
                const share = muscles.primary.includes(muscle) ? 1 : muscles.secondary.includes(muscle) ? 0.5 : 0;
                const sets = done.sets.filter(isWorking).length * share;
                if (sets > 0) expected.set(`${weekOf(log.date)} ${muscle}`, (expected.get(`${weekOf(log.date)} ${muscle}`) ?? 0) + sets);
              }
            }
          }
          const actual = new Map<string, number>();
          for (const week of weeklySetsPerMuscle(logs, resolve)) {
            for (const { muscle, sets, exercises: behind } of week.muscles) {
              actual.set(`${week.week} ${muscle}`, sets);
              expect(behind.reduce((sum, e) => sum + e.sets, 0)).toBe(sets);
            }
          }
          expect(actual).toEqual(expected);
        },
      ),
    );
  });

  it('puts the weeks oldest first and the muscles most sets first', () => {
    const resolve: MuscleResolver = () => ({ primary: ['chest'] as Muscle[], secondary: ['triceps'] as Muscle[] });
    const weeks = weeklySetsPerMuscle(
      [
        { date: '2024-06-20', exercises: [{ name: 'A', sets: working(2) }] },
        { date: '2024-06-03', exercises: [{ name: 'A', sets: working(1) }] },
      ],
      resolve,
    );
    expect(weeks.map((w) => w.week)).toEqual(['2024-06-03', '2024-06-17']);
    expect(weeks[0]!.muscles.map((m) => m.muscle)).toEqual(['chest', 'triceps']);
  });
});
