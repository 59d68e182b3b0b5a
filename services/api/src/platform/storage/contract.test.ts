import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { createEmbeddedStorage } from './nedb-driver';
import { createMongoStorage } from './mongo-driver';
import { DuplicateKeyError, isId, newId, type Collection, type Storage } from './index';

type Entry = { id: string; userId: string; date: string; weight: number; tags?: string[] };
type Log = { id: string; userId: string; date: string; exercises: { id: string; name: string; sets: { id: string; reps: number }[] }[] };
type Counter = { id: string; userId: string; count: number; label?: string };

interface Harness {
  /** Opens the store (again): the same data must be visible after a reopen. */
  open(): Promise<Storage>;
  cleanup(): Promise<void>;
}

/** The storage port's contract: both drivers must pass every case unchanged. */
function storageContract(name: string, harness: () => Harness) {
  describe(`storage contract: ${name}`, () => {
    let h: Harness;
    let storage: Storage;
    let entries: Collection<Entry>;
    let logs: Collection<Log>;
    let counters: Collection<Counter>;
    let prefix = 0;

    beforeAll(async () => {
      h = harness();
      storage = await h.open();
    });
    afterAll(async () => {
      await storage.close();
      await h.cleanup();
    });
    beforeEach(async () => {
      // Fresh collection names per test keep the cases independent in one store.
      prefix += 1;
      entries = storage.collection<Entry>(`entries${prefix}`);
      logs = storage.collection<Log>(`logs${prefix}`);
      counters = storage.collection<Counter>(`counters${prefix}`);
      await storage.ensureIndexes(`entries${prefix}`, [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }]);
      await storage.ensureIndexes(`logs${prefix}`, [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }]);
      await storage.ensureIndexes(`counters${prefix}`, [{ fields: ['userId'], unique: true }]);
    });

    const entry = (userId: string, date: string, weight: number): Entry => ({ id: newId(), userId, date, weight });

    it('stores documents under the app id and reads them back by id with the same shape', async () => {
      const doc = { ...entry('u1', '2024-01-02', 180.5), tags: ['a', 'b'] };
      await entries.insertOne(doc);
      expect(await entries.findOne({ id: doc.id })).toEqual(doc);
      expect(await entries.find({ userId: 'u1' })).toEqual([doc]);
      expect(await entries.findOne({ id: newId() })).toBeNull();
    });

    it('generates ids in one 24-hex format', () => {
      const ids = new Set(Array.from({ length: 1000 }, newId));
      expect(ids.size).toBe(1000);
      for (const id of ids) expect(isId(id)).toBe(true);
      expect(isId('not-an-id')).toBe(false);
      expect(isId({ $ne: null })).toBe(false);
    });

    it('reads one document by a unique key as a copy, as the last write left it', async () => {
      const log: Log = { id: newId(), userId: 'u1', date: '2024-01-02', exercises: [{ id: 'e1', name: 'Squat', sets: [{ id: 's1', reps: 5 }] }] };
      await logs.insertOne(log);
      await counters.insertOne({ id: newId(), userId: 'u1', count: 1 });
      const read = (await logs.findOne({ id: log.id }))!;
      expect(read).toEqual(log);
      read.exercises[0]!.sets[0]!.reps = 99;
      read.exercises.push({ id: 'e2', name: 'Row', sets: [] });
      expect(await logs.findOne({ id: log.id })).toEqual(log);
      await counters.updateOne({ userId: 'u1' }, { $inc: { count: 1 } });
      expect(await counters.findOne({ userId: 'u1' })).toMatchObject({ count: 2 });
      await counters.deleteOne({ userId: 'u1' });
      expect(await counters.findOne({ userId: 'u1' })).toBeNull();
      expect(await counters.findOne({ userId: 'u2' })).toBeNull();
    });

    it('finds with comparison operators, sort, limit and projection', async () => {
      await entries.insertMany([entry('u1', '2024-01-03', 3), entry('u1', '2024-01-01', 1), entry('u1', '2024-01-02', 2), entry('u2', '2024-01-01', 9)]);
      const days = (list: Entry[]) => list.map((e) => e.date);
      expect(days(await entries.find({ userId: 'u1' }, { sort: { date: 1 } }))).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
      expect(days(await entries.find({ userId: 'u1' }, { sort: { date: -1 }, limit: 2 }))).toEqual(['2024-01-03', '2024-01-02']);
      expect(days(await entries.find({ userId: 'u1', date: { $gte: '2024-01-02' } }, { sort: { date: 1 } }))).toEqual(['2024-01-02', '2024-01-03']);
      expect(days(await entries.find({ userId: 'u1', date: { $lt: '2024-01-02' } }))).toEqual(['2024-01-01']);
      expect(days(await entries.find({ userId: 'u1', weight: { $in: [1, 3] } }, { sort: { date: 1 } }))).toEqual(['2024-01-01', '2024-01-03']);
      expect(days(await entries.find({ userId: 'u1', weight: { $nin: [1, 3] } }))).toEqual(['2024-01-02']);
      expect(days(await entries.find({ userId: 'u1', date: { $ne: '2024-01-02' } }, { sort: { date: 1 } }))).toEqual(['2024-01-01', '2024-01-03']);
      const projected = await entries.find({ userId: 'u2' }, { projection: { date: 1 } });
      expect(projected).toEqual([{ id: expect.any(String), date: '2024-01-01' }]);
      expect(await entries.count({ userId: 'u1' })).toBe(3);
      expect(await entries.count({ userId: 'nobody' })).toBe(0);
    });

    it('matches dotted paths into embedded arrays', async () => {
      const setId = newId();
      const exerciseId = newId();
      const log: Log = { id: newId(), userId: 'u1', date: '2024-01-01', exercises: [{ id: exerciseId, name: 'Squats', sets: [{ id: setId, reps: 5 }] }] };
      await logs.insertOne(log);
      expect(await logs.findOne({ userId: 'u1', 'exercises.id': exerciseId })).toEqual(log);
      expect(await logs.findOne({ userId: 'u2', 'exercises.id': exerciseId })).toBeNull();
      expect(await logs.findOne({ 'exercises.sets.id': setId })).toEqual(log);
    });

    it('refuses an undefined filter value instead of widening the query', async () => {
      await entries.insertOne(entry('u1', '2024-01-01', 1));
      await expect(entries.find({ userId: undefined as unknown as string })).rejects.toThrow(/undefined/);
      await expect(entries.deleteMany({ userId: undefined as unknown as string })).rejects.toThrow(/undefined/);
      expect(await entries.count({ userId: 'u1' })).toBe(1);
    });

    it('enforces unique indexes on insert, insertMany and update with DuplicateKeyError', async () => {
      await entries.insertOne(entry('u1', '2024-01-01', 1));
      await entries.insertOne(entry('u2', '2024-01-01', 1)); // other user, same day: allowed
      await entries.insertOne(entry('u1', '2024-01-02', 1)); // same user, other day: allowed
      await expect(entries.insertOne(entry('u1', '2024-01-01', 2))).rejects.toBeInstanceOf(DuplicateKeyError);
      const duplicateId = (await entries.findOne({ userId: 'u1', date: '2024-01-01' }))!.id;
      await expect(entries.insertOne({ ...entry('u9', '2030-01-01', 1), id: duplicateId })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(entries.updateOne({ userId: 'u1', date: '2024-01-02' }, { $set: { date: '2024-01-01' } })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await entries.count({ userId: 'u1' })).toBe(3 - 1);
      expect((await entries.findOne({ userId: 'u1', date: '2024-01-02' }))?.weight).toBe(1);
    });

    it('keeps indexes and documents across a reopen, and ensureIndexes is idempotent', async () => {
      const doc = entry('u1', '2024-05-05', 5);
      await entries.insertOne(doc);
      await storage.close();
      storage = await h.open();
      entries = storage.collection<Entry>(`entries${prefix}`);
      await storage.ensureIndexes(`entries${prefix}`, [{ fields: ['userId'] }, { fields: ['userId', 'date'], unique: true }]);
      expect(await entries.findOne({ id: doc.id })).toEqual(doc);
      await expect(entries.insertOne(entry('u1', '2024-05-05', 6))).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('updates one document with $set and $inc and reports matches', async () => {
      const doc = entry('u1', '2024-01-01', 100);
      await entries.insertOne(doc);
      expect(await entries.updateOne({ id: doc.id, userId: 'u1' }, { $set: { weight: 150 } })).toEqual({ matched: 1, upserted: false });
      expect(await entries.updateOne({ id: doc.id, userId: 'u2' }, { $set: { weight: 999 } })).toEqual({ matched: 0, upserted: false });
      expect(await entries.updateOne({ id: doc.id }, {})).toEqual({ matched: 1, upserted: false });
      expect((await entries.findOne({ id: doc.id }))?.weight).toBe(150);
      await counters.insertOne({ id: newId(), userId: 'u1', count: 1 });
      await counters.updateOne({ userId: 'u1' }, { $inc: { count: 2 } });
      expect((await counters.findOne({ userId: 'u1' }))?.count).toBe(3);
    });

    it('findOneAndUpdate answers the document as written, one taker per value under concurrency, null without a match', async () => {
      await counters.insertOne({ id: 'routines:u1', userId: 'u1', count: 0 });
      const taken = await Promise.all(Array.from({ length: 20 }, () => counters.findOneAndUpdate({ id: 'routines:u1' }, { $inc: { count: 1 } })));
      expect(taken.map((doc) => doc!.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await counters.findOneAndUpdate({ id: 'routines:u1', count: { $lt: 5 } }, { $set: { count: 5 } })).toBeNull();
      expect(await counters.findOneAndUpdate({ userId: 'u1' }, { $set: { label: 'x' }, $inc: { count: 2 } })).toEqual({
        id: 'routines:u1',
        userId: 'u1',
        count: 22,
        label: 'x',
      });
      expect(await counters.findOneAndUpdate({ userId: 'nobody' }, { $inc: { count: 1 } })).toBeNull();
      expect(await counters.count({ userId: 'nobody' })).toBe(0);
    });

    it('matches a missing field with $exists: false, so a write can be conditional on a revision a document may not have yet', async () => {
      const old = { id: newId(), userId: 'u1', count: 1 };
      await counters.insertOne(old);
      await counters.insertOne({ id: newId(), userId: 'u2', count: 1, label: 'set' });
      expect((await counters.find({ label: { $exists: false } })).map((c) => c.id)).toEqual([old.id]);
      expect((await counters.find({ label: { $exists: true } })).map((c) => c.userId)).toEqual(['u2']);
      expect(await counters.updateOne({ id: old.id, label: { $exists: false } }, { $set: { label: 'first' } })).toEqual({ matched: 1, upserted: false });
      expect(await counters.updateOne({ id: old.id, label: { $exists: false } }, { $set: { label: 'second' } })).toEqual({ matched: 0, upserted: false });
      expect((await counters.findOne({ id: old.id }))?.label).toBe('first');
    });

    it('upserts: inserts filter equalities + $setOnInsert + $set with the given id, and skips $setOnInsert on a match', async () => {
      const id = newId();
      expect(await counters.updateOne({ userId: 'u1' }, { $set: { label: 'first' }, $setOnInsert: { count: 0 } }, { upsert: true, upsertId: id })).toEqual({
        matched: 0,
        upserted: true,
      });
      expect(await counters.findOne({ userId: 'u1' })).toEqual({ id, userId: 'u1', count: 0, label: 'first' });
      expect(
        await counters.updateOne({ userId: 'u1' }, { $set: { label: 'second' }, $setOnInsert: { count: 42 } }, { upsert: true, upsertId: newId() }),
      ).toEqual({
        matched: 1,
        upserted: false,
      });
      expect(await counters.findOne({ userId: 'u1' })).toEqual({ id, userId: 'u1', count: 0, label: 'second' });
      // Without an upsertId the store still uses the app's id format; a filter id is kept.
      await counters.updateOne({ userId: 'u2' }, { $set: { count: 1 } }, { upsert: true });
      expect(isId((await counters.findOne({ userId: 'u2' }))?.id)).toBe(true);
      const fixed = newId();
      await counters.updateOne({ id: fixed, userId: 'u3' }, { $set: { count: 7 } }, { upsert: true, upsertId: newId() });
      expect(await counters.findOne({ userId: 'u3' })).toEqual({ id: fixed, userId: 'u3', count: 7 });
    });

    it('replaces an embedded array in one upsert write (a day log)', async () => {
      const first = [{ id: newId(), name: 'Squats', sets: [{ id: newId(), reps: 5 }] }];
      await logs.updateOne({ userId: 'u1', date: '2024-01-01' }, { $set: { exercises: first } }, { upsert: true });
      const second = [
        {
          id: newId(),
          name: 'Dips',
          sets: [
            { id: newId(), reps: 8 },
            { id: newId(), reps: 7 },
          ],
        },
      ];
      await logs.updateOne({ userId: 'u1', date: '2024-01-01' }, { $set: { exercises: second } }, { upsert: true });
      const all = await logs.find({ userId: 'u1' });
      expect(all).toHaveLength(1);
      expect(all[0]?.exercises).toEqual(second);
    });

    it('concurrent upserts of one unique key end as one document without an error', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          logs.updateOne({ userId: 'u1', date: '2024-02-02' }, { $set: { exercises: [{ id: `e${i}`, name: `n${i}`, sets: [] }] } }, { upsert: true }),
        ),
      );
      expect(results.filter((r) => r.upserted)).toHaveLength(1);
      expect(await logs.count({ userId: 'u1', date: '2024-02-02' })).toBe(1);
    });

    it('updateMany, deleteOne and deleteMany report counts and touch only matches', async () => {
      await entries.insertMany([entry('u1', '2024-01-01', 1), entry('u1', '2024-01-02', 1), entry('u2', '2024-01-01', 1)]);
      expect(await entries.updateMany({ userId: 'u1' }, { $set: { weight: 1 } })).toBe(2); // matched, even if unchanged
      expect(await entries.updateMany({ userId: 'u1' }, { $set: { weight: 7 } })).toBe(2);
      expect((await entries.findOne({ userId: 'u2' }))?.weight).toBe(1);
      expect(await entries.deleteOne({ userId: 'u1' })).toBe(1);
      expect(await entries.deleteOne({ userId: 'nobody' })).toBe(0);
      expect(await entries.deleteMany({ userId: 'u1' })).toBe(1);
      expect(await entries.count({ userId: 'u1' })).toBe(0);
      expect(await entries.count({ userId: 'u2' })).toBe(1);
    });

    it('an insertMany refused by a unique index leaves no partial batch behind the refusal', async () => {
      await entries.insertOne(entry('u1', '2024-01-02', 1));
      await expect(entries.insertMany([entry('u1', '2024-01-01', 1), entry('u1', '2024-01-02', 2), entry('u1', '2024-01-03', 3)])).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      // Nothing after the refused document is written in either store.
      expect(await entries.count({ userId: 'u1', date: '2024-01-03' })).toBe(0);
    });
  });
}

storageContract('embedded (@seald-io/nedb files)', () => {
  let dir = '';
  return {
    async open() {
      dir ||= mkdtempSync(join(tmpdir(), 'fitness-storage-'));
      return createEmbeddedStorage(dir);
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const mongodbUri = process.env.MONGODB_URI;
if (!mongodbUri) console.info('[storage contract] MongoDB run skipped: MONGODB_URI is not set (the embedded driver ran).');

describe.skipIf(!mongodbUri)('MongoDB driver (MONGODB_URI)', () => {
  const dbName = `fitness_contract_${newId()}`;
  storageContract('mongodb (official driver)', () => ({
    open: () => createMongoStorage(mongodbUri!, { dbName }),
    async cleanup() {
      const client = await MongoClient.connect(mongodbUri!);
      await client.db(dbName).dropDatabase();
      await client.close();
    },
  }));
});
