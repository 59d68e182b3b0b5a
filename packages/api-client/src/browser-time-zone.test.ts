import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './browser-time-zone';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the browser’s time zone', () => {
  it('is read once a minute at most, and a zone the device moved to is seen after that minute', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-08T10:00:00Z') });
    vi.advanceTimersByTime(120_000); // past any read made before this test
    const real = Intl.DateTimeFormat;
    let zone = 'Europe/Berlin';
    const made = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(() => ({ resolvedOptions: () => ({ ...real().resolvedOptions(), timeZone: zone }) }) as Intl.DateTimeFormat);
    expect(browserTimeZone()).toBe('Europe/Berlin');
    zone = 'America/New_York';
    vi.advanceTimersByTime(59_000);
    expect([browserTimeZone(), browserTimeZone()]).toEqual(['Europe/Berlin', 'Europe/Berlin']);
    expect(made).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(browserTimeZone()).toBe('America/New_York');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
