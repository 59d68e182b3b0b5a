import type { RangeKey } from '@fitness/domain';
import { formatWeight } from './format';
import { timeSeriesLayout, type DatedValue, type TimeSeriesLayout } from './time-series-layout';

export interface MeasurementChartLayoutInput {
  /** One measurement's values by day (e.g. domain's `measurementSeries`), oldest first, in its unit. */
  points: readonly DatedValue[];
  /** What is measured, for the summary: 'Waist'. */
  label: string;
  /** 'in', 'cm' or '%'. */
  unit: string;
  range: RangeKey;
  width: number;
  height: number;
}

/**
 * Everything a body-measurement chart draws: the shared time-chart layout with the measurement
 * ranges (3 months by default, ticks every 18 / 36 / 72 days, All by span). Null with no value.
 */
export function measurementChartLayout({ points, label, unit, range, width, height }: MeasurementChartLayoutInput): TimeSeriesLayout | null {
  return timeSeriesLayout({
    values: points.filter((p) => Number.isFinite(p.value)),
    kind: 'bodyMeasurement',
    range,
    width,
    height,
    formatValue: (value) => formatWeight(value, unit),
    title: `${label} chart`,
  });
}
