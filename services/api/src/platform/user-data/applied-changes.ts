import { AppError } from '../errors/errors';
import type { Clock } from '../clock';
import { DuplicateKeyError, newId, type Storage } from '../storage';
import type { UserCollection } from './user-collection';

/**
 * The changes a device made offline, applied once each (docs/decisions/0044). A device's outbox
 * sends a change until the server acknowledges it, so an answer lost on the way means the same
 * change comes again; its client-made id is claimed here first (a unique index on user + change),
 * the change applied, and its answer kept, so a replay gets the first answer and changes nothing.
 */
export interface AppliedChangeRecord {
  id: string;
  userId: string;
  changeId: string;
  at: Date;
  /** The first application's answer (JSON), once it is done. */
  answer?: string;
}

/** Kept this long: a device offline for longer than that is unlikely to replay a change it sent. */
const KEPT_DAYS = 90;
/** A claim with no answer this old was left by a process that stopped mid-change: the change is applied again. */
const ABANDONED_AFTER_MS = 2 * 60_000;

export const APPLIED_CHANGES = {
  name: 'appliedChanges',
  indexes: [
    { fields: ['userId', 'changeId'], unique: true },
    { fields: ['at'], expireAfterSeconds: KEPT_DAYS * 86_400 },
  ],
} satisfies UserCollection;

export const CHANGE_IN_PROGRESS = 'This change is being saved right now. Please try again in a moment.';

export class AppliedChanges {
  private readonly changes;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.changes = storage.collection<AppliedChangeRecord>(APPLIED_CHANGES.name);
  }

  /**
   * Applies the change `changeId` of `userId` once: a replay answers what the first application
   * answered. A failed application releases the id (the device will send the change again); the
   * same change still being applied elsewhere answers 409 (the device retries).
   */
  async once<T>(userId: string, changeId: string, apply: () => Promise<T>): Promise<T> {
    const claim = await this.claim(userId, changeId);
    if ('answer' in claim) return JSON.parse(claim.answer) as T;
    let answer: T;
    try {
      answer = await apply();
    } catch (error) {
      await this.changes.deleteOne({ id: claim.id, userId });
      throw error;
    }
    await this.changes.updateOne({ id: claim.id, userId }, { $set: { answer: JSON.stringify(answer) } });
    return answer;
  }

  /** The user's applied change ids: the account's deletion. */
  async deleteAllOf(userId: string): Promise<void> {
    await this.changes.deleteMany({ userId });
  }

  private async claim(userId: string, changeId: string): Promise<{ id: string } | { answer: string }> {
    const now = this.clock.now();
    const id = newId();
    try {
      await this.changes.insertOne({ id, userId, changeId, at: now });
      return { id };
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const held = await this.changes.findOne({ userId, changeId });
    if (held?.answer !== undefined) return { answer: held.answer };
    if (held && now.getTime() - held.at.getTime() > ABANDONED_AFTER_MS) {
      // Taken over only by the one request that moves its time first.
      const { matched } = await this.changes.updateOne({ id: held.id, userId, at: held.at }, { $set: { at: now } });
      if (matched) return { id: held.id };
    }
    throw new AppError(409, CHANGE_IN_PROGRESS);
  }
}
