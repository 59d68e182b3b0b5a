import { describe, expect, it } from 'vitest';
import { addDays, compareDays, dayOf, daysBetween, isFutureDay, isValidDay, isValidTimeZone, latestDayOnEarth, sameDay, todayIn } from './dates';

describe('dates', () => {
  it('compares on the first 10 characters', () => {
    expect(dayOf('2024-03-05T23:59:59.000Z')).toBe('2024-03-05');
    expect(sameDay('2024-03-05T01:00:00Z', '2024-03-05')).toBe(true);
    expect(sameDay('2024-03-05', '2024-03-06')).toBe(false);
    expect(compareDays('2024-03-05T10:00', '2024-03-05')).toBe(0);
    expect(['2024-03-02', '2023-12-31', '2024-01-15'].sort(compareDays)).toEqual(['2023-12-31', '2024-01-15', '2024-03-02']);
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(isValidDay('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-02-30', '2024-13-01', '2024-1-01', '20240101', '2024-01-01T00:00', '']) expect(isValidDay(bad)).toBe(false);
  });

  it('counts days across months, years and DST', () => {
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
    expect(daysBetween('2024-03-01', '2024-01-01')).toBe(-60);
    expect(daysBetween('2024-03-09', '2024-03-12')).toBe(3);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
  });

  it('gives today in an IANA time zone', () => {
    const now = new Date('2024-06-01T02:30:00Z');
    expect(todayIn('UTC', now)).toBe('2024-06-01');
    expect(todayIn('America/New_York', now)).toBe('2024-05-31');
    expect(todayIn('Asia/Tokyo', new Date('2024-05-31T16:00:00Z'))).toBe('2024-06-01');
    expect(todayIn('UTC')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('recognises time zones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('future days', () => {
  it('knows the latest day on Earth (UTC+14) and compares days with today', () => {
    expect(latestDayOnEarth(new Date('2026-11-25T09:59:59Z'))).toBe('2026-11-25');
    expect(latestDayOnEarth(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-26');
    expect(latestDayOnEarth(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(isFutureDay('2026-11-26', '2026-11-25')).toBe(true);
    expect(isFutureDay('2026-11-25', '2026-11-25')).toBe(false);
    expect(isFutureDay('2026-11-24', '2026-11-25')).toBe(false);
  });
});
