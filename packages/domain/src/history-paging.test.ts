import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDays, type Day } from './dates';
import { HISTORY_PAGE_SIZE, dayOfHistoryCursor, historyCursor, historyPage } from './history-paging';

/** Any calendar day from 1900 to 2199. */
const anyDay = fc.integer({ min: 0, max: 300 * 366 }).map((n) => addDays('1900-01-01', n));

/** The store's read as the API makes it: days older than the cursor's, newest first, `limit` of them. */
function read(store: ReadonlySet<Day>, cursor: string | null, limit: number): { date: Day }[] {
  const before = cursor === null ? null : dayOfHistoryCursor(cursor);
  return [...store]
    .filter((day) => before === null || compareDays(day, before) < 0)
    .sort((a, b) => compareDays(b, a))
    .slice(0, limit)
    .map((date) => ({ date }));
}

describe('history cursors', () => {
  it('name the day they were made from, for every calendar day', () => {
    fc.assert(fc.property(anyDay, (day) => dayOfHistoryCursor(historyCursor(day)) === day));
  });

  it('are opaque URL-safe text, not the day itself', () => {
    const cursor = historyCursor('2026-12-01');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('2026');
  });

  it('refuse anything they did not make: empty, foreign, malformed, unreal days, other spellings', () => {
    const encoded = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const good = historyCursor('2026-12-01');
    for (const bad of [
      '',
      'abc',
      '2026-12-01',
      `${good}=`,
      `${good}A`,
      good.slice(1),
      'x'.repeat(65),
      'a b',
      encoded('history1:2026-02-30'),
      encoded('history1:2026-12-1'),
      encoded('history2:2026-12-01'),
      encoded('{"$gt":""}'),
    ]) {
      expect(dayOfHistoryCursor(bad), bad).toBeNull();
    }
  });
});

describe('historyPage', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ date: addDays('2026-12-31', -i) }));

  it('keeps a page of 20 and names its last day as the next cursor when a 21st row was read', () => {
    const page = historyPage(rows(HISTORY_PAGE_SIZE + 1));
    expect(page.items).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
    expect(dayOfHistoryCursor(page.nextCursor!)).toBe(page.items[19]!.date);
  });

  it('has no next page when the rows read fit in this one (exactly 20, fewer, none)', () => {
    expect(historyPage(rows(20)).nextCursor).toBeNull();
    expect(historyPage(rows(3))).toEqual({ items: rows(3), nextCursor: null });
    expect(historyPage([])).toEqual({ items: [], nextCursor: null });
  });

  it('pages through every day exactly once, newest first, while days are added between pages', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(anyDay, { maxLength: 120 }),
        fc.integer({ min: 1, max: 25 }),
        fc.array(fc.array(anyDay, { maxLength: 3 }), { maxLength: 30 }),
        (initial, size, additions) => {
          const store = new Set(initial);
          const seen: Day[] = [];
          let cursor: string | null = null;
          for (let page = 0; ; page += 1) {
            const { items, nextCursor }: { items: { date: Day }[]; nextCursor: string | null } = historyPage(read(store, cursor, size + 1), size);
            seen.push(...items.map((item) => item.date));
            if (nextCursor === null) break;
            expect(items).toHaveLength(size);
            cursor = nextCursor;
            // Another device logs some days (any date) before the next page is asked for.
            for (const day of additions[page] ?? []) store.add(day);
          }
          // Strictly newest first: no duplicates; every day there from the start is shown (no gaps).
          for (let i = 1; i < seen.length; i += 1) expect(compareDays(seen[i - 1]!, seen[i]!)).toBeGreaterThan(0);
          for (const day of initial) expect(seen).toContain(day);
        },
      ),
    );
  });
});
