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
}

const HEIGHT = 220;

/** One body measurement over time (the measurements dialog's chart), on the shared `LineChart`. */
export function MeasurementChart({ points, label, unit, range }: MeasurementChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef);
  const layout = useMemo(
    () => (width === null ? null : measurementChartLayout({ points, label, unit, range, width, height: HEIGHT })),
    [points, label, unit, range, width],
  );
  const formatValue = useMemo(() => (value: number) => formatWeight(value, unit), [unit]);
  return (
    <LineChart
      containerRef={containerRef}
      width={width}
      layout={layout}
      height={HEIGHT}
      name="measurement-chart"
      pointsLabel={`${label} entries`}
      formatValue={formatValue}
      emptyMessage="Nothing measured yet."
    />
  );
}
