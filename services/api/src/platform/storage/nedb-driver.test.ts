import { describe, expect, it } from 'vitest';
import { createEmbeddedStorage } from './nedb-driver';
import { newId } from './index';

type Session = { id: string; tokenHash: string; userId: string; expiresAt: Date; seen?: number };

async function sessionsStore() {
  const storage = createEmbeddedStorage(':memory:');
  await storage.ensureIndexes('sessions', [{ fields: ['tokenHash'], unique: true }, { fields: ['userId'] }, { fields: ['expiresAt'], expireAfterSeconds: 0 }]);
  return { storage, sessions: storage.collection<Session>('sessions') };
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

// The embedded store answers a read by a unique key from its index, not its queue (issue #52): what
// nedb's queue guaranteed must still hold.
describe('embedded store: a read by a unique key', () => {
  it('sees the writes issued before it, even those not awaited yet', async () => {
    const { storage, sessions } = await sessionsStore();
    const id = newId();
    const inserted = sessions.insertOne({ id, tokenHash: 'h1', userId: 'u1', expiresAt: inAnHour() });
    expect(await sessions.findOne({ tokenHash: 'h1' })).toMatchObject({ id, userId: 'u1' });
    await inserted;
    const updated = sessions.updateOne({ id }, { $set: { seen: 2 } });
    expect(await sessions.findOne({ tokenHash: 'h1' })).toMatchObject({ seen: 2 });
    const removed = sessions.deleteOne({ tokenHash: 'h1' });
    expect(await sessions.findOne({ tokenHash: 'h1' })).toBeNull();
    expect(await sessions.findOne({ id })).toBeNull();
    await Promise.all([updated, removed]);
    await storage.close();
  });

  it('does not answer a document past its TTL index expiry, and the store removes it', async () => {
    const { storage, sessions } = await sessionsStore();
    await sessions.insertOne({ id: newId(), tokenHash: 'old', userId: 'u1', expiresAt: new Date(Date.now() - 1000) });
    expect(await sessions.findOne({ tokenHash: 'old' })).toBeNull();
    expect(await sessions.count({ userId: 'u1' })).toBe(0);
    await storage.close();
  });

  it('answers a copy: changing what it answered leaves the store as it was', async () => {
    const { storage, sessions } = await sessionsStore();
    const session = { id: newId(), tokenHash: 'h2', userId: 'u2', expiresAt: inAnHour(), seen: 1 };
    await sessions.insertOne(session);
    const read = (await sessions.findOne({ tokenHash: 'h2' }))!;
    read.userId = 'someone else';
    read.seen = 5;
    expect(await sessions.findOne({ tokenHash: 'h2' })).toEqual(session);
    await storage.close();
  });
});
