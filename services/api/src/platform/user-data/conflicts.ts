import { AppError } from '../errors/errors';
import type { FieldCondition } from '../storage';

/** Tries of one read-modify-write before the caller is asked to try again (other writes kept coming first). */
export const MAX_TRIES = 8;

/** What an attempt answers when its conditional write matched nothing: another write came first. */
export const CONFLICT = Symbol('conflict');

/** Runs a read-modify-write until its conditional write applies: no lock, in this process or any other. */
export async function retryOnConflict<T>(attempt: () => Promise<T | typeof CONFLICT>): Promise<T> {
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const result = await attempt();
    if (result !== CONFLICT) return result;
    // Writers that lost together try again apart (a random wait up to 1, 2, 4 … ms): without it, a burst
    // of a dozen writers could leave one losing every round and answering 409 to a plain write.
    if (tries < MAX_TRIES - 1) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** tries));
  }
  throw new AppError(409, 'This was changed somewhere else at the same moment. Please try again.');
}

/** Matches a document only while it holds the revision that was read (documents from before revisions have none). */
export function atRevision(revision: number | undefined): FieldCondition<number> {
  return revision === undefined ? { $exists: false } : revision;
}
