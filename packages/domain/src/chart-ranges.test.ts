import { describe, expect, it } from 'vitest';
import {
  BODY_WEIGHT_RANGES,
  DEFAULT_BODY_WEIGHT_RANGE,
  DEFAULT_EXERCISE_RANGE,
  EXERCISE_RANGES,
  availableRanges,
  dataSpanDays,
  graphableProgress,
  graphableWeights,
  paddedDomain,
  pointsInRange,
  rangeStartDate,
  tickSpacing,
  tickSpacingMs,
  valuePadding,
  weightChange,
} from './chart-ranges';

const keys = (options: readonly { key: string }[]) => options.map((o) => o.key);

describe('range options', () => {
  it('lists the options in order with their labels and defaults', () => {
    expect(BODY_WEIGHT_RANGES.map((r) => [r.key, r.label])).toEqual([
      ['1m', '1 Month'],
      ['2m', '2 Months'],
      ['3m', '3 Months'],
      ['6m', '6 Months'],
      ['1y', '1 Year'],
      ['all', 'All'],
    ]);
    expect(EXERCISE_RANGES.map((r) => [r.key, r.label])).toEqual([
      ['3m', '3 Months'],
      ['6m', '6 Months'],
      ['1y', '1 Year'],
      ['all', 'All'],
    ]);
    expect(DEFAULT_BODY_WEIGHT_RANGE).toBe('1m');
    expect(DEFAULT_EXERCISE_RANGE).toBe('3m');
  });

  it('offers body weight options at exactly 36, 60, 90, 180 and 360 days', () => {
    expect(keys(availableRanges('bodyWeight', 0))).toEqual(['1m']);
    expect(keys(availableRanges('bodyWeight', 35))).toEqual(['1m']);
    expect(keys(availableRanges('bodyWeight', 36))).toEqual(['1m', 'all']);
    expect(keys(availableRanges('bodyWeight', 59))).toEqual(['1m', 'all']);
    expect(keys(availableRanges('bodyWeight', 60))).toEqual(['1m', '2m', 'all']);
    expect(keys(availableRanges('bodyWeight', 89))).toEqual(['1m', '2m', 'all']);
    expect(keys(availableRanges('bodyWeight', 90))).toEqual(['1m', '2m', '3m', 'all']);
    expect(keys(availableRanges('bodyWeight', 179))).toEqual(['1m', '2m', '3m', 'all']);
    expect(keys(availableRanges('bodyWeight', 180))).toEqual(['1m', '2m', '3m', '6m', 'all']);
    expect(keys(availableRanges('bodyWeight', 359))).toEqual(['1m', '2m', '3m', '6m', 'all']);
    expect(keys(availableRanges('bodyWeight', 360))).toEqual(['1m', '2m', '3m', '6m', '1y', 'all']);
  });

  it('offers exercise options at exactly 96, 180 and 360 days', () => {
    expect(keys(availableRanges('exercise', 0))).toEqual(['3m']);
    expect(keys(availableRanges('exercise', 95))).toEqual(['3m']);
    expect(keys(availableRanges('exercise', 96))).toEqual(['3m', 'all']);
    expect(keys(availableRanges('exercise', 179))).toEqual(['3m', 'all']);
    expect(keys(availableRanges('exercise', 180))).toEqual(['3m', '6m', 'all']);
    expect(keys(availableRanges('exercise', 359))).toEqual(['3m', '6m', 'all']);
    expect(keys(availableRanges('exercise', 360))).toEqual(['3m', '6m', '1y', 'all']);
  });

  it('offers body measurements the exercise options (taken weeks apart), 3 months by default', () => {
    expect(keys(availableRanges('bodyMeasurement', 0))).toEqual(['3m']);
    expect(keys(availableRanges('bodyMeasurement', 96))).toEqual(['3m', 'all']);
    expect(keys(availableRanges('bodyMeasurement', 360))).toEqual(['3m', '6m', '1y', 'all']);
  });

  it('measures the data span in days from the earliest to the latest date', () => {
    expect(dataSpanDays([])).toBe(0);
    expect(dataSpanDays(['2024-01-01'])).toBe(0);
    expect(dataSpanDays(['2024-03-01', '2024-01-01T08:00:00Z', '2024-02-01'])).toBe(60);
  });

  it('starts each range 30/60/90/180/360 days before the latest date', () => {
    expect(rangeStartDate('1m', '2024-03-31')).toBe('2024-03-01');
    expect(rangeStartDate('2m', '2024-03-31')).toBe('2024-01-31');
    expect(rangeStartDate('3m', '2024-03-31')).toBe('2024-01-01');
    expect(rangeStartDate('6m', '2024-12-31')).toBe('2024-07-04');
    expect(rangeStartDate('1y', '2024-12-31')).toBe('2024-01-06');
    expect(rangeStartDate('all', '2024-12-31')).toBeNull();
    const points = [{ date: '2024-02-29' }, { date: '2024-03-01' }, { date: '2024-03-31' }];
    expect(pointsInRange(points, '1m', '2024-03-31')).toEqual([{ date: '2024-03-01' }, { date: '2024-03-31' }]);
    expect(pointsInRange(points, 'all', '2024-03-31')).toEqual(points);
  });
});

