import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_LEVEL_NAMES, addDays, MEASUREMENT_BOUNDS, MEASUREMENT_FIELDS, WEIGHT_GOAL_CHOICES } from '@fitness/domain';
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

const set = fc.record({ reps: fc.integer({ min: 1, max: 99 }), weight: pounds(1500), notes, warmup: fc.boolean(), rpe });
const logExercise = fc
  .record({ name, tracked: fc.boolean(), bw: fc.boolean(), sets: fc.array(set, { minLength: 1, maxLength: 6 }) })
  .map((e) => ({ ...e, bw: e.tracked && e.bw }));
const logs = fc.uniqueArray(fc.record({ date: day, exercises: fc.array(logExercise, { minLength: 1, maxLength: 4 }) }), {
  selector: (l) => l.date,
  maxLength: 8,
});
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
const routineExercise = fc
  .record({
    name,
    setsLow: low,
    setsHigh: fc.option(fc.integer({ min: 11, max: 20 }), { nil: null }),
    repsLow: low,
    repsHigh: fc.option(fc.integer({ min: 11, max: 20 }), { nil: null }),
    weight: pounds(1500),
    tracked: fc.boolean(),
    bw: fc.boolean(),
    notes,
  })
  .map((e) => ({ ...e, bw: e.tracked && e.bw }));
const routines = fc.array(fc.record({ name, exercises: fc.array(routineExercise, { maxLength: 4 }) }), { maxLength: 3 });
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
  it('property: export → import into an empty account → export is the identity', async () => {
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
