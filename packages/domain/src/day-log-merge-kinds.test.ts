import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeDayLogs, type DayLog, type DayLogExercise, type DayLogSet } from './day-log-merge';
import { EXERCISE_KINDS, SET_TYPES } from './set-kinds';

// The new fields of issue #47 ride along with their set and exercise through the two-device merge
// (docs/decisions/0045, 0071): a set is wholly its winning version, an exercise's kind comes with its name.

const NOW = 1_000_000;

/** One device's version of a set: what it may change, and when. */
const setEditArb = fc.record({
  changedAt: fc.integer({ min: 0, max: 20 }),
  reps: fc.integer({ min: 1, max: 20 }),
  type: fc.constantFrom(...SET_TYPES),
  seconds: fc.option(fc.integer({ min: 1, max: 86_400 }), { nil: undefined }),
  meters: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
});
const exerciseEditArb = fc.record({
  changedAt: fc.integer({ min: 0, max: 20 }),
  name: fc.constantFrom('Plank', 'Run', 'Carry'),
  kind: fc.constantFrom(...EXERCISE_KINDS),
});
/** Per exercise, a device's own version of it and of each of its sets (absent: the device never had that set). */
const deviceArb = (exercises: number, sets: number): fc.Arbitrary<DeviceEdits> =>
  fc.array(fc.record({ exercise: exerciseEditArb, sets: fc.array(fc.option(setEditArb, { nil: undefined }), { minLength: sets, maxLength: sets }) }), {
    minLength: exercises,
    maxLength: exercises,
  });

type SetEdit = Pick<DayLogSet, 'changedAt' | 'reps' | 'type' | 'seconds' | 'meters'>;
type DeviceEdits = { exercise: Pick<DayLogExercise, 'changedAt' | 'name' | 'kind'>; sets: (SetEdit | undefined)[] }[];

function logOf(device: DeviceEdits): DayLog {
  const exercises: DayLogExercise[] = device.flatMap(({ exercise, sets }, e) => {
    const kept = sets.flatMap((edit, s): DayLogSet[] => {
      if (!edit) return [];
      const { type, seconds, meters, ...rest } = edit;
      return [
        {
          id: `s${e}-${s}`,
          weight: 0,
          notes: '',
          rpe: null,
          warmup: type === 'warmup',
          type,
          ...(seconds === undefined ? {} : { seconds }),
          ...(meters === undefined ? {} : { meters }),
          ...rest,
        },
      ];
    });
    return kept.length ? [{ id: `e${e}`, ...exercise, tracked: true, bw: false, sets: kept }] : [];
  });
  return { exercises, deleted: [] };
}

const scenarioArb = fc
  .record({ exercises: fc.integer({ min: 1, max: 3 }), sets: fc.integer({ min: 1, max: 4 }) })
  .chain(({ exercises, sets }) => fc.record({ phone: deviceArb(exercises, sets), laptop: deviceArb(exercises, sets) }))
  .map(({ phone, laptop }) => ({ phone: logOf(phone), laptop: logOf(laptop) }));

const versions = <T extends { id: string; changedAt?: number }>(all: T[], id: string) => {
  const of = all.filter((v) => v.id === id);
  const latest = Math.max(...of.map((v) => v.changedAt ?? 0));
  return of.filter((v) => (v.changedAt ?? 0) === latest);
};

describe('mergeDayLogs with kinds and set types', () => {
  it("keeps a time set's type, seconds and metres from the later version, never mixing two versions", () => {
    const set = (changedAt: number, extra: Partial<DayLogSet>): DayLogSet => ({
      id: 't1',
      reps: 1,
      weight: 0,
      notes: '',
      warmup: false,
      rpe: null,
      changedAt,
      ...extra,
    });
    const plank = (sets: DayLogSet[], changedAt: number): DayLogExercise => ({
      id: 'p',
      name: 'Plank',
      kind: 'time',
      tracked: true,
      bw: false,
      changedAt,
      sets,
    });
    const phone: DayLog = { exercises: [plank([set(300, { type: 'failure', seconds: 75 })], 100)], deleted: [] };
    const laptop: DayLog = { exercises: [plank([set(200, { type: 'drop', seconds: 60, weight: 20 })], 100)], deleted: [] };
    for (const [a, b] of [
      [phone, laptop],
      [laptop, phone],
    ] as const)
      expect(mergeDayLogs(a, b, NOW).log.exercises[0]!.sets).toEqual([set(300, { type: 'failure', seconds: 75 })]);
  });

  it("takes an exercise's kind from its later change, with its name", () => {
    const run = (kind: DayLogExercise['kind'], name: string, changedAt: number): DayLogExercise => ({
      id: 'r',
      name,
      kind,
      tracked: true,
      bw: false,
      changedAt,
      sets: [{ id: 'r1', reps: 1, weight: 0, notes: '', warmup: false, rpe: null, changedAt: 10, meters: 5000 }],
    });
    const merged = mergeDayLogs({ exercises: [run('distanceTime', 'Run', 50)], deleted: [] }, { exercises: [run('time', 'Jog', 40)], deleted: [] }, NOW);
    expect(merged.log.exercises[0]).toMatchObject({ name: 'Run', kind: 'distanceTime' });
  });

  it('property: every merged set is wholly one of its latest versions (type, seconds, metres with it); every exercise likewise', () => {
    fc.assert(
      fc.property(scenarioArb, ({ phone, laptop }) => {
        const allSets = [phone, laptop].flatMap((l) => l.exercises.flatMap((e) => e.sets));
        const allExercises = [phone, laptop].flatMap((l) => l.exercises.map(({ sets: _sets, ...fields }) => fields));
        const { log } = mergeDayLogs(phone, laptop, NOW);
        for (const set of log.exercises.flatMap((e) => e.sets)) expect(versions(allSets, set.id)).toContainEqual(set);
        for (const { sets: _sets, ...fields } of log.exercises) expect(versions(allExercises, fields.id)).toContainEqual(fields);
        // Nothing is lost: each set either device has is in the result (no deletions here).
        expect(new Set(log.exercises.flatMap((e) => e.sets.map((s) => s.id)))).toEqual(new Set(allSets.map((s) => s.id)));
      }),
      { numRuns: 400 },
    );
  });
});