describe('ticks and padding', () => {
  it('spaces body weight ticks 6, 12, 18, 36, 72 days and All by span / 432000000 ms', () => {
    expect(['1m', '2m', '3m', '6m', '1y'].map((r) => tickSpacing('bodyWeight', r as '1m', 0))).toEqual([6, 12, 18, 36, 72]);
    expect(tickSpacing('bodyWeight', 'all', 432_000_000 * 9)).toBe(9);
    expect(tickSpacing('bodyWeight', 'all', 100 * 86_400_000)).toBe(20);
    expect(tickSpacingMs('bodyWeight', '1m', 0)).toBe(6 * 86_400_000);
  });

  it('spaces exercise ticks 18, 36, 72 days', () => {
    expect(tickSpacing('exercise', '3m', 0)).toBe(18);
    expect(tickSpacing('exercise', '6m', 0)).toBe(36);
    expect(tickSpacing('exercise', '1y', 0)).toBe(72);
    expect(tickSpacing('exercise', 'all', 432_000_000 * 30)).toBe(30);
  });

  it('never returns a spacing that would stall a tick loop', () => {
    expect(tickSpacing('bodyWeight', 'all', 0)).toBe(1);
    expect(tickSpacing('bodyWeight', 'all', 1000)).toBe(1);
  });

  it('pads the value axis by 2.5 % of the range', () => {
    expect(valuePadding(150, 190)).toBe(1);
    expect(valuePadding(190, 150)).toBe(1);
    expect(paddedDomain(150, 190)).toEqual([149, 191]);
    expect(paddedDomain(180, 180)).toEqual([179, 181]);
  });

  it('shows weight change to one decimal with its sign', () => {
    expect(weightChange(200, 185.55)).toBe(-14.5);
    expect(weightChange(180.04, 181.11)).toBe(1.1);
    expect(weightChange(180, 180)).toBe(0);
  });
});

describe('graphed points', () => {
  it('skips weight entries with no weight and sorts by date', () => {
    const entries = [
      { id: 'a', date: '2024-01-03', weight: 181 },
      { id: 'b', date: '2024-01-01', weight: 0 },
      { id: 'c', date: '2024-01-02', weight: null },
      { id: 'd', date: '2024-01-01', weight: 182 },
      { id: 'e', date: '2024-01-04', weight: '' as const },
    ];
    expect(graphableWeights(entries).map((e) => e.id)).toEqual(['d', 'a']);
  });

  it('graphs only tracked entries with a working weight', () => {
    const entries = [
      { id: 'a', date: '2024-01-02', workingWeight: 100 },
      { id: 'b', date: '2024-01-01', workingWeight: 0 },
      { id: 'c', date: '2024-01-01', workingWeight: 95, tracked: false },
      { id: 'd', date: '2024-01-01', workingWeight: 90, tracked: true },
      { id: 'e', date: '2024-01-03', workingWeight: null },
    ];
    expect(graphableProgress(entries).map((e) => e.id)).toEqual(['d', 'a']);
  });
});
