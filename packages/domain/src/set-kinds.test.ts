import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayToMeters,
  distanceUnitLabel,
  EXERCISE_KIND_LABELS,
  formatDistance,
  formatDuration,
  formatPace,
  isValidMeters,
  isValidSeconds,
  kindOf,
  metersToDisplay,
  METERS_PER_MILE,
  paceSeconds,
  parseDistance,
  parseDuration,
  SET_TYPE_CHIPS,
  SET_TYPE_LABELS,
  setTypeOf,
} from './set-kinds';

describe('parseDuration: what a typed time means', () => {
  it.each([
    ['90', 90],
    ['0', 0],
    ['1:30', 90],
    ['0:01', 1],
    ['59:59', 3599],
    ['90:00', 5400],
    ['1:02:03', 3723],
    ['24:00:00', 86_400],
    ['  1:05 ', 65],
    ['\t45\n', 45],
  ])('reads %j as %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', '   ', '1:5', '1:60', '1:00:60', '1:60:00', 'a', '1:3a', '-5', '1.5', '1,5', '1 : 30', ':30', '1:', '1::30', '123456', '1:2:03', '100:00:00'])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );

  it('leaves the range to isValidSeconds: "0" and "24:00:01" parse but are not valid times', () => {
    expect(isValidSeconds(parseDuration('0')!)).toBe(false);
    expect(isValidSeconds(parseDuration('24:00:01')!)).toBe(false);
    expect(isValidSeconds(parseDuration('24:00:00')!)).toBe(true);
  });
});

describe('formatDuration and the time bounds', () => {
  it.each([
    [1, '0:01'],
    [59, '0:59'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [86_400, '24:00:00'],
  ])('shows %i s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('property: every valid time reads back from what is shown, and shows the same again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (seconds) => {
        const shown = formatDuration(seconds);
        expect(parseDuration(shown)).toBe(seconds);
        expect(formatDuration(parseDuration(shown)!)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts whole seconds from 1 to 86,400 only', () => {
    expect([1, 60, 86_400].map(isValidSeconds)).toEqual([true, true, true]);
    expect([0, -1, 86_401, 1.5, Number.NaN, Number.POSITIVE_INFINITY].map(isValidSeconds)).toEqual([false, false, false, false, false, false]);
  });

  it('accepts whole metres from 1 to 1,000,000 only', () => {
    expect([1, 400, 1_000_000].map(isValidMeters)).toEqual([true, true, true]);
    expect([0, -5, 1_000_001, 2.5, Number.NaN].map(isValidMeters)).toEqual([false, false, false, false, false]);
  });
});

describe('distances in km or mi', () => {
  it('reads a typed distance in the profile’s unit as whole metres, with a comma or a point', () => {
    expect(parseDistance('5', 'metric')).toBe(5000);
    expect(parseDistance('2,5', 'metric')).toBe(2500);
    expect(parseDistance('2.5', 'metric')).toBe(2500);
    expect(parseDistance(' 0.4 ', 'metric')).toBe(400);
    expect(parseDistance('.5', 'metric')).toBe(500);
    expect(parseDistance('1.2345', 'metric')).toBe(1235);
    expect(parseDistance('1', 'imperial')).toBe(1609);
    expect(parseDistance('3,1', 'imperial')).toBe(4989);
  });

  it.each(['', 'a', '-1', '1.2.3', '1,5,0', '5 km', '12345678', '1e3'])('refuses %j', (text) => {
    expect(parseDistance(text, 'metric')).toBeNull();
    expect(parseDistance(text, 'imperial')).toBeNull();
  });

  it('shows distances with the unit: km to 3 decimals, mi to 2', () => {
    expect(formatDistance(5000, 'metric')).toBe('5 km');
    expect(formatDistance(1234, 'metric')).toBe('1.234 km');
    expect(formatDistance(5000, 'imperial')).toBe('3.11 mi');
    expect(formatDistance(1609, 'imperial')).toBe('1 mi');
    expect([distanceUnitLabel('metric'), distanceUnitLabel('imperial')]).toEqual(['km', 'mi']);
  });

  it('property: a distance typed with up to 3 decimals in km comes back exactly, as text and as metres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (thousandths) => {
        const typed = (thousandths / 1000).toString();
        const meters = parseDistance(typed, 'metric')!;
        expect(meters).toBe(thousandths);
        expect(metersToDisplay(meters, 'metric')).toBe(Number(typed));
        expect(formatDistance(meters, 'metric')).toBe(`${typed} km`);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a distance typed with up to 2 decimals in mi comes back exactly, every one up to 1,000 km', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 62_137 }), (hundredths) => {
        const typed = (hundredths / 100).toString();
        const meters = parseDistance(typed.replace('.', ','), 'imperial')!;
        expect(isValidMeters(meters)).toBe(true);
        expect(metersToDisplay(meters, 'imperial')).toBe(Number(typed));
        expect(displayToMeters(metersToDisplay(meters, 'imperial'), 'imperial')).toBe(meters);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: stored metres shown in km and typed back are the same metres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (meters) => {
        expect(displayToMeters(metersToDisplay(meters, 'metric'), 'metric')).toBe(meters);
      }),
    );
  });
});

