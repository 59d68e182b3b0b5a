import { isValidDay, type Day } from './dates';

/** Workouts per page of the History list (issue #50). */
export const HISTORY_PAGE_SIZE = 20;

/** What a cursor says once decoded; versioned so a later cursor format can tell old ones apart. */
const CURSOR_PREFIX = 'history1:';
const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The cursor of the page after the one ending on `day`: opaque to the client (base64url), yet only
 * a day, so it stays right when a day is added or deleted in between (the next page is "older than
 * that day", whatever else changed).
 */
export function historyCursor(day: Day): string {
  return btoa(`${CURSOR_PREFIX}${day}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The day a cursor names, or null for anything `historyCursor` did not make (a bad cursor answers 400). */
export function dayOfHistoryCursor(cursor: string): Day | null {
  if (!CURSOR_PATTERN.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  if (!text.startsWith(CURSOR_PREFIX)) return null;
  const day = text.slice(CURSOR_PREFIX.length);
  // Only the one spelling this module makes: no second cursor for the same page.
  return isValidDay(day) && historyCursor(day) === cursor ? day : null;
}

/**
 * One page from the rows read newest first with a limit of `size + 1`: the extra row only says that
 * another page follows, so the last page never comes back empty.
 */
export function historyPage<T extends { date: Day }>(rowsRead: readonly T[], size = HISTORY_PAGE_SIZE): { items: T[]; nextCursor: string | null } {
  const items = rowsRead.slice(0, size);
  const last = items[items.length - 1];
  return { items, nextCursor: rowsRead.length > size && last ? historyCursor(last.date) : null };
}
