import { useMemo, useRef } from 'react';
import type { RangeKey } from '@fitness/domain';
import { formatWeight } from './format';
import { LineChart } from './line-chart';
import { measurementChartLayout } from './measurement-chart-layout';
import type { DatedValue } from './time-series-layout';
import { useContainerWidth } from './use-container-width';

export interface MeasurementChartProps {
  /** One measurement's values by day, oldest first, in its unit (domain's `measurementSeries`). */
  points: readonly DatedValue[];
  /** 'Waist', 'Body fat' …: names the chart and its points. */
  label: string;
  /** 'in', 'cm' or '%'. */
  unit: string;
  range: RangeKey;
  width?: number;
  height?: number;
  emptyMessage?: string;
}

/** One body measurement over time (the measurements dialog's chart), on the shared `LineChart`. */
export function MeasurementChart({
  points,
  label,
  unit,
  range,
  width: fixedWidth,
  height = 220,
  emptyMessage = 'Nothing measured yet.',
}: MeasurementChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, fixedWidth);
  const layout = useMemo(
    () => (width === null ? null : measurementChartLayout({ points, label, unit, range, width, height })),
    [points, label, unit, range, width, height],
  );
  const formatValue = useMemo(() => (value: number) => formatWeight(value, unit), [unit]);
  return (
    <LineChart
      containerRef={containerRef}
      width={width}
      layout={layout}
      height={height}
      name="measurement-chart"
      pointsLabel={`${label} entries`}
      formatValue={formatValue}
      emptyMessage={emptyMessage}
    />
  );
}
