/** Where a day's merge notice is kept: `<prefix><userId>:<date>` (an account deletion removes a user's). */
export const MERGE_NOTICE_PREFIX = 'workoutLogMerged:';
const MERGED_KEY = (userId: string, date: string) => `${MERGE_NOTICE_PREFIX}${userId}:${date}`;

/** The day's log took in another device's changes: the log says so when opened, until its next save. */
export function noteMerge(userId: string, date: string): void {
  try {
    localStorage.setItem(MERGED_KEY(userId, date), String(Date.now()));
  } catch {
    // Storage blocked: the merge is still saved, only not announced.
  }
}

export function wasMerged(userId: string, date: string): boolean {
  try {
    return localStorage.getItem(MERGED_KEY(userId, date)) !== null;
  } catch {
    return false;
  }
}

export function forgetMerge(userId: string, date: string): void {
  try {
    localStorage.removeItem(MERGED_KEY(userId, date));
  } catch {
    // Nothing to forget.
  }
}
