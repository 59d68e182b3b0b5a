import { describe, expect, it } from 'vitest';
import { syncedAtLabel } from './synced-at-label';

describe('when the data shown offline was last synced', () => {
  it('gives the time of day (24 h) for today, and the day too for an earlier one', () => {
    const now = new Date(2026, 10, 28, 18, 30).getTime();
    expect(syncedAtLabel(new Date(2026, 10, 28, 14, 2).getTime(), now)).toBe('at 14:02');
    expect(syncedAtLabel(new Date(2026, 10, 18, 7, 5).getTime(), now)).toBe('on Nov 18 at 07:05');
  });
});
