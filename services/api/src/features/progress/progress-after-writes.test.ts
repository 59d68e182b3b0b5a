import { ONE_REP_MAX_FORMULAS, type OneRepMaxFormula } from '@fitness/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { appWithUser, newUserOn, type Client } from '../../test-support/api-client';
import { DerivationCache } from '../../platform/user-data/derivation-cache';
import { PersonalRecordsService } from './personal-records';
import { ProgressService } from './progress';

// After a write the derivation reads only the logs whose revision changed, records take over the
// names whose entries are the same, and body weights are kept while no weigh-in or profile changed
// (decisions 0052, 0062): whatever the writes, what the API answers must equal derivations made from nothing.
const NOW = '2030-06-15T12:00:00Z';
const DAYS = ['2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13', '2030-06-14'];
const NAMES = ['Squats', 'Bench Press', 'Rows'];
let t: TestApp;

beforeAll(async () => {
  ({ t } = await appWithUser(NOW));
});
afterAll(() => t.close());

const set = fc.record({ reps: fc.integer({ min: 1, max: 12 }), weight: fc.integer({ min: 0, max: 300 }), notes: fc.constant('') });
const exercise = fc.record({ name: fc.constantFrom(...NAMES), tracked: fc.boolean(), bw: fc.boolean(), sets: fc.array(set, { maxLength: 3 }) });
const step = fc.oneof(
  fc.record({ kind: fc.constant('sync' as const), day: fc.constantFrom(...DAYS), exercises: fc.array(exercise, { maxLength: 3 }), read: fc.boolean() }),
  fc.record({ kind: fc.constant('rename' as const), from: fc.constantFrom(...NAMES), to: fc.constantFrom(...NAMES, 'Front Squats'), read: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteEntry' as const), pick: fc.nat(), read: fc.boolean() }),
  fc.record({ kind: fc.constant('weighIn' as const), day: fc.constantFrom(...DAYS), weight: fc.integer({ min: 120, max: 260 }), read: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteWeighIn' as const), day: fc.constantFrom(...DAYS), read: fc.boolean() }),
  fc.record({
    kind: fc.constant('profile' as const),
    weight: fc.integer({ min: 0, max: 260 }),
    formula: fc.constantFrom(...ONE_REP_MAX_FORMULAS),
    read: fc.boolean(),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

type Tracked = { exerciseName: string; entryCount: number };

/** A profile save: the weight before the first weigh-in and the "1RM formula" are what records read of it. */
const PROFILE = { height: 70, age: 30, activityLevel: 'Sedentary', gender: 'Male', measurementType: 'imperial', weightGoal: 0, targetWeight: 0 };
type Summary = { id: string };

async function apply(client: Client, s: Step): Promise<void> {
  if (s.kind === 'sync') await client.mutate('workoutLog.sync', { localLog: { exercises: s.exercises }, timezone: 'UTC', date: s.day });
  if (s.kind === 'weighIn') await client.mutate('weight.save', { date: s.day, weight: s.weight });
  // A day without a weigh-in answers 404 and changes nothing.
  if (s.kind === 'deleteWeighIn') await client.mutate('weight.delete', { date: s.day });
  if (s.kind === 'profile') expect((await client.mutate('profile.save', { ...PROFILE, weight: s.weight, oneRepMaxFormula: s.formula })).status).toBe(200);
  if (s.kind === 'rename') await client.mutate('progress.rename', { name: s.from, newName: s.to });
  if (s.kind === 'deleteEntry') {
    const names = (await client.query<Tracked[]>('progress.list')).data;
    const ids = (await Promise.all(names.map(async (n) => (await client.query<Summary[]>('progress.history', { exerciseName: n.exerciseName })).data))).flat();
    if (ids.length) await client.mutate('progress.deleteEntry', { id: ids[s.pick % ids.length]!.id });
  }
}

/** The list, every name's history and every entry's sets, and the records, as the API answers them. */
async function answered(client: Client) {
  const list = (await client.query<Tracked[]>('progress.list')).data;
  const histories = await Promise.all(list.map(async (n) => (await client.query<Summary[]>('progress.history', { exerciseName: n.exerciseName })).data));
  const entries = await Promise.all(histories.flat().map(async (e) => (await client.query('progress.entry', { id: e.id })).data));
  const records = (await client.query('progress.records')).data;
  return { list, histories, entries, records };
}

/** The same, from derivations made from nothing (services with a cache of their own that never derived, on the same store; the profile as the API answers it). */
async function fromNothing(client: Client, userId: string) {
  const cache = new DerivationCache({ current: async () => 0 }, 2 ** 30);
  const fresh = new ProgressService(t.storage, cache);
  const profile = (await client.query<{ weight: number; oneRepMaxFormula: OneRepMaxFormula }>('profile.get')).data;
  const personalRecords = new PersonalRecordsService(
    fresh,
    {
      oneRepMaxFormula: async () => profile.oneRepMaxFormula,
      bodyWeights: async (id) => ({
        entries: await t.storage.collection<{ id: string; userId: string; date: string; weight: number }>('weights').find({ userId: id }),
        profileWeight: profile.weight,
      }),
    },
    cache,
  );
  const list = await fresh.list(userId);
  const histories = await Promise.all(list.map((n) => fresh.history(userId, n.exerciseName)));
  const entries = await Promise.all(histories.flat().map((e) => fresh.entry(userId, e.id)));
  const records = await personalRecords.records(userId);
  return JSON.parse(JSON.stringify({ list, histories, entries, records })) as unknown;
}

describe('progress after writes: taking over unchanged logs', () => {
  it('answers what derivations from nothing answer, after any sequence of saves, deleted days, renames, merges, deleted entries, weigh-ins and profile changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { client, userId } = await newUserOn(t);
        for (const s of steps) {
          await apply(client, s);
          // Reading after some writes only: a derivation then follows one write or several.
          if (s.read) expect(await answered(client)).toEqual(await fromNothing(client, userId));
        }
        expect(await answered(client)).toEqual(await fromNothing(client, userId));
      }),
      { numRuns: 25 },
    );
  });
});