describe('pace', () => {
  it('is seconds per km or per mile: 5,000 m in 1,500 s is 5:00 /km, 8:03 /mi', () => {
    expect(paceSeconds(5000, 1500, 'metric')).toBe(300);
    expect(paceSeconds(5000, 1500, 'imperial')).toBeCloseTo(482.8032, 6);
    expect(formatPace(paceSeconds(5000, 1500, 'metric')!, 'metric')).toBe('5:00 /km');
    expect(formatPace(paceSeconds(5000, 1500, 'imperial')!, 'imperial')).toBe('8:03 /mi');
    expect(formatPace(paceSeconds(2000, 570, 'metric')!, 'metric')).toBe('4:45 /km');
    expect(paceSeconds(1609.344, 480, 'imperial')).toBeCloseTo(480, 9);
  });

  it('has no pace without both a distance and a time', () => {
    expect([paceSeconds(0, 100, 'metric'), paceSeconds(1000, 0, 'metric'), paceSeconds(null, 100, 'metric'), paceSeconds(1000, undefined, 'imperial')]).toEqual(
      [null, null, null, null],
    );
  });

  it('property: a pace per mile is the pace per km times 1.609344, and doubling distance and time keeps it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 43_200 }), (meters, seconds) => {
        const perKm = paceSeconds(meters, seconds, 'metric')!;
        expect(perKm).toBeCloseTo((seconds * 1000) / meters, 6);
        expect(paceSeconds(meters, seconds, 'imperial')).toBeCloseTo((perKm * METERS_PER_MILE) / 1000, 6);
        expect(paceSeconds(meters * 2, seconds * 2, 'metric')).toBeCloseTo(perKm, 9);
      }),
    );
  });
});

describe('kinds and set types', () => {
  it('reads an absent kind as Weight and reps and names the Type control’s options exactly', () => {
    expect(kindOf({})).toBe('weightReps');
    expect(kindOf({ kind: null })).toBe('weightReps');
    expect(kindOf({ kind: 'time' })).toBe('time');
    expect(Object.values(EXERCISE_KIND_LABELS)).toEqual(['Weight and reps', 'Reps only', 'Time', 'Distance and time']);
  });

  it('reads a set type from `type`, else from the older warm-up flag', () => {
    expect(setTypeOf({})).toBe('normal');
    expect(setTypeOf({ warmup: true })).toBe('warmup');
    expect(setTypeOf({ warmup: false, type: 'drop' })).toBe('drop');
    expect(setTypeOf({ warmup: true, type: 'failure' })).toBe('failure');
    expect(SET_TYPE_LABELS).toEqual({ normal: 'Normal set', warmup: 'Warm-up', drop: 'Drop set', failure: 'To failure' });
    expect(SET_TYPE_CHIPS).toEqual({ normal: '', warmup: 'W', drop: 'D', failure: 'F' });
  });
});
