import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_LEVEL_NAMES,
  addDays,
  EXERCISE_KINDS,
  MEASUREMENT_BOUNDS,
  MEASUREMENT_FIELDS,
  REST,
  SET_MEASURE_LIMITS,
  SET_TYPES,
  WEIGHT_GOAL_CHOICES,
  type ExerciseKind,
} from '@fitness/domain';
import { createTestApp, signUp, TEST_APP_ORIGIN, type TestApp } from '../../test-support/test-app';
import { createTestClock } from '../../test-support/test-clock';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup, type BackupMeasurements } from './backup-format';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(new Date('2026-11-28T12:00:00Z')) });
});
afterAll(() => t.close());

const name = fc.stringMatching(/^[A-Z][a-z]{0,6}( [A-Z][a-z]{0,6})?$/);
const notes = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z]{1,5}(, [a-z"]{1,5})?$/));
const pounds = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const day = fc.integer({ min: 0, max: 2500 }).map((n) => addDays('2020-01-01', n));
const rpe = fc.option(
  fc.integer({ min: 12, max: 20 }).map((n) => n / 2),
  { nil: null },
);

/**
 * Groups as the export writes them (docs/decisions/0072): runs of two or more consecutive exercises
 * (each joins the one before or not), ids "1", "2"… in the list's order, a rest of the group's own or none.
 */
function grouped<E extends object>(list: fc.Arbitrary<E[]>): fc.Arbitrary<(E & { group?: { id: string; restSeconds?: number } })[]> {
  return list.chain((exercises) => {
    const each = <T>(arbitrary: fc.Arbitrary<T>) => fc.array(arbitrary, { minLength: exercises.length, maxLength: exercises.length });
    const rest = fc.option(
      fc.integer({ min: 0, max: 40 }).map((n) => n * 15),
      { nil: undefined },
    );
    return fc.tuple(each(fc.boolean()), each(rest)).map(([joins, rests]) => {
      let groups = 0;
      let start = 0;
      const result: (E & { group?: { id: string; restSeconds?: number } })[] = [];
      for (let i = 0; i <= exercises.length; i += 1) {
        if (i < exercises.length && (i === start || joins[i])) continue;
        const run = exercises.slice(start, i);
        const restSeconds = rests[start];
        const group = run.length >= 2 ? { id: String((groups += 1)), ...(restSeconds === undefined ? {} : { restSeconds }) } : null;
        result.push(...run.map((e) => (group ? { ...e, group } : e)));
        start = i;
      }
      return result;
    });
  });
}
const epochMs = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') });
/** A day's session as the export writes it (none when empty): the finish never before the start, notes trimmed. */
const session = fc
  .record({
    startedAt: fc.option(epochMs, { nil: null }),
    length: fc.option(fc.integer({ min: 0, max: 4 * 3600 * 1000 }), { nil: null }),
    notes: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z]{1,8}([ ,\n"]{1,3}[a-z]{1,8}){0,3}$/)),
  })
  .map(({ startedAt, length, notes }) => ({ startedAt, finishedAt: startedAt !== null && length !== null ? startedAt + length : null, notes }))
  .filter((s) => s.startedAt !== null || s.notes !== '');

const kind = fc.constantFrom(...EXERCISE_KINDS);
const seconds = fc.integer({ min: SET_MEASURE_LIMITS.secondsMin, max: SET_MEASURE_LIMITS.secondsMax });
const meters = fc.integer({ min: SET_MEASURE_LIMITS.metersMin, max: SET_MEASURE_LIMITS.metersMax });
const timedKind = (k: ExerciseKind) => k === 'time' || k === 'distanceTime';
/** What a set of the kind measures beyond reps: a time (needed for Time), a distance (needed) and a time (optional) for Distance and time. */
const measures = (k: ExerciseKind) =>
  k === 'time' ? fc.record({ seconds }) : k === 'distanceTime' ? fc.record({ meters, seconds }, { requiredKeys: ['meters'] }) : fc.constant({});
/** A set of the kind, as the export writes it: any type, `warmup` beside it; no weight for Reps only. */
const set = (k: ExerciseKind) =>
  fc
    .tuple(
      fc.record({
        reps: fc.integer({ min: 1, max: 99 }),
        weight: k === 'repsOnly' ? fc.constant(0) : pounds(1500),
        notes,
        type: fc.constantFrom(...SET_TYPES),
        rpe,
      }),
      measures(k),
    )
    .map(([s, m]) => ({ ...s, warmup: s.type === 'warmup', ...m }));
const logExercise = kind
  .chain((k) => fc.record({ name, kind: fc.constant(k), tracked: fc.boolean(), bw: fc.boolean(), sets: fc.array(set(k), { minLength: 1, maxLength: 6 }) }))
  .map((e) => ({ ...e, bw: e.tracked && e.bw }));
const logs = fc.uniqueArray(
  // A day's routine name when its log came from a routine (issue #50).
  fc.record(
    { date: day, exercises: grouped(fc.array(logExercise, { minLength: 1, maxLength: 4 })), session, routineName: name },
    { requiredKeys: ['date', 'exercises'] },
  ),
  { selector: (l) => l.date, maxLength: 8 },
);
const weights = fc.uniqueArray(fc.record({ date: day, weight: pounds(1000).filter((w) => w > 0) }), { selector: (w) => w.date, maxLength: 8 });
// Any of the six within its stored bounds (cm, %), to the stored 2 decimals; at least one a day.
const measuredValues = fc
  .record(
    Object.fromEntries(
      MEASUREMENT_FIELDS.map((field) => [
        field,
        fc.integer({ min: MEASUREMENT_BOUNDS[field].min * 100, max: MEASUREMENT_BOUNDS[field].max * 100 }).map((n) => n / 100),
      ]),
    ),
    { requiredKeys: [] },
  )
  .filter((values) => Object.keys(values).length > 0);
const measurements = fc.uniqueArray(
  fc.tuple(day, measuredValues).map(([date, values]): BackupMeasurements => ({ date, ...values })),
  { selector: (m) => m.date, maxLength: 6 },
);
const low = fc.integer({ min: 1, max: 10 });
// A kind, and the targets it has (each optional): a time for Time, a distance and a time to beat for Distance and time.
const routineExercise = kind
  .chain((k) =>
    fc.record({
      name,
      kind: fc.constant(k),
      setsLow: low,
      setsHigh: fc.option(fc.integer({ min: 11, max: 20 }), { nil: null }),
      repsLow: low,
      repsHigh: fc.option(fc.integer({ min: 11, max: 20 }), { nil: null }),
      weight: pounds(1500),
      tracked: fc.boolean(),
      bw: fc.boolean(),
      notes,
      targets: fc.record({ targetSeconds: seconds, targetMeters: meters }, { requiredKeys: [] }),
      // Each its own and optional: a rest in 15 s steps, an increase in stored pounds.
      progression: fc.record(
        {
          restSeconds: fc.integer({ min: 0, max: REST.maxSeconds / REST.stepSeconds }).map((n) => n * REST.stepSeconds),
          increaseBy: fc.integer({ min: 1, max: 2000 }).map((n) => n / 100),
        },
        { requiredKeys: [] },
      ),
    }),
  )
  .map(({ targets, progression, ...e }) => ({
    ...e,
    ...progression,
    bw: e.tracked && e.bw,
    ...(timedKind(e.kind) && targets.targetSeconds !== undefined ? { targetSeconds: targets.targetSeconds } : {}),
    ...(e.kind === 'distanceTime' && targets.targetMeters !== undefined ? { targetMeters: targets.targetMeters } : {}),
  }));
const routines = fc.array(fc.record({ name, exercises: grouped(fc.array(routineExercise, { maxLength: 4 })) }), { maxLength: 3 });
const profile = fc.option(
  fc
    .record({
      weight: pounds(1000),
      height: fc.integer({ min: 0, max: 130 }),
      age: fc.integer({ min: 0, max: 100 }),
      activityLevel: fc.constantFrom('' as const, ...ACTIVITY_LEVEL_NAMES),
      gender: fc.constantFrom('' as const, 'Male' as const, 'Female' as const),
      measurementType: fc.constantFrom('imperial' as const, 'metric' as const),
      weightGoal: fc.constantFrom(...WEIGHT_GOAL_CHOICES),
      targetWeight: pounds(1000),
    })
    .map((p) => ({ ...p, targetWeight: p.weightGoal === 0 ? 0 : p.targetWeight })),
  { nil: null },
);
const backup: fc.Arbitrary<Backup> = fc
  // Without `measurements` too: a backup written before they were part of it.
  .record({
    profile,
    weights,
    measurements: fc.option(measurements, { nil: undefined }),
    routines,
    workoutLogs: logs,
    trackedOrder: fc.array(name, { maxLength: 4 }),
  })
  .map((b) => ({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: '2026-11-01T00:00:00.000Z',
    units: { stored: 'lbs', display: b.profile?.measurementType ?? 'imperial' },
    ...b,
  }));

async function restoreIntoNewAccount(file: string): Promise<Backup> {
  const { cookie } = await signUp(t.app);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/import?dryRun=false',
    payload: file,
    headers: { cookie, 'content-type': 'application/json', origin: TEST_APP_ORIGIN },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const exported = await t.app.inject({ method: 'GET', url: '/api/export?format=json', headers: { cookie } });
  return { ...(exported.json() as Backup), exportedAt: 'the export time' };
}

describe('the backup', () => {
  it('property: export → import into an empty account → export is the identity (groups, sessions, routine names and notes too)', async () => {
    await fc.assert(
      fc.asyncProperty(backup, async (generated) => {
        // Any backup, once restored, is an account's export; restoring that export gives it back exactly.
        const exported = await restoreIntoNewAccount(JSON.stringify(generated));
        const again = await restoreIntoNewAccount(JSON.stringify(exported));
        expect(again).toEqual(exported);
        // Nothing of the generated backup is lost on the way (the tracked order keeps the names that have entries).
        expect(exported.workoutLogs).toEqual([...generated.workoutLogs].sort((a, b) => (a.date < b.date ? -1 : 1)));
        expect(exported.routines).toEqual(generated.routines);
        expect(exported.weights).toEqual([...generated.weights].sort((a, b) => (a.date < b.date ? -1 : 1)));
        expect(exported.measurements).toEqual([...(generated.measurements ?? [])].sort((a, b) => (a.date < b.date ? -1 : 1)));
        // A backup's profile fills the empty account's (without one, weigh-ins make a blank profile with the latest weight).
        if (generated.profile) expect(exported.profile).toEqual(generated.profile);
      }),
      { numRuns: 12 },
    );
  });
});
