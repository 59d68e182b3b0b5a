import { useMemo, useRef } from 'react';
import { LineChart, timeSeriesLayout, useContainerWidth, type DatedValue } from '@fitness/charts';
import type { RangeKey } from '@fitness/domain';

export interface MeasureChartProps {
  /** The entries that have the figure, oldest first, in the user's unit. */
  points: readonly DatedValue[];
  /** "Longest set", "Best pace": names the chart and its points. */
  label: string;
  range: RangeKey;
  formatValue: (value: number) => string;
  /** An axis value without its unit: times and paces read "1:05", not "65". */
  formatTick: (value: number) => string;
  emptyMessage: string;
}

const HEIGHT = 240;

/** A time, distance, pace or reps figure over time (the statistics of exercises that are not weight and reps), on the shared `LineChart`. */
export function MeasureChart({ points, label, range, formatValue, formatTick, emptyMessage }: MeasureChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef);
  const layout = useMemo(() => {
    if (width === null) return null;
    const drawn = timeSeriesLayout({ values: points, kind: 'exercise', range, width, height: HEIGHT, formatValue, title: `${label} chart` });
    // The shared layout labels the value axis with plain numbers (its label is the tick's value).
    return drawn && { ...drawn, yTicks: drawn.yTicks.map((tick) => ({ ...tick, label: formatTick(Number(tick.label)) })) };
  }, [points, label, range, formatValue, formatTick, width]);
  return (
    <LineChart
      containerRef={containerRef}
      width={width}
      layout={layout}
      height={HEIGHT}
      name="exercise-chart"
      pointsLabel={`${label} entries`}
      formatValue={formatValue}
      emptyMessage={emptyMessage}
    />
  );
}
